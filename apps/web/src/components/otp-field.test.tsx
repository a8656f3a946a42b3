import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { messages } from '@console/contract/core';
import { mockApi, renderInRouter } from '@/test/table-support';
import { clearAlerts, getAlerts } from '@/lib/alert';
import { jsonResponse } from '@/test/tokens';
import { OtpField, type OtpFieldProps } from './otp-field';

const ORG = '11111111-1111-4111-8111-111111111111';
const PHONE = '+252615550001';

function Harness(props: Partial<OtpFieldProps>) {
  const [code, setCode] = useState('');
  return (
    <OtpField
      organizationId={ORG}
      phone={PHONE}
      operation="ResetPin"
      customerId="C0001001"
      value={code}
      onChange={setCode}
      {...props}
    />
  );
}

const alertTexts = () => getAlerts().map((a) => `${a.title}: ${a.text}`);
const sendButton = () => screen.getByRole('button', { name: /Send OTP|Sending\.\.\.|OTP Sent/ });

describe('OtpField', () => {
  afterEach(() => act(() => clearAlerts()));

  it('goes from Send OTP through Sending... to OTP Sent, then sends again on request', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onSentChange = vi.fn();
    const u = userEvent.setup();
    renderInRouter(() => <Harness onSentChange={onSentChange} />);

    const phone = await screen.findByLabelText<HTMLInputElement>('Mobile Number');
    expect(phone.disabled).toBe(true);
    expect(phone.value).toBe(PHONE);
    expect(screen.getByLabelText<HTMLInputElement>('OTP').disabled).toBe(true);
    expect(sendButton().textContent).toBe('Send OTP');

    await u.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toBe('Sending...'));
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url instanceof Request ? url.url : url.toString()).toContain('/api/api/Applications/SendOtp');
    expect(JSON.parse(init?.body as string)).toEqual({
      organizationId: ORG,
      phone: PHONE,
      operation: 'ResetPin',
      customerId: 'C0001001',
    });
    expect(onSentChange).not.toHaveBeenCalledWith(true);

    act(() => answer(jsonResponse(200, { sentTo: '+25261*****01', expiresAt: new Date().toISOString() })));
    await waitFor(() => expect(sendButton().textContent).toBe('OTP Sent'));
    expect(onSentChange).toHaveBeenLastCalledWith(true);

    const code = screen.getByLabelText<HTMLInputElement>('OTP');
    expect(code.disabled).toBe(false);
    await u.type(code, '12a34567');
    expect(code.value).toBe('123456');

    // Pressed again, it sends a new code.
    await u.click(sendButton());
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks for a new code when the phone changes', async () => {
    mockApi({ 'POST Applications/SendOtp': { body: { sentTo: PHONE, expiresAt: '' } } });
    const onSentChange = vi.fn();
    const u = userEvent.setup();
    function Switching() {
      const [phone, setPhone] = useState(PHONE);
      return (
        <>
          <Harness onSentChange={onSentChange} phone={phone} />
          <button onClick={() => setPhone('+252615550002')}>Other phone</button>
        </>
      );
    }
    renderInRouter(() => <Switching />);
    await u.click(await screen.findByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('button', { name: 'OTP Sent' });
    expect(onSentChange).toHaveBeenLastCalledWith(true);
    await u.click(screen.getByRole('button', { name: 'Other phone' }));
    await screen.findByRole('button', { name: 'Send OTP' });
    expect(onSentChange).toHaveBeenLastCalledWith(false);
  });

  it.each([
    ['no organization', { organizationId: null }, messages.orgOrPhoneMissing],
    ['no phone at all', { phone: undefined as unknown as string }, messages.orgOrPhoneMissing],
    ['an empty phone', { phone: '  ' }, messages.phoneUnavailableForOtp],
  ])('with %s shows an Error alert and sends nothing', async (_, props, text) => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const u = userEvent.setup();
    renderInRouter(() => <Harness {...props} />);
    await u.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(alertTexts()).toEqual([`Error: ${text}`]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('allows only a country-code prefix in front of the original number', async () => {
    const browserAlert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const calls = mockApi({ 'POST Applications/SendOtp': { body: { sentTo: PHONE, expiresAt: '' } } });
    const u = userEvent.setup();
    const { unmount } = renderInRouter(() => <Harness phone="+252615550009" originalPhone="615550001" />);
    await u.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(browserAlert).toHaveBeenCalledWith(messages.countryCodeOnly);
    expect(alertTexts()).toEqual([`Error: ${messages.countryCodeOnly}`]);
    expect(calls).toEqual([]);
    unmount();

    act(() => clearAlerts());
    renderInRouter(() => <Harness phone="+252615550001" originalPhone="615550001" />);
    await u.click(await screen.findByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('button', { name: 'OTP Sent' });
    expect(calls.map((c) => c.path)).toEqual(['Applications/SendOtp']);
    expect(alertTexts()).toEqual([]);
  });
});
