import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE, type screeningApi } from '@console/contract';
import { customers } from '../../db/schema/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { registration, signatory } from '../../test/business-fixtures.ts';
import { insertCustomers, SALAAM } from '../../test/customer-fixtures.ts';
import { drainJobs } from '../../test/jobs-helpers.ts';
import { importUnFixture } from '../../test/screening-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Standing = screeningApi.RecordScreeningAnswer;

let t: TestApp;
const tokens: Record<string, string> = {};
let listed: string;
let plain: string;
let salaamListed: string;

beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  const rows = await insertCustomers(t, [
    { name: 'Cabdiraxmaan Maxamuud Xuseen' },
    { name: 'Yuusuf Nuur Geedi' },
    { name: 'Cabdiraxmaan Maxamuud Xuseen' },
  ]);
  [listed, plain, salaamListed] = rows.map((r) => r.id) as [string, string, string];
  await t.database.db.update(customers).set({ dateOfBirth: '1961-03-14' }).where(eq(customers.id, listed));
  await t.database.db.update(customers).set({ organizationId: SALAAM }).where(eq(customers.id, salaamListed));
  expect((await importUnFixture(t, await tokenFor(t, 'compliance'))).statusCode).toBe(201);
  await drainJobs(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.advance(16 * 60_000);
  for (const name of ['officer', 'compliance', 'compliance.checker', 'support', 'cards'])
    tokens[name] = await tokenFor(t, name);
});

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url: `${API_BASE}${url}`, headers: bearer(tokens[who]!), payload });
const standing = async (url: string, who = 'officer') => {
  const res = await call('GET', url, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Standing>();
};

describe("a record's screening, as its profile reads it", () => {
  it('says a customer is held by a pending hit, and clear once it is cleared, with the decided hit kept', async () => {
    const held = await standing(`Screening/Customers/${listed}`);
    expect(held).toMatchObject({ state: 'Pending', openHits: 1 });
    expect(held.hits.map((h) => [h.reference, h.status])).toEqual([['SOi.002', 'Pending']]);
    expect(held.hits[0]!.reasons.length).toBeGreaterThan(0);

    const cleared = await call('POST', `Screening/Hits/${held.hits[0]!.id}/Decision`, 'compliance', {
      decision: 'FalsePositive',
      reason: 'Born in 1990: another man, his ID card seen',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const after = await standing(`Screening/Customers/${listed}`);
    expect(after).toMatchObject({ state: 'Clear', openHits: 0 });
    expect(after.hits.map((h) => [h.status, h.decidedBy])).toEqual([['FalsePositive', 'compliance']]);
  });

  it('says Held while a true match waits for the second person', async () => {
    await t.database.db
      .update(customers)
      .set({ name: 'Faadumo Cali Yaasiin' })
      .where(eq(customers.id, plain));
    const [hit] = (await call('POST', `Screening/Customers/${plain}`, 'compliance')).json<{
      hits: screeningApi.HitRecord[];
    }>().hits;
    const proposed = await call('POST', `Screening/Hits/${hit!.id}/Decision`, 'compliance', {
      decision: 'TrueMatch',
      reason: 'Her passport number is on the list',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(await standing(`Screening/Customers/${plain}`)).toMatchObject({ state: 'Held', openHits: 1 });
  });

  it('holds a business by the hits of its signatories', async () => {
    const made = await call(
      'POST',
      'Businesses',
      'officer',
      registration({ signatories: [signatory(), signatory({ name: 'Faadumo Cali Yaasiin' })] }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const business = await standing(`Screening/Businesses/${made.json<{ id: string }>().id}`);
    expect(business).toMatchObject({ state: 'Pending', openHits: 1 });
    expect(business.hits[0]).toMatchObject({ recordType: 'Signatory', reference: 'SOi.003' });
  });

  it('answers 404 for a record of another organization or an unknown one, 400 for a malformed id', async () => {
    for (const url of [
      `Screening/Customers/${salaamListed}`,
      'Screening/Customers/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await call('GET', url, 'officer');
      expect(res.statusCode, url).toBe(404);
    }
    expect((await call('GET', 'Screening/Businesses/not-an-id', 'officer')).statusCode).toBe(400);
  });

  it('is read by whoever may open the profile, and by no one else', async () => {
    expect((await call('GET', `Screening/Customers/${listed}`, 'compliance')).statusCode).toBe(200);
    expect((await call('GET', `Screening/Businesses/${listed}`, 'cards')).statusCode).toBe(403);
  });
});
