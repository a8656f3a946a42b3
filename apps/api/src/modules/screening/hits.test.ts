import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type screeningApi } from '@console/contract';
import { activityEvents, customers } from '../../db/schema/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { insertCustomers, SALAAM } from '../../test/customer-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Hit = screeningApi.HitRecord;

let t: TestApp;
let compliance: string;
let checker: string;
let dahabReviewer: string;
let salaamReviewer: string;
let listed: string;
let other: string;
let salaamListed: string;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  compliance = await tokenFor(t, 'compliance');
  checker = await tokenFor(t, 'compliance.checker');
  dahabReviewer = await tokenFor(t, 'supervisor', ['screening.review_hits']);
  salaamReviewer = await tokenFor(t, 'salaam.supervisor', [
    'screening.review_hits',
    'screening.confirm_match',
  ]);
  const rows = await insertCustomers(t, [
    { name: 'Cabdiraxmaan Maxamuud Xuseen' },
    { name: 'Yuusuf Nuur Geedi' },
    { name: 'Cabdiraxmaan Maxamuud Xuseen' },
  ]);
  [listed, other, salaamListed] = rows.map((r) => r.id) as [string, string, string];
  await t.database.db.update(customers).set({ dateOfBirth: '1961-03-14' }).where(eq(customers.id, listed));
  await t.database.db.update(customers).set({ organizationId: SALAAM }).where(eq(customers.id, salaamListed));
  const un = readFileSync(new URL('./fixtures/un-consolidated-list.xml', import.meta.url));
  const boundary = '----hits';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="un.xml"\r\n\r\n`),
    un,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const imported = await t.app.inject({
    method: 'POST',
    url: '/api/api/Screening/Lists/UN',
    payload,
    headers: { ...bearer(compliance), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(imported.statusCode).toBe(201);
});
afterAll(() => t.close());

const screen = (id: string, token = compliance) =>
  t.app.inject({ method: 'POST', url: `/api/api/Screening/Customers/${id}`, headers: bearer(token) });
const hits = (token = compliance, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/api/Screening/Hits${query}`, headers: bearer(token) });
const decide = (id: string, decision: string, reason: string, token = compliance) =>
  t.app.inject({
    method: 'POST',
    url: `/api/api/Screening/Hits/${id}/Decision`,
    payload: { decision, reason },
    headers: bearer(token),
  });

