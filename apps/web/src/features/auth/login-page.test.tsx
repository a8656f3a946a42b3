import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, getSession } from '@/lib/session';
import { clearToasts } from '@/lib/toast';
import { fakeToken, jsonResponse } from '@/test/tokens';
import { renderWithRouter } from '@/test/render-with-router';
import { LoginPage } from './login-page';

const QR = 'data:image/png;base64,iVBORw0KGgo=';

async function fillAndSubmit(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Username'), 'officer');
  await user.type(screen.getByLabelText('Password'), 'Demo-Password-1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

const sentBody = (mock: { mock: { calls: unknown[][] } }, call: number) =>
  JSON.parse((mock.mock.calls[call]?.[1] as RequestInit | undefined)?.body as string) as Record<
    string,
    unknown
  >;

describe('LoginPage', () => {
  afterEach(() => {
    clearSession();
    clearToasts();
  });

  it('sends nothing without a username and a password', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    await renderWithRouter(<LoginPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads Loading... while the request is in flight', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    await renderWithRouter(<LoginPage />);
    await fillAndSubmit();
    const button = await screen.findByRole('button', { name: 'Loading...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    act(() => answer(jsonResponse(202, { message: 'code' })));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('on 202 shows the Token field (6 characters at most) and focuses it', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(202, { message: 'code' }));
    await renderWithRouter(<LoginPage />);
    expect(screen.queryByLabelText('Token')).toBeNull();
    await fillAndSubmit();
    const token = await screen.findByLabelText('Token');
    expect(token.getAttribute('maxlength')).toBe('6');
    await waitFor(() => expect(document.activeElement).toBe(token));
  });

  it('on 203 opens the set-up dialog; the code is re-sent with the login, then it signs in', async () => {
    const token = fakeToken();
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse(203, { qrCode: QR, manualEntryKey: 'JBSWY3DPEHPK3PXP' }))
      .mockResolvedValueOnce(jsonResponse(200, { token }))
      .mockResolvedValueOnce(jsonResponse(200, ['customer.list']));
    const { location } = await renderWithRouter(<LoginPage returnUrl="/customers?page=2" />);
    const user = await fillAndSubmit();

    const dialog = await screen.findByRole('dialog', { name: 'Set up Two-Factor Authentication' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(QR);
    expect(within(dialog).getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    const complete = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Complete Process' });
    const code = within(dialog).getByLabelText('Authentication code');
    expect(complete.disabled).toBe(true);

    // Enter submits only with 6 characters; Escape does not dismiss the dialog.
    await user.type(code, '12345{Enter}');
    await user.keyboard('{Escape}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(complete.disabled).toBe(true);

    await user.type(code, '6{Enter}');
    await waitFor(() => expect(location()).toBe('/customers?page=2'));
    expect(sentBody(fetchMock, 1)).toEqual({
      userName: 'officer',
      password: 'Demo-Password-1',
      totp: '123456',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getSession()?.permissions).toEqual(['customer.list']);
  });

  it('goes to / when the returnUrl mentions auth', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse(200, { token: fakeToken() }))
      .mockResolvedValueOnce(jsonResponse(200, []));
    const { location } = await renderWithRouter(
      <LoginPage returnUrl="/auth/reset-password" />,
      '/auth/login',
    );
    await fillAndSubmit();
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('shows the server message of a 401 and stays', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(401, { message: 'Invalid username, password or code.' }),
    );
    await renderWithRouter(<LoginPage />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(getSession()).toBeNull());
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });
});
