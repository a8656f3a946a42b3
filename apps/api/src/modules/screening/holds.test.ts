import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, type screeningApi } from '@console/contract';
import { DEMO_CORE, type SandboxCore } from '../../core-banking/sandbox/index.ts';
import { cardRequisitions, customers, screeningHits } from '../../db/schema/index.ts';
import { DEMO_MERCHANTS } from '../../demo/merchants.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createAppWithCore } from '../../test/core-helpers.ts';
import { drainJobs } from '../../test/jobs-helpers.ts';
import { importUnFixture } from '../../test/screening-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

type Hit = screeningApi.HitRecord;

let t: TestApp;
let core: SandboxCore;
const tokens: Record<string, string> = {};
const org = DEMO_CORE.org.id;
const account = DEMO_CORE.accountWithCards;

beforeAll(async () => {
  ({ t, core } = await createAppWithCore());
  await seed(t);
  tokens.compliance = await tokenFor(t, 'compliance');
  expect((await importUnFixture(t, tokens.compliance)).statusCode).toBe(201);
  await drainJobs(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.advance(16 * 60_000);
  for (const name of ['compliance', 'officer', 'cards', 'cards.checker'])
    tokens[name] = await tokenFor(t, name);
});

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url: `/api/api/${url}`, headers: bearer(tokens[who]!), payload });
const requestCard = () =>
  call('POST', 'Accounts/Cards/Requisitions', 'cards', {
    organizationId: org,
    accountNumber: account,
    productType: 'Visa Gold',
    cardType: 'Debit',
  });
const link = () =>
  call('POST', 'Accounts/Link', 'officer', {
    organizationId: org,
    accountType: 'SAV',
    accountNo: account,
    mobile: DEMO_CORE.onePhone,
    oTP: '123456',
  });
const clear = (hit: { id: string }) =>
  call('POST', `Screening/Hits/${hit.id}/Decision`, 'compliance', {
    decision: 'FalsePositive',
    reason: 'Another woman: her passport seen',
  });

/** The core's customer who holds the account, as a console customer, renamed to a listed name and screened. */
async function holderNowListed(): Promise<Hit> {
  const [holder] = await t.database.db
    .update(customers)
    .set({ name: 'Faadumo Cali Yaasiin' })
    .where(eq(customers.coreCustomerId, DEMO_CORE.oneCustomerId))
    .returning({ id: customers.id });
  expect(holder, 'the demo customer of the core').toBeDefined();
  const screened = await call('POST', `Screening/Customers/${holder!.id}`, 'compliance');
  const [hit] = screened.json<{ hits: Hit[] }>().hits;
  expect(hit?.reference).toBe('SOi.003');
  return hit!;
}

describe('a hit holds the accounts of its record', () => {
  it('refuses a card, a card requisition’s completion and a DahabPlus link until it is decided', async () => {
    const requested = await requestCard();
    expect(requested.statusCode, requested.body).toBe(201);
    const row = requested.json<{ id: string; rowVersion: number }>();
    const approved = await call('POST', 'Accounts/Cards/RequisitionStatusChange', 'cards.checker', {
      requestType: 'Card',
      requestId: row.id,
      status: 'Approved',
      rowVersion: row.rowVersion,
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const cardsBefore = await core.accountCards(DEMO_CORE.org, account);
    const hit = await holderNowListed();
    for (const refused of [await requestCard(), await link()]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: messages.screeningHitPending });
    }
    const requisition = async () =>
      (await t.database.db.select().from(cardRequisitions).where(eq(cardRequisitions.id, row.id)))[0]!;
    const complete = async () =>
      call('POST', 'Accounts/Cards/RequisitionStatusChange', 'cards.checker', {
        requestType: 'Card',
        requestId: row.id,
        status: 'Completed',
        rowVersion: (await requisition()).rowVersion,
      });
    // The core names the holder: the decision is taken (the core may be down), its job refuses it.
    expect((await complete()).statusCode).toBe(200);
    await drainJobs(t);
    expect(await requisition()).toMatchObject({
      status: 'Approved',
      awaitingCore: false,
      coreError: messages.screeningHitPending,
    });
    expect(await core.accountCards(DEMO_CORE.org, account)).toHaveLength(cardsBefore.length);

    expect((await clear(hit)).statusCode).toBe(200);
    expect((await complete()).statusCode).toBe(200);
    await drainJobs(t);
    expect(await requisition()).toMatchObject({ status: 'Completed', coreError: null });
    expect((await requestCard()).statusCode).toBe(201);
    // The link is no longer held: the one-time code is what stops it now.
    expect((await link()).statusCode).toBe(400);
  });

  it('refuses a held merchant its QR code and its user', async () => {
    const { code } = (await call('GET', `Merchants/GenerateCode?organizationId=${org}`, 'officer')).json<{
      code: string;
    }>();
    const made = await call('POST', 'Merchants', 'officer', {
      organizationId: org,
      code,
      accountNo: DEMO_MERCHANTS.freeAccount,
      name: 'Al Nasr Money Transfer Company',
      phone: '+252615579102',
      email: 'nasr2@shop.example.com',
    });
    expect(made.statusCode, made.body).toBe(201);
    const merchant = made.json<{ id: string }>();
    const [hit] = await t.database.db
      .select()
      .from(screeningHits)
      .where(eq(screeningHits.recordId, merchant.id));
    expect(hit?.reference).toBe('SOe.001');
    for (const refused of [
      await call('GET', `Merchants/${merchant.id}/QRCode`, 'officer'),
      await call('POST', 'AppUsers/RegisterMerchantUser', 'officer', { merchantId: merchant.id }),
    ]) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({ message: messages.screeningHitPending });
    }
    expect((await clear(hit!)).statusCode).toBe(200);
    expect((await call('GET', `Merchants/${merchant.id}/QRCode`, 'officer')).statusCode).toBe(200);
  });
});
