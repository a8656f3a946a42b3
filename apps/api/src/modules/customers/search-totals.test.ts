import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { bearer } from '../../test/auth-helpers.ts';
import { customerListReaders, DAHAB, SALAAM } from '../../test/customer-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A name search counts its matches up to 1,000 (or to the end of the page asked for); past that
// the answer says `totalAtLeast`. Each organization holds 700 customers named Warsame: the officer
// (Dahab Bank only) counts theirs exactly, head office meets the bound. A name of two parts is
// bounded by the counts of its pairs, a name of one word by those of its words.
const EACH = 700;

let t: TestApp;
let officer: string;
let headOffice: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ officer, headOffice } = await customerListReaders(t));
  const rows = [DAHAB, SALAAM].flatMap((organizationId, o) =>
    Array.from({ length: EACH }, (_, i) => ({
      organizationId,
      name: `Hodan Warsame ${o}x${i}`,
      mobile: `+25261${o}${String(i).padStart(6, '0')}`,
      email: `hodan.${o}.${i}@mail.example`,
      status: 'Pending' as const,
      createdBy: 'officer',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, o * EACH + i)),
      timeStamp: t.clock.now(),
    })),
  );
  await t.database.db.insert(customers).values(rows);
});
afterAll(() => t.close());

const list = async (token: string, query: string) => {
  const res = await t.app.inject({ url: `/api/api/Customers?${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    items: { name: string }[];
    totalItems: number;
    totalPages: number;
    totalAtLeast: boolean;
  }>();
};

describe('the total of a name search', () => {
  it('is exact within the caller’s organizations while under the bound', async () => {
    expect(await list(officer, 'name=warsame')).toMatchObject({
      totalItems: EACH,
      totalPages: EACH / 10,
      totalAtLeast: false,
    });
    expect(await list(officer, 'name=hodan%20wars')).toMatchObject({ totalItems: EACH, totalAtLeast: false });
  });

  it('stops at 1,000 for head office and says more match', async () => {
    for (const name of ['warsame', 'ARSAM'])
      expect(await list(headOffice, `name=${name}`)).toMatchObject({
        totalItems: 1000,
        totalPages: 100,
        totalAtLeast: true,
      });
    expect(await list(headOffice, 'email=hodan.')).toMatchObject({ totalItems: 1000, totalAtLeast: true });
  });

  it('counts on to the end of a page asked for past the bound, and exactly on the last one', async () => {
    const deep = await list(headOffice, 'name=warsame&page=120&size=10');
    expect(deep).toMatchObject({ totalItems: 1210, totalPages: 121, totalAtLeast: true });
    expect(deep.items.map((i) => i.name)[0]).toBe('Hodan Warsame 0x199');
    const last = await list(headOffice, 'name=warsame&page=139&size=10');
    expect(last).toMatchObject({ totalItems: 2 * EACH, totalPages: 140, totalAtLeast: false });
    expect(last.items).toHaveLength(10);
  });

  it('bounds a name of two parts by the counts of the pairs they make, without counting', async () => {
    const both = await list(headOffice, 'name=hodan%20warsame');
    expect(both).toMatchObject({ totalItems: 1000, totalAtLeast: true });
    expect(both.items.map((i) => i.name).slice(0, 2)).toEqual(['Hodan Warsame 1x699', 'Hodan Warsame 1x698']);
    expect(await list(officer, 'name=odan%20wars')).toMatchObject({ totalItems: EACH, totalAtLeast: false });
  });

  it('stays exact where the words are few enough to count in the page, or the list is not searched', async () => {
    // 0x69 and 0x690 to 0x699.
    expect(await list(headOffice, 'name=hodan%20warsame%200x69')).toMatchObject({
      totalItems: 11,
      totalAtLeast: false,
    });
    expect(await list(headOffice, 'name=1x699')).toMatchObject({ totalItems: 1, totalAtLeast: false });
    expect(await list(headOffice, '')).toMatchObject({ totalItems: 2 * EACH, totalAtLeast: false });
  });

  it('follows the names as customers are deleted, restored and moved, without counting them', async () => {
    const db = t.database.db;
    const ofOrg = (o: number, below: number) =>
      sql`email like ${`hodan.${o}.%`} and split_part(split_part(email, '@', 1), '.', 3)::int < ${below}`;
    // 400 of Salaam's deleted: head office finds 1,000, exactly the bound, and counts them.
    await db.update(customers).set({ isDeleted: true }).where(ofOrg(1, 400));
    expect(await list(headOffice, 'name=warsame')).toMatchObject({ totalItems: 1000, totalAtLeast: false });
    // 50 of Dahab's moved to Salaam: the officer of Dahab Bank finds the 650 left.
    await db.update(customers).set({ organizationId: SALAAM }).where(ofOrg(0, 50));
    expect(await list(officer, 'name=warsame')).toMatchObject({ totalItems: EACH - 50, totalAtLeast: false });
    await db.update(customers).set({ isDeleted: false }).where(ofOrg(1, 400));
    expect(await list(headOffice, 'name=warsame')).toMatchObject({ totalItems: 1000, totalAtLeast: true });
    await db.update(customers).set({ organizationId: DAHAB }).where(ofOrg(0, 50));
  });
});
