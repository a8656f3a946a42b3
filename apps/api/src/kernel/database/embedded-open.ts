import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { databaseFunctions } from './functions.ts';

/** What an embedded database opens: a folder or memory, from a dumped data folder or new. */
export interface EmbeddedStart {
  dir: string;
  snapshot?: Blob | undefined;
  /** The migrations it applies before it answers; without them, the database as it opens. */
  migrationsFolder?: string | undefined;
  /** The functions and triggers it applies after the migrations (`functions.ts`). */
  functionsFolder?: string | undefined;
}

/** An embedded database as the client writes to it: protocol messages in, what it wrote back out. */
export interface EmbeddedTransport {
  /** `sync` writes the database's files after the messages, once no transaction is open. */
  send(bytes: Uint8Array, sync: boolean): Promise<Buffer>;
  /** The data folder, as a tar file. */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

/** An opened database's transport, and the element type of each array type, for its parsers. */
export interface Opened<T extends EmbeddedTransport> {
  transport: T;
  arrays: [oid: number, typarray: number][];
}

export async function openPglite(
  start: EmbeddedStart,
): Promise<{ client: PGlite; arrays: Opened<never>['arrays'] }> {
  // pg_trgm backs the case-insensitive "contains" filters of the lists.
  const extensions = { pg_trgm };
  const client =
    start.dir === 'memory'
      ? new PGlite({ extensions, ...(start.snapshot ? { loadDataDir: start.snapshot } : {}) })
      : new PGlite(start.dir, { extensions });
  const { migrationsFolder, functionsFolder } = start;
  if (migrationsFolder) await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder });
  if (functionsFolder) for (const { text } of databaseFunctions(functionsFolder)) await client.exec(text);
  const arrays = await client.query<{ oid: number; typarray: number }>(
    `select b.oid, b.typarray from pg_catalog.pg_type a join pg_catalog.pg_type b on b.oid = a.typelem
     where a.typcategory = 'A' group by b.oid, b.typarray order by b.oid`,
  );
  return { client, arrays: arrays.rows.map((r) => [r.oid, r.typarray]) };
}

/** What a statement gets once its database has closed, on either thread. */
export const closedError = () => new Error('The embedded database has closed.');

/** Runs each piece of work after the one before: the database reads one message at a time. */
export function inTurn(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const next = last.then(work);
    last = next.catch(() => undefined);
    return next;
  };
}

/** What the database wrote back to these messages, in a buffer of its own. */
export async function exchange(client: PGlite, message: Uint8Array, sync: boolean): Promise<Uint8Array> {
  // PGlite's protocol calls do not look whether it has closed, and fail on its freed memory.
  if (client.closed) throw closedError();
  const chunks: Uint8Array[] = [];
  await client.execProtocolRawStream(message, {
    syncToFs: sync,
    // A view of the database's memory, valid only during the call.
    onRawData: (chunk) => chunks.push(chunk.slice()),
  });
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/**
 * The embedded database on the caller's thread: the tests', which run one file per core and wait
 * for every statement, so that handing each one to another thread would only add its wait.
 */
export class EmbeddedHere implements EmbeddedTransport {
  private readonly turn = inTurn();

  private constructor(private readonly client: PGlite) {}

  static async start(start: EmbeddedStart): Promise<Opened<EmbeddedHere>> {
    const { client, arrays } = await openPglite(start);
    return { transport: new EmbeddedHere(client), arrays };
  }

  async send(bytes: Uint8Array, sync: boolean): Promise<Buffer> {
    const answer = await this.turn(() => exchange(this.client, bytes, sync));
    return Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  }

  dump(): Promise<Blob> {
    return this.turn(() => this.client.dumpDataDir('none'));
  }

  close(): Promise<void> {
    return this.turn(() => this.client.close());
  }
}
