import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE, messages, P, type businessesApi } from '@console/contract';
import { DEMO_CORE, type SandboxCore } from '../../core-banking/sandbox/index.ts';
import { activityEvents, businesses } from '../../db/schema/index.ts';
import { seedId } from '../../platform/seed-id.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createAppWithCore } from '../../test/core-helpers.ts';
import { registration, signatory } from '../../test/business-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let core: SandboxCore;
const tokens: Record<string, string> = {};
const org = DEMO_CORE.org.id;
const SALAAM = seedId('org:Salaam Microfinance');
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

beforeAll(async () => {
  // A job's first attempt is its last: a core failure is written onto the business at once.
  ({ t, core } = await createAppWithCore({ JOB_RETRY_LIMIT: '0' }));
  await seed(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.advance(16 * 60_000);
  for (const name of ['officer', 'supervisor', 'admin', 'salaam.officer'])
    tokens[name] = await tokenFor(t, name);
});

type Biz = businessesApi.Business;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${API_BASE}${url}`,
    headers: bearer(tokens[who] ?? who),
    ...(payload ? { payload } : {}),
  });

async function register(over: object = {}, who = 'officer'): Promise<Biz> {
  const res = await call('POST', 'Businesses', who, registration(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Biz>();
}
const versionOf = async (id: string) => {
  const [row] = await t.database.db
    .select({ rowVersion: businesses.rowVersion })
    .from(businesses)
    .where(eq(businesses.id, id));
  return row?.rowVersion ?? 0;
};
const decide = async (id: string, who: string, body: object) =>
  call('PUT', `Businesses/${id}/Status`, who, { rowVersion: await versionOf(id), ...body });

function multipart(
  url: string,
  who: string,
  fields: Record<string, string>,
  file?: { type: string; data: Buffer },
) {
  const boundary = '----business';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}${url}`,
    payload: Buffer.concat(parts),
    headers: { ...bearer(tokens[who] ?? who), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
const licence = {
  documentType: 'Trade License',
  documentNo: 'TL-1',
  issueDate: '2024-01-01',
  expireDate: '2027-01-01',
};
const pdf = { type: 'application/pdf', data: PDF };

describe('registering', () => {
  it('registers a Pending business with its signatories, history and activity', async () => {
    const b = await register();
    expect(b).toMatchObject({
      status: 'Pending',
      branchCode: '001',
      orgName: 'Dahab Bank',
      capitalInvested: '250000.50',
      monthlyTurnover: '40000.00',
      countriesTradedWith: ['KE', 'AE'],
      documents: 0,
      accountNumber: null,
    });
    expect(b.registrationNo).toBe(b.registrationNumber);
    const owners = (await call('GET', `Businesses/${b.id}/Owners`, 'officer')).json<
      businessesApi.Signatory[]
    >();
    expect(owners.map((o) => [o.name, o.ownershipPercentage])).toEqual([
      ['Hodan Warsame', '50.00'],
      ['Abdi Nur', '50.00'],
    ]);
    const history = (await call('GET', `Businesses/${b.id}/History`, 'officer')).json<unknown[]>();
    expect(history).toEqual([
      expect.objectContaining({ status: 'Pending', comments: 'Registered', createdBy: 'officer' }),
    ]);
    const events = await t.database.db.select().from(activityEvents).where(eq(activityEvents.targetId, b.id));
    expect(events.map((e) => [e.type, e.event])).toEqual([['Business', 'Registered']]);
  });

  it('refuses ownership over 100 %, no signatory, and the fields with their messages', async () => {
    const over = await call(
      'POST',
      'Businesses',
      'officer',
      registration({
        signatories: [signatory({ ownershipPercentage: 60 }), signatory({ ownershipPercentage: 40.01 })],
      }),
    );
    expect(over.json()).toEqual({ errors: { signatories: [messages.ownershipOver100] } });
    const exactly = await call(
      'POST',
      'Businesses',
      'officer',
      registration({
        signatories: [signatory({ ownershipPercentage: 60 }), signatory({ ownershipPercentage: 40 })],
      }),
    );
    expect(exactly.statusCode).toBe(201);
    const none = await call('POST', 'Businesses', 'officer', registration({ signatories: [] }));
    expect(none.json()).toEqual({ errors: { signatories: [messages.signatoryRequired] } });
    const one = await call(
      'POST',
      'Businesses',
      'officer',
      registration({ signatories: [signatory({ ownershipPercentage: 101 })], capitalInvested: '1.234' }),
    );
    const oneErrors = one.json<{ errors: Record<string, string[]> }>().errors;
    expect(oneErrors.capitalInvested).toEqual([messages.amountFormat]);
    expect(Object.values(oneErrors).flat()).toContain(messages.ownershipPercentageRange);
    const empty = await call('POST', 'Businesses', 'officer', {});
    expect(empty.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({
      name: [messages.businessNameRequired],
      registrationNumber: [messages.registrationNumberRequired],
      organizationId: [messages.organizationRequired],
      accountType: [messages.accountTypeRequired],
      signatories: [messages.signatoryRequired],
      country: [messages.countryRequired],
    });
    const badCountry = await call(
      'POST',
      'Businesses',
      'officer',
      registration({ countriesTradedWith: ['XX'] }),
    );
    expect(badCountry.json()).toEqual({ errors: { 'countriesTradedWith.0': [messages.countryCodeInvalid] } });
  });

  it("needs a Business account of the organization and the maker's own branch", async () => {
    const personal = await call('POST', 'Businesses', 'officer', registration({ accountType: 'SAV' }));
    expect(personal.json()).toEqual({ errors: { accountType: [messages.accountTypeNotOffered] } });
    const currency = await call('POST', 'Businesses', 'officer', registration({ currency: 'KES' }));
    expect(currency.json()).toEqual({ errors: { currency: [messages.currencyNotOffered] } });
    const branch = await call('POST', 'Businesses', 'officer', registration({ branchCode: '002' }));
    expect(branch.json()).toEqual({ errors: { branchCode: [messages.ownBranchOnly] } });
    // Head office sees every organization but has no branch to open an account at.
    const noBranch = await tokenFor(t, 'support', [P.AddBusiness, P.AllOrganizations]);
    expect((await call('POST', 'Businesses', noBranch, registration())).json()).toEqual({
      message: messages.branchNeeded,
    });
  });

  it('refuses a registration number already used in the organization (409), flags one known elsewhere', async () => {
    const first = await register();
    const again = await call(
      'POST',
      'Businesses',
      'officer',
      registration({ registrationNumber: first.registrationNumber }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.registrationNumberTaken });
    const elsewhere = await register(
      { organizationId: SALAAM, accountType: 'SME', registrationNumber: first.registrationNumber },
      'salaam.officer',
    );
    expect(elsewhere.status).toBe('Flagged');
    const history = (await call('GET', `Businesses/${elsewhere.id}/History`, 'salaam.officer')).json<
      { comments: string }[]
    >();
    expect(history[0]?.comments).toBe(`Possible duplicate of ${first.name}`);
  });

  it("flags a business whose signatory's ID number is already known", async () => {
    const first = await register();
    const [owner] = (await call('GET', `Businesses/${first.id}/Owners`, 'officer')).json<
      businessesApi.Signatory[]
    >();
    const second = await register({ signatories: [signatory({ idNumber: owner!.idNumber })] });
    expect(second.status).toBe('Flagged');
  });
});

describe('reviewing', () => {
  it('four eyes: the maker cannot decide; an officer without the permission neither', async () => {
    const b = await register({}, 'supervisor');
    const own = await decide(b.id, 'supervisor', { status: 'Approved' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: messages.ownBusinessStatus });
    expect((await decide(b.id, 'officer', { status: 'Approved' })).statusCode).toBe(403);
  });

  it('declines with a reason, and nothing moves a Declined business', async () => {
    const b = await register();
    expect((await decide(b.id, 'supervisor', { status: 'Declined' })).json()).toEqual({
      errors: { declineReason: [messages.declineReasonRequired] },
    });
    const declined = await decide(b.id, 'supervisor', { status: 'Declined', declineReason: 'Sanctioned' });
    expect(declined.json<Biz>()).toMatchObject({ status: 'Declined', declineReason: 'Sanctioned' });
    for (const status of ['Approved', 'Rejected', 'Declined']) {
      const res = await decide(b.id, 'supervisor', {
        status,
        declineReason: 'x',
        rejectionItems: [{ rejectionReason: 'Document missing', documentName: 'Trade License' }],
      });
      expect(res.json()).toEqual({ message: `A business that is Declined cannot become ${status}.` });
    }
    expect((await decide(b.id, 'officer', { status: 'Pending' })).json()).toEqual({
      message: 'A business that is Declined cannot become Pending.',
    });
  });

  it('a stale rowVersion answers 409 and changes nothing', async () => {
    const b = await register();
    const stale = await call('PUT', `Businesses/${b.id}/Status`, 'supervisor', {
      rowVersion: b.rowVersion + 5,
      status: 'Declined',
      declineReason: 'x',
    });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', `Businesses/${b.id}`, 'officer')).json<Biz>().status).toBe('Pending');
    expect(
      (await call('PUT', `Businesses/${b.id}/Status`, 'supervisor', { status: 'Approved' })).json(),
    ).toEqual({
      errors: { rowVersion: [messages.rowVersionRequired] },
    });
  });

  it('rejects with items, which become missing documents; the maker uploads them and resubmits', async () => {
    const b = await register();
    expect((await decide(b.id, 'supervisor', { status: 'Rejected', rejectionItems: [] })).json()).toEqual({
      errors: { rejectionItems: [messages.rejectionReasonRequired] },
    });
    const rejected = await decide(b.id, 'supervisor', {
      status: 'Rejected',
      rejectionItems: [
        { rejectionReason: 'Document missing', documentName: 'Trade License' },
        { rejectionReason: 'Signatory not verified', documentName: 'Passport' },
      ],
    });
    expect(rejected.json<Biz>().status).toBe('Rejected');
    const missing = () => call('GET', `Businesses/${b.id}/MissingDocuments`, 'officer');
    expect((await missing()).json<{ documentName: string }[]>().map((m) => m.documentName)).toEqual([
      'Trade License',
      'Passport',
    ]);
    expect((await decide(b.id, 'officer', { status: 'Pending' })).json()).toEqual({
      message: 'Upload the missing documents first: Trade License, Passport.',
    });
    t.clock.advance(1000);
    const up = await multipart(`Businesses/${b.id}/Documents`, 'officer', licence, pdf);
    expect(up.statusCode, up.body).toBe(201);
    const [owner] = (await call('GET', `Businesses/${b.id}/Owners`, 'officer')).json<
      businessesApi.Signatory[]
    >();
    const passport = await multipart(
      'Businesses/Owners/Documents',
      'officer',
      {
        ownerId: owner!.id,
        documentType: 'Passport',
        documentNo: 'P1',
        issueDate: '2020-01-01',
        expireDate: '2030-01-01',
      },
      { type: 'image/png', data: PNG },
    );
    expect(passport.statusCode, passport.body).toBe(201);
    expect((await missing()).json()).toEqual([]);
    const resubmitted = await decide(b.id, 'officer', { status: 'Pending' });
    expect(resubmitted.json<Biz>()).toMatchObject({ status: 'Pending', documents: 2 });
    const history = (await call('GET', `Businesses/${b.id}/History`, 'officer')).json<{ status: string }[]>();
    expect(history.map((h) => h.status)).toEqual(['Pending', 'Rejected', 'Pending']);
  });

  it('approval opens the business account in the core: Completed with its account number', async () => {
    const b = await register();
    const approved = await decide(b.id, 'supervisor', { status: 'Approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<Biz>()).toMatchObject({
      status: 'Approved',
      awaitingCore: true,
      accountNumber: null,
    });
    expect(await t.jobs.runDue()).toBe(1);
    const done = (await call('GET', `Businesses/${b.id}`, 'officer')).json<Biz>();
    expect(done).toMatchObject({ status: 'Completed', awaitingCore: false, openingError: null });
    expect(done.accountNumber).toMatch(/^001\d{7}$/);
    const events = await t.database.db.select().from(activityEvents).where(eq(activityEvents.targetId, b.id));
    expect(events.map((e) => e.event)).toEqual(['Registered', 'StatusApproved', 'AccountOpened']);
  });

  it('a core failure keeps it Approved with the reason; a retry opens the account once', async () => {
    const b = await register();
    await core.setOutage(true);
    expect((await decide(b.id, 'supervisor', { status: 'Approved' })).statusCode).toBe(200);
    await t.jobs.runDue();
    const kept = (await call('GET', `Businesses/${b.id}`, 'officer')).json<Biz>();
    expect(kept).toMatchObject({
      status: 'Approved',
      openingError: messages.coreDidNotAnswer,
      awaitingCore: false,
      accountNumber: null,
    });
    await core.setOutage(false);
    expect((await decide(b.id, 'officer', { status: 'Approved' })).statusCode).toBe(403);
    expect((await decide(b.id, 'supervisor', { status: 'Approved' })).statusCode).toBe(200);
    await t.jobs.runDue();
    const retried = (await call('GET', `Businesses/${b.id}`, 'officer')).json<Biz>();
    expect(retried).toMatchObject({ status: 'Completed', openingError: null });
    const history = (await call('GET', `Businesses/${b.id}/History`, 'officer')).json<{ status: string }[]>();
    expect(history.map((h) => h.status)).toEqual(['Pending', 'Approved', 'Approved', 'Completed']);
    expect((await decide(b.id, 'supervisor', { status: 'Approved' })).statusCode).toBe(400);
  });

  it('a Flagged business is reviewed like a Pending one', async () => {
    const first = await register();
    const flagged = await register(
      {
        organizationId: SALAAM,
        accountType: 'SME',
        registrationNumber: first.registrationNumber,
      },
      'salaam.officer',
    );
    const supervisor = await tokenFor(t, 'salaam.supervisor');
    const res = await decide(flagged.id, supervisor, { status: 'Declined', declineReason: 'Duplicate' });
    expect(res.json<Biz>().status).toBe('Declined');
  });
});

describe('documents', () => {
  it('checks files by content and size, and serves them inline with nosniff and a safe name', async () => {
    const b = await register();
    const exe = await multipart(`Businesses/${b.id}/Documents`, 'officer', licence, {
      type: 'application/pdf',
      data: Buffer.from('MZ\x90\x00not a pdf'),
    });
    expect(exe.statusCode).toBe(415);
    const tooBig = await multipart(`Businesses/${b.id}/Documents`, 'officer', licence, {
      type: 'application/pdf',
      data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(tooBig.statusCode).toBe(413);
    const noFile = await multipart(`Businesses/${b.id}/Documents`, 'officer', { documentType: 'Photo' });
    expect(noFile.json()).toEqual({ errors: { file: [messages.selectFile] } });
    const fields = await multipart(
      `Businesses/${b.id}/Documents`,
      'officer',
      { documentType: 'Trade License' },
      pdf,
    );
    expect(fields.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({
      documentNo: [messages.documentNumberRequired],
    });
    const good = await multipart(`Businesses/${b.id}/Documents`, 'officer', licence, pdf);
    const doc = good.json<businessesApi.BusinessDocument>();
    const listed = (await call('GET', `Businesses/${b.id}/Documents`, 'officer')).json<unknown[]>();
    expect(listed).toEqual([
      expect.objectContaining({ id: doc.id, ownerId: null, documentType: 'Trade License' }),
    ]);
    const file = await call('GET', `Businesses/Documents/${doc.id}/File`, 'officer');
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(
      /^inline; filename="trade-license-[0-9a-f]{8}\.pdf"$/,
    );
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it("lists a signatory's documents apart from the business's", async () => {
    const b = await register();
    const [owner] = (await call('GET', `Businesses/${b.id}/Owners`, 'officer')).json<
      businessesApi.Signatory[]
    >();
    const photo = await multipart(
      'Businesses/Owners/Documents',
      'officer',
      { ownerId: owner!.id, documentType: 'Photo' },
      {
        type: 'image/png',
        data: PNG,
      },
    );
    expect(photo.statusCode).toBe(201);
    expect(
      (await call('GET', `Businesses/Owners/${owner!.id}/Documents`, 'officer')).json<unknown[]>(),
    ).toHaveLength(1);
    expect((await call('GET', `Businesses/${b.id}/Documents`, 'officer')).json()).toEqual([]);
    // The Signatories table counts what the Signatory Details dialog lists.
    const owners = (await call('GET', `Businesses/${b.id}/Owners`, 'officer')).json<
      businessesApi.Signatory[]
    >();
    expect(owners.map((o) => o.documents)).toEqual([1, 0]);
    const unknown = await multipart(
      'Businesses/Owners/Documents',
      'officer',
      { ownerId: '00000000-0000-4000-8000-000000000000', documentType: 'Photo' },
      { type: 'image/png', data: PNG },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('lists, inquiry and scope', () => {
  it('filters by name, registration number, status and organization; pages and sorts', async () => {
    const b = await register({ name: 'Zebra Logistics Unique' });
    const list = (q: string) =>
      call('GET', `Businesses?${q}`, 'officer').then((r) =>
        r.json<businessesApi.BusinessRow[] & { items: businessesApi.BusinessRow[]; totalItems: number }>(),
      );
    expect((await list('name=ebra%20logist')).items.map((i) => i.id)).toEqual([b.id]);
    expect(
      (await list(`registrationNumber=${b.registrationNumber.slice(0, 6).toLowerCase()}`)).items.map(
        (i) => i.id,
      ),
    ).toContain(b.id);
    const pending = await list('status=Pending&size=2');
    expect(pending.items.every((i) => i.status === 'Pending')).toBe(true);
    expect(pending.items).toHaveLength(2);
    expect((await list(`organization=${org}&name=Zebra`)).totalItems).toBe(1);
    expect((await list('sort=name,desc&size=50')).items.length).toBeGreaterThan(1);
    const byOrganization = await call('GET', 'Businesses?sort=orgName,desc&size=100', 'admin').then((r) =>
      r.json<{ items: businessesApi.BusinessRow[] }>(),
    );
    const orgNames = byOrganization.items.map((i) => i.orgName);
    expect(new Set(orgNames).size).toBeGreaterThan(1);
    expect(orgNames).toEqual([...orgNames].sort().reverse());
    expect((await call('GET', 'Businesses?sort=blob', 'officer')).statusCode).toBe(400);
  });

  it('a typed name: words anywhere in order, paged and sorted with an exact total', async () => {
    const tag = `Qx${Date.now() % 100000}`;
    const made = [];
    for (const name of [
      `${tag} Amal Fresh Market`,
      `${tag} Bilan Fresh Market`,
      `${tag} Cali Market Fresh`,
    ]) {
      t.clock.advance(1000);
      made.push(await register({ name }));
    }
    made.push(await register({ name: `${tag} 100%_Halal Foods` }));
    const ids = (q: string) =>
      call('GET', `Businesses?${q}`, 'supervisor').then((r) => {
        expect(r.statusCode).toBe(200);
        return r.json<{ items: { id: string; name: string }[]; totalItems: number; totalPages: number }>();
      });
    // Two words in this order only (runs of spaces read as one), newest first.
    const fresh = await ids(`name=${encodeURIComponent(`${tag.toLowerCase()} `)}&size=50`);
    expect(fresh.totalItems).toBe(4);
    const both = await ids(`name=${encodeURIComponent('fresh  MARKET')}&size=1&page=1`);
    const wanted = await ids(`name=${encodeURIComponent('fresh market')}&size=50`);
    expect(wanted.items.map((i) => i.id)).toEqual([made[1]!.id, made[0]!.id]);
    expect(both.totalItems).toBe(wanted.totalItems);
    expect(both.totalPages).toBe(wanted.totalItems);
    expect(both.items).toEqual([wanted.items[1]]);
    // Sorted by name, descending, within the matches.
    const byName = await ids(`name=${encodeURIComponent(`${tag} `)}&sort=name,desc`);
    expect(byName.items.map((i) => i.id)).toEqual([made[2]!.id, made[1]!.id, made[0]!.id, made[3]!.id]);
    // LIKE's wildcards are plain characters here.
    expect((await ids(`name=${encodeURIComponent('100%_halal')}`)).items.map((i) => i.id)).toEqual([
      made[3]!.id,
    ]);
    expect((await ids(`name=${encodeURIComponent('0%_h')}`)).totalItems).toBe(1);
    expect((await ids(`name=${encodeURIComponent('00_%h')}`)).totalItems).toBe(0);
    expect((await ids(`name=${encodeURIComponent('%_halal foo')}`)).items.map((i) => i.id)).toEqual([
      made[3]!.id,
    ]);
    expect((await ids(`name=${encodeURIComponent('_halal foo')}`)).items.map((i) => i.id)).toEqual([
      made[3]!.id,
    ]);
    expect((await ids(`name=${encodeURIComponent('0%_halal foo')}`)).items.map((i) => i.id)).toEqual([
      made[3]!.id,
    ]);
    expect((await ids(`name=${encodeURIComponent('%halal foo')}`)).totalItems).toBe(0);
    // A word no business name holds: nothing, whatever the other words.
    expect((await ids(`name=${encodeURIComponent('fresh nosuchword')}`)).totalItems).toBe(0);
  });

  it('a business of another organization does not exist for the user', async () => {
    const theirs = await register({ organizationId: SALAAM, accountType: 'SME' }, 'salaam.officer');
    const [owner] = (await call('GET', `Businesses/${theirs.id}/Owners`, 'salaam.officer')).json<
      businessesApi.Signatory[]
    >();
    const doc = (await multipart(`Businesses/${theirs.id}/Documents`, 'salaam.officer', licence, pdf)).json<{
      id: string;
    }>();
    for (const url of [
      `Businesses/${theirs.id}`,
      `Businesses/${theirs.id}/Owners`,
      `Businesses/${theirs.id}/Documents`,
      `Businesses/${theirs.id}/MissingDocuments`,
      `Businesses/${theirs.id}/History`,
      `Businesses/Owners/${owner!.id}/Documents`,
      `Businesses/Documents/${doc.id}/File`,
    ])
      expect((await call('GET', url, 'officer')).statusCode, url).toBe(404);
    expect((await call('GET', `Businesses/${theirs.id}`, 'officer')).json()).toEqual({
      message: messages.businessNotFound,
    });
    expect((await decide(theirs.id, 'supervisor', { status: 'Approved' })).statusCode).toBe(404);
    expect((await multipart(`Businesses/${theirs.id}/Documents`, 'officer', licence, pdf)).statusCode).toBe(
      404,
    );
    const list = (await call('GET', `Businesses?size=50&organization=${SALAAM}`, 'officer')).json<{
      totalItems: number;
    }>();
    expect(list.totalItems).toBe(0);
    const elsewhere = await call(
      'POST',
      'Businesses',
      'officer',
      registration({ organizationId: SALAAM, accountType: 'SME' }),
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('every route needs its permission', async () => {
    const none = await tokenFor(t, 'officer', [P.ListCustomers]);
    const b = await register();
    const checks: [string, 'GET' | 'POST' | 'PUT', string][] = [
      ['list', 'GET', 'Businesses'],
      ['get', 'GET', `Businesses/${b.id}`],
      ['owners', 'GET', `Businesses/${b.id}/Owners`],
      ['docs', 'GET', `Businesses/${b.id}/Documents`],
      ['missing', 'GET', `Businesses/${b.id}/MissingDocuments`],
      ['history', 'GET', `Businesses/${b.id}/History`],
      ['register', 'POST', 'Businesses'],
      ['status', 'PUT', `Businesses/${b.id}/Status`],
      ['upload', 'POST', `Businesses/${b.id}/Documents`],
      ['owner upload', 'POST', 'Businesses/Owners/Documents'],
    ];
    for (const [name, method, url] of checks)
      expect((await call(method, url, none, {})).statusCode, name).toBe(403);
    const reader = await tokenFor(t, 'officer', [P.ListBusinesses]);
    expect((await call('GET', `Businesses/${b.id}`, reader)).statusCode).toBe(200);
    expect((await call('POST', 'Businesses', reader, registration())).statusCode).toBe(403);
  });
});
