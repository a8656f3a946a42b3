import { describe, expect, it } from 'vitest';
import { boolean, integer, matching, oneOf, onlyTrue, searchReader, text, uuid } from './search-params';

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
