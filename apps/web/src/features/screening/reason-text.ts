import type { Values } from '@/lib/i18n';
import { countryName } from './hit-fields';
import { screeningText } from './messages';

type Key = Parameters<typeof screeningText.t>[0];

/**
 * The server gives a hit's reasons and a refused list's reason as English sentences of a few
 * fixed shapes (modules/screening/matcher.ts, the list parsers). Each shape is read back here into
 * its values and written in the language of the moment; a sentence of no known shape is shown as
 * it came. Names, dates and the list's own words stay as they are; a country the contract knows is
 * named in the language of the moment, as the side-by-side view names it.
 */
interface Shape {
  pattern: RegExp;
  key: Key;
  /** The values from the match's groups, some of them translated in turn. */
  values: (groups: string[]) => Values;
}

const t = screeningText.t;

const ROLE = String.raw`(given name|father's name|grandfather's name|name part \d+)`;

function role(text: string): string {
  if (text === 'given name') return t('givenName');
  if (text === "father's name") return t('fathersName');
  if (text === "grandfather's name") return t('grandfathersName');
  return t('namePart', { n: text.replace('name part ', '') });
}

/** A date or year as a reason writes it: `about 1961`, `between 1960 and 1962`, `1961 or 1962`. */
function listedBirth(text: string): string {
  const parts = text.split(' or ');
  const one = (p: string) => {
    const between = /^between (\d+) and (\d+)$/.exec(p);
    if (between) return t('betweenYears', { from: between[1] ?? '', to: between[2] ?? '' });
    const about = /^about (.+)$/.exec(p);
    return about ? t('aboutYear', { year: about[1] ?? '' }) : p;
  };
  return parts.map(one).reduce((a, b) => t('orYears', { a, b }));
}

/** The countries a reason names, one (`Somalia`) or several (`Somalia, Kenya`), each translated. */
function countriesText(text: string): string {
  const whole = countryName(text);
  return whole !== text ? whole : text.split(', ').map(countryName).join(', ');
}

const shape = (pattern: RegExp, key: Key, values: Shape['values']): Shape => ({ pattern, key, values });
const g = (groups: string[], i: number) => groups[i] ?? '';

const REASONS: readonly Shape[] = [
  shape(/^the name in its original script, (.+)$/, 'byOriginalScript', (m) => ({ name: g(m, 1) })),
  shape(/^the alias (.+) \(quality (.+)\)$/, 'byAlias', (m) => ({ name: g(m, 1), quality: g(m, 2) })),
  shape(new RegExp(`^${ROLE} (.+) not on the list$`), 'partMissing', (m) => ({
    role: role(g(m, 1)),
    mine: g(m, 2),
  })),
  shape(new RegExp(`^${ROLE} (.+) unlike (.+)$`), 'partUnlike', (m) => ({
    role: role(g(m, 1)),
    mine: g(m, 2),
    listed: g(m, 3),
  })),
  shape(new RegExp(`^${ROLE} (.+) = (.+)$`), 'partSame', (m) => ({
    role: role(g(m, 1)),
    mine: g(m, 2),
    listed: g(m, 3),
  })),
  shape(new RegExp(`^${ROLE} (.+) ≈ (.+)$`), 'partAlike', (m) => ({
    role: role(g(m, 1)),
    mine: g(m, 2),
    listed: g(m, 3),
  })),
  shape(/^the list also names (.+)$/, 'alsoNames', (m) => ({ names: g(m, 1) })),
  shape(/^born (\S+) on the list and here$/, 'bornSameDay', (m) => ({ date: g(m, 1) })),
  shape(/^born (.+) on the list, (\S+) here: the same year$/, 'bornSameYear', (m) => ({
    listed: listedBirth(g(m, 1)),
    date: g(m, 2),
  })),
  shape(/^born (.+) on the list, (\S+) here: close$/, 'bornClose', (m) => ({
    listed: listedBirth(g(m, 1)),
    year: g(m, 2),
  })),
  shape(/^born (.+) on the list, (\S+) here$/, 'bornApart', (m) => ({
    listed: listedBirth(g(m, 1)),
    year: g(m, 2),
  })),
  shape(/^nationality (.+) on the list and here$/, 'nationalitySame', (m) => ({
    listed: countriesText(g(m, 1)),
  })),
  shape(/^nationality (.+) on the list, (.+) here$/, 'nationalityOther', (m) => ({
    listed: countriesText(g(m, 1)),
    mine: countriesText(g(m, 2)),
  })),
  shape(/^(.+) number (.+) on the list and here$/, 'documentSame', (m) => ({
    type: g(m, 1) === 'document' ? t('aDocument') : g(m, 1),
    number: g(m, 2),
  })),
];

const REFUSALS: readonly Shape[] = [
  shape(/^The file ends before the list does: it is cut short$/, 'refusedCutShort', () => ({})),
  shape(/^The file is not UTF-8 text$/, 'refusedNotUtf8', () => ({})),
  shape(/^The file is empty$/, 'refusedEmpty', () => ({})),
  shape(/^The list holds no entries$/, 'refusedNoEntries', () => ({})),
  shape(/^The reference (.+) is on the list twice$/, 'refusedTwice', (m) => ({ reference: g(m, 1) })),
  shape(/^The file is not a UN Consolidated List: its root element is (.+)$/, 'refusedNotUn', (m) => ({
    element: g(m, 1),
  })),
  shape(/^The list holds an unknown element (.+)$/, 'refusedUnknownElement', (m) => ({ element: g(m, 1) })),
  shape(/^The file is not well-formed XML \((.+)\)$/, 'refusedNotXml', (m) => ({ detail: g(m, 1) })),
  shape(/^The file is not a watchlist: it is XML, not CSV$/, 'refusedXmlNotCsv', () => ({})),
  shape(
    /^The file is not a watchlist: its header line has no name column$/,
    'refusedNoNameColumn',
    () => ({}),
  ),
  shape(/^The file is not a readable CSV watchlist \((.+)\)$/, 'refusedNotCsv', (m) => ({ detail: g(m, 1) })),
  shape(/^Row (\d+) has no name$/, 'refusedRowNoName', (m) => ({ row: g(m, 1) })),
  shape(
    /^Row (\d+): the date of birth (.+) is not a date \(YYYY-MM-DD or YYYY\)$/,
    'refusedRowDate',
    (m) => ({
      row: g(m, 1),
      value: g(m, 2),
    }),
  ),
  shape(/^Row (\d+): the kind (.+) is neither Individual nor Entity$/, 'refusedRowKind', (m) => ({
    row: g(m, 1),
    value: g(m, 2),
  })),
  shape(/^The file is not OFAC’s sdn\.csv: line (\d+) is not/, 'refusedNotSdn', (m) => ({ line: g(m, 1) })),
  shape(/^The alt\.csv file is not OFAC’s alternate names/, 'refusedNotAlt', () => ({})),
  shape(/^The entry (.+) has no name$/, 'refusedEntryNoName', (m) => ({ reference: g(m, 1) })),
];

function translate(shapes: readonly Shape[], text: string): string {
  for (const s of shapes) {
    const m = s.pattern.exec(text);
    if (m) return t(s.key, s.values([...m]));
  }
  return text;
}

/** A reason of a hit or of a check, in the language of the moment. */
export const reasonText = (reason: string): string => translate(REASONS, reason);

/** Why a list file was refused, in the language of the moment. */
export const refusalText = (reason: string): string => translate(REFUSALS, reason);
