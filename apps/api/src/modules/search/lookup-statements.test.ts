import { describe, expect, it } from 'vitest';
import { prefixRange } from '../../kernel/paging.ts';

describe('prefixRange', () => {
  it('spans the texts that begin with the typed text, in byte order', () => {
    expect(prefixRange('REG-00', true)).toEqual({ from: 'reg-00', to: 'reg-01' });
    expect(prefixRange('Salaam.', false)).toEqual({ from: 'Salaam.', to: 'Salaam/' });
    expect(prefixRange('a z', true)).toEqual({ from: 'a z', to: 'a {' });
    // The last printable character is followed by DEL, still one byte.
    expect(prefixRange('ab~', false)).toEqual({ from: 'ab~', to: 'ab\x7f' });
  });

  it('takes LIKE wildcards as the letters they are', () => {
    expect(prefixRange('%_', false)).toEqual({ from: '%_', to: '%`' });
  });

  it('has no range for text beyond printable ASCII', () => {
    expect(prefixRange('Ḥawo', true)).toBeNull();
    expect(prefixRange('ab\u212a', true)).toBeNull(); // the Kelvin sign, which JavaScript lowers to "k"
    expect(prefixRange('a\tb', false)).toBeNull();
  });
});
