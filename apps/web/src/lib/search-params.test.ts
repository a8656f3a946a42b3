import { describe, expect, it } from 'vitest';
import { defaultParseSearch } from '@tanstack/react-router';
import {
  boolean,
  integer,
  matching,
  oneOf,
  onlyTrue,
  searchReader,
  stringifySearch,
  text,
  uuid,
} from './search-params';

describe('search readers', () => {
  const read = searchReader({
    page: integer(0),
    size: integer(1, 500),
    name: text(5),
    status: oneOf(['Active', 'Inactive']),
    role: uuid,
    open: boolean,
    shadow: onlyTrue,
    mobile: matching(/^\+?\d{1,20}$/),
  });

  it('keeps good values, in their types', () => {
    expect(
      read({
        page: '2',
        size: 20,
        name: ' Ann ',
        status: 'Active',
        role: '0b7c6a9e-1d2f-4a3b-8c4d-5e6f7a8b9c0d',
        open: 'false',
        shadow: true,
        mobile: 912345678,
      }),
    ).toEqual({
      page: 2,
      size: 20,
      name: 'Ann',
      status: 'Active',
      role: '0b7c6a9e-1d2f-4a3b-8c4d-5e6f7a8b9c0d',
      open: false,
      shadow: true,
      mobile: '912345678',
    });
  });

  it('drops bad values instead of failing the route', () => {
    expect(
      read({
        page: -1,
        size: '501',
        name: 'too long',
        status: 'active',
        role: 'not-an-id',
        open: 'yes',
        shadow: 'false',
        mobile: '09-12',
      }),
    ).toEqual({});
    expect(read({ page: '1.5', size: '', name: '   ', mobile: { x: 1 } })).toEqual({});
  });
});

describe('stringifySearch', () => {
  it('writes codes and numbers plain, not in JSON quotes', () => {
    expect(
      stringifySearch({
        merchantCode: '20000001',
        from: '2026-11-01',
        page: 2,
        shadow: true,
        gone: undefined,
      }),
    ).toBe('?merchantCode=20000001&from=2026-11-01&page=2&shadow=true');
    expect(stringifySearch({})).toBe('');
  });

  it('reads every text back as itself through the readers, leading zeros and long digits too', () => {
    const read = searchReader({ code: matching(/^\d{1,30}$/), name: text(50) });
    for (const code of ['20000001', '0012', '12345678901234567890'])
      expect(read(defaultParseSearch(stringifySearch({ code })))).toEqual({ code });
    for (const name of ['true', 'null', '1e5', '[1]', '"quoted"', 'Horn Traders', '-7'])
      expect(read(defaultParseSearch(stringifySearch({ name })))).toEqual({ name });
  });

  it('keeps quotes only where plain text would read back as something else', () => {
    expect(stringifySearch({ a: 'true', b: '1e5', c: '0012' })).toBe('?a=%22true%22&b=%221e5%22&c=0012');
  });

  it('still reads addresses written with JSON quotes', () => {
    const read = searchReader({ merchantCode: matching(/^\d{1,12}$/) });
    expect(read(defaultParseSearch('?merchantCode=%2220000001%22'))).toEqual({ merchantCode: '20000001' });
  });
});
