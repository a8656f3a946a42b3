import { and, count, eq, not } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE, messages, P, type riskApi } from '@console/contract';
import { DEMO_CORE } from '../../core-banking/sandbox/index.ts';
import { activityEvents, businesses, customers, riskRatings, riskRuleSets } from '../../db/schema/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createAppWithCore, submitApplication } from '../../test/core-helpers.ts';
import { drainJobs } from '../../test/jobs-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { UserScopes } from '../users/index.ts';
import { RiskRatings, RuleDrafts } from './index.ts';
import { FATF_JURISDICTIONS, FATF_SOURCE, FIRST_RULES } from './default-rules.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const org = DEMO_CORE.org.id;

beforeAll(async () => {
  ({ t } = await createAppWithCore());
  await seed(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.advance(16 * 60_000);
  for (const name of ['officer', 'admin', 'compliance', 'compliance.checker', 'supervisor'])
    tokens[name] = await tokenFor(t, name);
  tokens.both = await tokenFor(t, 'compliance', [P.DraftRiskRules, P.CommitRiskRules, P.AllOrganizations]);
  tokens.branch = await tokenFor(t, 'salaam.officer', [P.DraftRiskRules, P.CommitRiskRules]);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${API_BASE}${url}`,
    headers: bearer(tokens[who] ?? who),
    ...(payload ? { payload } : {}),
  });

const MONEY_CHANGER: riskApi.RiskRule = {
  condition: { factor: 'occupation', values: ['Money Changer'] },
  rating: 'High',
};
const draftOf = (extra: riskApi.RiskRule[] = [], jurisdictions = [...FATF_JURISDICTIONS]) => ({
  rules: [...FIRST_RULES, ...extra],
  jurisdictions,
  jurisdictionsSource: FATF_SOURCE,
});

async function makeDraft(body: object = draftOf([MONEY_CHANGER]), who = 'compliance') {
  const res = await call('POST', 'Risk/Rules/Drafts', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<riskApi.RuleSetAnswer>();
}

let phoneNo = 0;
function wizard(customer: Record<string, unknown>) {
  const mobile = `+2526179${String(++phoneNo).padStart(5, '0')}`;
  return submitApplication(
    t,
    { maker: tokens.officer!, reader: tokens.admin! },
    { organizationId: org, mobile, customer: { email: `d${mobile.slice(-5)}@mail.example`, ...customer } },
  );
}

const ruleSets = async () => (await t.database.db.select({ n: count() }).from(riskRuleSets))[0]!.n;
const riskOf = async (id: string) =>
  (await call('GET', `Customers/${id}/Risk`, 'officer')).json<riskApi.RiskAnswer>();

const drain = () => drainJobs(t);
/** The re-rating's batches made small, so that the walk takes several of each type. */
const SMALL_BATCH = 2;

const live = async () => {
  const [c] = await t.database.db.select({ n: count() }).from(customers).where(not(customers.isDeleted));
  const [b] = await t.database.db.select({ n: count() }).from(businesses).where(not(businesses.isDeleted));
  return { customers: c!.n, businesses: b!.n };
};

describe('a rules draft', () => {
  it('is written with its rules and jurisdictions, in force nowhere, with its activity', async () => {
    await call('GET', 'Risk/Rules', 'compliance');
    const draft = await makeDraft();
    expect(draft).toMatchObject({
      status: 'Draft',
      version: null,
      createdBy: 'compliance',
      committedBy: null,
    });
    expect(draft.rules).toEqual([...FIRST_RULES, MONEY_CHANGER]);
    expect(draft.jurisdictions).toHaveLength(FATF_JURISDICTIONS.length);
    expect((await call('GET', 'Risk/Rules', 'compliance')).json<riskApi.RuleSetAnswer>().version).toBe(1);
    const [event] = await t.database.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.event, 'RulesDrafted'), eq(activityEvents.targetId, draft.id)));
    expect(event).toMatchObject({ type: 'RiskRules', createdBy: 'compliance' });
  });

  it('refuses a rule that does not parse or a rating outside the set, and changes nothing', async () => {
    const before = await ruleSets();
    for (const [bad, message] of [
      [
        { ...draftOf(), rules: [{ condition: { factor: 'age' }, rating: 'High' }] },
        messages.riskFactorUnknown,
      ],
      [
        { ...draftOf(), rules: [{ condition: { factor: 'pep' }, rating: 'Severe' }] },
        messages.riskRatingUnknown,
      ],
      [
        { ...draftOf(), rules: [{ condition: { factor: 'turnover', atLeast: '10.001' }, rating: 'High' }] },
        messages.amountFormat,
      ],
      [{ ...draftOf(), jurisdictions: [{ country: 'Iran', list: 'HighRisk' }] }, messages.riskCountryCode],
      [{ ...draftOf(), jurisdictionsSource: ' ' }, messages.riskSourceRequired],
      [{ ...draftOf(), rules: 'all' }, messages.riskRulesRequired],
    ] as const) {
      const res = await call('POST', 'Risk/Rules/Drafts', 'compliance', bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(await ruleSets()).toBe(before);
  });

  it('is head office’s alone, and needs risk.draft_rules', async () => {
    const before = await ruleSets();
    const res = await call('POST', 'Risk/Rules/Drafts', 'branch', draftOf());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: messages.riskRulesHeadOfficeOnly });
    expect((await call('POST', 'Risk/Rules/Drafts', 'officer', draftOf())).statusCode).toBe(403);
    expect((await call('POST', 'Risk/Rules/Drafts', 'compliance.checker', draftOf())).statusCode).toBe(403);
    expect(await ruleSets()).toBe(before);
  });
});

describe('the dry run and the commit', () => {
  it('shows who would move and changes nothing; a second person commits, and the jobs re-rate everyone', async () => {
    const changer = await wizard({ name: 'Cabdi Xirsi Faarax', occupation: 'money changer' });
    const teacher = await wizard({ name: 'Sahra Maxamed Nuur', occupation: 'Teacher' });
    expect((await riskOf(changer.customerId)).rating).toBe('Low');
    const draft = await makeDraft();

    const ratingsBefore = await t.database.db.select().from(riskRatings);
    const res = await call('POST', `Risk/Rules/Drafts/${draft.id}/DryRun`, 'compliance.checker');
    expect(res.statusCode, res.body).toBe(200);
    const dry = res.json<riskApi.DryRunAnswer>();
    expect(dry).toMatchObject({ inForceVersion: 1, ...(await live()), recordsTruncated: false });
    expect(dry.moves).toEqual([{ from: 'Low', to: 'High', customers: 1, businesses: 0 }]);
    expect(dry.records).toEqual([
      {
        recordType: 'Customer',
        recordId: changer.customerId,
        name: 'Cabdi Xirsi Faarax',
        organizationId: org,
        from: 'Low',
        to: 'High',
      },
    ]);
    expect(await t.database.db.select().from(riskRatings)).toEqual(ratingsBefore);
    expect(await t.jobs.runDue()).toBe(0);

    // Its author never commits it, even holding the permission; nor does a holder of draft_rules alone.
    const own = await makeDraft(draftOf([MONEY_CHANGER]), 'both');
    const refused = await call('POST', `Risk/Rules/Drafts/${own.id}/Commit`, 'both');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.riskOwnDraft });
    expect((await call('POST', `Risk/Rules/Drafts/${draft.id}/Commit`, 'compliance')).statusCode).toBe(403);
    expect((await call('GET', 'Risk/Rules', 'compliance')).json<riskApi.RuleSetAnswer>().version).toBe(1);
    expect(await t.jobs.runDue()).toBe(0);

    const committed = await call('POST', `Risk/Rules/Drafts/${draft.id}/Commit`, 'compliance.checker');
    expect(committed.statusCode, committed.body).toBe(202);
    expect(committed.json()).toEqual({ id: draft.id, version: 2 });
    const rules = (await call('GET', 'Risk/Rules', 'compliance')).json<riskApi.RuleSetAnswer>();
    expect(rules).toMatchObject({
      id: draft.id,
      version: 2,
      status: 'InForce',
      committedBy: 'compliance.checker',
    });
    expect(
      (await call('POST', `Risk/Rules/Drafts/${draft.id}/Commit`, 'compliance.checker')).statusCode,
    ).toBe(409);
    expect((await call('POST', `Risk/Rules/Drafts/${draft.id}/DryRun`, 'compliance')).statusCode).toBe(409);

    const db = t.database.db;
    const ratings = new RiskRatings({ db, scopes: new UserScopes({ db }), clock: t.clock });
    t.jobs.handle(
      'rerate-risk',
      new RuleDrafts({ db, scopes: new UserScopes({ db }), jobs: t.jobs, ratings, batch: SMALL_BATCH })
        .rerateJob,
    );
    const ran = await drain();
    const { customers: n, businesses: m } = await live();
    expect(n).toBeGreaterThan(3 * SMALL_BATCH);
    // One job a batch, and a last one that finds a batch short (or empty).
    expect(ran).toBe(Math.floor(n / SMALL_BATCH) + 1 + Math.floor(m / SMALL_BATCH) + 1);
    expect(await riskOf(changer.customerId)).toMatchObject({
      rating: 'High',
      reasons: [{ rating: 'High', text: 'Occupation money changer' }],
      ruleSetVersion: 2,
    });
    expect(await riskOf(teacher.customerId)).toMatchObject({ rating: 'Low', ruleSetVersion: 2 });
    // Every live customer and business is rated under version 2.
    const rated = await t.database.db
      .select({ type: riskRatings.recordType, n: count() })
      .from(riskRatings)
      .where(eq(riskRatings.ruleSetVersion, 2))
      .groupBy(riskRatings.recordType);
    const counts = await live();
    expect(Object.fromEntries(rated.map((r) => [r.type, r.n]))).toEqual({
      Customer: counts.customers,
      ...(counts.businesses > 0 ? { Business: counts.businesses } : {}),
    });

    // A batch queued again rates the same.
    const once = await t.database.db.select().from(riskRatings);
    await t.jobs.send(t.database.db, 'rerate-risk', {
      version: 2,
      recordType: 'Customer',
      after: '00000000-0000-0000-0000-000000000000',
    });
    await drain();
    const strip = (rows: typeof once) =>
      rows.map(({ ratedAt: _at, ...r }) => r).sort((a, b) => (a.recordId < b.recordId ? -1 : 1));
    expect(strip(await t.database.db.select().from(riskRatings))).toEqual(strip(once));

    // A job of a version no longer in force stops and rates nothing.
    await t.jobs.send(t.database.db, 'rerate-risk', {
      version: 1,
      recordType: 'Customer',
      after: '00000000-0000-0000-0000-000000000000',
    });
    await drain();
    expect(await riskOf(changer.customerId)).toMatchObject({ ruleSetVersion: 2, rating: 'High' });
  });

  it('answers 404 for no draft', async () => {
    const id = crypto.randomUUID();
    expect((await call('POST', `Risk/Rules/Drafts/${id}/DryRun`, 'compliance')).statusCode).toBe(404);
    expect((await call('POST', `Risk/Rules/Drafts/${id}/Commit`, 'compliance.checker')).statusCode).toBe(404);
  });
});
