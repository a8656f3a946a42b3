import { parse } from 'csv-parse/sync';
import type { BirthDate, EntryDocument, EntryName, ListEntry, ParsedList } from './list-entry.ts';
import { ListRefused } from './list-refused.ts';

/**
 * OFAC's SDN list in its CSV files: `sdn.csv` (ent_num, SDN_Name, SDN_Type, Program, Title,
 * Call_Sign, Vess_type, Tonnage, GRT, Vess_flag, Vess_owner, Remarks; no header line, `-0-` for
 * none) and, optionally, `alt.csv` (ent_num, alt_num, alt_type, alt_name, alt_remarks). Dates of
 * birth, nationalities and document numbers are read from the remarks, as OFAC writes them.
 */

const NONE = '-0-';
const CONTROL_Z = String.fromCharCode(0x1a);
const cell = (v: string | undefined): string | null => {
  const t = (v ?? '').trim();
  return t === '' || t === NONE ? null : t;
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function records(bytes: Buffer | AsyncIterable<Buffer>, what: string): Promise<string[][]> | string[][] {
  const read = (buf: Buffer): string[][] => {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
    } catch {
      // OFAC's files have been Latin-1; read them so when they are not UTF-8.
      text = buf.toString('latin1');
    }
    // The file ends with a control-Z (0x1A) on a line of its own.
    text = text.trimEnd();
    if (text.endsWith(CONTROL_Z)) text = text.slice(0, -1);
    try {
      const read: string[][] = parse(text, { skip_empty_lines: true, relax_quotes: false });
      return read;
    } catch (err) {
      throw new ListRefused(
        `The ${what} file is not readable CSV (${err instanceof Error ? err.message : String(err)})`,
      );
    }
  };
  if (Buffer.isBuffer(bytes)) return read(bytes);
  return (async () => {
    const parts: Buffer[] = [];
    for await (const chunk of bytes) parts.push(chunk);
    return read(Buffer.concat(parts));
  })();
}

/** "DOB 01 Jan 1961", "DOB Jan 1961", "DOB 1961", "DOB circa 1961", "DOB 1961 to 1965". */
function births(remarks: string): BirthDate[] {
  const out: BirthDate[] = [];
  for (const m of remarks.matchAll(/DOB\s+(circa\s+)?([^;]+)/gi)) {
    const approximate = m[1] !== undefined;
    for (const part of (m[2] ?? '').split(/;|,\s*(?=\d|[A-Z][a-z]{2} )|\s+alt\.\s*/)) {
      const p = part.trim();
      const range = /^(\d{4})\s+to\s+(\d{4})$/.exec(p);
      const day = /^(\d{1,2})\s+([A-Za-z]{3})\s+(\d{4})$/.exec(p);
      const month = /^([A-Za-z]{3})\s+(\d{4})$/.exec(p);
      const year = /^(\d{4})$/.exec(p);
      if (range) out.push({ kind: 'range', from: Number(range[1]), to: Number(range[2]) });
      else if (day) {
        const mm = MONTHS.indexOf((day[2] ?? '').toLowerCase()) + 1;
        if (mm > 0)
          out.push({
            kind: 'date',
            date: `${day[3]}-${String(mm).padStart(2, '0')}-${(day[1] ?? '').padStart(2, '0')}`,
            approximate,
          });
      } else if (month) out.push({ kind: 'year', year: Number(month[2]), approximate });
      else if (year) out.push({ kind: 'year', year: Number(year[1]), approximate });
    }
  }
  return out;
}

const DOCUMENT =
  /(Passport|National ID No\.|Identification Number|Cedula No\.|Tax ID No\.|Registration ID|D\.N\.I\.)\s+([A-Z0-9][A-Z0-9-]*)(?:\s+\(([^)]+)\))?/gi;

function documents(remarks: string): EntryDocument[] {
  return [...remarks.matchAll(DOCUMENT)].map((m) => ({
    type: (m[1] ?? '').replace(/\s*No\.$/, ''),
    number: m[2] ?? '',
    country: m[3] ?? null,
    note: null,
  }));
}

const nationalities = (remarks: string): string[] =>
  [...remarks.matchAll(/(?:nationality|citizen)\s+([^;.]+)/gi)].map((m) => (m[1] ?? '').trim());

/** "HUSSEIN, Abdirahman Mahmoud" is written given names first. */
const namedForward = (name: string): string => {
  const [last, first] = name.split(/,\s*/, 2);
  return first ? `${first} ${last}` : name;
};

export async function parseOfacList(sdn: AsyncIterable<Buffer>, alt: Buffer | null): Promise<ParsedList> {
  const rows = await records(sdn, 'sdn.csv');
  if (rows.length === 0) throw new ListRefused('The list holds no entries');
  const aliases = new Map<string, EntryName[]>();
  if (alt) {
    for (const r of records(alt, 'alt.csv') as string[][]) {
      if (r.length < 4 || !/^\d+$/.test((r[0] ?? '').trim()))
        throw new ListRefused(
          'The alt.csv file is not OFAC’s alternate names (ent_num, alt_num, alt_type, alt_name)',
        );
      const name = cell(r[3]);
      if (!name) continue;
      const key = (r[0] ?? '').trim();
      const list = aliases.get(key) ?? [];
      list.push({ name: namedForward(name), quality: cell(r[2]) ?? 'aka' });
      aliases.set(key, list);
    }
  }
  const entries: ListEntry[] = [];
  const seen = new Set<string>();
  for (const [i, r] of rows.entries()) {
    if (r.length < 12 || !/^\d+$/.test((r[0] ?? '').trim()))
      throw new ListRefused(
        `The file is not OFAC’s sdn.csv: line ${i + 1} is not ent_num, SDN_Name, SDN_Type, … Remarks (12 fields)`,
      );
    const reference = (r[0] ?? '').trim();
    const written = cell(r[1]);
    if (!written) throw new ListRefused(`The entry ${reference} has no name`);
    if (seen.has(reference)) throw new ListRefused(`The reference ${reference} is on the list twice`);
    seen.add(reference);
    const type = (cell(r[2]) ?? '').toLowerCase();
    const remarks = cell(r[11]) ?? '';
    const individual = type === 'individual';
    const name = individual ? namedForward(written) : written;
    const details: Record<string, string> = {};
    for (const [k, v] of [
      ['PROGRAM', r[3]],
      ['TITLE', r[4]],
      ['TYPE', r[2]],
      ['REMARKS', r[11]],
    ] as const) {
      const c = cell(v);
      if (c) details[k] = c;
    }
    entries.push({
      reference,
      kind: individual ? 'Individual' : 'Entity',
      name,
      names: [{ name, quality: 'Primary' }, ...(aliases.get(reference) ?? [])],
      birthDates: individual ? births(remarks) : [],
      nationalities: nationalities(remarks),
      documents: documents(remarks),
      details,
      delistedOn: null,
    });
  }
  return { entries, generatedAt: null };
}
