import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, P, type retentionApi } from '@console/contract';
import {
  activityEvents,
  applicationHistory,
  applications,
  businesses,
  businessOwners,
  customers,
  documents,
} from '../../db/schema/index.ts';
import { created } from '../../db/versioning.ts';
import { MemoryBlobStore } from '../../platform/blob-store.ts';
import { approved, decideChange, pendingOf } from '../../test/admin-change-helpers.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { DAHAB, SALAAM } from '../../test/customer-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Records past their retention are anonymised by the upkeep; a legal hold keeps one; nothing is
// touched before its date. Every time is the test clock's, so the file passes on any date.
const DAY = 86_400_000;
const YEAR = 365 * DAY;

let t: TestApp;
const blobs = new MemoryBlobStore();
let start: Date;

type Preview = retentionApi.PreviewItem;
type Page<T> = { items: T[]; totalItems: number };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A token made now, by the test clock: sessions end when the clock moves on years. */
const tokens = {
  compliance: () => tokenFor(t, 'compliance'),
  checker: () => tokenFor(t, 'admin.checker'),
  dahabViewer: () => tokenFor(t, 'officer', [P.ViewRetention, P.ManageRetention]),
  salaamViewer: () => tokenFor(t, 'salaam.officer', [P.ViewRetention, P.ManageRetention]),
};

/** A customer whose one application was declined at `endedAt`, with a document in the store. */
async function declinedCustomer(name: string, endedAt: Date, organizationId = DAHAB) {
  const db = t.database.db;
  const by = created({ userName: 'officer', at: new Date(endedAt.getTime() - DAY) });
  const [customer] = await db
    .insert(customers)
    .values({
      organizationId,
      name,
      status: 'Declined',
      mobile: '+252617770001',
      email: 'asha.retained@mail.example',
      dateOfBirth: '1980-02-03',
      address: 'Wadada Aden Cadde 7',
      documentsCount: 1,
      applicationsCount: 1,
      ...by,
    })
    .returning({ id: customers.id });
  const id = customer!.id;
  const [application] = await db
    .insert(applications)
    .values({
      customerId: id,
      organizationId,
      accountType: 'Savings',
      currency: 'USD',
      branchCode: '001',
      status: 'Declined',
      ...by,
    })
    .returning({ id: applications.id });
  await db.insert(applicationHistory).values({
    applicationId: application!.id,
    status: 'Declined',
    createdBy: 'supervisor',
    createdAt: endedAt,
  });
  const file = await blobs.stage(Buffer.from('passport scan'));
  await file.link();
  await db.insert(documents).values({
    customerId: id,
    documentType: 'Passport',
    documentNo: 'P1234567',
    contentType: 'image/png',
    size: 13,
    blobKey: file.key,
    ...by,
  });
  return { id, blobKey: file.key };
}

const customerRow = async (id: string) =>
  (await t.database.db.select().from(customers).where(eq(customers.id, id)))[0]!;

async function runNow(): Promise<void> {
  await t.jobs.sendUpkeep('apply-retention');
  await t.jobs.runDue();
}

