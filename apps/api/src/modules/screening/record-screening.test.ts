import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE, messages, type screeningApi } from '@console/contract';
import { DEMO_CORE } from '../../core-banking/sandbox/index.ts';
import { screeningHits } from '../../db/schema/index.ts';
import { DEMO_MERCHANTS } from '../../demo/merchants.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { registration, signatory } from '../../test/business-fixtures.ts';
import { createAppWithCore, submitApplication } from '../../test/core-helpers.ts';
import { multipartPayload, pngWith } from '../../test/multipart-body.ts';
import { SALAAM } from '../../test/customer-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

type Hit = screeningApi.HitRecord;

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
  for (const name of ['officer', 'supervisor', 'admin', 'compliance', 'salaam.officer'])
    tokens[name] = await tokenFor(t, name);
  tokens.reviewer = await tokenFor(t, 'salaam.supervisor', ['screening.review_hits']);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${API_BASE}${url}`,
    headers: bearer(tokens[who] ?? who),
    ...(payload ? { payload } : {}),
  });

async function importUn(xml = readFileSync(new URL('./fixtures/un-consolidated-list.xml', import.meta.url))) {
  const boundary = '----records';
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}Screening/Lists/UN`,
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="un.xml"\r\n\r\n`),
      Buffer.from(xml),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...bearer(tokens.compliance!), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBe(201);
}

let phoneNo = 0;
/** The new-application wizard's submission, as the officer makes it. */
function wizard(customer: Record<string, unknown>) {
  const mobile = `+2526177${String(++phoneNo).padStart(5, '0')}`;
  return submitApplication(
    t,
    { maker: tokens.officer!, reader: tokens.admin! },
    { organizationId: org, mobile, customer: { email: `s${mobile.slice(-5)}@mail.example`, ...customer } },
  );
}

const hitsOf = (recordId: string) =>
  t.database.db.select().from(screeningHits).where(eq(screeningHits.recordId, recordId));

async function register(signatories: object[]) {
  const res = await call('POST', 'Businesses', 'officer', registration({ signatories }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
}

describe('screening of records as they are made and changed', () => {
  it('screens nothing and holds nothing while no list is imported', async () => {
    const app = await wizard({ name: 'Cabdiraxmaan Maxamuud Xuseen', dateOfBirth: '1961-03-14' });
    expect(await hitsOf(app.customerId)).toEqual([]);
    const business = await register([signatory({ name: 'Faadumo Cali Yaasiin' })]);
    expect(await hitsOf(business.id)).toEqual([]);
    expect((await call('POST', `Screening/Customers/${app.customerId}`, 'compliance')).json()).toEqual({
      hits: [],
    });
  });

  it('screens a customer at the wizard, and again when the name changes', async () => {
    await importUn();
    const listed = await wizard({ name: 'Cabdiraxmaan Maxamuud Xuseen', dateOfBirth: '1961-03-14' });
    const [hit, ...more] = await hitsOf(listed.customerId);
    expect(more).toEqual([]);
    expect(hit).toMatchObject({
      recordType: 'Customer',
      reference: 'SOi.002',
      status: 'Pending',
      organizationId: org,
      createdBy: expect.stringMatching(/^officer/) as unknown,
    });
    const plain = await wizard({ name: 'Yuusuf Nuur Geedi' });
    expect(await hitsOf(plain.customerId)).toEqual([]);
    // A change of an unscreened field raises nothing; a new name is screened with the change.
    const profile = async () =>
      (await call('GET', `Customers/${plain.customerId}`, 'officer')).json<{ rowVersion: number }>();
    const edit = async (fields: object) => {
      const res = await call(
        'PUT',
        `Customers/${plain.customerId}/${(await profile()).rowVersion}`,
        'officer',
        {
          name: 'Yuusuf Nuur Geedi',
          email: 'yuusuf@mail.example',
          ...fields,
        },
      );
      expect(res.statusCode, res.body).toBe(204);
    };
    await edit({ city: 'Hargeisa' });
    expect(await hitsOf(plain.customerId)).toEqual([]);
    await edit({ name: 'Faadumo Cali Yaasiin' });
    expect((await hitsOf(plain.customerId)).map((h) => h.reference)).toEqual(['SOi.003']);
  });

  it('screens a customer again with an identity document number', async () => {
    // The name alone scores below the review threshold against SOi.003; its ID number on the list lifts it.
    const app = await wizard({ name: 'Faadumo Cumar Yaasiin' });
    expect(await hitsOf(app.customerId)).toEqual([]);
    const upload = async (documentType: string, documentNo: string) => {
      const { type, data } = multipartPayload(
        {
          customerId: app.customerId,
          documentType,
          documentNo,
          issueDate: '2020-01-01',
          expireDate: '2030-01-01',
        },
        pngWith('id'),
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_BASE}Documents`,
        payload: data,
        headers: { ...bearer(tokens.officer!), 'content-type': type },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await upload('Bank Statement', 'SO-ID-778899');
    expect(await hitsOf(app.customerId)).toEqual([]);
    await upload('National ID', 'SO-ID-778899');
    const hits = await hitsOf(app.customerId);
    expect(hits.map((h) => [h.reference, h.subject.documentNumber])).toEqual([['SOi.003', 'SO-ID-778899']]);
  });

  it('screens a business with each of its signatories', async () => {
    const business = await register([
      signatory(),
      signatory({ name: 'Faadumo Cali Yaasiin', idNumber: 'SO-ID-778899' }),
    ]);
    const held = await call('POST', `Screening/Businesses/${business.id}`, 'compliance');
    expect(held.statusCode).toBe(200);
    const hits = held.json<{ hits: Hit[] }>().hits;
    expect(hits.map((h) => `${h.recordType} ${h.recordName} ${h.reference}`)).toEqual([
      'Signatory Faadumo Cali Yaasiin SOi.003',
    ]);
    expect(hits[0]?.reasons.join(' ')).toContain('SO-ID-778899');
    // The signatory on its own answers the same hit; screening again raises nothing new.
    const own = await call('POST', `Screening/Signatories/${hits[0]?.recordId}`, 'compliance');
    expect(own.json<{ hits: Hit[] }>().hits.map((h) => h.id)).toEqual([hits[0]?.id]);
  });

  it('screens a merchant when it is made and when its name changes', async () => {
    const res = await call('POST', 'Merchants', 'officer', {
      organizationId: org,
      accountNo: DEMO_MERCHANTS.freeAccount,
      name: 'Al Nasr Money Transfer Company',
      phone: '+252615579101',
      email: 'nasr@shop.example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    const merchant = res.json<{ id: string; rowVersion: number }>();
    expect((await hitsOf(merchant.id)).map((h) => `${h.recordType} ${h.reference}`)).toEqual([
      'Merchant SOe.001',
    ]);
    const screened = await call('POST', `Screening/Merchants/${merchant.id}`, 'compliance');
    expect(screened.json<{ hits: Hit[] }>().hits).toHaveLength(1);
  });

  it('keeps on-demand screening within the caller’s organizations and permissions', async () => {
    const app = await wizard({ name: 'Maryan Cali Xasan' });
    const business = await register([signatory()]);
    for (const path of [`Customers/${app.customerId}`, `Businesses/${business.id}`]) {
      expect((await call('POST', `Screening/${path}`, 'reviewer')).statusCode).toBe(404);
      expect((await call('POST', `Screening/${path}`, 'officer')).statusCode).toBe(403);
    }
    expect((await call('POST', `Screening/Merchants/${SALAAM}`, 'compliance')).statusCode).toBe(404);
  });

  it('holds the approval of an application until its hit is decided', async () => {
    const app = await wizard({ name: 'Cabdiraxmaan Maxamuud Xuseen', dateOfBirth: '1961-03-14' });
    const [hit] = await hitsOf(app.customerId);
    const approve = async () => {
      const read = await call('GET', `Customers/${app.customerId}/Applications`, 'supervisor');
      const rowVersion = read
        .json<{ id: string; rowVersion: number }[]>()
        .find((a) => a.id === app.id)?.rowVersion;
      return call('PUT', `Applications/${app.id}/Status`, 'supervisor', { rowVersion, status: 'Approved' });
    };
    const held = await approve();
    expect(held.statusCode).toBe(409);
    expect(held.json<{ message: string }>().message).toBe(messages.screeningHitPending);
    const cleared = await call('POST', `Screening/Hits/${hit?.id}/Decision`, 'compliance', {
      decision: 'FalsePositive',
      reason: 'Another man: born elsewhere, seen his passport',
    });
    expect(cleared.statusCode).toBe(200);
    expect((await approve()).statusCode).toBe(200);
  });
});
