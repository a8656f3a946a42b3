import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearer.ts';

describe('bearerToken', () => {
  it('reads the scheme whatever its case, with one or more spaces before the token', () => {
    for (const header of ['Bearer a.b.c', 'bearer a.b.c', 'BEARER a.b.c', 'bEaReR   a.b.c', ' Bearer a.b.c '])
      expect(bearerToken(header)).toBe('a.b.c');
  });

  it('refuses another scheme, a missing or spaced token, and no header', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Bearera.b.c',
      'Bearer a b',
      'Basic a.b.c',
      'a.b.c',
    ])
      expect(bearerToken(header)).toBeNull();
  });
});
