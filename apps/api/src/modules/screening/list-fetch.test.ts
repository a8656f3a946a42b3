import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_LIST_BYTES } from '@console/contract';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { drainJobs } from '../../test/jobs-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { UnListFetch } from './list-fetch.ts';
import { ScreeningService } from './screening.service.ts';

const UN = readFileSync(new URL('./fixtures/un-consolidated-list.xml', import.meta.url), 'utf8');
/** The fixture with its second individual delisted from the file: a list that changed. */
const CHANGED = UN.replace(/<INDIVIDUAL>\s*<DATAID>6908002<\/DATAID>[\s\S]*?<\/INDIVIDUAL>/, '');

/** What the list's address answers, as each test sets it. */
let served: { status: number; body: string | Buffer; headers?: Record<string, string> };
let server: Server;
let url: string;
let t: TestApp;
let compliance: string;

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(served.status, { 'content-type': 'application/xml', ...served.headers });
    res.end(served.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lists/consolidated.xml`;
  t = await createTestApp({ config: { SANCTIONS_UN_URL: url } });
  await seed(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((done) => server.close(done));
});
beforeEach(async () => {
  t.clock.advance(16 * 60_000);
  compliance = await tokenFor(t, 'compliance');
});

const versions = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/api/Screening/Lists', headers: bearer(compliance) })).json<
    { source: string; entries: number; fileName: string | null; createdBy: string }[]
  >();
const fetcher = () =>
  new UnListFetch({ db: t.database.db, screening: new ScreeningService({ db: t.database.db }), url });

describe('the UN list fetched from SANCTIONS_UN_URL', () => {
  it('imports it through the worker, and the same file again writes nothing', async () => {
    served = { status: 200, body: UN };
    await t.jobs.sendUpkeep('fetch-un-list');
    expect(await drainJobs(t)).toBeGreaterThan(0);
    const [first, ...rest] = await versions();
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ source: 'UN', fileName: 'consolidated.xml', createdBy: 'system' });

    expect(await fetcher().fetchOnce(t.clock.now())).toBe(false);
    expect(await versions()).toHaveLength(1);
  });

  it('takes a changed file as the next version', async () => {
    served = { status: 200, body: CHANGED };
    const before = (await versions())[0]!.entries;
    expect(await fetcher().fetchOnce(t.clock.now())).toBe(true);
    const [latest] = await versions();
    expect(latest!.entries).toBe(before - 1);
  });

  it('fails the attempt and keeps the version in force when the address answers an error', async () => {
    served = { status: 503, body: 'down for maintenance' };
    await expect(fetcher().fetchOnce(t.clock.now())).rejects.toThrow("the list's address answered 503");
    expect(await versions()).toHaveLength(2);
  });

  it('refuses a truncated or foreign file as an upload is refused', async () => {
    for (const body of [CHANGED.slice(0, CHANGED.length / 2), '{"not":"a list"}']) {
      served = { status: 200, body };
      await expect(fetcher().fetchOnce(t.clock.now())).rejects.toThrow();
      expect(await versions()).toHaveLength(2);
    }
  });

  it('refuses a file larger than a list may be before reading it', async () => {
    const get: typeof fetch = () =>
      Promise.resolve(new Response('x', { headers: { 'content-length': String(MAX_LIST_BYTES + 1) } }));
    const big = new UnListFetch({
      db: t.database.db,
      screening: new ScreeningService({ db: t.database.db }),
      url,
      fetch: get,
    });
    await expect(big.fetchOnce(t.clock.now())).rejects.toThrow('larger than');
    expect(await versions()).toHaveLength(2);
  });
});
