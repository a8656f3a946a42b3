import { describe, expect, it } from 'vitest';
import { ListRefused } from './list-refused.ts';
import { parseWatchlist } from './watchlist.ts';

const HEADER = 'Name,Aliases,Date of birth,Nationality,ID number,Phone,Account number,Merchant code,Reason';

const refusal = async (text: string | Buffer) => {
  try {
    await parseWatchlist([typeof text === 'string' ? Buffer.from(text) : text]);
  } catch (err) {
    expect(err).toBeInstanceOf(ListRefused);
    return (err as Error).message;
  }
  throw new Error('not refused');
};

describe("the bank's watchlist", () => {
  it('reads every column: aliases, date of birth, nationality and the numbers it is known by', async () => {
    const csv = `\uFEFF${HEADER}\r\n"Xasan Cali Faarax","Hassan Ali Farah; Xasan Dheere",1980-02-01,Somalia,SO123,+252615550077,0012345,M-001,"Fraud, twice"\r\nDahab Traders,,1999,,,,,,Shell company\r\n`;
    const list = await parseWatchlist([Buffer.from(csv)]);
    expect(list.entries).toHaveLength(2);
    expect(list.entries[0]).toMatchObject({
      kind: 'Individual',
      name: 'Xasan Cali Faarax',
      names: [
        { name: 'Xasan Cali Faarax', quality: 'Primary' },
        { name: 'Hassan Ali Farah', quality: 'Good' },
        { name: 'Xasan Dheere', quality: 'Good' },
      ],
      birthDates: [{ kind: 'date', date: '1980-02-01', approximate: false }],
      nationalities: ['Somalia'],
      documents: [
        { type: 'ID', number: 'SO123' },
        { type: 'Phone', number: '+252615550077' },
        { type: 'Account', number: '0012345' },
        { type: 'Merchant code', number: 'M-001' },
      ],
      details: { REASON: 'Fraud, twice' },
    });
    expect(list.entries[1]?.birthDates).toEqual([{ kind: 'year', year: 1999, approximate: false }]);
    // Without a reference column the key is made of the name and date of birth: the same each time.
    const again = await parseWatchlist([csv]);
    expect(again.entries.map((e) => e.reference)).toEqual(list.entries.map((e) => e.reference));
    expect(list.entries[0]?.reference).toMatch(/^L-[0-9a-f]{12}$/);
  });

  it('takes the reference and kind columns when there are', async () => {
    const list = await parseWatchlist([
      `reference,kind,name\nW-1,Entity,Dahab Traders\nW-2,individual,Cali Nuur\n`,
    ]);
    expect(list.entries.map((e) => [e.reference, e.kind])).toEqual([
      ['W-1', 'Entity'],
      ['W-2', 'Individual'],
    ]);
  });

  it('refuses a file without names, a bad row, an empty list or another format', async () => {
    expect(await refusal('')).toBe('The list holds no entries');
    expect(await refusal(`${HEADER}\n`)).toBe('The list holds no entries');
    expect(await refusal('<?xml version="1.0"?><CONSOLIDATED_LIST/>')).toBe(
      'The file is not a watchlist: it is XML, not CSV',
    );
    expect(await refusal('reference,kind\nW-1,Entity\n')).toBe(
      'The file is not a watchlist: its header line has no name column',
    );
    expect(await refusal(`${HEADER}\n,alias,,,,,,,\n`)).toBe('Row 2 has no name');
    expect(await refusal(`${HEADER}\nAli,,1980-13-01,,,,,,\n`)).toBe(
      'Row 2: the date of birth 1980-13-01 is not a date (YYYY-MM-DD or YYYY)',
    );
    expect(await refusal(`${HEADER}\nAli,"unclosed\n`)).toMatch(/^The file is not a readable CSV watchlist/);
    expect(await refusal(`${HEADER}\nAli,,,,,,,,\nAli,,,,,,,,\n`)).toMatch(/is on the list twice$/);
    expect(await refusal('kind,name\nperson,Ali\n')).toBe(
      'Row 2: the kind person is neither Individual nor Entity',
    );
    expect(await refusal(Buffer.from([0xff, 0xfe, 0x00]))).toBe('The file is not UTF-8 text');
  });
});
