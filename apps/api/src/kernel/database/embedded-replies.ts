import { protocol } from '@electric-sql/pglite';

/** A column of a statement's rows, as the database described it. */
interface Column {
  name: string;
  dataTypeID: number;
}

/** What the embedded database answered to one statement: its columns, rows as texts, command tag. */
export interface Reply {
  fields: Column[];
  rows: (string | null)[][];
  /** The CommandComplete tag, e.g. `UPDATE 3`; absent when the statement did not complete. */
  tag?: string;
  /** The parameters' types, when the message described a statement. */
  paramTypes?: number[];
}

/**
 * What the embedded database answered to each statement of one message: one
 * reply per completed statement, and one more for a statement that did not complete (a Describe
 * without Execute, which also gives its parameters' types).
 *
 * PGlite's `execProtocol*` calls parse every answer with its own parser, which copies each value
 * into an ArrayBuffer of its own before decoding it, even when the caller asks for the raw bytes;
 * the answer is read once, here (docs/architecture.md › The embedded database).
 */
export function readReplies(buf: Buffer): Reply[] {
  const replies: Reply[] = [];
  let reply: Reply = { fields: [], rows: [] };
  let at = 0;
  while (at + 5 <= buf.length) {
    const type = buf.readUInt8(at);
    const end = at + 1 + buf.readInt32BE(at + 1);
    const pos = at + 5;
    switch (type) {
      case 0x54:
        // T: RowDescription.
        reply.fields = columnsOf(buf, pos);
        break;
      case 0x74:
        // t: ParameterDescription: their count, then each one's type.
        reply.paramTypes = Array.from({ length: buf.readInt16BE(pos) }, (_, i) =>
          buf.readInt32BE(pos + 2 + 4 * i),
        );
        break;
      case 0x44:
        // D: DataRow.
        reply.rows.push(rowOf(buf, pos));
        break;
      case 0x43:
        // C: CommandComplete: the statement's reply is whole.
        reply.tag = buf.toString('utf8', pos, buf.indexOf(0, pos));
        replies.push(reply);
        reply = { fields: [], rows: [] };
        break;
      case 0x49:
        // I: EmptyQueryResponse, for a statement of no words.
        replies.push(reply);
        reply = { fields: [], rows: [] };
        break;
      case 0x45:
        // E: ErrorResponse.
        throw errorOf(buf.subarray(at, end));
      default:
      // Acknowledgements (ParseComplete, BindComplete, NoData, ReadyForQuery...), notices, reports.
    }
    at = end;
  }
  if (reply.paramTypes || reply.fields.length > 0) replies.push(reply);
  return replies;
}

/** RowDescription: per column its name, table, column number, type, size, modifier, format. */
function columnsOf(buf: Buffer, from: number): Column[] {
  const count = buf.readInt16BE(from);
  let pos = from + 2;
  const fields: Column[] = [];
  for (let i = 0; i < count; i++) {
    const nul = buf.indexOf(0, pos);
    const name = buf.toString('utf8', pos, nul);
    pos = nul + 1 + 4 + 2;
    fields.push({ name, dataTypeID: buf.readInt32BE(pos) });
    pos += 4 + 2 + 4 + 2;
  }
  return fields;
}

/** DataRow: per value its length (-1 for null) and its text. */
function rowOf(buf: Buffer, from: number): (string | null)[] {
  const count = buf.readInt16BE(from);
  let pos = from + 2;
  const row: (string | null)[] = new Array<string | null>(count);
  for (let i = 0; i < count; i++) {
    const length = buf.readInt32BE(pos);
    pos += 4;
    if (length < 0) row[i] = null;
    else {
      row[i] = buf.toString('utf8', pos, pos + length);
      pos += length;
    }
  }
  return row;
}

function errorOf(message: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(message, (parsed) => {
    if (parsed instanceof Error) error = parsed;
  });
  return error ?? new Error('The embedded database answered with an error it did not describe.');
}
