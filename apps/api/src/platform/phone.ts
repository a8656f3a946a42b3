/** The digits of a phone number, without spaces or a leading +. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/**
 * Two numbers are the same phone when their digits are equal, or one is the other with a
 * country-code prefix (the shorter keeps at least 7 digits).
 */
export function samePhone(a: string, b: string): boolean {
  const x = phoneDigits(a);
  const y = phoneDigits(b);
  if (x === y) return x.length > 0;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  return short.length >= 7 && long.endsWith(short);
}

/** For messages and logs: only the last three digits show. */
export const maskPhone = (phone: string): string => {
  const d = phoneDigits(phone);
  return `${'*'.repeat(Math.max(0, d.length - 3))}${d.slice(-3)}`;
};
