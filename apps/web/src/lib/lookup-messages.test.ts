import { describe, expect, it } from 'vitest';
import { countries, lookups, type LookupItem, type LookupKey } from '@console/contract/core';
import { setLanguage } from './language';
import { countryName, lookupLabel, lookupValue, type LookupName } from './lookup-messages';

describe('lookup labels', () => {
  it('keep the names the server sends in English', () => {
    expect(lookupLabel('BusinessStatus', { id: 'Rejected', name: 'Rejected (documents missing)' })).toBe(
      'Rejected (documents missing)',
    );
    expect(countryName('SO', 'Somalia')).toBe('Somalia');
  });

  it('translate the contract items by lookup and id, and only those', async () => {
    await setLanguage('so');
    expect(lookupLabel('Gender', { id: 'Female', name: 'Female' })).toBe('Dhedig');
    expect(lookupLabel('DocumentName', { id: 'Trade License', name: 'Trade License' })).toBe(
      'Liisanka ganacsiga',
    );
    // Values the database added, or named otherwise, read as they came.
    expect(lookupLabel('DocumentName', { id: 'Utility Bill', name: 'Utility Bill' })).toBe('Utility Bill');
    expect(lookupLabel('BusinessStatus', { id: 'Pending', name: 'Pending' })).toBe('Pending');
  });

  it('name countries in the active language, falling back to the name given', async () => {
    await setLanguage('ar');
    expect(countryName('SO', 'Somalia')).toBe('الصومال');
    expect(lookupLabel('Country', { id: 'KE', name: 'Kenya' })).toBe('كينيا');
    expect(countryName('not a code', 'Elsewhere')).toBe('Elsewhere');
  });
});

describe('every value of every lookup', () => {
  // What GET Metadata can answer: the contract's lookups and its countries.
  const values: [LookupName, string, string][] = [
    ...Object.entries(lookups).flatMap(([lookup, items]) =>
      items.map((item: LookupItem): [LookupName, string, string] => [
        lookup as LookupKey,
        item.id,
        item.name,
      ]),
    ),
    ...countries.map((c): [LookupName, string, string] => ['Country', c.id, c.name]),
  ];

  it('reads in English as the contract names it', () => {
    expect(values.filter(([lookup, id, name]) => lookupValue(lookup, id) !== name)).toEqual([]);
  });

  it('has a Somali name for each', async () => {
    await setLanguage('so', { remember: false });
    // A country may be written as in English (Kenya); every other value is a word of the console.
    const unnamed = values.filter(
      ([lookup, id, name]) => lookup !== 'Country' && lookupValue(lookup, id) === name,
    );
    expect(unnamed).toEqual([]);
    expect(lookupValue('Country', 'GB')).toBe('Ingiriiska');
    expect(lookupValue('Language', 'Arabic')).toBe('Carabi');
  });

  it('has an Arabic name for each, in Arabic letters', async () => {
    await setLanguage('ar', { remember: false });
    const unnamed = values.filter(([lookup, id]) => !/\p{Script=Arabic}/u.test(lookupValue(lookup, id)));
    expect(unnamed).toEqual([]);
  });

  it('keeps a stored value no lookup knows as it is, and nothing as nothing', async () => {
    await setLanguage('ar', { remember: false });
    expect(lookupValue('BusinessType', 'Trust')).toBe('Trust');
    expect(lookupValue('Country', 'XX')).toBe('XX');
    expect(lookupValue('Language', null)).toBe('');
  });
});
