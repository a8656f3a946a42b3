import { describe, expect, it } from 'vitest';
import { OTP_TTL_MS } from './endpoints/otp.ts';
import { otpSmsText } from './messages.ts';

describe('OTP text', () => {
  it('says the validity that OTP_TTL_MS sets', () => {
    expect(otpSmsText('042137', OTP_TTL_MS)).toBe(
      `Your verification code is 042137. It expires in ${OTP_TTL_MS / 60_000} minutes. Never share it.`,
    );
    expect(otpSmsText('042137', 60_000)).toContain('expires in 1 minute.');
    expect(otpSmsText('042137', 10 * 60_000)).toContain('expires in 10 minutes.');
  });
});
