import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { EmbeddedClient } from './embedded-client.ts';
import { EmbeddedHere } from './embedded-open.ts';
import { EmbeddedThread } from './embedded-thread.ts';
import { databaseFunctions } from './functions.ts';
import { checkServing, grantServing, roleOf } from './serving-role.ts';
import { traceEmbedded, tracePool, type Traced } from './statement-spans.ts';

/** The tables a database is opened with, as drizzle takes them. */
export type Tables = Record<string, unknown>;
/** One type for both drivers, so repositories never know which one runs. */
export type DbOf<S extends Tables> = PgDatabase<PgQueryResultHKT, S>;

/** The rows of a raw statement, whichever driver ran it (both answer `{ rows }`). */
export async function queryRows<T>(
  exec: { execute(query: SQL): PromiseLike<unknown> },
  query: SQL,
): Promise<T[]> {
  const result = (await exec.execute(query)) as { rows: T[] };
  return result.rows;
}

/** Connections of this process to the database, as the pool counts them. */
export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface Database<S extends Tables = Tables> {
  db: DbOf<S>;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /** Runs statements given as text without parameters (several may be separated by `;`); the last one's rows. */
  script(text: string): Promise<{ rows: unknown[] }>;
  poolStats(): PoolStats;
  close(): Promise<void>;
}

// Any fixed number: it only has to be the same for every process migrating this database.
const MIGRATION_LOCK = 73_410_021;

export interface DatabaseOptions<S extends Tables> {
  /** The app's tables. */
  schema: S;
  /** The committed migrations (drizzle-kit's folder), applied in order at every start. */
  migrationsFolder: string;
  /** The database's functions and triggers, applied after the migrations (`databaseFunctions`). */
  functionsFolder: string;
  /** A postgres:// URL; without it, the embedded database. */
  url?: string | undefined;
  /**
   * The URL of the tables' owner, which runs the migrations and `install` and grants the role
   * of `url` what serving needs (`serving-role.ts`); without it, `url` does both.
   */
  migrationUrl?: string | undefined;
  /** What the owner installs after the migrations, on a server: the job queue's schema. */
  install?: ((owner: Database<S>) => Promise<void>) | undefined;
  /** Folder of the embedded database; `memory` keeps it in memory. */
  pgliteDir?: string;
  poolSize?: number;
  /** A data folder dumped from an embedded database (`dumpEmbedded`): it starts from there. */
  pgliteSnapshot?: Blob;
  /**
   * The embedded database on a thread of its own (the default), or on the caller's. Its own thread
   * lets the API's work and the database's run on two cores; a caller that waits for every
   * statement on a machine whose cores are all busy (the API's tests) only pays the handover.
   */
  embeddedThread?: 'own' | 'caller';
  /**
   * While tracing is on, telemetry's span runner (`tracingIfOn()`): every statement after the
   * migrations gets a span. Without it, the driver is left as it is.
   */
  traced?: Traced | undefined;
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase<S extends Tables>(options: DatabaseOptions<S>): Promise<Database<S>> {
  const { schema, migrationsFolder, functionsFolder } = options;
  if (options.url) {
    await migrateServer({ ...options, url: options.url });
    return openServer(schema, options.url, options.poolSize ?? 20, options.traced);
  }
  const dir = options.pgliteDir ?? 'memory';
  if (dir !== 'memory') mkdirSync(dir, { recursive: true });
  const start = { dir, snapshot: options.pgliteSnapshot, migrationsFolder, functionsFolder };
  const onCaller = options.embeddedThread === 'caller';
  const client = new EmbeddedClient(
    await (onCaller ? EmbeddedHere.start(start) : EmbeddedThread.start(start)),
  );
  // drizzle's PGlite driver calls only `query` and `transaction`, which the client answers as PGlite does.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema, casing: 'snake_case' });
  if (options.traced) traceEmbedded(client, options.traced);
  return {
    db: db as unknown as DbOf<S>,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    script: async (text) => ({ rows: (await client.exec(text)).at(-1)?.rows ?? [] }),
    // One connection inside the process, with no pool around it.
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    close: () => client.close(),
  };
}

/** The data folder of an embedded database, to start others from it (see `pgliteSnapshot`). */
export async function dumpEmbedded(database: Database<Tables>): Promise<Blob> {
  const client = (database.db as unknown as { $client: EmbeddedClient }).$client;
  return client.dumpDataDir();
}

const connected = async (url: string): Promise<pg.Client> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
};

/**
 * The migrations and `install`, as the owner of the tables, and the serving role's grants when
 * it is another role. Several processes may start at once against one server: under an advisory
 * lock, one after the other.
 */
async function migrateServer<S extends Tables>(options: DatabaseOptions<S> & { url: string }): Promise<void> {
  const { url, migrationUrl, install, schema, migrationsFolder, functionsFolder } = options;
  const ownerUrl = migrationUrl ?? url;
  let serving: string | null = null;
  if (migrationUrl) {
    const client = await connected(url);
    serving = await roleOf(client).finally(() => client.end());
  }
  const lockClient = await connected(ownerUrl);
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: lockClient, casing: 'snake_case' }), { migrationsFolder });
    for (const { text } of databaseFunctions(functionsFolder)) await lockClient.query(text);
    if (install) {
      const ownerDatabase = serverDatabase(schema, new pg.Pool({ connectionString: ownerUrl, max: 2 }));
      try {
        await install(ownerDatabase);
      } finally {
        await ownerDatabase.close();
      }
    }
    if (serving && serving !== (await roleOf(lockClient))) {
      await grantServing(lockClient, serving);
      await checkServing(lockClient, serving);
    }
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lockClient.end();
  }
}

function openServer<S extends Tables>(
  schema: S,
  url: string,
  poolSize: number,
  traced: Traced | undefined,
): Database<S> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  if (traced) tracePool(pool, traced);
  return serverDatabase(schema, pool);
}

function serverDatabase<S extends Tables>(schema: S, pool: pg.Pool): Database<S> {
  // An idle client that loses its connection must not take the process down.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    script: async (text) => {
      const results = (await pool.query(text)) as pg.QueryResult | pg.QueryResult[];
      return { rows: (Array.isArray(results) ? results.at(-1)?.rows : results.rows) ?? [] };
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
