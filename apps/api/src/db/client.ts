import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import {
  openDatabase as openTables,
  type Database as DatabaseOf,
  type DatabaseOptions as OptionsOf,
} from '../kernel/database/client.ts';
import * as schema from './schema/index.ts';

export { dumpEmbedded, queryRows, type PoolStats } from '../kernel/database/client.ts';

export type Schema = typeof schema;
/** One type for both drivers, so repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database or a transaction: repositories take either. */
export type Executor = Db | Tx;
export type Database = DatabaseOf<Schema>;
export type DatabaseOptions = Omit<OptionsOf<Schema>, 'schema' | 'migrationsFolder' | 'functionsFolder'>;

// Beside this module in src/db/, and beside the built bundle in dist/, where the build copies them.
const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const functionsFolder = path.join(import.meta.dirname, 'functions');

/**
 * Opens the console's database, with its tables, and applies the committed migrations and then
 * the functions (the client itself is the kernel's: `kernel/database/client.ts`).
 */
export const openDatabase = (options: DatabaseOptions): Promise<Database> =>
  openTables({ ...options, schema, migrationsFolder, functionsFolder });
