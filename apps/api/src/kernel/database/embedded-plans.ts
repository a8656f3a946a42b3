import { protocol, types, type ParserOptions, type Results } from '@electric-sql/pglite';
import { readReplies, type Reply } from './embedded-replies.ts';

const { serialize } = protocol;

/** Prepared statements per embedded database; the least recently run one is closed past this. */
export const MAX_PREPARED = 500;

/** invalid_sql_statement_name, feature_not_supported (a prepared statement whose rows changed shape). */
const STALE = new Set(['26000', '0A000']);

/** Commands whose count says how many rows they wrote. */
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** How a caller wants a statement's rows: as objects or arrays, and with which parsers first. */
export interface AnswerOptions {
  rowMode?: 'object' | 'array';
  parsers?: ParserOptions;
}

/** Writes messages to the database and resolves with what it wrote back (`EmbeddedTransport.send`). */
type Send = (bytes: Uint8Array, sync: boolean) => Promise<Buffer>;

interface Prepared {
  name: string;
  /** The parameters' type oids, as the database described them, to write each value. */
  paramTypes: number[];
}

/**
 * One statement's answer with its values parsed, as PGlite's `query` gives it. PGlite's own
 * `parseResults` first copies the instance's 318 parsers into a new object whenever the caller
 * gives parsers of its own, as drizzle does on every query, which was most of the time it spent
 * on a page (docs/architecture.md › The embedded database). This looks a type's parser up
 * in the caller's, then the database's, without copying either.
 */
export function answerOf<T>(reply: Reply, parsers: ParserOptions, options?: AnswerOptions): Results<T> {
  if (reply.tag === undefined) return { affectedRows: 0, rows: [], fields: [] };
  const { fields } = reply;
  const own = options?.parsers;
  const parse = fields.map(({ dataTypeID: type }) => {
    const parser = own?.[type] ?? parsers[type] ?? types.parsers[type];
    return (text: string | null): unknown => (text === null || !parser ? text : parser(text, type));
  });
  const rows = reply.rows.map((texts) => {
    const values = texts.map((text, i) => (parse[i] ? parse[i](text) : text));
    if (options?.rowMode === 'array') return values;
    return Object.fromEntries(values.map((value, i) => [fields[i]?.name ?? String(i), value]));
  });
  const words = reply.tag.split(' ');
  const command = words[0] ?? '';
  const count = Number.parseInt(words.at(-1) ?? '', 10);
  const affectedRows = WRITES.has(command) ? count : 0;
  const rowCount = Number.isNaN(count) ? {} : { rowCount: count };
  return { rows: rows as T[], fields, command, affectedRows, ...rowCount };
}

/**
 * Each statement text prepared once under a name, as the pg driver does on a server, and run with
 * one message: Bind, Describe, Execute and Sync. PGlite runs every `query` as an unnamed statement,
 * parsed and planned again each time, in six calls into the database, which cost a session lookup
 * four to eight times its run (docs/architecture.md › The embedded database).
 */
export class PreparedStatements {
  /** Map order is the order of last use: the first entry is the one to close. */
  private readonly prepared = new Map<string, Promise<Prepared>>();
  /** Statements no longer used, closed with the next preparation. */
  private readonly toClose: string[] = [];
  private named = 0;

  constructor(
    private readonly send: Send,
    private readonly serializers: Record<number, types.Serializer>,
  ) {}

  /** Runs a statement; `sync` when no transaction is open, so that its writes reach the files. */
  async run(text: string, params: readonly unknown[], sync: boolean): Promise<Reply> {
    const preparing = this.statementOf(text);
    const statement = await preparing;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const write = this.serializers[statement.paramTypes[i] ?? 0];
      // As PGlite writes a value of a type it has no serializer for.
      return write ? write(value) : (value as { toString(): string }).toString();
    });
    const bound = Buffer.concat([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      // Outside a transaction, Sync commits: a deferred check refuses there.
      serialize.sync(),
    ]);
    try {
      return readReplies(await this.send(bound, sync))[0] ?? { fields: [], rows: [] };
    } catch (err) {
      // A statement the database no longer holds, or whose rows changed shape, is prepared again next time.
      if (STALE.has((err as { code?: string }).code ?? '') && this.forget(text, preparing))
        this.toClose.push(statement.name);
      throw err;
    }
  }

  /** The statement prepared for this text, prepared now if there is none (closing the oldest past the bound). */
  private statementOf(text: string): Promise<Prepared> {
    const found = this.prepared.get(text);
    if (found) {
      this.prepared.delete(text);
      this.prepared.set(text, found);
      return found;
    }
    let closing: Promise<Prepared> | undefined;
    if (this.prepared.size >= MAX_PREPARED) {
      const [oldestText, oldest] = this.prepared.entries().next().value as [string, Promise<Prepared>];
      this.prepared.delete(oldestText);
      closing = oldest;
    }
    const name = `prepared_${++this.named}`;
    const preparing = this.prepare(name, text, closing);
    // Two statements of the same new text at once share one preparation; a refused one is forgotten.
    this.prepared.set(text, preparing);
    preparing.catch(() => this.forget(text, preparing));
    return preparing;
  }

  /**
   * Prepares a statement, closing in the same message those no longer used. An evicted statement
   * is closed once its own preparation is answered: a statement that was given it then has already
   * sent its Bind, which the database reads before this message.
   */
  private async prepare(
    name: string,
    text: string,
    closing: Promise<Prepared> | undefined,
  ): Promise<Prepared> {
    const evicted = await closing?.catch(() => undefined);
    if (evicted) this.toClose.push(evicted.name);
    const closes = this.toClose.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const message = Buffer.concat([
      ...closes,
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const described = readReplies(await this.send(message, false)).find((r) => r.paramTypes);
    return { name, paramTypes: described?.paramTypes ?? [] };
  }

  /** Forgets the text's statement if it is still this one; whether it was. */
  private forget(text: string, which: Promise<Prepared>): boolean {
    if (this.prepared.get(text) !== which) return false;
    this.prepared.delete(text);
    return true;
  }
}
