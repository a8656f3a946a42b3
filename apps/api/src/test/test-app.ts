import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { Writable } from 'node:stream';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../kernel/config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { MemoryBlobStore } from '../platform/blob-store.ts';
import { TestClock } from '../kernel/clock.ts';
import { tracingIfOn } from '../kernel/telemetry.ts';
import { personalDataIn } from './personal-data.ts';

/**
 * A fresh database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a new
 * database on that PostgreSQL server, dropped again at the end. Both start from the database
 * the suite migrated once (`global-setup.ts`).
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  const start = inject('migratedStart');
  if (!serverUrl) {
    // The file's bytes are read once, by the database as it opens.
    const snapshot = start?.kind === 'pglite' ? await openAsBlob(start.file) : undefined;
    return openDatabase({
      pgliteDir: 'memory',
      embeddedThread: 'caller',
      traced: tracingIfOn(),
      ...(snapshot ? { pgliteSnapshot: snapshot } : {}),
    });
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = start?.kind === 'postgres' ? ` template ${start.template}` : '';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5, traced: tracingIfOn() });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_ENCRYPTION_KEY: '0'.repeat(64),
    DATA_DIR: '/nonexistent-test-data',
    ...overrides,
  });
}

export interface TestApp extends Awaited<ReturnType<typeof buildApp>> {
  database: Database;
  clock: TestClock;
  config: Config;
  logs: string[];
  close(): Promise<void>;
}

/**
 * The check every test file's log gets as its app closes: a phone or an e-mail address in any
 * line fails the file, whichever test wrote it.
 */
export function expectNoPersonalData(log: string, source: string): void {
  const found = personalDataIn(log);
  if (found.length > 0) throw new Error(`${source} logged personal data: ${found.join(', ')}`);
}

/** Builds the whole API on a fresh database; logs are captured for assertions. */
export async function createTestApp(
  options: { config?: Record<string, string>; deps?: Partial<AppDeps>; database?: Database } = {},
): Promise<TestApp> {
  const config = testConfig(options.config);
  // A database opened otherwise (as another role), which the app closes with itself.
  const database = options.database ?? (await openTestDatabase());
  const clock = new TestClock();
  const logs: string[] = [];
  // Every line, also those a test clears from `logs` to read its own.
  const written: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString());
      written.push(chunk.toString());
      done();
    },
  });
  const built = await buildApp({
    config,
    database,
    blobs: new MemoryBlobStore(),
    clock,
    logStream,
    serveWeb: false,
    background: false,
    ...options.deps,
  });
  await built.app.ready();
  const close = async () => {
    await built.app.close();
    expectNoPersonalData(written.join(''), 'The API');
  };
  return { ...built, database, clock, config, logs, close };
}
