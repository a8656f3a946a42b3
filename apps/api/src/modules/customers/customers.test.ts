import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { identitySeeder } from '../../demo/identity.ts';
import { bearer, tokenFor } from '../../test/auth-helpers.ts';
import { insertCustomers } from '../../test/customer-fixtures.ts';
import { queryRows } from '../../db/client.ts';
import { getCustomer } from './customers.repository.ts';

let t: TestApp;
let officer: string;
let ids: { id: string; name: string; rowVersion: number }[];
beforeAll(async () => {
  t = await createTestApp();
  // Users only: the list totals below count exactly the profiles this file inserts.
  await identitySeeder.run(t.database.db, t.config, t.clock);
  officer = await tokenFor(t, 'officer');
  ids = await insertCustomers(t, [
    { name: 'Amina Warsame', status: 'Approved' },
    { name: 'Bashir Osman', status: 'Pending', pending: 1 },
    { name: 'Caaliya Nur', status: 'Pending', pending: 2, email: 'caaliya@bank.example' },
    { name: 'Deeqa Ali', status: 'Rejected' },
    { name: 'Ebyan Ahmed', status: 'Approved', mobile: '+252615550099' },
  ]);
});
afterAll(() => t.close());

type List = {
  items: { name: string; status: string; pendingApplications: number; organizationName: string }[];
  totalItems: number;
  totalPages: number;
  page: number;
  size: number;
};
const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/api/Customers?${query}`, headers: bearer(officer) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<List>();
};
const names = (l: List) => l.items.map((i) => i.name);

describe('customers list', () => {
  it('answers the newest first with the cached totals', async () => {
    const all = await list('');
    expect(all).toMatchObject({ page: 0, size: 10, totalItems: 5, totalPages: 1 });
    expect(names(all)[0]).toBe('Ebyan Ahmed');
    expect(all.items[0]?.organizationName).toBe('Dahab Bank');
  });

  it('filters by name (any part, any case), email, status and ongoing applications', async () => {
    expect(names(await list('name=AL'))).toEqual(['Deeqa Ali', 'Caaliya Nur']);
    expect((await list('name=AL')).totalItems).toBe(2);
    expect(names(await list('email=CAALIYA@'))).toEqual(['Caaliya Nur']);
    const pending = await list('status=Pending');
    expect(pending.totalItems).toBe(2);
    expect(names(await list('hasOngoingApplications=true'))).toEqual(['Caaliya Nur', 'Bashir Osman']);
    expect((await list('hasOngoingApplications=true')).totalItems).toBe(2);
    expect(names(await list('hasOngoingApplications=false&sort=name'))).toEqual([
      'Amina Warsame',
      'Deeqa Ali',
      'Ebyan Ahmed',
    ]);
    expect(names(await list('status=Pending&hasOngoingApplications=true&sort=name,desc'))).toEqual([
      'Caaliya Nur',
      'Bashir Osman',
    ]);
    expect((await list('name=%25')).totalItems).toBe(0);
  });

  it('finds a name across its words, as typed, and nothing that is not in it', async () => {
    const found = async (typed: string) => names(await list(`name=${encodeURIComponent(typed)}`));
    expect(await found('amina warsame')).toEqual(['Amina Warsame']);
    expect(await found('  MINA   wars ')).toEqual(['Amina Warsame']);
    expect(await found('a w')).toEqual(['Amina Warsame']);
    expect(await found('a')).toHaveLength(5);
    expect(await found('warsame amina')).toEqual([]);
    expect(await found('amina nur')).toEqual([]);
    expect(await found('zzz')).toEqual([]);
    expect(await found('a_i')).toEqual([]);
    expect(await found('a a')).toEqual(['Deeqa Ali']);
    const second = await list('name=a&size=2&page=1&sort=name');
    expect(second).toMatchObject({ totalItems: 5, totalPages: 3 });
    expect(names(second)).toEqual(['Caaliya Nur', 'Deeqa Ali']);
    expect(await list('name=a&size=2&page=9')).toMatchObject({ items: [], totalItems: 5 });
  });

  it('sorts by several columns and pages to the edges', async () => {
    expect(names(await list('sort=status;name,desc'))).toEqual([
      'Ebyan Ahmed',
      'Amina Warsame',
      'Caaliya Nur',
      'Bashir Osman',
      'Deeqa Ali',
    ]);
    const page = await list('size=2&page=2&sort=name');
    expect(page).toMatchObject({ totalItems: 5, totalPages: 3 });
    expect(names(page)).toEqual(['Ebyan Ahmed']);
    expect((await list('size=2&page=3')).items).toEqual([]);
    for (const bad of [
      'page=-1',
      'size=0',
      'size=501',
      'sort=secret',
      'status=Unknown',
      'hasOngoingApplications=maybe',
      'page=x',
    ]) {
      const res = await t.app.inject({ url: `/api/api/Customers?${bad}`, headers: bearer(officer) });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('keeps the totals right through status changes and soft deletes', async () => {
    const { customers } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(customers)
      .set({ status: 'Approved', pendingApplicationsCount: 0 })
      .where(eq(customers.id, ids[1]!.id));
    expect((await list('status=Pending')).totalItems).toBe(1);
    expect((await list('hasOngoingApplications=true')).totalItems).toBe(1);
    await t.database.db.update(customers).set({ isDeleted: true }).where(eq(customers.id, ids[3]!.id));
    expect((await list('')).totalItems).toBe(4);
    expect((await list('status=Rejected')).totalItems).toBe(0);
  });
});

describe('customer profile', () => {
  it('reads one profile and 404s an unknown one', async () => {
    const res = await t.app.inject({ url: `/api/api/Customers/${ids[0]!.id}`, headers: bearer(officer) });
    expect(res.json()).toMatchObject({
      name: 'Amina Warsame',
      status: 'Approved',
      documents: 0,
      rowVersion: 1,
      organizationName: 'Dahab Bank',
    });
    const missing = await t.app.inject({
      url: '/api/api/Customers/00000000-0000-4000-8000-000000000000',
      headers: bearer(officer),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is read within a transaction without leaving a prepared statement on its connection', async () => {
    await t.database.db.transaction(async (tx) => {
      const statements = async () =>
        (
          await queryRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from pg_prepared_statements
                where statement not like '%pg_prepared_statements%'`,
          )
        )[0]?.n;
      const before = await statements();
      for (const c of ids.slice(0, 3)) expect((await getCustomer(tx, c.id))?.customer.id).toBe(c.id);
      expect(await statements()).toBe(before);
    });
  });

  it('edits with the row version, never the mobile, and refuses a stale edit with 409', async () => {
    const c = ids[0]!;
    const url = (v: number) => `/api/api/Customers/${c.id}/${v}`;
    const empty = await t.app.inject({
      method: 'PUT',
      url: url(1),
      headers: bearer(officer),
      payload: { name: '', email: '' },
    });
    expect(empty.json()).toEqual({
      errors: { name: [messages.customerNameRequired], email: [messages.emailRequired] },
    });
    const ok = await t.app.inject({
      method: 'PUT',
      url: url(1),
      headers: bearer(officer),
      payload: {
        name: 'Amina W. Warsame',
        email: 'amina@mail.example',
        mobile: '+1999',
        status: 'Declined',
        salary: 1200,
        city: 'Mogadishu',
      },
    });
    expect(ok.statusCode).toBe(204);
    const after = (await t.app.inject({ url: `/api/api/Customers/${c.id}`, headers: bearer(officer) })).json<
      Record<string, unknown>
    >();
    expect(after).toMatchObject({
      name: 'Amina W. Warsame',
      status: 'Approved',
      salary: 1200,
      city: 'Mogadishu',
      rowVersion: 2,
    });
    expect(after.mobile).not.toBe('+1999');
    const stale = await t.app.inject({
      method: 'PUT',
      url: url(1),
      headers: bearer(officer),
      payload: { name: 'Late', email: 'late@mail.example' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: messages.conflict });
  });

  it('keeps the know-your-customer fields, the turnover exact, and refuses bad ones by field', async () => {
    const c = ids[1]!;
    const put = (version: number, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/api/Customers/${c.id}/${version}`,
        headers: bearer(officer),
        payload: { name: c.name, email: 'bashir@mail.example', ...payload },
      });
    const read = async () =>
      (await t.app.inject({ url: `/api/api/Customers/${c.id}`, headers: bearer(officer) })).json<
        Record<string, unknown>
      >();
    const bad = await put(1, {
      expectedMonthlyTurnover: '12.345',
      pepSelfDeclared: 'yes',
      pepRelationship: 'Cousin',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: {
        expectedMonthlyTurnover: [messages.amountFormat],
        pepSelfDeclared: [messages.pepSelfDeclaredInvalid],
        pepRelationship: [messages.pepRelationshipInvalid],
      },
    });
    expect(await read()).toMatchObject({ rowVersion: 1, expectedMonthlyTurnover: null });

    const kyc = {
      occupation: 'Trader',
      sourceOfFunds: 'Livestock sales',
      expectedMonthlyTurnover: '123456789012.34',
      accountPurpose: 'Business payments',
      pepSelfDeclared: true,
      pepRelationship: 'CloseAssociate',
    };
    expect((await put(1, kyc)).statusCode).toBe(204);
    expect(await read()).toMatchObject({ ...kyc, rowVersion: 2 });
    // A client that does not know the fields leaves them as they are.
    expect((await put(2, { city: 'Hargeisa' })).statusCode).toBe(204);
    expect(await read()).toMatchObject({ ...kyc, city: 'Hargeisa', rowVersion: 3 });
    expect((await put(3, { expectedMonthlyTurnover: '', pepSelfDeclared: null })).statusCode).toBe(204);
    expect(await read()).toMatchObject({ expectedMonthlyTurnover: null, pepSelfDeclared: null });
  });

  it('finds existing profiles by mobile, with or without the country code', async () => {
    for (const mobile of ['615550099', '%2B252615550099', '252615550099', '5550099']) {
      const res = await t.app.inject({
        url: `/api/api/Customers/Lookup?mobile=${mobile}`,
        headers: bearer(officer),
      });
      expect(
        res.json<{ name: string }[]>().map((c) => c.name),
        mobile,
      ).toEqual(['Ebyan Ahmed']);
    }
    const bad = await t.app.inject({ url: '/api/api/Customers/Lookup?mobile=61x', headers: bearer(officer) });
    expect(bad.json()).toEqual({ errors: { mobile: [messages.mobileDigitsOnly] } });
  });
});

describe('metadata', () => {
  it('serves the metadata map, lookups by key and countries', async () => {
    const map = (await t.app.inject({ url: '/api/api/Metadata/others', headers: bearer(officer) })).json<
      Record<string, { id: string }[]>
    >();
    expect(Object.keys(map).sort()).toEqual([
      'BusinessRejectionReason',
      'BusinessStatus',
      'CustomerRejectionReason',
      'CustomerStatus',
      'DocumentName',
    ]);
    expect(map.CustomerStatus?.map((s) => s.id)).toEqual([
      'Pending',
      'Approved',
      'Declined',
      'Rejected',
      'Flagged',
      'Blocked',
    ]);
    const gender = await t.app.inject({ url: '/api/api/Metadata/Lookups/Gender', headers: bearer(officer) });
    expect(gender.json()).toEqual([
      { id: 'Male', name: 'Male' },
      { id: 'Female', name: 'Female' },
    ]);
    expect(
      (await t.app.inject({ url: '/api/api/Metadata/Lookups/Secrets', headers: bearer(officer) })).statusCode,
    ).toBe(400);
    const countries = (
      await t.app.inject({ url: '/api/api/Metadata/Countries', headers: bearer(officer) })
    ).json<{ id: string; name: string }[]>();
    expect(countries).toContainEqual({ id: 'SO', name: 'Somalia' });
  });
});

describe('name search through the vocabulary of name words', () => {
  it('finds a word seen for the first time at once, middle words whole', async () => {
    await insertCustomers(t, [{ name: 'Xamar Jiifo Qoorlugud', status: 'Flagged' }]);
    const found = async (typed: string) => names(await list(`name=${encodeURIComponent(typed)}`));
    expect(await found('mar jiifo qoor')).toEqual(['Xamar Jiifo Qoorlugud']);
    expect(await found('mar jiif qoor')).toEqual([]);
    expect(await found('JIIFO')).toEqual(['Xamar Jiifo Qoorlugud']);
  });

  it('wants the parts next to each other, in order', async () => {
    await insertCustomers(t, [{ name: 'Nuuro Cali Xasan Cali Cumar', status: 'Flagged' }]);
    const found = async (typed: string) => names(await list(`name=${encodeURIComponent(typed)}`));
    expect(await found('nuuro cali cumar')).toEqual([]);
    expect(await found('san cali cu')).toEqual(['Nuuro Cali Xasan Cali Cumar']);
    expect(await found('cali x')).toEqual(['Nuuro Cali Xasan Cali Cumar']);
    expect(await found('cumar cali')).toEqual([]);
  });
});
