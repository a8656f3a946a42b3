import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillMessage, messages, type riskApi } from '@console/contract';
import { DEMO_CORE, type SandboxCore } from '../../core-banking/sandbox/index.ts';
import { applications, customers, documents, kycReviews } from '../../db/schema/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createAppWithCore, submitApplication } from '../../test/core-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { addDays, dayOf } from './review-schedule.ts';

let t: TestApp;
let core: SandboxCore;
const tokens: Record<string, string> = {};
const org = DEMO_CORE.org.id;
const account = DEMO_CORE.accountWithCards;
let holder: string;

beforeAll(async () => {
  ({ t, core } = await createAppWithCore());
  await seed(t);
  const [row] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.coreCustomerId, DEMO_CORE.oneCustomerId));
  holder = row!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.advance(16 * 60_000);
  for (const name of ['officer', 'supervisor', 'cards', 'compliance', 'admin'])
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
async function requestLimit() {
  const [card] = await core.accountCards(DEMO_CORE.org, account);
  return call('POST', 'Accounts/Cards/Requisitions/Limit', 'cards', {
    organizationId: org,
    accountNumber: account,
    cardId: card!.id,
    limitType: 'ATM Withdrawal',
    amount: '500',
  });
}
const today = () => dayOf(t.clock.now());
const restrictionsOf = async (id: string) => {
  const res = await call('GET', `Customers/${id}/Risk`, 'compliance');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<riskApi.RiskAnswer>().restrictions;
};

async function passport(customerId: string, expireDate: string) {
  const at = t.clock.now();
  const [row] = await t.database.db
    .insert(documents)
    .values({
      customerId,
      documentType: 'Passport',
      documentNo: `P${expireDate.replaceAll('-', '')}`,
      expireDate,
      contentType: 'application/pdf',
      size: 10,
      blobKey: `test-${crypto.randomUUID()}`,
      createdAt: at,
      createdBy: 'officer',
      timeStamp: at,
    })
    .returning({ id: documents.id });
  return row!.id;
}

describe('an expired identity document restricts its customer', () => {
  it('refuses a card, a limit change and a DahabPlus link, saying why, until a new one is on file', async () => {
    expect(await restrictionsOf(holder)).toEqual([]);
    const expiredOn = addDays(today(), -1);
    const old = await passport(holder, expiredOn);
    const why = fillMessage(messages.kycDocumentExpired, { expiredOn });
    expect(await restrictionsOf(holder)).toEqual([
      { kind: 'DocumentExpired', since: expiredOn, message: why },
    ]);
    for (const refused of [await requestCard(), await requestLimit(), await link()]) {
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toEqual({ message: why });
    }
    await passport(holder, addDays(today(), 3650));
    expect(await restrictionsOf(holder)).toEqual([]);
    expect((await requestCard()).statusCode).toBe(201);
    // No longer restricted: the one-time code is what stops the link now.
    expect((await link()).statusCode).toBe(400);
    await t.database.db.update(documents).set({ isDeleted: true }).where(eq(documents.id, old));
  });
});

describe('an overdue review restricts its customer', () => {
  it('refuses a new account at approval and says why on its risk, until the review is approved', async () => {
    const app = await submitApplication(
      t,
      { maker: tokens.officer!, reader: tokens.admin! },
      {
        organizationId: org,
        mobile: '+252617755001',
        customer: { name: 'Sahra Xasan Nuur', email: 'sahra.r@mail.example' },
      },
    );
    const dueOn = addDays(today(), -2);
    const [review] = await t.database.db
      .insert(kycReviews)
      .values({
        customerId: app.customerId,
        organizationId: org,
        reason: 'Periodic',
        status: 'Due',
        dueOn,
        rating: 'Low',
        openedAt: t.clock.now(),
        timeStamp: t.clock.now(),
      })
      .returning();
    const why = fillMessage(messages.kycReviewOverdue, { dueOn });
    expect(await restrictionsOf(app.customerId)).toMatchObject([
      { kind: 'ReviewOverdue', since: dueOn, message: why },
    ]);
    const [{ rowVersion }] = (await t.database.db
      .select({ rowVersion: applications.rowVersion })
      .from(applications)
      .where(eq(applications.id, app.id))) as [{ rowVersion: number }];
    const decide = await t.app.inject({
      method: 'POST',
      url: `/api/api/WorkQueue/Decide`,
      headers: bearer(tokens.supervisor!),
      payload: { decision: 'approve', items: [{ area: 'Application', recordId: app.id, rowVersion }] },
    });
    expect(decide.statusCode, decide.body).toBe(200);
    expect(decide.json()).toMatchObject({ results: [{ outcome: 'refused', message: why }] });

    // Submitted and approved by a second person, the review lifts it.
    const submitted = await call('POST', `Reviews/${review!.id}/Submission`, 'officer', {
      rowVersion: review!.rowVersion,
      remark: 'Met the customer',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const approved = await call('POST', `Reviews/${review!.id}/Decision`, 'supervisor', {
      rowVersion: submitted.json<{ rowVersion: number }>().rowVersion,
      decision: 'Approve',
      remark: 'Seen',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await restrictionsOf(app.customerId)).toEqual([]);
  });
});
