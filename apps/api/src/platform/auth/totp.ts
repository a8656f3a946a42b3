import { timingSafeEqual } from 'node:crypto';
import { generate, generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 as DESIGN §5 says: SHA-1, 6 digits, 30 s steps, accept T-1..T+1 only. */
export const TOTP_PERIOD = 30;
const WINDOW = 1;

/** A fresh 160-bit secret, base32. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_PERIOD);

export const totpCode = (secret: string, step: number): Promise<string> =>
  generate({ secret, epoch: step * TOTP_PERIOD, period: TOTP_PERIOD, digits: 6, algorithm: 'sha1' });

/** The step a code belongs to within the window, or null. The caller refuses steps already used. */
export async function matchTotp(secret: string, code: string, at: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const current = totpStep(at);
  let matched: number | null = null;
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    const expected = await totpCode(secret, step);
    // Every step is compared, in constant time, whatever matched before.
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(code)) && matched === null) matched = step;
  }
  return matched;
}

/** The set-up answer: a PNG data URL of the otpauth:// URI and the key in text for manual entry. */
export async function totpSetup(
  secret: string,
  issuer: string,
  userName: string,
): Promise<{ qrCode: string; manualEntryKey: string }> {
  const uri = generateURI({
    issuer,
    label: userName,
    secret,
    algorithm: 'sha1',
    digits: 6,
    period: TOTP_PERIOD,
  });
  return {
    qrCode: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
    manualEntryKey: secret,
  };
}