describe('hits', () => {
  it('raises a hit for a customer whose name is a Somali spelling of a listed name, once', async () => {
    const res = await screen(listed);
    expect(res.statusCode).toBe(200);
    const [hit, ...rest] = res.json<{ hits: Hit[] }>().hits;
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({
      recordType: 'Customer',
      recordId: listed,
      recordName: 'Cabdiraxmaan Maxamuud Xuseen',
      subject: { name: 'Cabdiraxmaan Maxamuud Xuseen', dateOfBirth: '1961-03-14', nationality: null },
      source: 'UN',
      reference: 'SOi.002',
      entryName: 'ABDIRAHMAN MAHMOUD HUSSEIN',
      status: 'Pending',
    });
    expect(hit?.reasons).toContain('born 1961-03-14 on the list and here');
    // Screening again raises nothing new.
    expect((await screen(listed)).json<{ hits: Hit[] }>().hits.map((h) => h.id)).toEqual([hit?.id]);
    expect((await screen(other)).json()).toEqual({ hits: [] });
  });

  it('keeps each hit within its organization', async () => {
    expect((await screen(salaamListed, dahabReviewer)).statusCode).toBe(404);
    expect((await screen(salaamListed, salaamReviewer)).json<{ hits: Hit[] }>().hits).toHaveLength(1);
    const dahab = (await hits(dahabReviewer)).json<{ items: Hit[] }>().items;
    expect(dahab.map((h) => h.recordId)).toEqual([listed]);
    const salaam = (await hits(salaamReviewer)).json<{ items: Hit[] }>().items;
    expect(salaam.map((h) => h.recordId)).toEqual([salaamListed]);
    expect((await hits(compliance)).json<{ totalItems: number }>().totalItems).toBe(2);
    const dahabHit = dahab[0] as Hit;
    expect((await decide(dahabHit.id, 'FalsePositive', 'not him', salaamReviewer)).statusCode).toBe(404);
    expect((await hits(compliance)).json<{ items: Hit[] }>().items.every((h) => h.status === 'Pending')).toBe(
      true,
    );
  });

  it('shows a hit beside its list entry, within its organization, and filters by list', async () => {
    const dahabHit = (await hits(dahabReviewer)).json<{ items: Hit[] }>().items[0] as Hit;
    const one = (id: string, token: string) =>
      t.app.inject({ method: 'GET', url: `/api/api/Screening/Hits/${id}`, headers: bearer(token) });
    const res = await one(dahabHit.id, dahabReviewer);
    expect(res.statusCode).toBe(200);
    const detail = res.json<screeningApi.HitDetail>();
    expect(detail).toMatchObject({ id: dahabHit.id, reference: 'SOi.002', status: 'Pending' });
    expect(detail.entry).toMatchObject({ kind: 'Individual', inForce: true, delistedOn: null });
    expect(detail.entry.names[0]).toEqual({ name: 'ABDIRAHMAN MAHMOUD HUSSEIN', quality: 'Primary' });
    expect(detail.entry.birthDates).toContainEqual({ kind: 'date', date: '1961-03-14', approximate: false });
    expect(detail.entry.nationalities.length).toBeGreaterThan(0);
    // Another organization's hit is not there at all.
    expect((await one(dahabHit.id, salaamReviewer)).statusCode).toBe(404);
    expect((await one('00000000-0000-4000-8000-000000000000', compliance)).statusCode).toBe(404);
    expect((await hits(compliance, '?source=UN')).json<{ totalItems: number }>().totalItems).toBe(2);
    expect((await hits(compliance, '?source=Local')).json<{ totalItems: number }>().totalItems).toBe(0);
    expect((await hits(compliance, '?source=EU')).json()).toEqual({
      errors: { source: [messages.unknownListSource] },
    });
  });

  it('clears a false positive, which is not raised again until the customer changes', async () => {
    const hit = (await hits(salaamReviewer)).json<{ items: Hit[] }>().items[0] as Hit;
    const cleared = await decide(
      hit.id,
      'FalsePositive',
      'Another man: born 1990, seen his passport',
      salaamReviewer,
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      status: 'FalsePositive',
      decidedBy: expect.stringMatching(/^salaam\.supervisor/) as unknown,
      reason: 'Another man: born 1990, seen his passport',
    });
    expect((await screen(salaamListed, salaamReviewer)).json()).toEqual({ hits: [] });
    await t.database.db
      .update(customers)
      .set({ dateOfBirth: '1962-01-01' })
      .where(eq(customers.id, salaamListed));
    const again = (await screen(salaamListed, salaamReviewer)).json<{ hits: Hit[] }>().hits;
    expect(again).toHaveLength(1);
    expect(again[0]?.id).not.toBe(hit.id);
    // A decided hit is decided.
    const twice = await decide(hit.id, 'TrueMatch', 'changed my mind', salaamReviewer);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(messages.hitDecided);
  });

  it('confirms a true match only by a second person holding screening.confirm_match', async () => {
    const hit = (await hits(compliance, '?status=Pending'))
      .json<{ items: Hit[] }>()
      .items.find((h) => h.recordId === listed) as Hit;
    const proposed = await decide(hit.id, 'TrueMatch', 'Same date of birth and name', compliance);
    expect(proposed.json()).toMatchObject({
      status: 'TrueMatchProposed',
      proposedBy: 'compliance',
      decidedBy: null,
    });
    const own = await decide(hit.id, 'TrueMatch', 'confirming my own', compliance);
    expect(own.statusCode).toBe(403);
    expect(own.json<{ message: string }>().message).toBe(messages.ownMatchProposal);
    const reviewer = await decide(hit.id, 'TrueMatch', 'I agree', dahabReviewer);
    expect(reviewer.statusCode).toBe(403);
    expect(reviewer.json<{ message: string }>().message).toBe(messages.confirmMatchNeeded);
    const confirmed = await decide(hit.id, 'TrueMatch', 'Confirmed against the passport', checker);
    expect(confirmed.json()).toMatchObject({
      status: 'TrueMatch',
      proposedBy: 'compliance',
      decidedBy: 'compliance.checker',
    });
    const events = await t.database.db
      .select({
        event: activityEvents.event,
        createdBy: activityEvents.createdBy,
        organizationId: activityEvents.organizationId,
      })
      .from(activityEvents)
      .where(eq(activityEvents.targetId, hit.id));
    expect(events.map((e) => `${e.event} ${e.createdBy}`).sort()).toEqual([
      'MatchConfirmed compliance.checker',
      'MatchProposed compliance',
    ]);
    expect(new Set(events.map((e) => e.organizationId)).size).toBe(1);
  });

  it('closes the open hits of a delisted entry and keeps the decided ones', async () => {
    const un = readFileSync(new URL('./fixtures/un-consolidated-list.xml', import.meta.url), 'utf8').replace(
      '<SORT_KEY_LAST_MOD>2024-01-10</SORT_KEY_LAST_MOD>',
      '<SORT_KEY_LAST_MOD>2024-01-10</SORT_KEY_LAST_MOD><DELISTED_ON>2026-11-20</DELISTED_ON>',
    );
    const boundary = '----delisting';
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/api/Screening/Lists/UN',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="un.xml"\r\n\r\n${un}\r\n--${boundary}--\r\n`,
      headers: { ...bearer(compliance), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(imported.json()).toMatchObject({ removed: 1 });
    const all = (await hits(compliance)).json<{ items: Hit[] }>().items;
    expect(all.map((h) => `${h.recordId === listed ? 'dahab' : 'salaam'} ${h.status}`).sort()).toEqual([
      'dahab TrueMatch',
      'salaam Closed',
      'salaam FalsePositive',
    ]);
    const closed = all.find((h) => h.status === 'Closed') as Hit;
    expect(closed.reason).toBe('The entry is no longer on the list');
    expect((await decide(closed.id, 'TrueMatch', 'too late', checker)).statusCode).toBe(409);
    expect((await screen(salaamListed, salaamReviewer)).json()).toEqual({ hits: [] });
  });

  it('refuses bad input with the field named, and guards the routes', async () => {
    const hit = (await hits(compliance)).json<{ items: Hit[] }>().items[0] as Hit;
    expect((await decide(hit.id, 'Maybe', 'x')).json()).toEqual({
      errors: { decision: [messages.hitDecisionUnknown] },
    });
    expect((await decide(hit.id, 'FalsePositive', '  ')).json()).toEqual({
      errors: { reason: [messages.hitReasonRequired] },
    });
    expect((await hits(compliance, '?status=Open')).json()).toEqual({
      errors: { status: [messages.hitStatusUnknown] },
    });
    expect((await decide('00000000-0000-4000-8000-000000000000', 'FalsePositive', 'x')).statusCode).toBe(404);
    const officer = await tokenFor(t, 'officer');
    expect((await hits(officer)).statusCode).toBe(403);
    expect((await screen(listed, officer)).statusCode).toBe(403);
  });
});
