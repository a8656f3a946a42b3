import { describe, expect, it } from 'vitest';
import { fakeToken } from '@/test/tokens';
import { FRESH_ON_LOAD_MS, RENEW_AFTER_MS, renewOnLoad, shouldRenew } from './session-renewal';

describe('token renewal', () => {
  const issued = 1_800_000_000;
  const token = fakeToken({ iat: issued, exp: issued + 900 });
  const at = (ms: number) => issued * 1000 + ms;

  it('renews an older token when the user was active since it was issued', () => {
    expect(shouldRenew(token, at(RENEW_AFTER_MS + 1), at(60_000))).toBe(true);
  });

  it('leaves a young token, an idle user and an expired token alone', () => {
    expect(shouldRenew(token, at(RENEW_AFTER_MS - 1), at(60_000))).toBe(false);
    expect(shouldRenew(token, at(RENEW_AFTER_MS + 1), at(-1))).toBe(false);
    expect(shouldRenew(token, at(900_000), at(60_000))).toBe(false);
    expect(shouldRenew('garbage', at(RENEW_AFTER_MS + 1), at(60_000))).toBe(false);
  });

  it('renews on a page load unless the token was issued a moment ago', () => {
    expect(renewOnLoad(token, at(FRESH_ON_LOAD_MS - 1))).toBe(false);
    expect(renewOnLoad(token, at(FRESH_ON_LOAD_MS))).toBe(true);
    expect(renewOnLoad('garbage', at(0))).toBe(true);
  });
});
