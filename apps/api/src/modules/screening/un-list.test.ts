import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ListRefused } from './list-refused.ts';
import { parseUnList } from './un-list.ts';

const fixture = readFileSync(new URL('./fixtures/un-consolidated-list.xml', import.meta.url));
const xsd = readFileSync(new URL('./fixtures/un-sc-sanctions.xsd', import.meta.url), 'utf8');

/** The file in chunks of a few bytes, cutting the Arabic letters' bytes apart. */
function* chunksOf(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

const refusal = async (text: string | Buffer) => {
  try {
    await parseUnList([typeof text === 'string' ? Buffer.from(text) : text]);
  } catch (err) {
    expect(err).toBeInstanceOf(ListRefused);
    return (err as Error).message;
  }
  throw new Error('not refused');
};

describe('the UN Consolidated List', () => {
  it('uses every element the schema declares in its fixture', () => {
    const declared = [...xsd.matchAll(/<xs:element name="([A-Z_0-9]+)"/g)].map((m) => m[1]);
    expect(declared.length).toBeGreaterThan(50);
    const text = fixture.toString('utf8');
    for (const name of declared) expect(text, name).toContain(`<${name}`);
  });

  it('reads individuals with every name, alias, date of birth, nationality and document', async () => {
    const list = await parseUnList(chunksOf(fixture, 7));
    expect(list.generatedAt).toBe('2026-11-30T10:00:00.000Z');
    expect(list.entries.map((e) => e.reference)).toEqual(['SOi.002', 'SOi.003', 'QDi.901', 'SOe.001']);
    const [first, second, delisted] = list.entries;
    expect(first).toMatchObject({
      kind: 'Individual',
      name: 'ABDIRAHMAN MAHMOUD HUSSEIN',
      names: [
        { name: 'ABDIRAHMAN MAHMOUD HUSSEIN', quality: 'Primary' },
        { name: 'Abdirahman Mohamud Husein', quality: 'Good' },
        { name: 'Abu Hassan', quality: 'Low' },
        { name: 'عبد الرحمن محمود حسين', quality: 'Original script' },
      ],
      birthDates: [
        { kind: 'date', date: '1961-03-14', approximate: false },
        { kind: 'year', year: 1962, approximate: true },
      ],
      nationalities: ['Somalia', 'Kenya'],
      documents: [
        {
          type: 'Passport / Diplomatic',
          number: 'P0-1234567',
          country: 'Somalia',
          note: 'issued 2010-01-05, Mogadishu, Somalia; Expired',
        },
      ],
      delistedOn: null,
    });
    expect(first?.details).toMatchObject({
      DATAID: '6908001',
      VERSIONNUM: '2',
      UN_LIST_TYPE: 'Somalia',
      LISTED_ON: '2012-02-17',
      GENDER: 'Male',
      SUBMITTED_BY: 'Fictional Member State',
      COMMENTS1: 'Fictional entry for tests. Financier of an armed group.',
      TITLE: ['Sheikh'],
      DESIGNATION: ['Financier', 'Recruiter'],
      LIST_TYPE: ['UN List'],
      LAST_DAY_UPDATED: ['2020-05-01', '2024-01-10'],
      ADDRESS: ['Fictional Road 1, Kismaayo, Lower Juba, 00000, Somalia, Last known'],
      PLACE_OF_BIRTH: ['Kismaayo, Lower Juba, Somalia, Reported'],
      ALIAS_NOTES: [
        'Abdirahman Mohamud Husein; born 1961, Kismaayo, Somalia; Spelling used in travel documents',
      ],
      DATE_OF_BIRTH_NOTES: ['As on his passport'],
      SORT_KEY: 'HUSSEIN ABDIRAHMAN MAHMOUD',
      SORT_KEY_LAST_MOD: '2024-01-10',
    });
    // SECOND_NAME and the rest are optional, "na" is none; empty aliases are left out.
    expect(second).toMatchObject({
      name: 'FAADUMO CALI YAASIIN',
      names: [{ name: 'FAADUMO CALI YAASIIN', quality: 'Primary' }],
      birthDates: [{ kind: 'range', from: 1975, to: 1979 }],
      documents: [
        { type: 'National Identification Number', number: 'SO-ID-778899', country: null, note: null },
      ],
    });
    expect(delisted).toMatchObject({
      reference: 'QDi.901',
      name: 'KHALID OMAR SHARIF',
      delistedOn: '2025-07-01',
      birthDates: [],
      documents: [],
    });
  });

  it('reads entities with their aliases, addresses and original script', async () => {
    const list = await parseUnList([fixture]);
    expect(list.entries[3]).toMatchObject({
      reference: 'SOe.001',
      kind: 'Entity',
      name: 'AL-NASR MONEY TRANSFER COMPANY',
      names: [
        { name: 'AL-NASR MONEY TRANSFER COMPANY', quality: 'Primary' },
        { name: 'Nasr Xawaala', quality: 'a.k.a.' },
        { name: 'شركة النصر لتحويل الأموال', quality: 'Original script' },
      ],
      details: {
        SUBMITTED_ON: '2016-04-01',
        ADDRESS: ['Bakaara Market, Mogadishu, Banaadir, 00000, Somalia, Head office'],
      },
    });
  });

  it('refuses a malformed, cut short, empty or other file with a clear reason', async () => {
    const text = fixture.toString('utf8');
    expect(await refusal(text.replace('</FIRST_NAME>', '</FIRSTNAME>'))).toMatch(
      /^The file is not well-formed XML/,
    );
    expect(await refusal(text.slice(0, Math.floor(text.length / 2)))).toMatch(/cut short|not well-formed/);
    expect(await refusal(text.slice(0, text.lastIndexOf('</CONSOLIDATED_LIST>')))).toBe(
      'The file ends before the list does: it is cut short',
    );
    expect(await refusal('name,aliases\nAli,\n')).toMatch(/^The file is not well-formed XML/);
    expect(await refusal('<?xml version="1.0"?><sdnList><sdnEntry/></sdnList>')).toBe(
      'The file is not a UN Consolidated List: its root element is sdnList',
    );
    expect(
      await refusal(
        '<CONSOLIDATED_LIST dateGenerated="2026-01-01T00:00:00Z"><INDIVIDUALS/><ENTITIES/></CONSOLIDATED_LIST>',
      ),
    ).toBe('The list holds no entries');
    expect(await refusal('')).toBe('The file is empty');
    expect(await refusal(Buffer.from([0x3c, 0xff, 0xfe, 0x3e]))).toBe('The file is not UTF-8 text');
    expect(
      await refusal(
        text.replace(
          '<REFERENCE_NUMBER>SOi.003</REFERENCE_NUMBER>',
          '<REFERENCE_NUMBER>SOi.002</REFERENCE_NUMBER>',
        ),
      ),
    ).toBe('The reference SOi.002 is on the list twice');
    expect(await refusal(text.replace('<DATE>1961-03-14</DATE>', '<DATE>1961-02-30</DATE>'))).toBe(
      'INDIVIDUAL SOi.002: 1961-02-30 is not a date',
    );
    expect(await refusal(text.replace('<YEAR>1962</YEAR>', '<YEAR>62</YEAR>'))).toBe(
      'INDIVIDUAL SOi.002: 62 is not a year from 1900 to 2200',
    );
    expect(await refusal(text.replace('<REFERENCE_NUMBER>SOe.001</REFERENCE_NUMBER>', ''))).toBe(
      'ENTITY 1 has no REFERENCE_NUMBER',
    );
  });
});
