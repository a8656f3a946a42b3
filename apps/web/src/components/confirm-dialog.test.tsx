import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove role
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Remove role?"
        description="The user loses its permissions."
        confirmLabel="Remove"
        destructive
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('gives focus back to the control that opened it, though it has no trigger', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Remove role' });
    await user.click(opener);
    expect(await screen.findByRole('alertdialog', { name: 'Remove role?' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(opener);
  });
});
