import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, P, type searchApi } from '@console/contract';
import { applications, businesses, customers, organizations } from '../../db/schema/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createAppWithCore } from '../../test/core-helpers.ts';
import { DAHAB_SPEC, makeFixtures, SALAAM_SPEC, type OrgFixture } from '../../test/scope-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { everyOrganization } from '../../platform/org-scope.ts';
import { customerById, findAll } from './search.repository.ts';

type Hit = searchApi.SearchHit;

let t: TestApp;
let admin: string;
let officer: string;
let salaam: string;
let amina: { id: string; name: string };
let salaamCustomer: { id: string; name: string; mobile: string };
let dahab: OrgFixture;
/** The accounts opened for the Dahab Bank fixtures' application and business. */
const CUSTOMER_ACCOUNT = '0017770001';
const BUSINESS_ACCOUNT = '0017770002';

beforeAll(async () => {
  ({ t } = await createAppWithCore());
  await seed(t);
  admin = await tokenFor(t, 'admin');
  officer = await tokenFor(t, 'officer');
  salaam = await tokenFor(t, 'salaam.officer');
  dahab = await makeFixtures(t, DAHAB_SPEC, { maker: officer, admin });
  await makeFixtures(t, SALAAM_SPEC, { maker: salaam, admin });
  const db = t.database.db;
  // As the core's opening of the accounts would record them.
  await db
    .update(applications)
    .set({ accountNumber: CUSTOMER_ACCOUNT })
    .where(eq(applications.id, dahab.application.id));
  await db
    .update(businesses)
    .set({ accountNumber: BUSINESS_ACCOUNT })
    .where(eq(businesses.id, dahab.business.id));
  const [dahabCustomer] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.mobile, '+252615550001'));
  amina = dahabCustomer!;
  const [salaamOne] = await db
    .select({ id: customers.id, name: customers.name, mobile: customers.mobile })
    .from(customers)
    .innerJoin(organizations, eq(organizations.id, customers.organizationId))
    .where(eq(organizations.name, 'Salaam Microfinance'))
    .limit(1);
  salaamCustomer = salaamOne!;
}, 120_000);
afterAll(() => t.close());

const search = (q: string, token = admin) =>
  t.app.inject({ method: 'GET', url: `/api/api/Search?q=${encodeURIComponent(q)}`, headers: bearer(token) });

async function hits(q: string, token = admin): Promise<Hit[]> {
  const res = await search(q, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Hit[] }>().items;
}
/** Every organization, so that only the list permissions decide. */
const headOffice = [P.AllOrganizations];
const ofType = (items: Hit[], type: Hit['type']) => items.filter((h) => h.type === type);