const previewIds = async (token: string) => {
  const res = await call('GET', 'Retention/Preview?size=100', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<Preview>>().items.map((i) => i.id);
};

beforeAll(async () => {
  t = await createTestApp({ deps: { blobs } });
  await seed(t);
  start = t.clock.now();
});
afterAll(() => t.close());

describe('retention', () => {
  it('anonymises a customer past its date: fields replaced, documents gone, id and history kept', async () => {
    t.clock.set(start);
    const past = await declinedCustomer(
      'Asha Past Retention',
      new Date(start.getTime() - 5 * YEAR - 10 * DAY),
    );
    const before = await declinedCustomer(
      'Asha Within Retention',
      new Date(start.getTime() - 5 * YEAR + 10 * DAY),
    );
    const compliance = await tokens.compliance();
    const preview = await previewIds(compliance);
    expect(preview).toContain(past.id);
    expect(preview).not.toContain(before.id);

    await runNow();
    const row = await customerRow(past.id);
    expect(row).toMatchObject({
      id: past.id,
      name: 'Anonymised customer',
      mobile: '',
      email: '',
      dateOfBirth: null,
      address: null,
      documentsCount: 1,
      applicationsCount: 1,
    });
    expect(row.anonymisedAt).toEqual(start);
    expect(await t.database.db.select().from(documents).where(eq(documents.customerId, past.id))).toEqual([]);
    expect(await blobs.get(past.blobKey)).toBeNull();
    expect(
      await t.database.db.select().from(applications).where(eq(applications.customerId, past.id)),
    ).toHaveLength(1);
    // Before its date: untouched, its file kept.
    expect((await customerRow(before.id)).name).toBe('Asha Within Retention');
    expect(await blobs.get(before.blobKey)).not.toBeNull();

    const anonymised = await t.database.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.event, 'Anonymised'), eq(activityEvents.targetId, past.id)));
    expect(anonymised).toHaveLength(1);
    const runs = await call('GET', 'Retention/Runs', compliance);
    expect(runs.statusCode).toBe(200);
    const [run] = runs.json<Page<retentionApi.RetentionRun>>().items;
    expect(run).toMatchObject({ customers: 1, documents: 1, finishedAt: start.toISOString() });
    const audited = await t.database.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.event, 'RetentionRun'), eq(activityEvents.targetId, run!.id)));
    expect(audited).toHaveLength(1);
    // The profile still answers, anonymised.
    const profile = await call('GET', `Customers/${past.id}`, await tokenFor(t, 'officer'));
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ name: 'Anonymised customer' });

    // A year on, the second is past its date too; the first is never anonymised twice.
    t.clock.set(new Date(start.getTime() + YEAR));
    await runNow();
    expect((await customerRow(before.id)).name).toBe('Anonymised customer');
    expect(await blobs.get(before.blobKey)).toBeNull();
    expect((await customerRow(past.id)).anonymisedAt).toEqual(start);
  });

  it('anonymises a business declined past its date', async () => {
    t.clock.set(start);
    const endedAt = new Date(start.getTime() - 6 * YEAR);
    const [business] = await t.database.db
      .insert(businesses)
      .values({
        organizationId: DAHAB,
        name: 'Retained Trading Co',
        registrationNumber: 'RET-0001',
        registrationDate: '2015-01-01',
        type: 'LLC',
        email: 'owner@retained.example',
        contactPersonName: 'Faarax Cali',
        countriesTradedWith: ['SO'],
        signatoryType: 'Single',
        accountType: 'Current',
        currency: 'USD',
        branchCode: '001',
        status: 'Declined',
        ...created({ userName: 'officer', at: endedAt }),
      })
      .returning({ id: businesses.id });
    await t.database.db.insert(businessOwners).values({
      businessId: business!.id,
      position: 0,
      name: 'Faarax Cali Signatory',
      nationality: 'SO',
      dateOfBirth: '1975-06-30',
      mobileNumber: '+252617770002',
      ownershipType: 'Owner',
      ownershipPercentage: '100.00',
      idType: 'Passport',
      idNumber: 'P7777777',
      idExpiryDate: '2030-01-01',
      ...created({ userName: 'officer', at: endedAt }),
    });
    await runNow();
    const [row] = await t.database.db.select().from(businesses).where(eq(businesses.id, business!.id));
    expect(row).toMatchObject({ name: 'Anonymised business', email: '', contactPersonName: null });
    const [owner] = await t.database.db
      .select()
      .from(businessOwners)
      .where(eq(businessOwners.businessId, business!.id));
    expect(owner).toMatchObject({
      name: 'Anonymised signatory',
      mobileNumber: '',
      idNumber: '',
      dateOfBirth: '1975-01-01',
    });
  });

  it('anonymises nothing under a legal hold, which a second person approves', async () => {
    t.clock.set(start);
    const held = await declinedCustomer('Hawa Held Record', new Date(start.getTime() - 7 * YEAR));
    const compliance = await tokens.compliance();
    const asked = await call('POST', `Customers/${held.id}/LegalHold`, compliance, {
      reason: 'Court order 2026/114',
    });
    const change = pendingOf(asked);
    expect(change.kind).toBe('LegalHold');
    // The one who asks never approves, even holding the approval.
    const both = await tokenFor(t, 'compliance', [
      P.ManageRetention,
      P.ApproveAdminChanges,
      P.AllOrganizations,
    ]);
    const again = await call('POST', `Customers/${held.id}/LegalHold`, both, { reason: 'Second ask' });
    expect(again.statusCode, again.body).toBe(400);
    const own = pendingOf(
      await call('POST', `Customers/${(await declinedCustomer('Own Hold', start)).id}/LegalHold`, both, {
        reason: 'x',
      }),
    );
    const refused = await decideChange(t, both, own.id, 'Approve');
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);

    // Not held until approved: the preview still lists it.
    expect(await previewIds(compliance)).toContain(held.id);
    const decided = await decideChange(t, await tokens.checker(), change.id, 'Approve');
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await previewIds(compliance)).not.toContain(held.id);
    await runNow();
    expect((await customerRow(held.id)).name).toBe('Hawa Held Record');
    expect(await blobs.get(held.blobKey)).not.toBeNull();
    const placed = await call('POST', `Customers/${held.id}/LegalHold`, compliance, { reason: 'More' });
    expect(placed.statusCode).toBe(400);
    expect(placed.json()).toMatchObject({ message: messages.legalHoldPlacedAlready });
  });

  it('refuses bad input: an empty reason, an unknown customer, another organization\u2019s record', async () => {
    t.clock.set(start);
    const dahab = await declinedCustomer('Dahab Hold Target', start);
    const salaam = await tokens.salaamViewer();
    const empty = await call('POST', `Customers/${dahab.id}/LegalHold`, await tokens.dahabViewer(), {
      reason: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: { reason: [messages.legalHoldReasonRequired] } });
    const unknown = await call('POST', `Customers/${crypto.randomUUID()}/LegalHold`, salaam, {
      reason: 'Order',
    });
    expect(unknown.statusCode).toBe(404);
    const other = await call('POST', `Customers/${dahab.id}/LegalHold`, salaam, { reason: 'Order' });
    expect(other.statusCode).toBe(404);
    const notId = await call('POST', 'Customers/not-an-id/LegalHold', salaam, { reason: 'Order' });
    expect([400, 404]).toContain(notId.statusCode);
    const years = await call('PUT', 'Retention/Schedule', await tokens.compliance(), {
      customerYears: 4,
      businessYears: 5,
    });
    expect(years.statusCode).toBe(400);
  });

  it('previews only the records of the caller\u2019s organizations', async () => {
    t.clock.set(start);
    const ended = new Date(start.getTime() - 8 * YEAR);
    const dahab = await declinedCustomer('Dahab Due Record', ended);
    const salaam = await declinedCustomer('Salaam Due Record', ended, SALAAM);
    const dahabIds = await previewIds(await tokens.dahabViewer());
    expect(dahabIds).toContain(dahab.id);
    expect(dahabIds).not.toContain(salaam.id);
    const salaamIds = await previewIds(await tokens.salaamViewer());
    expect(salaamIds).toEqual([salaam.id]);
    const all = await previewIds(await tokens.compliance());
    expect(all).toEqual(expect.arrayContaining([dahab.id, salaam.id]));
    const res = await call('GET', 'Retention/Preview', await tokenFor(t, 'officer'));
    expect(res.statusCode).toBe(403);
  });

  it('changes the schedule under four eyes; the next run reads it', async () => {
    t.clock.set(start);
    const compliance = await tokens.compliance();
    const local = await call('PUT', 'Retention/Schedule', await tokens.dahabViewer(), {
      customerYears: 10,
      businessYears: 10,
    });
    expect(local.statusCode).toBe(403);
    const change = await approved(
      t,
      await tokens.checker(),
      await call('PUT', 'Retention/Schedule', compliance, { customerYears: 10, businessYears: 10 }),
    );
    expect(change.status).toBe('Approved');
    const schedule = await call('GET', 'Retention/Schedule', compliance);
    expect(schedule.json()).toMatchObject({ customerYears: 10, businessYears: 10, updatedBy: 'compliance' });
    const kept = await declinedCustomer('Kept Ten Years', new Date(start.getTime() - 9 * YEAR));
    expect(await previewIds(compliance)).not.toContain(kept.id);
    await runNow();
    expect((await customerRow(kept.id)).name).toBe('Kept Ten Years');
  });
});
