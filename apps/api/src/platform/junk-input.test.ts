import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { MemoryBlobStore } from './blob-store.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearer, seed, tokenFor } from '../test/auth-helpers.ts';
import { junkCases, type JunkCase } from '../test/junk-cases.ts';
import { requiredPermissions } from '../test/route-samples.ts';

/** Counts the files it holds (`size`), so a test can tell that nothing was stored. */
const blobs = new MemoryBlobStore();
let t: TestApp;
/**
 * One statement that counts the rows of every table but sessions (a token is a session) and the
 * sign-in rate limit's counts (every request to a limited route counts, whatever its body).
 */
let countRows: () => Promise<string>;

beforeAll(async () => {
  t = await createTestApp({ deps: { blobs }, config: { AUTH_RATE_LIMIT: '1000000' } });
  await seed(t);
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`
    select format('%I.%I', table_schema, table_name) as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema in ('public', 'core') and table_name not in ('sessions', 'sign_in_attempts')
    order by 1`,
  );
  const counts = tables.map((r) => `(select count(*) from ${r.name})`).join(` || ',' || `);
  countRows = async () => {
    const [row] = await queryRows<{ c: string }>(t.database.db, sql.raw(`select ${counts} as c`));
    return `${row?.c} files=${blobs.size}`;
  };
});
afterAll(() => t.close());

async function send(c: JunkCase) {
  return t.app.inject({
    method: c.method,
    url: c.url,
    headers: c.headers,
    ...(c.payload !== undefined ? { payload: c.payload } : {}),
  });
}

/**
 * Junk generated from the contract: every registered route, every parameter, query and body
 * field, each class of junk. Nothing answers 5xx, and a refused request changes no row and
 * stores no file.
 */
describe('junk input to every route', () => {
  it('never answers 5xx and a refused request writes nothing, with and without a token', async () => {
    let before = await countRows();
    let sent = 0;
    for (const { endpoint } of t.routes) {
      const name = `${endpoint.method} ${endpoint.path}`;
      const isPublic = endpoint.access.kind === 'public';
      const token = isPublic ? null : await tokenFor(t, 'nobody', requiredPermissions(endpoint));
      const cases = [...junkCases(endpoint, {}), ...(token ? junkCases(endpoint, bearer(token)) : [])];
      // Only a write that reaches its handler can change anything: count after each of those,
      // and once after the rest of the route's cases.
      const reachesWrite = (c: JunkCase) =>
        endpoint.method !== 'GET' && (isPublic || c.headers.authorization !== undefined);
      for (const c of cases) {
        const res = await send(c);
        sent += 1;
        expect(res.statusCode, c.label).toBeLessThan(500);
        if (!reachesWrite(c)) continue;
        const after = await countRows();
        // Note: a failed sign-in (401 of a public route) is recorded on purpose, for lockout and audit.
        const auditedFailure = isPublic && res.statusCode === 401;
        if (res.statusCode >= 400 && !auditedFailure) expect(after, c.label).toBe(before);
        before = after;
      }
      expect(await countRows(), `${name}: rows after its refused requests`).toBe(before);
    }
    expect(sent).toBeGreaterThan(1000);
    // Thousands of requests, each write followed by a count of every table: minutes on a busy machine.
  }, 600_000);
});
