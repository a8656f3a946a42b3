import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../db/schema/index.ts';
import { seed } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { StatementCache, type Bind } from './statement-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
});
afterAll(() => t.close());

const byName = (name: string, bind: Bind) =>
  t.database.db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.name, bind('name', name)));

describe('StatementCache', () => {
  it('prepares a statement once per key and runs it with the values of each request', async () => {
    const statements = new StatementCache<{ name: string }[]>('test_orgs');
    let built = 0;
    const run = (name: string) =>
      statements.execute(t.database.db, 'by-name', { name }, (bind) => {
        built++;
        return byName(name, bind);
      });
    expect(await run('Dahab Bank')).toEqual([{ name: 'Dahab Bank' }]);
    expect(await run('Amal Cooperative')).toEqual([{ name: 'Amal Cooperative' }]);
    expect(await run('nobody')).toEqual([]);
    expect(built).toBe(1);
  });

  it('past its limit of keys, builds the query of any further key for its run, with its values', async () => {
    const statements = new StatementCache<{ n: number }[]>('test_limit', 2);
    const count = (key: string, n: number) =>
      statements.execute(t.database.db, key, { n }, (bind) =>
        t.database.db
          .select({ n: sql<number>`${bind('n', n)}::int + ${key.length}` })
          .from(organizations)
          .limit(1),
      );
    expect(await count('a', 1)).toEqual([{ n: 2 }]);
    expect(await count('bb', 1)).toEqual([{ n: 3 }]);
    expect(await count('ccc', 1)).toEqual([{ n: 4 }]);
    expect(await count('ccc', 5)).toEqual([{ n: 8 }]);
    expect(await count('a', 7)).toEqual([{ n: 8 }]);
  });
});
