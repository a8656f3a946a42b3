import { createHash } from 'node:crypto';

/** A small seeded PRNG (mulberry32): the demo data must come out the same on every machine. */
export function prng(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The Luhn check digit that makes `body` + digit a valid card number. */
export function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    // Counting from the right of the final number, the check digit is position 1, so the
    // rightmost digit of the body is doubled.
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function luhnValid(pan: string): boolean {
  return /^\d{2,}$/.test(pan) && luhnDigit(pan.slice(0, -1)) === Number(pan.slice(-1));
}

/** A 16-digit card number on this 6-digit BIN, valid under Luhn. */
export function cardNumber(bin: string, random: () => number): string {
  let body = bin;
  while (body.length < 15) body += String(Math.floor(random() * 10));
  return body + String(luhnDigit(body));
}

export const maskPan = (pan: string): string => `${pan.slice(0, 6)}******${pan.slice(-4)}`;
