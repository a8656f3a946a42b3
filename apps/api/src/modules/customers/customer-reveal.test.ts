import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersApi, messages, P } from '@console/contract';
import { demoRoles } from '../../demo/identity.ts';
import { activityEvents, customers, documents } from '../../db/schema/index.ts';
import { seedId } from '../../platform/seed-id.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Personal data is masked in every customer answer, and shown in full only by POST
// Customers/{id}/Reveal, with a reason, audited (docs/personal-data.md).
const DAHAB = seedId('org:Dahab Bank');
const SALAAM = seedId('org:Salaam Microfinance');
const FULL = {
  mobile: '+252617771234',
  email: 'hodan.farah@mail.example',
  telephone: '+252617779876',
  dateOfBirth: '1984-03-17',
  address: 'Wadada Maka Al Mukarama 42',
  nomineeAddress: 'Degmada Hodan, KM4',
};
const PASSPORT = 'P7654321';

let t: TestApp;
const tokens: Record<string, string> = {};
let hodan: { id: string };
let salaamOne: { id: string };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/api/${url}`,
    headers: bearer(tokens[who]!),
    ...(payload ? { payload } : {}),
  });
const reveal = (id: string, who: string, payload: object) =>
  call('POST', `Customers/${id}/Reveal`, who, payload);
const reason = { code: 'KycReview', text: 'Annual review of the file' };

const reveals = () =>
  t.database.db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.event, 'PersonalDataRevealed')));

/** No unmasked value of the customer anywhere in an answer's body. */
function expectNoFullValue(body: string, where: string) {
  for (const [field, value] of Object.entries({ ...FULL, passport: PASSPORT }))
    expect(body, `${where}: ${field}`).not.toContain(value);
  // Not even the digits of the phones without their country code.
  expect(body, where).not.toContain('617771234');
  expect(body, where).not.toContain('03-17');
}

beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  for (const name of ['officer', 'supervisor']) tokens[name] = await tokenFor(t, name);
  // Every customer route, every organization, but not pii.reveal.
  tokens.reader = await tokenFor(t, 'auditor', [
    P.ListCustomers,
    P.EditCustomer,
    P.ListDocuments,
    P.ListApplications,
    P.ListCustomerAccounts,
    P.AllOrganizations,
  ]);
  const by = { createdBy: 'officer', createdAt: t.clock.now(), timeStamp: t.clock.now() };
  const insert = async (organizationId: string, name: string) =>
    (
      await t.database.db
        .insert(customers)
        .values({ organizationId, name, status: 'Pending', ...FULL, ...by })
        .returning({ id: customers.id })
    )[0]!;
  hodan = await insert(DAHAB, 'Hodan Farah Revealed');
  salaamOne = await insert(SALAAM, 'Salaam Hidden');
  await t.database.db.insert(documents).values({
    customerId: hodan.id,
    documentType: 'Passport',
    documentNo: PASSPORT,
    contentType: 'image/png',
    size: 1,
    blobKey: 'reveal-test-passport',
    ...by,
  });
});
afterAll(() => t.close());

describe('masked customer answers', () => {
  it('never answer an unmasked value to a user without pii.reveal, however they search', async () => {
    const id = hodan.id;
    const answers = {
      list: await call('GET', 'Customers?name=Hodan%20Farah%20Revealed', 'reader'),
      listByEmail: await call('GET', `Customers?email=${encodeURIComponent(FULL.email)}`, 'reader'),
      profile: await call('GET', `Customers/${id}`, 'reader'),
      lookup: await call('GET', `Customers/Lookup?mobile=${encodeURIComponent(FULL.mobile)}`, 'reader'),
      documents: await call('GET', `Customers/${id}/Documents`, 'reader'),
      search: await call('GET', `Search?q=${encodeURIComponent(FULL.mobile)}`, 'reader'),
    };
    for (const [where, answer] of Object.entries(answers)) {
      expect(answer.statusCode, where).toBe(200);
      expect(answer.body, where).toContain(where === 'documents' ? '******21' : 'Hodan Farah Revealed');
      expectNoFullValue(answer.body, where);
    }
    // Found by the whole value; shown masked.
    // (The Salaam customer, of the same mobile and email, is in the reader's organizations too.)
    expect(answers.listByEmail.json<{ items: unknown[] }>().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, email: 'h***@mail.example' })]),
    );
    expect(answers.lookup.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, mobile: '*********234' })]),
    );
    expect(answers.search.json<{ items: unknown[] }>().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, subtitle: '*********234 · Dahab Bank' })]),
    );
    expect(answers.profile.json()).toMatchObject({
      mobile: '*********234',
      email: 'h***@mail.example',
      telephone: '*********876',
      dateOfBirth: '1984-**-**',
      address: '***',
      nomineeAddress: '***',
    });
  });

  it('are masked for a holder of pii.reveal too, until one field is revealed', async () => {
    const profile = await call('GET', `Customers/${hodan.id}`, 'officer');
    expectNoFullValue(profile.body, 'officer profile');
  });
});

describe('POST Customers/{id}/Reveal', () => {
  it('answers one field in full and audits who, which record and field, and why', async () => {
    const before = (await reveals()).length;
    const answer = await reveal(hodan.id, 'officer', { field: 'dateOfBirth', reason });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ field: 'dateOfBirth', value: FULL.dateOfBirth });
    const written = (await reveals()).slice(before);
    expect(written).toEqual([
      expect.objectContaining({
        type: 'Security',
        event: 'PersonalDataRevealed',
        createdBy: 'officer',
        organizationId: DAHAB,
        targetType: 'Customer',
        targetId: hodan.id,
        remarks: 'dateOfBirth of Hodan Farah Revealed revealed: KycReview, Annual review of the file',
      }),
    ]);
    // The audit says why, never what.
    expect(JSON.stringify(written)).not.toContain(FULL.dateOfBirth);
    // On the customer's history, as the supervisor reads it.
    const history = await call('GET', `Reports/Activity?recordId=${hodan.id}`, 'supervisor');
    expect(history.json<{ items: unknown[] }>().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'PersonalDataRevealed', createdBy: 'officer' }),
      ]),
    );
    for (const field of customersApi.maskedCustomerFields) {
      const one = await reveal(hodan.id, 'supervisor', { field, reason: { code: 'Other', text: 'Check' } });
      expect(one.json(), field).toEqual({ field, value: FULL[field] });
    }
  });

  it('refuses an unknown field or a missing reason with 400, and reveals nothing', async () => {
    const before = (await reveals()).length;
    const bad = [
      [{ field: 'name', reason }, { field: [messages.revealFieldInvalid] }],
      [{ field: 'salary', reason }, { field: [messages.revealFieldInvalid] }],
      [
        { field: 'email', reason: { code: 'KycReview', text: '  ' } },
        { 'reason.text': [messages.revealReasonRequired] },
      ],
      [
        { field: 'email', reason: { code: 'Curiosity', text: 'x' } },
        { 'reason.code': [messages.revealReasonCodeRequired] },
      ],
      [{ field: 'email' }, { reason: [messages.revealReasonRequired] }],
    ] as const;
    for (const [payload, errors] of bad) {
      const answer = await reveal(hodan.id, 'officer', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json(), JSON.stringify(payload)).toEqual({ errors });
      expectNoFullValue(answer.body, JSON.stringify(payload));
    }
    expect((await reveals()).length).toBe(before);
  });

  it("answers 404 for another organization's customer and 403 without pii.reveal", async () => {
    const before = (await reveals()).length;
    const other = await reveal(salaamOne.id, 'officer', { field: 'email', reason });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: messages.notFound });
    const missing = await reveal('00000000-0000-4000-8000-000000000000', 'officer', {
      field: 'email',
      reason,
    });
    expect(missing.statusCode).toBe(404);
    const forbidden = await reveal(hodan.id, 'reader', { field: 'email', reason });
    expect(forbidden.statusCode).toBe(403);
    for (const answer of [other, missing, forbidden]) expectNoFullValue(answer.body, 'refused');
    expect((await reveals()).length).toBe(before);
  });

  it('is held in the demo by officers and supervisors, not by support, cards or auditors', () => {
    const holds = (key: string) =>
      demoRoles.find((r) => r.key === key)?.permissions.includes(P.RevealPersonalData);
    expect(['officer', 'supervisor'].map(holds)).toEqual([true, true]);
    expect(['support', 'cards', 'auditor'].map(holds)).toEqual([false, false, false]);
  });
});

describe('editing a masked profile', () => {
  it('keeps a masked field sent back as its mask, or left out, and stores a new value', async () => {
    const read = async () =>
      (await t.database.db.select().from(customers).where(eq(customers.id, hodan.id)))[0]!;
    const shown = (await call('GET', `Customers/${hodan.id}`, 'reader')).json<customersApi.Customer>();
    const echoed = await call('PUT', `Customers/${hodan.id}/${shown.rowVersion}`, 'reader', {
      name: shown.name,
      telephone: shown.telephone,
      address: shown.address,
      nomineeAddress: shown.nomineeAddress,
    });
    expect(echoed.statusCode).toBe(204);
    expect(await read()).toMatchObject(FULL);
    const left = await call('PUT', `Customers/${hodan.id}/${shown.rowVersion + 1}`, 'reader', {
      name: shown.name,
      city: 'Hargeisa',
    });
    expect(left.statusCode).toBe(204);
    expect(await read()).toMatchObject({ ...FULL, city: 'Hargeisa' });
    const changed = await call('PUT', `Customers/${hodan.id}/${shown.rowVersion + 2}`, 'reader', {
      name: shown.name,
      telephone: '+252617770000',
    });
    expect(changed.statusCode).toBe(204);
    expect(await read()).toMatchObject({ ...FULL, telephone: '+252617770000', city: 'Hargeisa' });
    // A masked date is no date, a masked email no address: refused, and the stored ones stay.
    for (const field of ['dateOfBirth', 'email'] as const) {
      const masked = await call('PUT', `Customers/${hodan.id}/${shown.rowVersion + 3}`, 'reader', {
        name: shown.name,
        [field]: shown[field],
      });
      expect(masked.statusCode, field).toBe(400);
    }
    expect(await read()).toMatchObject({ ...FULL, telephone: '+252617770000' });
  });
});
