import { SpanKind, type Attributes } from '@opentelemetry/api';
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_SYSTEM_NAME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';
import type pg from 'pg';
import type { EmbeddedClient, EmbeddedTransaction } from './embedded-client.ts';

/**
 * Runs work in a span of its own, a child of the active one, a failure marking it: telemetry's
 * `traced`, handed to the database by whoever opens it while tracing is on.
 */
export type Traced = <T>(
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
  kind?: SpanKind,
) => Promise<T>;

/** The statement's first word (SELECT, INSERT, BEGIN…): never its text, which may quote values. */
const operationOf = (text: string) => /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toUpperCase() ?? 'OTHER';

function statementSpan<T>(traced: Traced, text: string, run: () => Promise<T>): Promise<T> {
  return traced(
    'db.query',
    {
      'db.system': DB_SYSTEM_NAME_VALUE_POSTGRESQL,
      [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
      [ATTR_DB_OPERATION_NAME]: operationOf(text),
    },
    run,
    SpanKind.CLIENT,
  );
}

function traceStatements(target: Pick<EmbeddedTransaction, 'query' | 'exec'>, traced: Traced): void {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = (text, params, options) => statementSpan(traced, text, () => query(text, params, options));
  target.exec = (text) => statementSpan(traced, text, () => exec(text));
}

/** Every statement of the embedded database, in transactions too, gets a span. */
export function traceEmbedded(client: EmbeddedClient, traced: Traced): void {
  traceStatements(client, traced);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      traceStatements(tx, traced);
      return callback(tx);
    });
}

type Query = (...args: unknown[]) => unknown;

/** The promise form of `query` gets a span; the callback form is the pool calling its client. */
function tracedQuery(query: Query, traced: Traced): Query {
  return (...args) => {
    const [first] = args;
    if (
      typeof args.at(-1) === 'function' ||
      typeof (first as { submit?: unknown } | undefined)?.submit === 'function'
    )
      return query(...args);
    const text = typeof first === 'string' ? first : ((first as { text?: string }).text ?? '');
    return statementSpan(traced, text, () => query(...args) as Promise<unknown>);
  };
}

/** Every statement through the pool or one of its clients (transactions) gets a span. */
export function tracePool(pool: pg.Pool, traced: Traced): void {
  pool.query = tracedQuery(pool.query.bind(pool), traced) as typeof pool.query;
  pool.on('connect', (client) => {
    client.query = tracedQuery(client.query.bind(client), traced) as typeof client.query;
  });
}
