import { protocol, type PGlite } from '@electric-sql/pglite';

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
}

/**
 * Sends messages to the embedded database and reads what it answered (see `readReply`).
 *
 * Note: PGlite's `execProtocol*` calls parse every answer with its own parser, which copies each
 * value into an ArrayBuffer of its own before decoding it, even when the caller asks for the raw
 * bytes; with the raw stream the answer is read once, here. That took the embedded database from
 * about 400 to about 560 requests a second on the customers first page at 50 connections
 * (README › The embedded database under a branch's staff).
 */
export async function exchange(client: PGlite, message: Uint8Array): Promise<Reply> {
  const chunks: Buffer[] = [];
  await client.execProtocolRawStream(message, {
    syncToFs: false,
    // A view of the database's memory, valid only during the call.
    onRawData: (chunk) => chunks.push(Buffer.from(chunk)),
  });
  return readReply(Buffer.concat(chunks));
}

/**
 * Reads the backend messages the embedded database wrote for one statement (RowDescription,
 * DataRow, CommandComplete, and the acknowledgements around them). An ErrorResponse is read by
 * PGlite's own parser and thrown, as PGlite's `query` throws it; notices and parameter reports are
 * passed over, as PGlite passes them over when nobody asked for them, and so are notifications:
 * nothing listens on the embedded database.
 */
function readReply(buf: Buffer): Reply {
  const reply: Reply = { fields: [], rows: [] };
  let at = 0;
  while (at + 5 <= buf.length) {
    const type = buf.readUInt8(at);
    const end = at + 1 + buf.readInt32BE(at + 1);
    let pos = at + 5;
    switch (type) {
      case 0x54: {
        // T: RowDescription: per column its name, table, column number, type, size, modifier, format.
        const count = buf.readInt16BE(pos);
        pos += 2;
        const fields: Column[] = [];
        for (let i = 0; i < count; i++) {
          const nul = buf.indexOf(0, pos);
          const name = buf.toString('utf8', pos, nul);
          pos = nul + 1 + 4 + 2;
          fields.push({ name, dataTypeID: buf.readInt32BE(pos) });
          pos += 4 + 2 + 4 + 2;
        }
        reply.fields = fields;
        break;
      }
      case 0x44: {
        // D: DataRow: per value its length (-1 for null) and its text.
        const count = buf.readInt16BE(pos);
        pos += 2;
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
        reply.rows.push(row);
        break;
      }
      case 0x43:
        // C: CommandComplete.
        reply.tag = buf.toString('utf8', pos, buf.indexOf(0, pos));
        break;
      case 0x45:
        // E: ErrorResponse.
        throw errorOf(buf.subarray(at, end));
      default:
      // Acknowledgements (BindComplete, NoData, PortalSuspended, ...), notices, parameter reports.
    }
    at = end;
  }
  return reply;
}

function errorOf(message: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(message, (parsed) => {
    if (parsed instanceof Error) error = parsed;
  });
  return error ?? new Error('The embedded database answered with an error it did not describe.');
}
