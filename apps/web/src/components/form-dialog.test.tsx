import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FormDialog, FormDialogSubmit } from './form-dialog';

function Body() {
  return (
    <form>
      <input aria-label="Name" />
      <FormDialogSubmit pending={false} />
    </form>
  );
}

describe('FormDialog', () => {
  it('shows title, description and the form only while open', () => {
    const { rerender } = render(
      <FormDialog open onOpenChange={() => undefined} title="Edit User" description="Phone and email.">
        <Body />
      </FormDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeTruthy();
    expect(screen.getByText('Phone and email.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    rerender(
      <FormDialog open={false} onOpenChange={() => undefined} title="Edit User">
        <Body />
      </FormDialog>,
    );
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it('closes on Escape, unless it must be completed', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <FormDialog open onOpenChange={onOpenChange} title="Edit User">
        <Body />
      </FormDialog>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);

    onOpenChange.mockClear();
    rerender(
      <FormDialog open onOpenChange={onOpenChange} title="Set up" dismissible={false}>
        <Body />
      </FormDialog>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('disables the submit button and says Saving... while pending', () => {
    render(<FormDialogSubmit pending>Change Password</FormDialogSubmit>);
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('puts Cancel before the submit button when asked, and keeps the submit off while not ready', () => {
    const onCancel = vi.fn();
    render(
      <FormDialogSubmit pending={false} disabled onCancel={onCancel}>
        Resolve
      </FormDialogSubmit>,
    );
    const buttons = screen.getAllByRole<HTMLButtonElement>('button');
    expect(buttons.map((b) => [b.textContent, b.type, b.disabled])).toEqual([
      ['Cancel', 'button', false],
      ['Resolve', 'submit', true],
    ]);
    fireEvent.click(buttons[0]!);
    expect(onCancel).toHaveBeenCalled();
  });
});