describe('GET Search', () => {
  it('finds a customer by mobile, with or without the country code and spaces', async () => {
    for (const q of ['+252615550001', '252615550001', '615550001', '61 555 0001']) {
      const found = ofType(await hits(q), 'Customer');
      expect(found, q).toEqual([
        expect.objectContaining({ id: amina.id, title: amina.name, link: `/customers/${amina.id}` }),
      ]);
      // Found by the whole number, shown with its last three digits only.
      expect(found[0]?.subtitle, q).toBe('*********001 · Dahab Bank');
    }
  });

  it('finds customers by the start of their names words, in any order of typing', async () => {
    for (const q of ['amina', 'AMIN HASS', 'ali amina'])
      expect(
        ofType(await hits(q), 'Customer').map((h) => h.id),
        q,
      ).toContain(amina.id);
    expect(ofType(await hits('amina zzz'), 'Customer')).toEqual([]);
  });

  it('finds an application by id, opening on its customer; a customer and a business by id', async () => {
    const app = dahab.application.id;
    expect(await hits(app)).toEqual([
      expect.objectContaining({ type: 'Application', id: app, link: `/customers/${dahab.customer.id}` }),
    ]);
    expect(await hits(amina.id.toUpperCase())).toEqual([
      expect.objectContaining({ type: 'Customer', id: amina.id }),
    ]);
    const business = dahab.business.id;
    expect(await hits(business)).toEqual([
      expect.objectContaining({ type: 'Business', id: business, link: `/businesses/${business}` }),
    ]);
  });

  it('finds a business by the start of its registration number, and its account by number', async () => {
    const business = dahab.business.id;
    for (const q of ['reg-dahabwalk', 'REG-DAHAB'])
      expect(ofType(await hits(q), 'Business'), q).toEqual([expect.objectContaining({ id: business })]);
    expect(ofType(await hits('dahabwalk trad'), 'Business')).toEqual([
      expect.objectContaining({ id: business, title: 'Dahabwalk Traders' }),
    ]);
    const accounts = ofType(await hits(BUSINESS_ACCOUNT), 'Account');
    expect(accounts).toEqual([
      expect.objectContaining({ id: business, title: '******0002', link: `/businesses/${business}` }),
    ]);
    expect(JSON.stringify(accounts)).not.toContain(BUSINESS_ACCOUNT);
  });

  it("finds a customer's account by its number, opening on the customer", async () => {
    const accounts = ofType(await hits(CUSTOMER_ACCOUNT), 'Account');
    // Found by the whole number, shown with its last four digits; the hit's id is the record's.
    expect(accounts).toEqual([
      expect.objectContaining({
        id: dahab.application.id,
        title: '******0001',
        link: `/customers/${dahab.customer.id}`,
      }),
    ]);
    expect(JSON.stringify(accounts)).not.toContain(CUSTOMER_ACCOUNT);
    expect(await hits(CUSTOMER_ACCOUNT, salaam)).toEqual([]);
    const noAccounts = await tokenFor(t, 'admin', [...headOffice, P.ListCustomers, P.ListBusinesses]);
    expect(ofType(await hits(CUSTOMER_ACCOUNT, noAccounts), 'Account')).toEqual([]);
  });

  it('finds a merchant by code into its inquiry, and a user by the start of the name into the list', async () => {
    const { id, code } = dahab.merchant;
    const found = ofType(await hits(code.slice(0, 6)), 'Merchant');
    expect(found).toContainEqual(
      expect.objectContaining({
        id,
        link: `/merchant-inquiry?organizationId=${dahab.orgId}&by=code&identifier=${code}`,
      }),
    );
    expect(ofType(await hits(code, salaam), 'Merchant')).toEqual([]);
    expect(ofType(await hits('salaam.'), 'User').map((h) => h.title)).toEqual([
      'salaam.officer',
      'salaam.supervisor',
    ]);
    expect(ofType(await hits('SALAAM.OFF'), 'User')[0]?.link).toBe('/users?userName=salaam.officer');
  });

  it('finds a name typed with letters beyond ASCII', async () => {
    const now = t.clock.now();
    const [hawo] = await t.database.db
      .insert(customers)
      .values({
        organizationId: dahab.orgId,
        name: 'Ḥawo Cabdi Ñuur',
        mobile: '+252615559901',
        email: 'hawo@mail.example',
        status: 'Pending',
        createdBy: 'admin',
        createdAt: now,
        timeStamp: now,
      })
      .returning({ id: customers.id });
    // Letters beyond ASCII as stored: a database in the C locale lowers ASCII letters only.
    for (const q of ['Ḥawo', 'ḤAW cab', 'cabdi Ñu'])
      expect(
        ofType(await hits(q), 'Customer').map((h) => h.id),
        q,
      ).toEqual([hawo!.id]);
    expect(ofType(await hits('Ḥawo zzz'), 'Customer')).toEqual([]);
    expect(ofType(await hits('Ḥawo', salaam), 'Customer')).toEqual([]);
  });

  it('answers at most 5 of a kind', async () => {
    for (const type of ['Customer', 'Business', 'User'] as const)
      expect(ofType(await hits('ab'), type).length).toBeLessThanOrEqual(5);
  });

  it('keeps to the organizations of the caller', async () => {
    // salaam.officer sees Salaam Microfinance only: never a Dahab Bank customer.
    expect(ofType(await hits('+252615550001', salaam), 'Customer')).toEqual([]);
    expect(ofType(await hits('amina', salaam), 'Customer')).toEqual([]);
    expect(await hits(amina.id, salaam)).toEqual([]);
    expect(ofType(await hits(salaamCustomer.mobile, salaam), 'Customer')).toEqual([
      expect.objectContaining({ id: salaamCustomer.id }),
    ]);
    // And officer (Dahab Bank) never one of Salaam.
    expect(ofType(await hits(salaamCustomer.mobile, officer), 'Customer')).toEqual([]);
    expect(ofType(await hits('+252615550001', officer), 'Customer')).toHaveLength(1);
  });

  it('answers a kind only to holders of the permission of its list', async () => {
    const noCustomers = await tokenFor(t, 'admin', [
      ...headOffice,
      P.ListApplications,
      P.ListBusinesses,
      P.ListUsers,
    ]);
    expect(ofType(await hits('+252615550001', noCustomers), 'Customer')).toEqual([]);
    expect(ofType(await hits('amina', noCustomers), 'Customer')).toEqual([]);
    // An application opens on its customer's page: not without the customers list.
    const app = dahab.application.id;
    expect(await hits(app, noCustomers)).toEqual([]);
    expect(ofType(await hits('salaam.', noCustomers), 'User')).toHaveLength(2);

    const customersOnly = await tokenFor(t, 'admin', [...headOffice, P.ListCustomers]);
    expect(ofType(await hits('amina', customersOnly), 'Customer').length).toBeGreaterThan(0);
    expect(await hits(app, customersOnly)).toEqual([]);
    expect(ofType(await hits('salaam.', customersOnly), 'User')).toEqual([]);
    expect(await hits(dahab.business.id, customersOnly)).toEqual([]);
    expect(ofType(await hits(dahab.merchant.code, customersOnly), 'Merchant')).toEqual([]);

    // Signed in with no permission at all: 200, and nothing.
    expect(await hits('amina', await tokenFor(t, 'nobody'))).toEqual([]);
  });

  it('refuses a text shorter than 2 characters or longer than 100, with a clear message', async () => {
    for (const q of ['', 'a', '  a  ']) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json<{ errors: { q: string[] } }>().errors.q).toEqual([messages.searchTooShort]);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/api/Search', headers: bearer(admin) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: { q: string[] } }>().errors.q).toEqual([messages.searchTooShort]);
    const long = await search('x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json<{ errors: { q: string[] } }>().errors.q).toEqual([messages.searchTooLong]);
  });

  it('treats LIKE wildcards as the letters they are', async () => {
    expect(await hits('%%')).toEqual([]);
    expect(await hits('__')).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/api/Search?q=amina' });
    expect(res.statusCode).toBe(401);
  });

  it('runs its lookups as one statement, each with its own values, those not made finding nothing', async () => {
    const found = await findAll(t.database.db, {
      amina: customerById(everyOrganization, amina.id),
      salaam: customerById(everyOrganization, salaamCustomer.id),
      notMade: undefined,
    });
    expect(found.amina.map((c) => c.id)).toEqual([amina.id]);
    expect(found.salaam.map((c) => c.name)).toEqual([salaamCustomer.name]);
    expect(found.notMade).toEqual([]);
    // The organizations of a lookup are its own too: Salaam's customer is not Dahab Bank's.
    const dahabOnly = { all: false, organizationIds: [dahab.orgId] };
    expect(await findAll(t.database.db, { salaam: customerById(dahabOnly, salaamCustomer.id) })).toEqual({
      salaam: [],
    });
  });
});
