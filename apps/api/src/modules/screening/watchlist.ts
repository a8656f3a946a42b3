import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { EntryDocument, EntryKind, ListEntry, ParsedList } from './list-entry.ts';
import { ListRefused } from './list-refused.ts';

/**
 * The bank's own watchlist, as CSV with a header line: name, aliases, date of birth, nationality,
 * ID number, phone, account number, merchant code, reason; optionally reference (the bank's own
 * key of the entry) and kind (Individual or Entity). Headers are matched whatever their case,
 * spaces or underscores; aliases are separated by `;` or `|`.
 */

const COLUMNS = {
  reference: 'reference',
  name: 'name',
  aliases: 'aliases',
  dateofbirth: 'dateOfBirth',
  nationality: 'nationality',
  idnumber: 'idNumber',
  phone: 'phone',
  accountnumber: 'accountNumber',
  merchantcode: 'merchantCode',
  reason: 'reason',
  kind: 'kind',
} as const;
type Column = (typeof COLUMNS)[keyof typeof COLUMNS];

const headerKey = (h: string): string =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

function birth(value: string, row: number): ListEntry['birthDates'] {
  if (value === '') return [];
  if (/^\d{4}$/.test(value)) return [{ kind: 'year', year: Number(value), approximate: false }];
  const d = new Date(`${value}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    Number.isNaN(d.getTime()) ||
    d.toISOString().slice(0, 10) !== value
  )
    throw new ListRefused(`Row ${row}: the date of birth ${value} is not a date (YYYY-MM-DD or YYYY)`);
  return [{ kind: 'date', date: value, approximate: false }];
}

function kindOf(text: string, row: number): EntryKind {
  if (text === '' || /^individual$/i.test(text)) return 'Individual';
  if (/^entity$/i.test(text)) return 'Entity';
  throw new ListRefused(`Row ${row}: the kind ${text} is neither Individual nor Entity`);
}

/** Without a reference column, an entry's key is made of its name and date of birth. */
const madeReference = (name: string, dateOfBirth: string): string =>
  `L-${createHash('sha256').update(`${name.toLowerCase()}|${dateOfBirth}`).digest('hex').slice(0, 12)}`;

export async function parseWatchlist(
  chunks: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
): Promise<ParsedList> {
  // A watchlist is a few thousand lines at most: read whole, then parsed.
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(parts));
  } catch {
    throw new ListRefused('The file is not UTF-8 text');
  }
  if (text.trimStart().startsWith('<'))
    throw new ListRefused('The file is not a watchlist: it is XML, not CSV');
  let records: string[][];
  try {
    const read: string[][] = parse(text, { bom: true, skip_empty_lines: true, trim: true });
    records = read;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new ListRefused(`The file is not a readable CSV watchlist (${message})`);
  }
  const entries: ListEntry[] = [];
  const [first, ...rows] = records;
  if (!first) throw new ListRefused('The list holds no entries');
  const header = first.map((h) => COLUMNS[headerKey(h) as keyof typeof COLUMNS] ?? null);
  if (!header.includes('name'))
    throw new ListRefused('The file is not a watchlist: its header line has no name column');
  for (const [index, record] of rows.entries()) {
    const row = index + 2;
    const cell = (c: Column): string => {
      const i = header.indexOf(c);
      return i < 0 ? '' : (record[i] ?? '').trim();
    };
    const name = cell('name');
    if (name === '') throw new ListRefused(`Row ${row} has no name`);
    const kindText = cell('kind');
    const kind = kindOf(kindText, row);
    const dob = cell('dateOfBirth');
    const documents: EntryDocument[] = [];
    const doc = (type: string, value: string) => {
      if (value !== '') documents.push({ type, number: value, country: null, note: null });
    };
    doc('ID', cell('idNumber'));
    doc('Phone', cell('phone'));
    doc('Account', cell('accountNumber'));
    doc('Merchant code', cell('merchantCode'));
    const aliases = cell('aliases')
      .split(/[;|]/)
      .map((a) => a.trim())
      .filter((a) => a !== '');
    const nationality = cell('nationality');
    const reason = cell('reason');
    entries.push({
      reference: cell('reference') || madeReference(name, dob),
      kind,
      name,
      names: [{ name, quality: 'Primary' }, ...aliases.map((a) => ({ name: a, quality: 'Good' }))],
      birthDates: birth(dob, row),
      nationalities: nationality === '' ? [] : nationality.split(/[;|]/).map((n) => n.trim()),
      documents,
      details: reason === '' ? {} : { REASON: reason },
      delistedOn: null,
    });
  }
  if (entries.length === 0) throw new ListRefused('The list holds no entries');
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.reference)) throw new ListRefused(`The reference ${e.reference} is on the list twice`);
    seen.add(e.reference);
  }
  return { entries, generatedAt: null };
}
