import { lookups, type LookupItem, type LookupKey } from '@console/contract/core';
import { defineMessages } from './i18n';
import { countryText } from './country-messages';

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

/**
 * A country by its ISO code in the active language (lib/country-messages); a code the contract
 * does not list keeps `fallback`.
 */
export function countryName(code: string, fallback: string): string {
  return countryText.has(code) ? countryText.t(code) : fallback;
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

/**
 * A value a record stores from a lookup (its id: `Limited Liability Company`, `Any Two`, `SO`) as
 * the user reads it: its name in the active language; a value the lookup does not know, as it is.
 */
export function lookupValue(lookup: LookupName, value: string | null | undefined): string {
  if (!value) return '';
  if (lookup === 'Country') return countryName(value, value);
  const key = `${lookup}.${value}`;
  return lookupText.has(key) ? lookupText.t(key) : value;
}
