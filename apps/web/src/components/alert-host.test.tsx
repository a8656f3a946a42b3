import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@console/contract/core';
import { alertError, clearAlerts } from '@/lib/alert';
import { AlertHost } from './alert-host';

describe('AlertHost', () => {
  afterEach(() => {
    act(() => {
      clearAlerts();
    });
  });

  it('shows queued alerts titled Error one at a time, each with one OK button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<AlertHost />);
    act(() => {
      alertError(messages.unreachable, { onClose });
      alertError('Second');
    });

    const dialog = screen.getByRole('alertdialog', { name: messages.errorTitle });
    expect(dialog.textContent).toContain(messages.unreachable);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['OK']);

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Second');
  });
});
