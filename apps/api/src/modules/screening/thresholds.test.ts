import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, P } from '@console/contract';
import { activityEvents, adminChanges, customers } from '../../db/schema/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { insertCustomers } from '../../test/customer-fixtures.ts';
import { importUnFixture } from '../../test/screening-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let listed: string;

beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  for (const name of ['compliance', 'compliance.checker', 'admin.checker'])
    tokens[name] = await tokenFor(t, name);
  tokens.branch = await tokenFor(t, 'supervisor', [P.ManageScreeningLists]);
  const [row] = await insertCustomers(t, [{ name: 'Cabdiraxmaan Maxamuud Xuseen' }]);
  listed = row!.id;
  await t.database.db.update(customers).set({ dateOfBirth: '1990-01-01' }).where(eq(customers.id, listed));
  expect((await importUnFixture(t, tokens.compliance!)).statusCode).toBe(201);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/api/${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const thresholds = (token = tokens.compliance!) => call('GET', 'Screening/Thresholds', token);
const ask = (body: unknown, token = tokens.compliance!) => call('PUT', 'Screening/Thresholds', token, body);
const check = () =>
  call('POST', 'Screening/Check', tokens.compliance!, {
    name: 'Cabdiraxmaan Maxamuud Xuseen',
    dateOfBirth: '1990-01-01',
  });
const pendingChanges = async () =>
  (
    await t.database.db.select().from(adminChanges).where(eq(adminChanges.kind, 'ScreeningThresholds'))
  ).filter((c) => c.status === 'Pending');

describe('the screening thresholds', () => {
  it('start at the defaults', async () => {
    expect((await thresholds()).json()).toEqual({
      report: 0.75,
      review: 0.85,
      updatedBy: null,
      updatedAt: null,
    });
  });

  it('refuses thresholds out of order or out of range, asking for nothing', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{ report: 0, review: 0.9 }, { report: [messages.reportThresholdRange] }],
      [{ report: 0.8, review: 1.2 }, { review: [messages.reviewThresholdRange] }],
      [{ report: -0.1, review: 0.9 }, { report: [messages.reportThresholdRange] }],
      [{ report: 0.9, review: 0.8 }, { review: [messages.reviewBelowReport] }],
      [{ report: '0.8', review: 0.9 }, { report: [messages.thresholdNumber] }],
      [{ review: 0.9 }, { report: [messages.thresholdNumber] }],
    ];
    for (const [body, errors] of cases) {
      const res = await ask(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ errors });
    }
    const same = await ask({ report: 0.75, review: 0.85 });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ message: messages.thresholdsUnchanged });
    // The lists and their thresholds hold for every organization: a branch asks nothing.
    const branch = await ask({ report: 0.8, review: 0.9 }, tokens.branch);
    expect(branch.statusCode).toBe(403);
    expect(branch.json()).toEqual({ message: messages.thresholdsHeadOfficeOnly });
    expect((await call('PUT', 'Screening/Thresholds', tokens['compliance.checker']!, {})).statusCode).toBe(
      403,
    );
    expect(await pendingChanges()).toEqual([]);
  });

  it('waits for a second person, then holds for checks and screenings, audited before and after', async () => {
    const before = (await check()).json<{ hits: { score: number }[] }>().hits;
    expect(before.length).toBeGreaterThan(0);
    const asked = await ask({ report: 1, review: 1 });
    expect(asked.statusCode, asked.body).toBe(202);
    const change = asked.json<{ id: string; status: string; before: unknown; after: unknown }>();
    expect(change).toMatchObject({
      status: 'Pending',
      before: { report: 0.75, review: 0.85 },
      after: { report: 1, review: 1 },
    });
    // Nothing counts until the approval.
    expect((await thresholds()).json()).toMatchObject({ report: 0.75, review: 0.85 });
    expect((await ask({ report: 0.8, review: 0.9 })).json()).toEqual({
      message: messages.alreadyPendingChange,
    });
    const own = await call('POST', `AdminChanges/${change.id}/Approve`, tokens.compliance!);
    expect(own.statusCode).toBe(403);
    const approved = await call('POST', `AdminChanges/${change.id}/Approve`, tokens['admin.checker']!);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await thresholds()).json()).toMatchObject({ report: 1, review: 1, updatedBy: 'compliance' });

    expect((await check()).json()).toEqual({ hits: [] });
    expect((await call('POST', `Screening/Customers/${listed}`, tokens.compliance!)).json()).toEqual({
      hits: [],
    });
    const [event] = await t.database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.event, 'ThresholdsChanged'));
    expect(event).toMatchObject({ type: 'Screening', createdBy: 'admin.checker' });
    expect(event?.changes).toEqual([
      { field: 'report', old: 0.75, new: 1 },
      { field: 'review', old: 0.85, new: 1 },
    ]);
  });
});
