import { describe, expect, it } from 'vitest';
import { setLanguage } from './language';
import { countryName, lookupLabel } from './lookup-messages';

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
