import { Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify/sync';

/** One line of a CSV file: its cells in the columns' order; null is an empty cell. */
export type CsvRow = readonly (string | null)[];

/**
 * A cell's text as a spreadsheet must read it: one starting with =, +, -, @, a tab or a carriage
 * return gets a leading ' so that it is shown, not run as a formula (CSV injection: names and
 * remarks come from outside the bank).
 */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const OPTIONS: Options = {
  record_delimiter: '\r\n',
  // Note: given its own record delimiter, csv-stringify quotes a cell only when it holds that
  // delimiter whole; a lone CR or LF in a remark must be quoted too, or it would end the line.
  quote_record_delimiter: true,
  // Our rule rather than the library's escape_formulas, which also prefixes the full-width = + - @
  // and leaves a negative number as it is.
  cast: { string: defuseFormula },
};

/**
 * Rows as CSV text (RFC 4180): every line ends with CRLF; a cell holding a quote, a comma, a CR or
 * a LF is quoted, its quotes doubled; every text goes through defuseFormula first.
 */
export const csvText = (rows: readonly CsvRow[]): string => stringify(rows as CsvRow[], OPTIONS);

/** A CSV download: the header line, then each batch of rows as it is read: never whole in memory. */
export function csvStream(columns: readonly string[], batches: AsyncIterable<readonly CsvRow[]>): Readable {
  async function* text() {
    yield csvText([columns]);
    for await (const rows of batches) if (rows.length > 0) yield csvText(rows);
  }
  return Readable.from(text());
}
