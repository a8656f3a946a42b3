import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, getSession, startSession } from '@/lib/session';
import { clearToasts, getToasts } from '@/lib/toast';
import { fakeToken, jsonResponse } from '@/test/tokens';
import { renderWithRouter } from '@/test/render-with-router';
import { ResetPasswordPage } from './reset-password-page';

const USER_ID = '7d0b5a52-8f43-4f5e-9a55-3f2f1f0c1a01';

describe('ResetPasswordPage', () => {
  beforeEach(async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jsonResponse(200, []));
    await startSession(fakeToken({ userId: USER_ID, resetPassword: 'True' }));
    vi.restoreAllMocks();
  });
  afterEach(() => {
    clearSession();
    clearToasts();
  });

  it('shows the rules of spec 1 §5 and sends nothing while they fail', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    await renderWithRouter(<ResetPasswordPage />, '/auth/reset-password');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Old password is required.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeTruthy();

    await user.type(screen.getByLabelText('Old password'), 'old-one');
    await user.type(screen.getByLabelText('New password'), 'abcdef');
    await user.type(screen.getByLabelText('Confirm'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(screen.queryByText('Old password is required.')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changes the password, says so, ends the session and goes to sign-in', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const { location } = await renderWithRouter(<ResetPasswordPage />, '/auth/reset-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Old password'), 'Old-Password-1');
    await user.type(screen.getByLabelText('New password'), 'New-Password-12');
    await user.type(screen.getByLabelText('Confirm'), 'New-Password-12');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(location()).toBe('/auth/login'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/api/AppUsers/${USER_ID}/ChangePassword`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(init?.body as string)).toEqual({
      oldPassword: 'Old-Password-1',
      newPassword: 'New-Password-12',
      repeatNewPassword: 'New-Password-12',
      isResetting: true,
    });
    expect(getToasts().map((t) => t.messages[0])).toEqual(['Password reset successfully!']);
    expect(getSession()).toBeNull();
  });

  it('keeps the session when the server refuses (its policy message is shown by the client)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(400, { message: 'Password must be at least 12 characters.' }),
    );
    await renderWithRouter(<ResetPasswordPage />, '/auth/reset-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Old password'), 'Old-Password-1');
    await user.type(screen.getByLabelText('New password'), 'short1');
    await user.type(screen.getByLabelText('Confirm'), 'short1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.messages[0])).toEqual(['Password must be at least 12 characters.']),
    );
    expect(getSession()).not.toBeNull();
  });
});
