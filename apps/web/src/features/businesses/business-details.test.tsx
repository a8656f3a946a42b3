import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { businessesApi } from '@console/contract';
import { setLanguage } from '@/lib/language';
import { businessRecord } from './business-fixtures';
import { BusinessDetails } from './business-details';

const business = {
  ...businessRecord,
  type: 'Limited Liability Company',
  signatoryType: 'Any Two',
  language: 'Somali',
  country: 'SO',
  countriesTradedWith: ['KE', 'ET'],
  signatoryNotes: null,
} as unknown as businessesApi.Business;

/** The value shown under a label of the profile. */
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('BusinessDetails', () => {
  it('names the lookup values in Arabic', async () => {
    await setLanguage('ar', { remember: false });
    render(<BusinessDetails business={business} />);
    expect(detail('النوع')).toBe('شركة ذات مسؤولية محدودة');
    expect(detail('طريقة التوقيع')).toBe('أيّ اثنين معًا');
    expect(detail('اللغة')).toBe('الصومالية');
    expect(detail('الدولة')).toBe('الصومال');
    expect(detail('الدول المتعامل معها')).toBe('كينيا، إثيوبيا');
  });

  it('names them in Somali', async () => {
    await setLanguage('so', { remember: false });
    render(<BusinessDetails business={business} />);
    expect(screen.getByText('Shirkad masuuliyadeedu xaddidan tahay')).toBeTruthy();
    expect(screen.getByText('Laba kasta')).toBeTruthy();
    expect(screen.getByText('Soomaali')).toBeTruthy();
    expect(screen.getByText('Soomaaliya')).toBeTruthy();
    expect(screen.getByText('Kenya, Itoobiya')).toBeTruthy();
  });

  it('keeps the contract names in English', () => {
    render(<BusinessDetails business={business} />);
    expect(detail('Type')).toBe('Limited Liability Company');
    expect(detail('Signatory Type')).toBe('Any Two');
    expect(detail('Countries Traded With')).toBe('Kenya, Ethiopia');
  });
});
