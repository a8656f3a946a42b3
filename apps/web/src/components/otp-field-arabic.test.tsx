import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setLanguage } from '@/lib/language';
import { mockApi, renderInRouter } from '@/test/table-support';
import { OtpField } from './otp-field';

const PHONE = '+252615550001';

function Harness() {
  const [code, setCode] = useState('');
  return (
    <OtpField
      organizationId="11111111-1111-4111-8111-111111111111"
      phone={PHONE}
      operation="ResetPin"
      value={code}
      onChange={setCode}
    />
  );
}

describe('OtpField in Arabic', () => {
  it('says where the code went in Arabic, the number left to right', async () => {
    await setLanguage('ar');
    mockApi({ 'POST Applications/SendOtp': { body: { sentTo: '+25261*****01', expiresAt: '' } } });
    const user = userEvent.setup();
    renderInRouter(() => <Harness />);
    const phone = await screen.findByLabelText<HTMLInputElement>('رقم الجوال');
    expect(phone.dir).toBe('ltr');
    await user.click(screen.getByRole('button', { name: 'إرسال رمز التحقق' }));
    await screen.findByRole('button', { name: 'أُرسل رمز التحقق' });
    const note = screen.getByText(/^أُرسل الرمز إلى/);
    expect(note.textContent).toBe('أُرسل الرمز إلى +25261*****01. اضغط «أُرسل رمز التحقق» لإرسال رمز جديد.');
    expect(note.querySelector('bdi[dir=ltr]')?.textContent).toBe('+25261*****01');
    expect(screen.getByLabelText<HTMLInputElement>('رمز التحقق (OTP)').placeholder).toBe('رمز من 6 أرقام');
  });
});
