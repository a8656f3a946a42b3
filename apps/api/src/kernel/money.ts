/** An amount in cents, exactly: "1250.5" is 125050. Amounts are decimal strings, never floats. */
export function cents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
}
