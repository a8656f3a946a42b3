import { countries } from '@console/contract/core';
import { defineMessages } from './i18n';

/**
 * The countries of the contract (GET Metadata/Countries) by their ISO code, their English names
 * as the text: Somali and Arabic name each one in their catalogues, as the browser's own list of
 * names has no Somali and differs between browsers.
 */
const countryNames: Record<string, string> = Object.fromEntries(countries.map((c) => [c.id, c.name]));

export const countryText = defineMessages('countries', countryNames);
