import { describe, expect, it } from 'vitest';
import { resolveReturnUrl } from './return-url';

describe('resolveReturnUrl (spec 1 §2)', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/customers?page=1', '/customers?page=1'],
    ['/auth/reset-password', '/'],
    ['/users?q=author', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
  ])('%s → %s', (input, expected) => {
    expect(resolveReturnUrl(input)).toBe(expected);
  });
});
