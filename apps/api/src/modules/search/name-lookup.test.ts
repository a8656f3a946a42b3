import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { searchApi } from '@console/contract';
import { customers } from '../../db/schema/index.ts';
import { everyOrganization, type OrgScope } from '../../platform/org-scope.ts';
import { bearer } from '../../test/auth-helpers.ts';
import { customerListReaders, DAHAB, SALAAM } from '../../test/customer-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { customersByName, findAll, nameWordsStarting } from './search.repository.ts';

// The palette's name lookup reads the names in storage order when the typed parts are expected to
// match many (1,000 or more), and through the index otherwise. Dahab Bank holds 1,200 customers
// named Hodan Warsame, Salaam Microfinance 1,200 named Hodan Farah, and each a few Zeynab Ugaas.
const EACH = 1_200;
const dahabOnly: OrgScope = { all: false, organizationIds: [DAHAB] };

let t: TestApp;
let officer: string;
let headOffice: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ officer, headOffice } = await customerListReaders(t));
  const named = (organizationId: string, o: number, name: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      organizationId,
      name: `${name} ${o}x${i}`,
      mobile: `+25262${o}${String(i).padStart(6, '0')}`,
      email: `${o}.${i}@mail.example`,
      status: 'Pending' as const,
      createdBy: 'officer',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, o * EACH + i)),
      timeStamp: t.clock.now(),
    }));
  await t.database.db
    .insert(customers)
    .values([
      ...named(DAHAB, 0, 'Hodan Warsame', EACH),
      ...named(SALAAM, 1, 'Hodan Farah', EACH),
      ...named(DAHAB, 2, 'Zeynab Ugaas', 3),
      ...named(SALAAM, 3, 'Zeynab Ugaas', 3),
    ]);
  // As a server's autovacuum would, and as the lookup needs to expect many matches.
  await t.database.db.execute(sql`analyze customers`);
});
afterAll(() => t.close());

const search = async (q: string, token: string) => {
  const res = await t.app.inject({
    url: `/api/api/Search?q=${encodeURIComponent(q)}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: searchApi.SearchHit[] }>().items.filter((h) => h.type === 'Customer');
};

describe('the palette’s lookup of names', () => {
  it('reads the names in order only when many of the caller’s organizations are expected to match', async () => {
    const words = async (parts: string[], scope: OrgScope) =>
      (await nameWordsStarting(t.database.db, ['customers'], parts, scope)).customers;
    expect((await words(['hodan', 'wars'], everyOrganization))?.scan).toBe(true);
    expect((await words(['wars'], dahabOnly))?.scan).toBe(true);
    // 2,406 × ½ × ½: counted as independent, the two parts are expected in 600 names of Dahab Bank.
    expect((await words(['hodan', 'wars'], dahabOnly))?.scan).toBe(false);
    // Hodan Farah are all in Salaam Microfinance: none of them is Dahab Bank's.
    expect((await words(['hodan', 'far'], everyOrganization))?.scan).toBe(true);
    expect((await words(['hodan', 'far'], dahabOnly))?.scan).toBe(false);
    // Each part common, the two never in one name: 600 expected (2,406 × ½ × ½), below 1,000.
    expect((await words(['wars', 'far'], everyOrganization))?.scan).toBe(false);
    expect(await words(['zeynab'], everyOrganization)).toEqual({ wordsOfParts: [['zeynab']], scan: false });
    // Read with the businesses' words, in the same statement, the customers' are the same.
    const both = await nameWordsStarting(
      t.database.db,
      ['businesses', 'customers'],
      ['hodan', 'wars'],
      dahabOnly,
    );
    expect(both.customers).toEqual(await words(['hodan', 'wars'], dahabOnly));
    expect(both.businesses).toEqual({ wordsOfParts: [[], []], scan: false });
  });

  it('finds the same names either way', async () => {
    for (const [parts, scope] of [
      [['hodan', 'wars'], everyOrganization],
      [['hodan'], dahabOnly],
      [['zeyn', 'ug'], everyOrganization],
    ] as const) {
      const { customers: found } = await nameWordsStarting(
        t.database.db,
        ['customers', 'businesses'],
        parts,
        scope,
      );
      const wordsOfParts = found?.wordsOfParts ?? [];
      const names = async (scan: boolean) =>
        (await findAll(t.database.db, { c: customersByName(scope, { wordsOfParts, scan }, 3 * EACH) })).c
          .map((c) => c.id)
          .sort();
      const scanned = await names(true);
      expect(scanned.length).toBeGreaterThan(0);
      expect(scanned).toEqual(await names(false));
    }
  });

  it('answers only names of the caller’s organizations, common or rare', async () => {
    expect(await search('hodan far', officer)).toEqual([]);
    expect(await search('hodan far', headOffice)).toHaveLength(5);
    const dahabHodans = await search('hodan wars', officer);
    expect(dahabHodans).toHaveLength(5);
    expect(dahabHodans.every((h) => h.title.startsWith('Hodan Warsame 0x'))).toBe(true);
    expect((await search('zeynab ug', officer)).map((h) => h.title)).toEqual([
      'Zeynab Ugaas 2x0',
      'Zeynab Ugaas 2x1',
      'Zeynab Ugaas 2x2',
    ]);
  });
});
