import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@console/contract';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { signInAttempts } from '../db/schema/index.ts';
import { openTestDatabase, testConfig } from '../test/test-app.ts';
import { MemoryBlobStore } from './blob-store.ts';
import { TestClock } from '../kernel/clock.ts';

/**
 * Two API instances on one database, as two processes behind a load balancer: on a PostgreSQL
 * server each has its own connection pool; on the embedded database they share its one connection.
 */
let first: FastifyInstance;
let second: FastifyInstance;
let database: Database;
const clock = new TestClock();
const LIMIT = 3;

beforeAll(async () => {
  const shared = await openTestDatabase();
  database = shared;
  const other = shared.url
    ? await openDatabase({ url: shared.url, poolSize: 5 })
    : { ...shared, close: () => Promise.resolve() };
  const config = testConfig({ AUTH_RATE_LIMIT: String(LIMIT) });
  const build = async (db: Database) => {
    const { app } = await buildApp({
      config,
      database: db,
      blobs: new MemoryBlobStore(),
      clock,
      serveWeb: false,
    });
    await app.ready();
    return app;
  };
  first = await build(shared);
  second = await build(other);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const attempt = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/api/auth',
    payload: { userName: 'nobody-here', password: 'wrong-password' },
    remoteAddress,
  });

describe('sign-in rate limit shared through the database', () => {
  it('counts the attempts made through either instance against one limit', async () => {
    const address = '10.20.0.1';
    expect((await attempt(first, address)).statusCode).toBe(401);
    expect((await attempt(second, address)).statusCode).toBe(401);
    expect((await attempt(first, address)).statusCode).toBe(401);
    for (const app of [second, first]) {
      const refused = await attempt(app, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.json()).toEqual({ message: messages.tooManyAttempts });
    }
    expect((await attempt(second, '10.20.0.2')).statusCode).toBe(401);
  });

  it('lets the address try again once its window has passed on the clock', async () => {
    const address = '10.20.0.3';
    for (let i = 0; i < LIMIT; i++) expect((await attempt(first, address)).statusCode).toBe(401);
    clock.advance(20_000);
    const refused = await attempt(second, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('40');
    clock.advance(40_000);
    expect((await attempt(second, address)).statusCode).toBe(401);
    expect((await attempt(first, address)).statusCode).toBe(401);
  });

  it('gives concurrent attempts through both instances one count each', async () => {
    const address = '10.20.0.4';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(i % 2 ? first : second, address)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), ...Array<number>(12 - LIMIT).fill(429)]);
  });

  it('purges windows that have ended', async () => {
    await attempt(first, '10.20.0.5');
    clock.advance(61_000);
    await attempt(second, '10.20.0.6');
    await attempt(first, '10.20.0.6');
    const keys = (await database.db.select({ key: signInAttempts.key }).from(signInAttempts)).map(
      (r) => r.key,
    );
    expect(keys).toEqual([expect.stringMatching(/^POST \/api\/api\/auth 10\.20\.0\.6$/)]);
  });
});
