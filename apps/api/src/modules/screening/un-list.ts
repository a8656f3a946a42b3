import { SaxesParser } from 'saxes';
import type { BirthDate, EntryDocument, EntryName, ListEntry, ParsedList } from './list-entry.ts';
import { ListRefused } from './list-refused.ts';

/**
 * The UN Security Council Consolidated List in its published XML (`un-sc-sanctions.xsd`), read as a
 * stream: each INDIVIDUAL and ENTITY is gathered as a small tree of its own and turned into an
 * entry at its closing tag, so the file is never whole in memory.
 */

interface Node {
  readonly name: string;
  text: string;
  readonly children: Node[];
}

const child = (n: Node, name: string): Node | undefined => n.children.find((c) => c.name === name);
const childrenNamed = (n: Node, name: string): Node[] => n.children.filter((c) => c.name === name);
const textOf = (n: Node | undefined): string | null => {
  const t = n?.text.trim() ?? '';
  return t === '' ? null : t;
};
/** The VALUE children of an element (NATIONALITY, TITLE, DESIGNATION, LIST_TYPE, LAST_DAY_UPDATED). */
const values = (n: Node | undefined): string[] =>
  n ? childrenNamed(n, 'VALUE').flatMap((v) => textOf(v) ?? []) : [];

/** `na` is the schema's default of an absent name part. */
const namePart = (n: Node | undefined): string | null => {
  const t = textOf(n);
  return t === null || t.toLowerCase() === 'na' ? null : t;
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
function isoDate(value: string, where: string): string {
  const m = DATE.exec(value);
  const date = m ? new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`) : null;
  if (!m || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== m[0])
    throw new ListRefused(`${where}: ${value} is not a date`);
  return m[0];
}
function schemaYear(value: string, where: string): number {
  const year = Number(value);
  if (!/^[1-9]\d{3}$/.test(value) || year < 1900 || year > 2200)
    throw new ListRefused(`${where}: ${value} is not a year from 1900 to 2200`);
  return year;
}

function birthDate(n: Node, where: string): BirthDate | null {
  const type = (textOf(child(n, 'TYPE_OF_DATE')) ?? '').toUpperCase();
  const approximate = type.startsWith('APPROX');
  const date = textOf(child(n, 'DATE'));
  if (date) return { kind: 'date', date: isoDate(date, where), approximate };
  const year = textOf(child(n, 'YEAR'));
  if (year) return { kind: 'year', year: schemaYear(year, where), approximate };
  const from = textOf(child(n, 'FROM_YEAR'));
  const to = textOf(child(n, 'TO_YEAR'));
  if (from && to) {
    const a = schemaYear(from, where);
    const b = schemaYear(to, where);
    return { kind: 'range', from: Math.min(a, b), to: Math.max(a, b) };
  }
  if (from || to) throw new ListRefused(`${where}: a range of years needs FROM_YEAR and TO_YEAR`);
  return null;
}

const joinFields = (n: Node, names: readonly string[]): string =>
  names.flatMap((f) => textOf(child(n, f)) ?? []).join(', ');

const ADDRESS = ['STREET', 'CITY', 'STATE_PROVINCE', 'ZIP_CODE', 'COUNTRY', 'NOTE'];
const PLACE = ['CITY', 'STATE_PROVINCE', 'COUNTRY', 'NOTE'];

function document(n: Node): EntryDocument | null {
  const number = textOf(child(n, 'NUMBER'));
  if (!number) return null;
  const type = [textOf(child(n, 'TYPE_OF_DOCUMENT')), textOf(child(n, 'TYPE_OF_DOCUMENT2'))]
    .filter((t): t is string => t !== null)
    .join(' / ');
  const issued = joinFields(n, ['DATE_OF_ISSUE', 'CITY_OF_ISSUE', 'COUNTRY_OF_ISSUE']);
  const note = [issued === '' ? null : `issued ${issued}`, textOf(child(n, 'NOTE'))].filter(
    (t) => t !== null,
  );
  return {
    type: type === '' ? null : type,
    number,
    country: textOf(child(n, 'ISSUING_COUNTRY')) ?? textOf(child(n, 'COUNTRY_OF_ISSUE')),
    note: note.length === 0 ? null : note.join('; '),
  };
}

function aliases(n: Node, element: string): EntryName[] {
  const out: EntryName[] = [];
  for (const a of childrenNamed(n, element)) {
    const name = textOf(child(a, 'ALIAS_NAME'));
    if (name) out.push({ name, quality: textOf(child(a, 'QUALITY')) ?? 'Unknown' });
  }
  return out;
}

/** The fields every entry has, kept in its details. */
function common(n: Node): Record<string, string | string[]> {
  const details: Record<string, string | string[]> = {};
  const put = (key: string, value: string | null | string[]) => {
    if (value === null || (Array.isArray(value) && value.length === 0)) return;
    details[key] = value;
  };
  for (const f of [
    'DATAID',
    'VERSIONNUM',
    'UN_LIST_TYPE',
    'LISTED_ON',
    'SUBMITTED_ON',
    'COMMENTS1',
    'SORT_KEY',
    'SORT_KEY_LAST_MOD',
  ])
    put(f, textOf(child(n, f)));
  put('LIST_TYPE', values(child(n, 'LIST_TYPE')));
  put('LAST_DAY_UPDATED', values(child(n, 'LAST_DAY_UPDATED')));
  return details;
}

function required(n: Node, field: string, where: string): string {
  const t = textOf(child(n, field));
  if (t === null) throw new ListRefused(`${where} has no ${field}`);
  return t;
}

function individual(n: Node, position: number): ListEntry {
  const where0 = `INDIVIDUAL ${position}`;
  const reference = required(n, 'REFERENCE_NUMBER', where0);
  const where = `INDIVIDUAL ${reference}`;
  const first = required(n, 'FIRST_NAME', where);
  const name = [first, ...['SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'].map((f) => namePart(child(n, f)))]
    .filter((p): p is string => p !== null)
    .join(' ');
  const original = textOf(child(n, 'NAME_ORIGINAL_SCRIPT'));
  const names: EntryName[] = [
    { name, quality: 'Primary' },
    ...aliases(n, 'INDIVIDUAL_ALIAS'),
    ...(original ? [{ name: original, quality: 'Original script' }] : []),
  ];
  const details = common(n);
  const put = (key: string, value: string | null | string[]) => {
    if (value !== null && !(Array.isArray(value) && value.length === 0)) details[key] = value;
  };
  put('GENDER', textOf(child(n, 'GENDER')));
  put('SUBMITTED_BY', textOf(child(n, 'SUBMITTED_BY')));
  put('TITLE', values(child(n, 'TITLE')));
  put('DESIGNATION', values(child(n, 'DESIGNATION')));
  put(
    'ADDRESS',
    childrenNamed(n, 'INDIVIDUAL_ADDRESS')
      .map((a) => joinFields(a, ADDRESS))
      .filter((a) => a !== ''),
  );
  put(
    'PLACE_OF_BIRTH',
    childrenNamed(n, 'INDIVIDUAL_PLACE_OF_BIRTH')
      .map((a) => joinFields(a, PLACE))
      .filter((a) => a !== ''),
  );
  const aliasBirths = childrenNamed(n, 'INDIVIDUAL_ALIAS')
    .map((a) => {
      const born = joinFields(a, ['DATE_OF_BIRTH', 'CITY_OF_BIRTH', 'COUNTRY_OF_BIRTH']);
      const note = textOf(child(a, 'NOTE'));
      const alias = textOf(child(a, 'ALIAS_NAME'));
      return [alias, born === '' ? null : `born ${born}`, note].filter((t) => t !== null).join('; ');
    })
    .filter((t) => t.includes(';'));
  put('ALIAS_NOTES', aliasBirths);
  const birthNotes = childrenNamed(n, 'INDIVIDUAL_DATE_OF_BIRTH').flatMap(
    (b) => textOf(child(b, 'NOTE')) ?? [],
  );
  put('DATE_OF_BIRTH_NOTES', birthNotes);
  const nationalities = [...values(child(n, 'NATIONALITY'))];
  const second = textOf(child(n, 'NATIONALITY2'));
  if (second) nationalities.push(second);
  return {
    reference,
    kind: 'Individual',
    name,
    names,
    birthDates: childrenNamed(n, 'INDIVIDUAL_DATE_OF_BIRTH').flatMap((b) => birthDate(b, where) ?? []),
    nationalities,
    documents: childrenNamed(n, 'INDIVIDUAL_DOCUMENT').flatMap((d) => document(d) ?? []),
    details,
    delistedOn: delisted(n, where),
  };
}

function delisted(n: Node, where: string): string | null {
  const t = textOf(child(n, 'DELISTED_ON'));
  return t === null ? null : isoDate(t, `${where} DELISTED_ON`);
}

function entity(n: Node, position: number): ListEntry {
  const reference = required(n, 'REFERENCE_NUMBER', `ENTITY ${position}`);
  const where = `ENTITY ${reference}`;
  const name = required(n, 'FIRST_NAME', where);
  const original = textOf(child(n, 'NAME_ORIGINAL_SCRIPT'));
  const details = common(n);
  const addresses = childrenNamed(n, 'ENTITY_ADDRESS')
    .map((a) => joinFields(a, ADDRESS))
    .filter((a) => a !== '');
  if (addresses.length > 0) details['ADDRESS'] = addresses;
  return {
    reference,
    kind: 'Entity',
    name,
    names: [
      { name, quality: 'Primary' },
      ...aliases(n, 'ENTITY_ALIAS'),
      ...(original ? [{ name: original, quality: 'Original script' }] : []),
    ],
    birthDates: [],
    nationalities: [],
    documents: [],
    details,
    delistedOn: delisted(n, where),
  };
}

/** Reads the list from its bytes, chunk by chunk; refuses a file that is not a whole UN list. */
export async function parseUnList(
  chunks: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
): Promise<ParsedList> {
  const parser = new SaxesParser({ position: true });
  const entries: ListEntry[] = [];
  const stack: Node[] = [];
  /** The element path outside an entry (CONSOLIDATED_LIST, INDIVIDUALS, ENTITIES). */
  const outer: string[] = [];
  let generatedAt: string | null = null;
  let rootClosed = false;
  let failure: Error | null = null;
  let individuals = 0;
  let entities = 0;

  let closing = false;
  let bytes = 0;
  parser.on('error', (err) => {
    if (closing) {
      failure ??= new ListRefused('The file ends before the list does: it is cut short');
      return;
    }
    failure ??= new ListRefused(
      `The file is not well-formed XML (${err.message.replace(/^.*?:\d+:\d+: /, '')}, line ${parser.line})`,
    );
  });
  parser.on('opentag', (tag) => {
    if (failure) return;
    if (stack.length > 0 || (outer.length === 2 && (tag.name === 'INDIVIDUAL' || tag.name === 'ENTITY'))) {
      const node: Node = { name: tag.name, text: '', children: [] };
      stack.at(-1)?.children.push(node);
      stack.push(node);
      return;
    }
    if (outer.length === 0) {
      if (tag.name !== 'CONSOLIDATED_LIST')
        failure = new ListRefused(`The file is not a UN Consolidated List: its root element is ${tag.name}`);
      const generated = tag.attributes['dateGenerated'];
      generatedAt = typeof generated === 'string' && generated !== '' ? generated : null;
    } else if (outer.length === 1 && tag.name !== 'INDIVIDUALS' && tag.name !== 'ENTITIES') {
      failure = new ListRefused(`The list holds an unknown element ${tag.name}`);
    }
    outer.push(tag.name);
  });
  parser.on('text', (text) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  });
  parser.on('cdata', (text) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  });
  parser.on('closetag', () => {
    if (failure) return;
    const node = stack.pop();
    if (node) {
      if (stack.length > 0) return;
      try {
        if (node.name === 'INDIVIDUAL') entries.push(individual(node, ++individuals));
        else entries.push(entity(node, ++entities));
      } catch (err) {
        failure = err as Error;
      }
      return;
    }
    outer.pop();
    if (outer.length === 0) rootClosed = true;
  });

  const decoder = new TextDecoder('utf-8', { fatal: true });
  const text = (chunk: Buffer | string, stream: boolean): string => {
    if (typeof chunk === 'string') return chunk;
    try {
      return decoder.decode(chunk, { stream });
    } catch {
      throw new ListRefused('The file is not UTF-8 text');
    }
  };
  for await (const chunk of chunks) {
    bytes += chunk.length;
    parser.write(text(chunk, true));
    if (failure) throw failure;
  }
  parser.write(text(Buffer.alloc(0), false));
  if (bytes === 0) throw new ListRefused('The file is empty');
  closing = true;
  parser.close();
  if (failure) throw failure;
  if (!rootClosed) throw new ListRefused('The file ends before the list does: it is cut short');
  if (entries.length === 0) throw new ListRefused('The list holds no entries');
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.reference)) throw new ListRefused(`The reference ${e.reference} is on the list twice`);
    seen.add(e.reference);
  }
  return { entries, generatedAt };
}
