import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, messages, type riskApi } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { activityEvents } from '../../db/schema/index.ts';
import { DEMO_CORE } from '../../core-banking/sandbox/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { registration } from '../../test/business-fixtures.ts';
import { createAppWithCore, submitApplication } from '../../test/core-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { latestLastDay, planDecision, planOverride } from './overrides.ts';
import type { OverrideRow } from './overrides.repository.ts';

type Override = riskApi.RiskOverride;
type Risk = riskApi.RiskAnswer;

let t: TestApp;
const tokens: Record<string, string> = {};
const users = ['officer', 'supervisor', 'compliance', 'compliance.checker', 'salaam.supervisor', 'admin'];

/** Signs everyone in again: the tests move the clock by days, past any session. */
async function signInAll() {
  for (const name of users) tokens[name] = await tokenFor(t, name);
}

beforeAll(async () => {
  ({ t } = await createAppWithCore());
  await seed(t);
  await signInAll();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${API_BASE}${url}`,
    headers: bearer(tokens[who] ?? who),
    ...(payload ? { payload } : {}),
  });

const day = (offsetDays: number) =>
  new Date(t.clock.now().getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

let phoneNo = 0;
async function customer(fields: Record<string, unknown> = {}) {
  const mobile = `+2526179${String(++phoneNo).padStart(5, '0')}`;
  const app = await submitApplication(
    t,
    { maker: tokens.officer!, reader: tokens.admin! },
    {
      organizationId: DEMO_CORE.org.id,
      mobile,
      customer: { name: 'Hodan Cali Nuur', email: `o${mobile.slice(-5)}@mail.example`, ...fields },
    },
  );
  return app.customerId;
}

const ask = (path: string, who: string, body: object) => call('POST', `${path}/Risk/Override`, who, body);
const decide = (id: string, who: string, decision: string, remark = 'Checked with the branch') =>
  call('POST', `Risk/Overrides/${id}/Decision`, who, { decision, remark });
const riskOf = async (path: string) => {
  const res = await call('GET', `${path}/Risk`, 'compliance');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Risk>();
};

describe('the rules of an override, alone', () => {
  const now = new Date('2027-03-10T21:30:00Z');
  const body = { rating: 'High' as const, reason: 'Known to the branch', expiresOn: '2027-06-30' };

  it('holds through its last day and ends at the start of the next (UTC)', () => {
    expect(planOverride(body, now).expiresAt.toISOString()).toBe('2027-07-01T00:00:00.000Z');
  });

  it('needs a last day after today and at most twelve months ahead', () => {
    const field = (expiresOn: string) => {
      try {
        planOverride({ ...body, expiresOn }, now);
        return null;
      } catch (err) {
        return (err as Error).message;
      }
    };
    expect(field('2027-03-10')).toBe(messages.riskOverrideExpiryPast);
    expect(field('2026-12-31')).toBe(messages.riskOverrideExpiryPast);
    expect(field('2027-03-11')).toBeNull();
    expect(field('2028-03-10')).toBeNull();
    expect(field('2028-03-11')).toMatch(/at most 12 months: its last day is 2028-03-10/);
  });

  it('has a latest last day on any date, month ends included', () => {
    const latest = (at: string) => latestLastDay(new Date(at));
    expect(latest('2027-01-31T10:00:00Z')).toBe('2028-01-31');
    expect(latest('2028-02-29T10:00:00Z')).toBe('2029-02-28');
    expect(latest('2027-12-31T23:59:59Z')).toBe('2028-12-31');
    expect(latest('2026-11-21T00:00:00Z')).toBe('2027-11-21');
  });

  it('is decided once, never by its maker, and not approved past its last day', () => {
    const row = {
      status: 'Pending',
      requestedBy: 'Compliance',
      expiresAt: new Date('2027-03-11T00:00:00Z'),
    } as OverrideRow;
    const checker = { userName: 'compliance.checker', isSUDO: false, permissions: [] };
    expect(planDecision(row, 'Approve', checker, now)).toBe('Approved');
    expect(planDecision(row, 'Decline', checker, now)).toBe('Declined');
    expect(() => planDecision(row, 'Approve', { ...checker, userName: 'compliance' }, now)).toThrow(
      messages.riskOwnOverride,
    );
    expect(() =>
      planDecision(row, 'Approve', { ...checker, isSUDO: true, userName: 'COMPLIANCE' }, now),
    ).toThrow(messages.riskOwnOverride);
    const late = new Date('2027-03-11T00:00:00Z');
    expect(() => planDecision(row, 'Approve', checker, late)).toThrow(messages.riskOverrideExpired);
    expect(planDecision(row, 'Decline', checker, late)).toBe('Declined');
    expect(() => planDecision({ ...row, status: 'Approved' }, 'Decline', checker, now)).toThrow(
      messages.riskOverrideDecided,
    );
  });
});

describe('an override of a customer’s rating', () => {
  it('waits for a second person, then is the rating shown until its last day', async () => {
    const id = await customer({ nationality: 'YE' });
    const path = `Customers/${id}`;
    expect((await riskOf(path)).rating).toBe('Medium');

    const asked = await ask(path, 'compliance', {
      rating: 'High',
      reason: 'Adverse media',
      expiresOn: day(30),
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const pending = asked.json<Override>();
    expect(pending).toMatchObject({
      status: 'Pending',
      rating: 'High',
      reason: 'Adverse media',
      expiresOn: day(30),
    });
    // Nothing changes before the second person.
    expect(await riskOf(path)).toMatchObject({
      rating: 'Medium',
      override: null,
      pendingOverride: { id: pending.id },
    });
    // One waits at a time.
    const again = await ask(path, 'supervisor', { rating: 'Low', reason: 'Other', expiresOn: day(10) });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(messages.riskOverridePending);

    // Four eyes: the maker never decides, whatever they hold.
    expect((await decide(pending.id, 'compliance', 'Approve')).statusCode).toBe(403);
    t.clock.advance(60_000);
    const approved = await decide(pending.id, 'compliance.checker', 'Approve', 'Seen the press file');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<Override>()).toMatchObject({
      status: 'Approved',
      decidedBy: 'compliance.checker',
      decisionRemark: 'Seen the press file',
    });
    expect((await decide(pending.id, 'compliance.checker', 'Decline')).statusCode).toBe(409);

    const shown = await riskOf(path);
    expect(shown).toMatchObject({
      rating: 'High',
      computedRating: 'Medium',
      reasons: [{ rating: 'Medium' }],
      override: {
        id: pending.id,
        rating: 'High',
        reason: 'Adverse media',
        requestedBy: 'compliance',
        expiresOn: day(30),
      },
      pendingOverride: null,
    });

    // The audit names both steps, with the maker and the second person.
    const audit = await t.database.db
      .select({ event: activityEvents.event, by: activityEvents.createdBy })
      .from(activityEvents)
      .where(and(eq(activityEvents.type, 'RiskOverride'), eq(activityEvents.targetId, id)));
    expect(audit).toEqual([
      { event: 'OverrideRequested', by: 'compliance' },
      { event: 'OverrideApproved', by: 'compliance.checker' },
    ]);

    // Through its last day it holds; from the next day on the computed rating is back.
    t.clock.set(`${day(30)}T23:59:00Z`);
    await signInAll();
    expect((await riskOf(path)).rating).toBe('High');
    t.clock.advance(60_000);
    await signInAll();
    expect(await riskOf(path)).toMatchObject({ rating: 'Medium', computedRating: 'Medium', override: null });
  });

  it('a declined override changes nothing; a later approved one replaces the one in force', async () => {
    const path = `Customers/${await customer()}`;
    const first = (
      await ask(path, 'supervisor', { rating: 'Medium', reason: 'Cash business', expiresOn: day(60) })
    ).json<Override>();
    expect(
      (await decide(first.id, 'compliance.checker', 'Decline', 'Not shown')).json<Override>().status,
    ).toBe('Declined');
    expect(await riskOf(path)).toMatchObject({ rating: 'Low', override: null, pendingOverride: null });

    const second = (
      await ask(path, 'supervisor', { rating: 'Medium', reason: 'Cash business', expiresOn: day(60) })
    ).json<Override>();
    await decide(second.id, 'compliance.checker', 'Approve');
    t.clock.advance(60_000);
    const third = (
      await ask(path, 'compliance', { rating: 'Prohibited', reason: 'Shell company', expiresOn: day(20) })
    ).json<Override>();
    await decide(third.id, 'compliance.checker', 'Approve');
    expect(await riskOf(path)).toMatchObject({ rating: 'Prohibited', override: { id: third.id } });
  });

  it('an override whose last day passed before its decision cannot be approved', async () => {
    const path = `Customers/${await customer()}`;
    const asked = (
      await ask(path, 'compliance', { rating: 'High', reason: 'Late', expiresOn: day(1) })
    ).json<Override>();
    t.clock.advance(2 * 86_400_000);
    await signInAll();
    const res = await decide(asked.id, 'compliance.checker', 'Approve');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(messages.riskOverrideExpired);
    expect((await riskOf(path)).rating).toBe('Low');
  });

  it('refuses a missing reason, expiry or rating with 400 and writes nothing', async () => {
    const path = `Customers/${await customer()}`;
    const bad = async (body: object, field: string, message: unknown) => {
      const res = await ask(path, 'compliance', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field]?.[0]).toEqual(message);
    };
    await bad(
      { rating: 'High', reason: '  ', expiresOn: day(5) },
      'reason',
      messages.riskOverrideReasonRequired,
    );
    await bad({ rating: 'High', reason: 'Why' }, 'expiresOn', messages.riskOverrideExpiryRequired);
    await bad(
      { rating: 'High', reason: 'Why', expiresOn: '31/12/2027' },
      'expiresOn',
      messages.riskOverrideExpiryRequired,
    );
    await bad({ rating: 'Extreme', reason: 'Why', expiresOn: day(5) }, 'rating', messages.riskRatingUnknown);
    await bad(
      { rating: 'High', reason: 'Why', expiresOn: day(0) },
      'expiresOn',
      messages.riskOverrideExpiryPast,
    );
    await bad(
      { rating: 'High', reason: 'Why', expiresOn: day(400) },
      'expiresOn',
      expect.stringMatching(/12 months/),
    );
    expect((await riskOf(path)).pendingOverride).toBeNull();
  });

  it('is guarded by its permissions and scoped to the organization', async () => {
    const id = await customer();
    const path = `Customers/${id}`;
    const body = { rating: 'High', reason: 'Why', expiresOn: day(5) };
    expect((await ask(path, 'officer', body)).statusCode).toBe(403);
    expect((await ask(path, 'salaam.supervisor', body)).statusCode).toBe(404);
    expect((await ask(`Customers/${crypto.randomUUID()}`, 'compliance', body)).statusCode).toBe(404);
    const asked = (await ask(path, 'supervisor', body)).json<Override>();
    // Deciding needs risk.approve_override; another organization's override is not found.
    expect((await decide(asked.id, 'compliance', 'Approve')).statusCode).toBe(403);
    const outsider = await tokenFor(t, 'salaam.supervisor', ['risk.approve_override']);
    expect((await decide(asked.id, outsider, 'Approve')).statusCode).toBe(404);
    expect((await decide(crypto.randomUUID(), 'compliance.checker', 'Approve')).statusCode).toBe(404);
    const bad = await decide(asked.id, 'compliance.checker', 'Maybe');
    expect(bad.statusCode).toBe(400);
    expect((await riskOf(path)).pendingOverride).toMatchObject({ id: asked.id });
  });
});

describe('an override of a business’s rating', () => {
  it('follows the same four eyes', async () => {
    const res = await call('POST', 'Businesses', 'officer', registration());
    expect(res.statusCode, res.body).toBe(201);
    const path = `Businesses/${res.json<{ id: string }>().id}`;
    const asked = await ask(path, 'supervisor', { rating: 'High', reason: 'Sector', expiresOn: day(90) });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(
      (await ask(path, 'salaam.supervisor', { rating: 'High', reason: 'x', expiresOn: day(9) })).statusCode,
    ).toBe(404);
    expect((await decide(asked.json<Override>().id, 'supervisor', 'Approve')).statusCode).toBe(403);
    await decide(asked.json<Override>().id, 'compliance.checker', 'Approve');
    expect(await riskOf(path)).toMatchObject({
      recordType: 'Business',
      rating: 'High',
      computedRating: 'Low',
    });
  });
});
