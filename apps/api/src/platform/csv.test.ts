import { setImmediate as aTurn } from 'node:timers/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvStream, csvText, defuseFormula, type CsvRow } from './csv.ts';

const read = async (stream: NodeJS.ReadableStream) => {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
};

/** Batches as a repository reads them: each one a turn of the event loop later. */
async function* batchesOf(...batches: CsvRow[][]) {
  for (const b of batches) {
    await aTurn();
    yield b;
  }
}

describe('csvText', () => {
  it('ends every line with CRLF and leaves plain cells bare', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n');
    expect(csvText([])).toBe('');
  });

  it('quotes a cell holding a quote, a comma, a CR or a LF, doubling its quotes', () => {
    expect(csvText([['say "hi"', 'Tea, sugar', 'two\r\nlines', 'lone\nLF', 'lone\rCR']])).toBe(
      '"say ""hi""","Tea, sugar","two\r\nlines","lone\nLF","lone\rCR"\r\n',
    );
    expect(csvText([['"']])).toBe('""""\r\n');
  });

  it('writes null and an empty text as an empty cell', () => {
    expect(csvText([[null, '', 'x', null]])).toBe(',,x,\r\n');
  });

  it('defuses a cell a spreadsheet would run as a formula, then quotes it if it must', () => {
    expect(csvText([['=1+2', '+252 61', '-5', '@SUM(A1)', '\tx', '\rx']])).toBe(
      `'=1+2,'+252 61,'-5,'@SUM(A1),'\tx,"'\rx"\r\n`,
    );
    expect(csvText([['=HYPERLINK("http://x.example")']])).toBe(`"'=HYPERLINK(""http://x.example"")"\r\n`);
    // Only the first character counts; the full-width signs are not formulas to a spreadsheet here.
    expect(csvText([['a=b', ' =1', '＝1', "'=1"]])).toBe(`a=b, =1,＝1,'=1\r\n`);
  });

  it('keeps non-Latin text as it is, in UTF-8', () => {
    const cells = ['محمد عبدي وارسامي', 'Cabdullaahi Xasan', '北京, 中国', 'ملاحظة "مهمة"', '👍🏽'];
    const text = csvText([cells]);
    expect(text).toBe('محمد عبدي وارسامي,Cabdullaahi Xasan,"北京, 中国","ملاحظة ""مهمة""",👍🏽\r\n');
    expect(Buffer.from(text, 'utf8').toString('utf8')).toBe(text);
  });

  it('writes any text as the RFC 4180 rule says, after defusing it', () => {
    const rule = (cell: string) => {
      const v = defuseFormula(cell);
      return /[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
    };
    const cell = fc.string({
      unit: fc.constantFrom('a', ' ', ',', '"', '\r', '\n', '\t', '=', '+', '-', '@', "'", 'ب'),
    });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { maxLength: 5 }), (rows) => {
        expect(csvText(rows)).toBe(rows.map((r) => `${r.map(rule).join(',')}\r\n`).join(''));
      }),
    );
  });
});

describe('defuseFormula', () => {
  it('prefixes a text starting with = + - @ tab or CR with a quote, and nothing else', () => {
    for (const first of ['=', '+', '-', '@', '\t', '\r'])
      expect(defuseFormula(`${first}x`)).toBe(`'${first}x`);
    for (const text of ['', 'x', '\nx', ' =x', 'x=', '0', "'"]) expect(defuseFormula(text)).toBe(text);
  });
});

describe('csvStream', () => {
  it('writes the header line, then every batch in order', async () => {
    const body = csvStream(['name', 'remarks'], batchesOf([['Amina', 'Tea, sugar']], [], [['=x', null]]));
    expect(await read(body)).toBe(`name,remarks\r\nAmina,"Tea, sugar"\r\n'=x,\r\n`);
  });

  it('writes the header alone when there is no row', async () => {
    expect(await read(csvStream(['a', 'b'], batchesOf()))).toBe('a,b\r\n');
  });

  it('reads the batches while it is read, not all before', async () => {
    let taken = 0;
    async function* many() {
      for (; taken < 1_000; taken++) {
        await aTurn();
        yield [['row']];
      }
    }
    const body = csvStream(['h'], many());
    const first = await body[Symbol.asyncIterator]().next();
    expect(first.value).toBe('h\r\n');
    expect(taken).toBeLessThan(1_000);
    body.destroy();
  });

  it('ends the stream with the error of a batch that fails', async () => {
    async function* failing() {
      yield [['a']];
      await aTurn();
      throw new Error('the core did not answer');
    }
    await expect(read(csvStream(['h'], failing()))).rejects.toThrow('the core did not answer');
  });
});
