import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, getSession, startSession } from '@/lib/session';
import { clearToasts, getToasts } from '@/lib/toast';
import { fakeToken, jsonResponse } from '@/test/tokens';
import { renderWithRouter } from '@/test/render-with-router';
import { systemInfo } from '@/test/system-info';
import { mockApi } from '@/test/table-support';
import { ResetPasswordPage } from './reset-password-page';

const USER_ID = '7d0b5a52-8f43-4f5e-9a55-3f2f1f0c1a01';
const CHANGE = `PUT AppUsers/${USER_ID}/ChangePassword`;

/** The page once it shows the server's password minimum (`At least n characters.`). */
async function openPage(minLength = 12) {
  const rendered = await renderWithRouter(<ResetPasswordPage />, '/auth/reset-password');
  await screen.findByText(`At least ${minLength} characters.`);
  return rendered;
}

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

  it('shows the rules of spec 1 §5, the length the one in force, and sends nothing while they fail', async () => {
    const calls = mockApi({ 'GET System/Info': systemInfo(12) });
    await openPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Old password is required.')).toBeTruthy();
    // One rule: the hint and the error say the same length, in the spec's words.
    expect(screen.getByText('Password must be at least 12 characters.')).toBeTruthy();
    expect(screen.getByText('At least 12 characters.')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-describedby')).toBe(
      'new-password-hint new-password-error',
    );

    await user.type(screen.getByLabelText('Old password'), 'old-one');
    await user.type(screen.getByLabelText('New password'), 'abcde');
    await user.type(screen.getByLabelText('Confirm'), 'abcdx');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 12 characters.')).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(screen.queryByText('Password must be at least 6 characters.')).toBeNull();

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm'));
    await user.type(screen.getByLabelText('New password'), 'abcdefghijkl');
    await user.type(screen.getByLabelText('Confirm'), 'abcdefghijkm');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(screen.queryByText('Old password is required.')).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("says the server's minimum in force before sending anything", async () => {
    const calls = mockApi({ 'GET System/Info': systemInfo(14) });
    await openPage(14);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Old password'), 'Old-Password-1');
    await user.type(screen.getByLabelText('New password'), 'Thirteen-char');
    await user.type(screen.getByLabelText('Confirm'), 'Thirteen-char');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 14 characters.')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(getToasts()).toEqual([]);
  });

  it('changes the password, says so, ends the session and goes to sign-in', async () => {
    const calls = mockApi({ 'GET System/Info': systemInfo(12), [CHANGE]: { status: 204 } });
    const { location } = await openPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Old password'), 'Old-Password-1');
    await user.type(screen.getByLabelText('New password'), 'New-Password-12');
    await user.type(screen.getByLabelText('Confirm'), 'New-Password-12');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(location()).toBe('/auth/login'));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([
      {
        method: 'PUT',
        path: `AppUsers/${USER_ID}/ChangePassword`,
        body: {
          oldPassword: 'Old-Password-1',
          newPassword: 'New-Password-12',
          repeatNewPassword: 'New-Password-12',
          isResetting: true,
        },
      },
    ]);
    expect(getToasts().map((t) => t.messages[0])).toEqual(['Password reset successfully!']);
    expect(getSession()).toBeNull();
  });

  it('keeps the session when the server refuses (its policy message is shown by the client)', async () => {
    mockApi({
      'GET System/Info': systemInfo(12),
      [CHANGE]: { status: 400, body: { message: 'This password is too common. Choose another one.' } },
    });
    await openPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Old password'), 'Old-Password-1');
    await user.type(screen.getByLabelText('New password'), 'password1234');
    await user.type(screen.getByLabelText('Confirm'), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.messages[0])).toEqual([
        'This password is too common. Choose another one.',
      ]),
    );
    expect(getSession()).not.toBeNull();
  });
});
