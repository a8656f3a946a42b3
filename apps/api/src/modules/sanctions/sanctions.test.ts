import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillMessage, messages, P, type screeningApi } from '@console/contract';
import { DEMO_CORE, type SandboxCore } from '../../core-banking/sandbox/index.ts';
import { activityEvents, applications, customers } from '../../db/schema/index.ts';
import { coreAccountFreezes, coreAccounts } from '../../db/schema/core.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createAppWithCore } from '../../test/core-helpers.ts';
import { DAHAB } from '../../test/customer-fixtures.ts';
import { drainJobs } from '../../test/jobs-helpers.ts';
import { importUnFixture } from '../../test/screening-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

type Hit = screeningApi.HitRecord;

let t: TestApp;
let core: SandboxCore;
const tokens: Record<string, string> = {};
const LISTED = 'Cabdiraxmaan Maxamuud Xuseen';
const REMARK = fillMessage(messages.sanctionedRemark, { reference: 'SOi.002', source: 'UN' });

beforeAll(async () => {
  // One retry after a short wait: a core outage delays the freeze and does not lose it.
  ({ t, core } = await createAppWithCore({ JOB_RETRY_LIMIT: '2', JOB_RETRY_DELAY_SECONDS: '1' }));
  await seed(t);
  for (const name of ['compliance', 'compliance.checker', 'admin', 'officer'])
    tokens[name] = await tokenFor(t, name);
  tokens.payments = await tokenFor(t, 'nobody', [P.ReadSandboxOutbox]);
  expect((await importUnFixture(t, tokens.compliance!)).statusCode).toBe(201);
  // The list's re-screening of the records there are runs first: each test then counts its own jobs.
  await drainJobs(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const decide = (id: string, decision: string, token: string) =>
  call('POST', `Screening/Hits/${id}/Decision`, token, { decision, reason: 'Same man: passport seen' });

/** A customer of Dahab Bank verified in the core as `coreCustomerId`, with applications in these statuses. */
async function listedCustomer(
  coreCustomerId: string,
  statuses: ('Pending' | 'Approved' | 'Completed' | 'Declined')[],
) {
  const at = t.clock.now();
  const [c] = await t.database.db
    .insert(customers)
    .values({
      organizationId: DAHAB,
      coreCustomerId,
      name: LISTED,
      mobile: '+252617000001',
      email: 'listed@mail.example',
      status: 'Approved',
      dateOfBirth: '1961-03-14',
      applicationsCount: statuses.length,
      createdBy: 'officer',
      createdAt: at,
      timeStamp: at,
    })
    .returning();
  const apps = await t.database.db
    .insert(applications)
    .values(
      statuses.map((status) => ({
        customerId: c!.id,
        organizationId: DAHAB,
        accountType: 'SAV',
        currency: 'USD',
        branchCode: '001',
        status,
        awaitingCore: status === 'Approved',
        declineReason: status === 'Declined' ? 'Incomplete file' : null,
        createdBy: 'officer',
        createdAt: at,
        timeStamp: at,
      })),
    )
    .returning();
  const screened = await call('POST', `Screening/Customers/${c!.id}`, tokens.compliance!);
  const [hit] = screened.json<{ hits: Hit[] }>().hits;
  expect(hit?.reference).toBe('SOi.002');
  return { customer: c!, apps, hit: hit! };
}

const accountsOf = (customerId: string) =>
  t.database.db
    .select({ accountNo: coreAccounts.accountNo, status: coreAccounts.status })
    .from(coreAccounts)
    .where(eq(coreAccounts.customerId, customerId))
    .orderBy(coreAccounts.accountNo);
const eventsOf = (targetId: string) =>
  t.database.db
    .select()
    .from(activityEvents)
    .where(eq(activityEvents.targetId, targetId))
    .orderBy(activityEvents.createdAt);

describe('a confirmed true match', () => {
  it('blocks the customer, declines its open applications as Sanctioned and freezes its accounts', async () => {
    const { customer, apps, hit } = await listedCustomer(DEMO_CORE.oneCustomerId, [
      'Pending',
      'Approved',
      'Completed',
      'Declined',
    ]);
    expect((await decide(hit.id, 'TrueMatch', tokens.compliance!)).json()).toMatchObject({
      status: 'TrueMatchProposed',
    });
    // The proposer cannot confirm: nothing changes.
    const own = await decide(hit.id, 'TrueMatch', tokens.compliance!);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: messages.ownMatchProposal });
    expect(
      (await t.database.db.select().from(customers).where(eq(customers.id, customer.id)))[0]?.status,
    ).toBe('Approved');
    expect(await t.jobs.runDue()).toBe(0);

    const confirmed = await decide(hit.id, 'TrueMatch', tokens['compliance.checker']!);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'TrueMatch', decidedBy: 'compliance.checker' });

    const profile = await call('GET', `Customers/${customer.id}`, tokens.officer!);
    expect(profile.json()).toMatchObject({ status: 'Blocked', rowVersion: customer.rowVersion + 1 });
    const after = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.customerId, customer.id));
    const byId = new Map(after.map((a) => [a.id, a]));
    const [pending, approved, completed, declined] = apps.map((a) => byId.get(a.id)!);
    expect(pending).toMatchObject({ status: 'Declined', declineReason: messages.sanctioned });
    expect(approved).toMatchObject({
      status: 'Declined',
      declineReason: messages.sanctioned,
      awaitingCore: false,
    });
    expect(completed).toMatchObject({ status: 'Completed', declineReason: null });
    expect(declined).toMatchObject({ status: 'Declined', declineReason: 'Incomplete file' });
    const history = await call('GET', `Applications/${pending!.id}/History`, tokens.officer!);
    expect(history.json<{ status: string; comments: string }[]>().at(-1)).toMatchObject({
      status: 'Declined',
      comments: REMARK,
    });

    // The freeze waits for its job; until it runs the core is as it was.
    expect((await accountsOf(DEMO_CORE.oneCustomerId)).every((a) => a.status !== 'Frozen')).toBe(true);
    t.clock.advance(60_000);
    expect(await t.jobs.runDue()).toBe(1);
    const frozen = await accountsOf(DEMO_CORE.oneCustomerId);
    expect(frozen.length).toBeGreaterThan(1);
    expect(frozen.every((a) => a.status === 'Frozen')).toBe(true);
    const found = await core.findAccount(DEMO_CORE.org, DEMO_CORE.accountWithCards);
    expect(found?.accStatus).toBe('Frozen');
    const freezes = await t.database.db.select().from(coreAccountFreezes);
    expect(freezes.map((f) => f.reference)).toEqual(frozen.map(() => `${hit.id}:freeze`));

    // The customer's history in the activity report.
    const report = await call('GET', `Reports/Activity?recordId=${customer.id}`, tokens.admin!);
    const trail = report.json<{ items: { event: string; remarks: string; createdBy: string }[] }>().items;
    expect(trail.map((e) => e.event)).toEqual(['AccountsFrozen', 'Sanctioned']);
    expect(trail[0]?.remarks).toBe(
      fillMessage(messages.accountsFrozen, { accounts: frozen.map((a) => a.accountNo).join(', ') }),
    );
    expect(trail[1]).toMatchObject({ remarks: REMARK, createdBy: 'compliance.checker' });
    const customerEvents = await eventsOf(customer.id);
    expect(customerEvents[0]?.changes).toEqual([{ field: 'status', old: 'Approved', new: 'Blocked' }]);
    expect((await eventsOf(pending!.id)).map((e) => e.event)).toEqual(['StatusDeclined']);
    expect((await eventsOf(completed!.id)).map((e) => e.event)).toEqual([]);
    // The hit stays, a true match, for the report to the FIU.
    const hits = await call('GET', 'Screening/Hits?status=TrueMatch', tokens.compliance!);
    expect(hits.json<{ items: Hit[] }>().items.map((h) => h.id)).toContain(hit.id);
  });

  it('a frozen account refuses debits', async () => {
    const payment = {
      organizationId: DEMO_CORE.org.id,
      merchantCode: '100001',
      payments: [
        {
          trnDate: t.clock.now().toISOString(),
          amount: '12.50',
          currency: 'USD',
          buyerAccount: DEMO_CORE.accountWithCards,
          buyerName: DEMO_CORE.oneCustomerName,
        },
      ],
    };
    const refused = await call('POST', 'Sandbox/MerchantPayments', tokens.payments!, payment);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: `Account ${DEMO_CORE.accountWithCards} is frozen: it takes no debit.`,
    });
    // Another account still pays.
    const other = { ...payment, payments: [{ ...payment.payments[0]!, buyerAccount: '0019999999' }] };
    expect((await call('POST', 'Sandbox/MerchantPayments', tokens.payments!, other)).statusCode).toBe(201);
  });

  it('refuses a second decision on a decided hit (409), changing nothing', async () => {
    const hits = await call('GET', 'Screening/Hits?status=TrueMatch', tokens.compliance!);
    const hit = hits.json<{ items: Hit[] }>().items[0]!;
    const before = await t.database.db.select().from(customers).where(eq(customers.id, hit.recordId));
    const events = (await t.database.db.select().from(activityEvents)).length;
    for (const [decision, token] of [
      ['TrueMatch', tokens['compliance.checker']!],
      ['FalsePositive', tokens['compliance.checker']!],
      ['TrueMatch', tokens.compliance!],
    ] as const) {
      const again = await decide(hit.id, decision, token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: messages.hitDecided });
    }
    expect(await t.database.db.select().from(customers).where(eq(customers.id, hit.recordId))).toEqual(
      before,
    );
    expect((await t.database.db.select().from(activityEvents)).length).toBe(events);
    expect(await t.jobs.runDue()).toBe(0);
  });

  it('freezes once the core is back when it was down at the confirmation', async () => {
    const { customer, hit } = await listedCustomer(DEMO_CORE.blockedCustomerId, ['Pending']);
    await decide(hit.id, 'TrueMatch', tokens.compliance!);
    await core.setOutage(true);
    try {
      expect((await decide(hit.id, 'TrueMatch', tokens['compliance.checker']!)).statusCode).toBe(200);
      expect(await t.jobs.runDue()).toBe(1);
      expect((await accountsOf(DEMO_CORE.blockedCustomerId)).some((a) => a.status === 'Frozen')).toBe(false);
      expect((await eventsOf(customer.id)).map((e) => e.event)).toEqual(['Sanctioned']);
    } finally {
      await core.setOutage(false);
    }
    t.clock.advance(60_000);
    // The retry falls due after its delay (the queue's clock, not the test's).
    for (let i = 0; i < 40 && (await eventsOf(customer.id)).length < 2; i++) {
      await sleep(250);
      await t.jobs.runDue();
    }
    const accounts = await accountsOf(DEMO_CORE.blockedCustomerId);
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.every((a) => a.status === 'Frozen')).toBe(true);
    expect((await eventsOf(customer.id)).map((e) => e.event)).toEqual(['Sanctioned', 'AccountsFrozen']);
  });
});
