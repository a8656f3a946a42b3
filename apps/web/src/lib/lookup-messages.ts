import { lookups, type LookupItem, type LookupKey } from '@console/contract/core';
import { defineMessages } from './i18n';
import { intlLocale } from './language';

/** A value set of GET Metadata: a lookup of the contract, or the countries. */
export type LookupName = LookupKey | 'Country';

/**
 * The items of the contract's value sets (spec 2 §3) under `<lookup>.<id>` (`Gender.Female`,
 * `BusinessStatus.Pending`), their English names as the text; and the select that offers them.
 */
export const lookupNames: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(lookups).flatMap(([lookup, items]) =>
    items.map((item: LookupItem) => [`${lookup}.${item.id}`, item.name]),
  ),
);
const lookupTexts: Record<string, string> = { ...lookupNames, select: 'Select' };

export const lookupText = defineMessages('lookups', lookupTexts);

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A country by its ISO code in the active language, from the browser's own list of names
 * (Intl.DisplayNames): 250 names need no catalogue. English keeps the contract's names; a code the
 * browser does not name keeps `fallback`.
 */
export function countryName(code: string, fallback: string): string {
  const locale = intlLocale();
  if (!locale) return fallback;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code) ?? fallback;
  } catch {
    // Not a region code at all (RangeError): a value of the database, shown as it is.
    return fallback;
  }
}

/**
 * An item of a lookup in the active language: one of the contract's by its lookup and id; a value
 * the database added, or named otherwise than the contract, by its own name.
 */
export function lookupLabel(lookup: LookupName, item: LookupItem): string {
  if (lookup === 'Country') return countryName(item.id, item.name);
  const key = `${lookup}.${item.id}`;
  return lookupNames[key] === item.name ? lookupText.t(key) : item.name;
}
