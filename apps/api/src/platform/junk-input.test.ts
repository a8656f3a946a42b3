import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, TransactionRollbackError } from 'drizzle-orm';
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
 * How many rows were inserted, updated or deleted so far, in every table but sessions (a token is
 * a session) and the sign-in rate limit's counts (every request to a limited route counts,
 * whatever its body), and how many files are stored. A trigger on each table counts its rows in
 * a table of the test's own, and a rolled-back write counts nothing: one row read per check.
 */
let writes: () => Promise<string>;

beforeAll(async () => {
  t = await createTestApp({ deps: { blobs }, config: { AUTH_RATE_LIMIT: '1000000' } });
  await seed(t);
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`
    select format('%I.%I', n.nspname, c.relname) as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and not c.relispartition and n.nspname in ('public', 'core')
      and c.relname not in ('sessions', 'sign_in_attempts')
    order by 1`,
  );
  expect(tables.length).toBeGreaterThan(30);
  const statements = [
    'create schema junk_probe',
    'create table junk_probe.writes (n bigint not null)',
    'insert into junk_probe.writes values (0)',
    `create function junk_probe.count_write() returns trigger language plpgsql as $$
      begin update junk_probe.writes set n = n + 1; return null; end $$`,
    ...tables.map(
      (r) =>
        `create trigger junk_probe_write after insert or update or delete on ${r.name} ` +
        'for each row execute function junk_probe.count_write()',
    ),
  ];
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
  writes = async () => {
    const [row] = await queryRows<{ n: string }>(t.database.db, sql`select n::text from junk_probe.writes`);
    return `rows written=${row?.n} files=${blobs.size}`;
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
  it('counts a row changed in place, and not one rolled back', async () => {
    const nobody = sql`update users set user_name = user_name where user_name = 'nobody'`;
    const first = await writes();
    await t.database.db.execute(nobody);
    const second = await writes();
    expect(second).not.toBe(first);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(nobody);
        tx.rollback();
      }),
    ).rejects.toThrow(TransactionRollbackError);
    expect(await writes()).toBe(second);
  });

  it('never answers 5xx and a refused request writes nothing, with and without a token', async () => {
    let before: string;
    let sent = 0;
    for (const { endpoint } of t.routes) {
      const name = `${endpoint.method} ${endpoint.path}`;
      const isPublic = endpoint.access.kind === 'public';
      const token = isPublic ? null : await tokenFor(t, 'nobody', requiredPermissions(endpoint));
      // The user holding the route's permissions is the test's own, made for it: not a write of the route.
      before = await writes();
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
        const after = await writes();
        // Note: a failed sign-in (401 of a public route) is recorded on purpose, for lockout and audit.
        const auditedFailure = isPublic && res.statusCode === 401;
        if (res.statusCode >= 400 && !auditedFailure) expect(after, c.label).toBe(before);
        before = after;
      }
      expect(await writes(), `${name}: rows after its refused requests`).toBe(before);
    }
    expect(sent).toBeGreaterThan(1000);
  }, 600_000);
});
