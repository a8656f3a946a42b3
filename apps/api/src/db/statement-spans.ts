import { SpanKind } from '@opentelemetry/api';
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_SYSTEM_NAME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';
import type pg from 'pg';
import { traced } from '../platform/telemetry.ts';
import type { EmbeddedClient, EmbeddedTransaction } from './embedded-client.ts';

/** The statement's first word (SELECT, INSERT, BEGIN…): never its text, which may quote values. */
const operationOf = (text: string) => /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toUpperCase() ?? 'OTHER';

function statementSpan<T>(text: string, run: () => Promise<T>): Promise<T> {
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

function traceStatements(target: Pick<EmbeddedTransaction, 'query' | 'exec'>): void {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = (text, params, options) => statementSpan(text, () => query(text, params, options));
  target.exec = (text) => statementSpan(text, () => exec(text));
}

/** Every statement of the embedded database, in transactions too, gets a span. */
export function traceEmbedded(client: EmbeddedClient): void {
  traceStatements(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      traceStatements(tx);
      return callback(tx);
    });
}

type Query = (...args: unknown[]) => unknown;

/** The promise form of `query` gets a span; the callback form is the pool calling its client. */
function tracedQuery(query: Query): Query {
  return (...args) => {
    const [first] = args;
    if (
      typeof args.at(-1) === 'function' ||
      typeof (first as { submit?: unknown } | undefined)?.submit === 'function'
    )
      return query(...args);
    const text = typeof first === 'string' ? first : ((first as { text?: string }).text ?? '');
    return statementSpan(text, () => query(...args) as Promise<unknown>);
  };
}

/** Every statement through the pool or one of its clients (transactions) gets a span. */
export function tracePool(pool: pg.Pool): void {
  pool.query = tracedQuery(pool.query.bind(pool)) as typeof pool.query;
  pool.on('connect', (client) => {
    client.query = tracedQuery(client.query.bind(client)) as typeof client.query;
  });
}
