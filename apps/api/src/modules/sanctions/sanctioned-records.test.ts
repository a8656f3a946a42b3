import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillMessage, messages, type screeningApi } from '@console/contract';
import { DEMO_CORE } from '../../core-banking/sandbox/index.ts';
import { activityEvents, businesses, businessOwners } from '../../db/schema/index.ts';
import { coreAccounts } from '../../db/schema/core.ts';
import { DEMO_MERCHANTS } from '../../demo/merchants.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createAppWithCore } from '../../test/core-helpers.ts';
import { drainJobs } from '../../test/jobs-helpers.ts';
import { importUnFixture } from '../../test/screening-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

type Hit = screeningApi.HitRecord;

let t: TestApp;
const tokens: Record<string, string> = {};
const org = DEMO_CORE.org.id;
const ENTITY = 'Al Nasr Money Transfer Company';
const REMARK = fillMessage(messages.sanctionedRemark, { reference: 'SOe.001', source: 'UN' });
const BUSINESS_ACCOUNT = DEMO_MERCHANTS.accounts[0]!.accountNo;

beforeAll(async () => {
  ({ t } = await createAppWithCore());
  await seed(t);
  for (const name of ['compliance', 'compliance.checker', 'officer', 'admin'])
    tokens[name] = await tokenFor(t, name);
  expect((await importUnFixture(t, tokens.compliance!)).statusCode).toBe(201);
  await drainJobs(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url: `/api/api/${url}`, headers: bearer(tokens[who]!), payload });
const decide = (id: string, who: string) =>
  call('POST', `Screening/Hits/${id}/Decision`, who, { decision: 'TrueMatch', reason: 'Same firm' });
/** Proposed by compliance, confirmed by its checker: the four eyes of every true match. */
async function confirm(hit: Hit) {
  expect((await decide(hit.id, 'compliance')).json()).toMatchObject({ status: 'TrueMatchProposed' });
  expect((await decide(hit.id, 'compliance')).statusCode).toBe(403);
  const confirmed = await decide(hit.id, 'compliance.checker');
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  t.clock.advance(60_000);
  await drainJobs(t);
}

let made = 0;
/** A business of Dahab Bank in `status`, with one signatory named `signatory`. */
async function business(name: string, status: 'Pending' | 'Approved' | 'Completed', signatory: string) {
  made++;
  const at = t.clock.now();
  const [b] = await t.database.db
    .insert(businesses)
    .values({
      organizationId: org,
      name,
      registrationNumber: `REG-SANCTION-${made}`,
      registrationDate: '2015-06-01',
      type: 'Limited Liability Company',
      email: `firm${made}@mail.example`,
      countriesTradedWith: ['SO'],
      signatoryType: 'Single',
      accountType: 'BUS',
      currency: 'USD',
      branchCode: '001',
      status,
      awaitingCore: status === 'Approved',
      accountNumber: status === 'Completed' ? BUSINESS_ACCOUNT : null,
      createdBy: 'officer',
      createdAt: at,
      timeStamp: at,
    })
    .returning();
  const [owner] = await t.database.db
    .insert(businessOwners)
    .values({
      businessId: b!.id,
      position: 1,
      name: signatory,
      nationality: 'SO',
      dateOfBirth: '1961-03-14',
      mobileNumber: `+25261777000${made}`,
      ownershipType: 'Shareholder',
      ownershipPercentage: '100.00',
      idType: 'Passport',
      idNumber: `P-SANCTION-${made}`,
      idExpiryDate: '2030-01-01',
      createdBy: 'officer',
      createdAt: at,
      timeStamp: at,
    })
    .returning();
  const screened = await call('POST', `Screening/Businesses/${b!.id}`, 'compliance');
  expect(screened.statusCode, screened.body).toBe(200);
  return { business: b!, owner: owner!, hits: screened.json<{ hits: Hit[] }>().hits };
}

const stored = async (id: string) =>
  (await t.database.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;
const eventsOf = async (id: string) =>
  (await t.database.db.select().from(activityEvents).where(eq(activityEvents.targetId, id))).map(
    (e) => `${e.event}: ${e.remarks}`,
  );
const accountStatus = async (accountNo: string) =>
  (
    await t.database.db
      .select({ status: coreAccounts.status })
      .from(coreAccounts)
      .where(and(eq(coreAccounts.orgId, org), eq(coreAccounts.accountNo, accountNo)))
  )[0]?.status;

describe('a confirmed true match on a business, a signatory or a merchant', () => {
  it('declines a business in review as Sanctioned, calling its opening off', async () => {
    const { business: b, hits } = await business(ENTITY, 'Approved', 'Yuusuf Nuur Geedi');
    const hit = hits.find((h) => h.recordType === 'Business')!;
    expect(hit.reference).toBe('SOe.001');
    await confirm(hit);
    expect(await stored(b.id)).toMatchObject({
      status: 'Declined',
      declineReason: messages.sanctioned,
      awaitingCore: false,
    });
    const history = await call('GET', `Businesses/${b.id}/History`, 'officer');
    expect(history.json<{ status: string; comments: string }[]>().at(-1)).toMatchObject({
      status: 'Declined',
      comments: REMARK,
    });
    expect(await eventsOf(b.id)).toEqual([
      `Sanctioned: ${REMARK}`,
      `AccountsFrozen: ${messages.noAccountToFreeze}`,
    ]);
  });

  it('declines the business of a listed signatory', async () => {
    const {
      business: b,
      owner,
      hits,
    } = await business('Geedi Livestock Traders', 'Pending', 'Cabdiraxmaan Maxamuud Xuseen');
    const hit = hits.find((h) => h.recordType === 'Signatory')!;
    expect(hit).toMatchObject({ recordId: owner.id, reference: 'SOi.002' });
    await confirm(hit);
    expect(await stored(b.id)).toMatchObject({ status: 'Declined', declineReason: messages.sanctioned });
    const report = await call('GET', `Reports/Activity?recordId=${b.id}`, 'admin');
    expect(report.json<{ items: { event: string }[] }>().items.map((e) => e.event)).toContain('Sanctioned');
  });

  it('blocks an active business and freezes its account at the core', async () => {
    const { business: b, hits } = await business(ENTITY, 'Completed', 'Yuusuf Nuur Geedi');
    const hit = hits.find((h) => h.recordType === 'Business')!;
    expect(await accountStatus(BUSINESS_ACCOUNT)).not.toBe('Frozen');
    await confirm(hit);
    expect(await stored(b.id)).toMatchObject({ status: 'Completed', declineReason: null });
    expect(await accountStatus(BUSINESS_ACCOUNT)).toBe('Frozen');
    expect(await eventsOf(b.id)).toEqual([
      `Sanctioned: ${REMARK}`,
      `AccountsFrozen: ${fillMessage(messages.accountsFrozen, { accounts: BUSINESS_ACCOUNT })}`,
    ]);
    // Blocked: the confirmed match refuses every action that a hit holds.
    const screening = await call('GET', `Screening/Businesses/${b.id}`, 'officer');
    expect(screening.json()).toMatchObject({ state: 'TrueMatch' });
  });

  it('blocks a merchant, with no QR or user from now on, and freezes its account', async () => {
    const { code } = (await call('GET', `Merchants/GenerateCode?organizationId=${org}`, 'officer')).json<{
      code: string;
    }>();
    const made = await call('POST', 'Merchants', 'officer', {
      organizationId: org,
      code,
      accountNo: DEMO_MERCHANTS.freeAccount,
      name: ENTITY,
      phone: '+252615579109',
      email: 'nasr9@shop.example.com',
    });
    expect(made.statusCode, made.body).toBe(201);
    const merchant = made.json<{ id: string }>();
    const [hit] = (await call('POST', `Screening/Merchants/${merchant.id}`, 'compliance')).json<{
      hits: Hit[];
    }>().hits;
    await confirm(hit!);
    expect(await accountStatus(DEMO_MERCHANTS.freeAccount)).toBe('Frozen');
    expect((await eventsOf(merchant.id)).filter((e) => !e.startsWith('Created'))).toEqual([
      `Sanctioned: ${REMARK}`,
      `AccountsFrozen: ${fillMessage(messages.accountsFrozen, { accounts: DEMO_MERCHANTS.freeAccount })}`,
    ]);
    for (const refused of [
      await call('GET', `Merchants/${merchant.id}/QRCode`, 'officer'),
      await call('POST', 'AppUsers/RegisterMerchantUser', 'officer', { merchantId: merchant.id }),
    ]) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({ message: messages.screeningTrueMatch });
    }
  });
});
