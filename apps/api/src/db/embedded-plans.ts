import {
  parse as results,
  protocol,
  types,
  type PGlite,
  type ParserOptions,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { exchange, type Reply } from './embedded-replies.ts';

const { serialize } = protocol;

/** Statements kept per embedded database; the least recently run one is closed past this. */
export const KEPT_STATEMENTS = 500;

/** invalid_sql_statement_name, feature_not_supported (a kept plan whose result type changed). */
const STALE = new Set(['26000', '0A000']);

interface Kept {
  name: string;
  /** The parameters' type oids, as the database described them, to write each value. */
  paramTypes: number[];
}

/** Commands whose count says how many rows they wrote. */
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * One statement's answer with its values parsed, as PGlite's `query` gives it.
 * Note: PGlite's `parseResults` first copies the instance's 318 parsers into a new object whenever
 * the caller gives parsers of its own, as drizzle does on every query: 200 of the 240 µs it spent
 * on a page of 25 rows (README › The embedded database under a branch's staff). This looks a
 * type's parser up in the caller's, then the instance's, without copying either.
 */
function answerOf<T>(reply: Reply, parsers: ParserOptions, options?: QueryOptions): Results<T> {
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
 * Note: PGlite runs every `query` as an unnamed statement, parsed and planned again each time, in
 * six calls into the database; a session lookup spent 1.5 to 3 ms there against 0.35 ms as a
 * named statement bound in one call (README › The embedded database under a branch's staff).
 * This keeps each statement text prepared once under a name, as the pg driver does on a server,
 * and runs it with one Bind, Describe and Execute. Texts a query gives its own options for
 * (parameter types, a file) run as PGlite runs them.
 */
class KeptPlans {
  private readonly kept = new Map<string, Kept>();
  private named = 0;

  constructor(private readonly client: PGlite) {}

  /** Runs a statement under the query lock, which the caller's transaction (if any) already holds. */
  run<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const client = this.client;
    return client._runExclusiveQuery(async () => {
      let reply: Reply;
      try {
        const statement = await this.prepared(text);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = statement.paramTypes[i] ?? 0;
          const write = options?.serializers?.[type] ?? client.serializers[type];
          // As PGlite writes a value of a type it has no serializer for.
          return write ? write(value) : (value as { toString(): string }).toString();
        });
        const bound = Buffer.concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
        ]);
        reply = await exchange(client, bound);
      } catch (err) {
        // A statement the database no longer holds, or whose rows changed shape, is prepared again next time.
        if (STALE.has((err as { code?: string }).code ?? '')) this.kept.delete(text);
        throw err;
      } finally {
        // Outside a transaction, Sync commits: a deferred check refuses there.
        await exchange(client, serialize.sync());
      }
      if (!client.isInTransaction()) await client.syncToFs();
      return answerOf<T>(reply, client.parsers, options);
    });
  }

  /** The statement's name, prepared now if it was not kept (closing the oldest past the bound). */
  private async prepared(text: string): Promise<Kept> {
    const found = this.kept.get(text);
    if (found) {
      // Map order is the order of last use: the first entry is the one to close.
      this.kept.delete(text);
      this.kept.set(text, found);
      return found;
    }
    const parts: Uint8Array[] = [];
    if (this.kept.size >= KEPT_STATEMENTS) {
      const [oldestText, oldest] = this.kept.entries().next().value as [string, Kept];
      this.kept.delete(oldestText);
      parts.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    const name = `kept_${++this.named}`;
    parts.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }));
    const described = await this.client.execProtocolStream(Buffer.concat(parts), { syncToFs: false });
    const statement = { name, paramTypes: results.parseDescribeStatementResults(described) };
    this.kept.set(text, statement);
    return statement;
  }
}

const ownOptions = (options?: QueryOptions) =>
  options?.paramTypes !== undefined || options?.blob !== undefined;

/**
 * Every `query` of the embedded database, in transactions too, runs as a statement prepared once
 * (see KeptPlans). Only the embedded database: the pg driver names the statements on a server.
 */
export function keepPlans(client: PGlite): void {
  const plans = new KeptPlans(client);
  const query = client.query.bind(client);
  client.query = <T>(text: string, params?: unknown[], options?: QueryOptions) =>
    ownOptions(options)
      ? query<T>(text, params, options)
      : client._runExclusiveTransaction(() => plans.run<T>(text, params, options));
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = <T>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (ownOptions(options) || tx.closed) return txQuery<T>(text, params, options);
        return plans.run<T>(text, params, options);
      };
      return callback(tx);
    });
}
