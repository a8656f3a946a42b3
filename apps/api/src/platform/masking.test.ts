import { describe, expect, it } from 'vitest';
import {
  maskAccount,
  maskCustomer,
  maskCustomerField,
  maskDate,
  maskDocumentNumber,
  maskEmail,
  maskTail,
} from './masking.ts';

describe('masking', () => {
  it('shows the last three digits of a phone, the first letter and domain of an email', () => {
    expect(maskCustomerField('mobile', '+252615551234')).toBe('*********234');
    expect(maskCustomerField('telephone', '061 555 1234')).toBe('*******234');
    expect(maskEmail('amina.warsame@example.so')).toBe('a***@example.so');
    // Not an address: nothing of it shows.
    expect(maskEmail('@nobody')).toBe('***');
    expect(maskEmail('plain')).toBe('***');
  });

  it('shows the year of a date of birth, nothing of an address', () => {
    expect(maskDate('1985-07-21')).toBe('1985-**-**');
    expect(maskDate('21/07/1985')).toBe('****-**-**');
    expect(maskCustomerField('address', 'Maka Al Mukarama Road 12')).toBe('***');
    expect(maskCustomerField('nomineeAddress', 'KM4, Hodan')).toBe('***');
  });

  it('shows the last four digits of an account and the last two of a document number', () => {
    expect(maskAccount('0012345678')).toBe('******5678');
    expect(maskDocumentNumber('P1234567')).toBe('******67');
  });

  it('hides a value whole when it is too short to keep more of it hidden than shown', () => {
    expect(maskTail('12345678', 4)).toBe('********');
    expect(maskTail('123456789', 4)).toBe('*****6789');
    expect(maskAccount('1234')).toBe('****');
  });

  it('keeps null and empty values, and every other field of a record, as they are', () => {
    expect(maskCustomerField('telephone', null)).toBeNull();
    expect(maskCustomerField('email', '')).toBe('');
    const row = { id: 'c1', name: 'Amina', mobile: '+252615551234', email: 'a@x.so', telephone: null };
    expect(maskCustomer(row)).toEqual({
      id: 'c1',
      name: 'Amina',
      mobile: '*********234',
      email: 'a***@x.so',
      telephone: null,
    });
    // The record given is not changed.
    expect(row.mobile).toBe('+252615551234');
    // A field the record does not hold is not added.
    expect('dateOfBirth' in maskCustomer(row)).toBe(false);
  });

  it('never answers any character of a masked value but those it shows', () => {
    const mobile = '+252619876543';
    const masked = maskCustomerField('mobile', mobile);
    expect(masked.replaceAll('*', '')).toBe('543');
    expect(masked).not.toContain('9876');
  });
});
