/**
 * The EMVCo merchant-presented QR payload (EMV QRCPS, Merchant-Presented Mode): tag, two-digit
 * length, value; the last object is the CRC (tag 63) over everything before it, tag and length
 * of the CRC included.
 */

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One data object; a value longer than 99 characters cannot be written. */
export function tlv(tag: string, value: string): string {
  if (value.length > 99) throw new Error(`EMVCo tag ${tag} is longer than 99 characters.`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** ISO 4217 numeric codes of the currencies our organizations offer. */
export const ISO_4217: Readonly<Record<string, string>> = { USD: '840', SOS: '706', EUR: '978' };

/** The globally unique identifier of our merchant account information template (tag 26). */
export const MERCHANT_ACCOUNT_GUID = 'so.backoffice.merchant';

export interface QrMerchant {
  organization: string;
  code: string;
  name: string;
  city: string;
  currency: string;
  /** ISO 18245 merchant category code. */
  categoryCode: string;
}

/** EMVCo names and cities are plain printable ASCII, cut to their maximum length. */
const plain = (text: string, max: number) =>
  text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max);

export function emvcoPayload(m: QrMerchant): string {
  const currency = ISO_4217[m.currency];
  if (!currency) throw new Error(`No ISO 4217 numeric code for ${m.currency}.`);
  const account = [
    tlv('00', MERCHANT_ACCOUNT_GUID),
    tlv('01', plain(m.organization, 40)),
    tlv('02', m.code),
  ].join('');
  const body = [
    tlv('00', '01'), // payload format indicator
    tlv('01', '11'), // static QR: the buyer types the amount
    tlv('26', account),
    tlv('52', m.categoryCode),
    tlv('53', currency),
    tlv('58', 'SO'),
    tlv('59', plain(m.name, 25)),
    tlv('60', plain(m.city, 15)),
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16(withCrcTag);
}

/** Reads a payload back into its top-level objects (for tests and checks). */
export function parseTlv(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < payload.length) {
    const tag = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(tag) || Number.isNaN(length)) throw new Error(`Bad EMVCo object at ${i}.`);
    out.set(tag, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return out;
}
