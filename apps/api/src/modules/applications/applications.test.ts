import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillMessage, messages, P } from '@console/contract';
import { DEMO_CORE, type SandboxCore } from '../../core-banking/sandbox/index.ts';
import { and, eq } from 'drizzle-orm';
import { activityEvents, applications } from '../../db/schema/index.ts';
import { seedId } from '../../platform/seed-id.ts';
import type { TestApp } from '../../test/test-app.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createAppWithCore, otpFor } from '../../test/core-helpers.ts';

let t: TestApp;
let core: SandboxCore;
const tokens: Record<string, string> = {};
const org = DEMO_CORE.org.id;

beforeAll(async () => {
  // A job's first attempt is its last: a core failure is written onto the application at once.
  ({ t, core } = await createAppWithCore({ JOB_RETRY_LIMIT: '0' }));
  await seed(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.advance(16 * 60_000);
  for (const name of ['officer', 'supervisor', 'admin']) tokens[name] = await tokenFor(t, name);
});

type App = {
  id: string;
  status: string;
  customerId: string;
  accountNumber: string | null;
  isShadow: boolean;
  openingError: string | null;
  rowVersion: number;
};
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/api/${url}`,
    headers: bearer(tokens[who] ?? who),
    ...(payload ? { payload } : {}),
  });

let phoneNo = 0;
const newPhone = () => `+2526188${String(++phoneNo).padStart(5, '0')}`;

async function submit(mobile = newPhone(), who = 'officer', extra: object = {}): Promise<App> {
  const oTP = await otpFor(t, tokens[who]!, tokens.admin!, {
    organizationId: org,
    phone: mobile,
    operation: 'NewApplication',
  });
  const res = await call('POST', 'Applications', who, {
    organizationId: org,
    accountType: 'SAV',
    currency: 'USD',
    mobile,
    oTP,
    language: 'Somali',
    customer: { name: `Customer ${mobile.slice(-4)}`, email: `c${mobile.slice(-5)}@mail.example` },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<App>();
}
/** The version a client would have read: the stored one, unless the test sends its own. */
const versionOf = async (id: string) => {
  const [row] = await t.database.db
    .select({ rowVersion: applications.rowVersion })
    .from(applications)
    .where(eq(applications.id, id));
  return row?.rowVersion ?? 0;
};
const status = async (id: string, who: string, body: object) =>
  call('PUT', `Applications/${id}/Status`, who, { rowVersion: await versionOf(id), ...body });
const resolve = async (id: string, who: string, body: object) =>
  call('PUT', `Applications/${id}/ResolveFlagged`, who, { rowVersion: await versionOf(id), ...body });

describe('submitting', () => {
  it('creates a Pending application and its profile, counted as ongoing', async () => {
    const app = await submit();
    expect(app).toMatchObject({ status: 'Pending', isShadow: false, accountNumber: null });
    const profile = (await call('GET', `Customers/${app.customerId}`, 'officer')).json<{
      status: string;
      applications: number;
      pendingApplications: number;
    }>();
    expect(profile).toMatchObject({ status: 'Pending', applications: 1, pendingApplications: 1 });
    const history = (await call('GET', `Applications/${app.id}/History`, 'officer')).json<unknown[]>();
    expect(history).toEqual([
      expect.objectContaining({ status: 'Pending', comments: 'Submitted', createdBy: 'officer' }),
    ]);
  });

  it('needs a branch, an offered account and currency, and the right OTP', async () => {
    const mobile = newPhone();
    // Head office sees every organization but has no branch to open an account at.
    const noBranch = await tokenFor(t, 'support', [P.AddApplication, P.AllOrganizations]);
    const code = await otpFor(t, noBranch, tokens.admin!, {
      organizationId: org,
      phone: mobile,
      operation: 'NewApplication',
    });
    const body = {
      organizationId: org,
      accountType: 'SAV',
      currency: 'USD',
      mobile,
      oTP: code,
      language: 'Somali',
      customer: { name: 'X', email: 'x@mail.example' },
    };
    expect((await call('POST', 'Applications', noBranch, body)).json()).toEqual({
      message: messages.branchNeeded,
    });
    expect((await call('POST', 'Applications', 'officer', { ...body, accountType: 'SME' })).json()).toEqual({
      errors: { accountType: ['This organization does not offer this account type.'] },
    });
    expect((await call('POST', 'Applications', 'officer', { ...body, currency: 'EUR' })).json()).toEqual({
      errors: { currency: ['This account type is not offered in this currency.'] },
    });
    expect((await call('POST', 'Applications', 'officer', { ...body, branchCode: '002' })).statusCode).toBe(
      400,
    );
    const wrongOperation = await otpFor(t, tokens.officer!, tokens.admin!, {
      organizationId: org,
      phone: mobile,
      operation: 'LinkAccount',
    });
    expect((await call('POST', 'Applications', 'officer', { ...body, oTP: wrongOperation })).statusCode).toBe(
      400,
    );
    const good = await otpFor(t, tokens.officer!, tokens.admin!, {
      organizationId: org,
      phone: mobile,
      operation: 'NewApplication',
    });
    expect((await call('POST', 'Applications', 'officer', { ...body, oTP: good })).statusCode).toBe(201);
    expect((await call('POST', 'Applications', 'officer', { ...body, oTP: good })).statusCode).toBe(400);
    const empty = await call('POST', 'Applications', 'officer', { customer: {} });
    const fields = empty.json<{ errors: Record<string, string[]> }>().errors;
    expect(fields).toMatchObject({
      organizationId: [messages.organizationRequired],
      accountType: [messages.accountTypeRequired],
      currency: [messages.currencyRequired],
      language: [messages.languageRequired],
      mobile: [messages.mobileRequiredForOtp],
      'customer.name': [messages.customerNameRequired],
      'customer.email': [messages.emailNameRequired],
    });
  });
});

describe('reviewing', () => {
  it('keeps four eyes: no permission, or the maker, cannot decide', async () => {
    const app = await submit();
    expect((await status(app.id, 'officer', { status: 'Approved' })).statusCode).toBe(403);
    const mine = await submit(newPhone(), 'supervisor');
    const own = await status(mine.id, 'supervisor', { status: 'Approved' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'You cannot change the status of an application you created.' });
  });

  it('rejects with items that become missing documents, then takes the resubmission once they are uploaded', async () => {
    const app = await submit();
    expect((await status(app.id, 'supervisor', { status: 'Rejected' })).json()).toEqual({
      errors: { rejectionItems: ['Add at least one rejection reason.'] },
    });
    const rejected = await status(app.id, 'supervisor', {
      status: 'Rejected',
      rejectionItems: [
        { rejectionReason: 'Document missing', documentName: 'Passport' },
        { rejectionReason: 'Photo unclear', documentName: 'Photo' },
      ],
    });
    expect(rejected.json()).toMatchObject({ status: 'Rejected' });
    const missing = (await call('GET', `Applications/${app.id}/MissingDocuments`, 'officer')).json<
      { documentName: string }[]
    >();
    expect(missing.map((m) => m.documentName)).toEqual(['Passport', 'Photo']);
    expect((await status(app.id, 'officer', { status: 'Pending' })).json()).toEqual({
      message: 'Upload the missing documents first: Passport, Photo.',
    });
    const { documents } = await import('../../db/schema/index.ts');
    t.clock.advance(60_000);
    for (const [documentType, documentNo] of [
      ['Passport', `P${app.id.slice(0, 6)}`],
      ['Photo', null],
    ] as const) {
      await t.database.db.insert(documents).values({
        customerId: app.customerId,
        documentType,
        documentNo,
        contentType: 'image/png',
        size: 10,
        blobKey: crypto.randomUUID(),
        createdBy: 'officer',
        createdAt: t.clock.now(),
        timeStamp: t.clock.now(),
      });
    }
    expect((await call('GET', `Applications/${app.id}/MissingDocuments`, 'officer')).json()).toEqual([]);
    expect((await status(app.id, 'officer', { status: 'Pending' })).json()).toMatchObject({
      status: 'Pending',
    });
  });

  it('approves: a job opens the account at the core and the application is Completed', async () => {
    const app = await submit();
    const approved = (await status(app.id, 'supervisor', { status: 'Approved' })).json<App>();
    expect(approved).toMatchObject({ status: 'Approved', awaitingCore: true, accountNumber: null });
    // Approved again while the job runs is refused: one opening at a time.
    const again = await status(app.id, 'supervisor', { status: 'Approved' });
    expect(again.json()).toEqual({ message: messages.alreadyAtCore });
    expect(await t.jobs.runDue()).toBe(1);
    const done = (await call('GET', `Customers/${app.customerId}/Applications`, 'officer')).json<App[]>()[0]!;
    expect(done).toMatchObject({ status: 'Completed', awaitingCore: false, openingError: null });
    expect(done.accountNumber).toMatch(/^\d{10}$/);
    const profile = (await call('GET', `Customers/${app.customerId}`, 'officer')).json<{
      status: string;
      coreCustomerId: string;
      pendingApplications: number;
    }>();
    expect(profile).toMatchObject({ status: 'Approved', pendingApplications: 0 });
    const accounts = (
      await call('GET', `Customers/${profile.coreCustomerId}/Accounts?organizationId=${org}`, 'officer')
    ).json<{ account: string }[]>();
    expect(accounts.map((a) => a.account)).toContain(done.accountNumber);
    const history = (await call('GET', `Applications/${app.id}/History`, 'officer')).json<
      { status: string }[]
    >();
    expect(history.map((h) => h.status)).toEqual(['Pending', 'Approved', 'Completed']);
  });

  it('stays Approved when the core fails for good, records why, and opens on retry', async () => {
    const app = await submit();
    await core.setOutage(true);
    const approved = await status(app.id, 'supervisor', { status: 'Approved' });
    expect(approved.statusCode).toBe(200);
    expect(await t.jobs.runDue()).toBe(1);
    await core.setOutage(false);
    const kept = (await call('GET', `Customers/${app.customerId}/Applications`, 'officer')).json<App[]>()[0]!;
    expect(kept).toMatchObject({
      status: 'Approved',
      accountNumber: null,
      awaitingCore: false,
      openingError: messages.coreDidNotAnswer,
    });
    const retried = (await status(app.id, 'supervisor', { status: 'Approved' })).json<App>();
    expect(retried).toMatchObject({ status: 'Approved', awaitingCore: true, openingError: null });
    await t.jobs.runDue();
    const opened = (await call('GET', `Customers/${app.customerId}/Applications`, 'officer')).json<
      App[]
    >()[0]!;
    expect(opened).toMatchObject({ status: 'Completed', awaitingCore: false, openingError: null });
  });

  it('declines with a reason, returns to Draft for the maker, and refuses moves the lifecycle has not', async () => {
    const a = await submit();
    expect((await status(a.id, 'supervisor', { status: 'Declined' })).json()).toEqual({
      errors: { declineReason: ['A decline reason is required.'] },
    });
    expect(
      (await status(a.id, 'supervisor', { status: 'Declined', declineReason: 'Incomplete KYC' })).json(),
    ).toMatchObject({ status: 'Declined', declineReason: 'Incomplete KYC' });
    for (const next of ['Approved', 'Pending', 'Draft', 'Completed'])
      expect((await status(a.id, 'supervisor', { status: next })).statusCode, next).toBeGreaterThanOrEqual(
        400,
      );
    const b = await submit();
    expect((await status(b.id, 'supervisor', { status: 'Completed' })).json()).toEqual({
      message: 'An application that is Pending cannot become Completed.',
    });
    expect(
      (await status(b.id, 'supervisor', { status: 'Draft', comments: 'Fix the email' })).json(),
    ).toMatchObject({ status: 'Draft' });
    const reviewerOnly = await tokenFor(t, 'supervisor', [P.ChangeApplicationStatus]);
    expect((await status(b.id, reviewerOnly, { status: 'Pending' })).statusCode).toBe(403);
    expect((await status(b.id, 'officer', { status: 'Pending' })).json()).toMatchObject({
      status: 'Pending',
    });
    expect(
      (await status('00000000-0000-4000-8000-000000000000', 'supervisor', { status: 'Approved' })).statusCode,
    ).toBe(404);
  });
});

describe('stale screens', () => {
  it('refuses a decision made on an older version with 409 and changes nothing', async () => {
    const app = await submit();
    const read = app.rowVersion;
    const first = await status(app.id, 'supervisor', { status: 'Draft', rowVersion: read });
    expect(first.statusCode, first.body).toBe(200);
    const second = await status(app.id, 'supervisor', {
      status: 'Declined',
      declineReason: 'Late',
      rowVersion: read,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: messages.conflict });
    const history = (await call('GET', `Applications/${app.id}/History`, 'officer')).json<unknown[]>();
    expect(history).toHaveLength(2);
    const { rowVersion: _v, ...body } = { status: 'Approved', rowVersion: 0 };
    const missing = await call('PUT', `Applications/${app.id}/Status`, 'supervisor', body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ errors: { rowVersion: [messages.rowVersionRequired] } });
  });

  it('refuses to resolve a flag from an older version with 409', async () => {
    // The profile answers its mobile masked: the duplicate is submitted with the number typed.
    const mobile = newPhone();
    const first = await submit(mobile);
    const shown = (await call('GET', `Customers/${first.customerId}`, 'officer')).json<{ mobile: string }>();
    expect(shown.mobile).toBe(`*********${mobile.slice(-3)}`);
    const dup = await submit(mobile);
    expect(dup.status).toBe('Flagged');
    const stale = await call('PUT', `Applications/${dup.id}/ResolveFlagged`, 'supervisor', {
      rowVersion: dup.rowVersion + 1,
      destinationCustomerId: first.customerId,
      comments: 'Same person',
    });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', `Customers/${dup.customerId}`, 'officer')).statusCode).toBe(200);
    const fresh = await resolve(dup.id, 'supervisor', {
      rowVersion: dup.rowVersion,
      destinationCustomerId: first.customerId,
      comments: 'Same person',
    });
    expect(fresh.statusCode).toBe(204);
  });
});

describe('flags and shadows', () => {
  it('flags a possible duplicate and resolves it onto the destination customer', async () => {
    const mobile = newPhone();
    const first = await submit(mobile);
    const dup = await submit(mobile.replace('+252', ''));
    expect(dup.status).toBe('Flagged');
    expect((await status(dup.id, 'supervisor', { status: 'Approved' })).statusCode).toBe(400);
    expect(
      (
        await resolve(dup.id, 'officer', {
          destinationCustomerId: first.customerId,
          comments: 'Same person',
        })
      ).statusCode,
    ).toBe(403);
    const noComment = await resolve(dup.id, 'supervisor', {
      destinationCustomerId: first.customerId,
      comments: '',
    });
    expect(noComment.statusCode).toBe(400);
    expect(
      (
        await resolve(dup.id, 'supervisor', {
          destinationCustomerId: first.customerId,
          comments: 'Same person, kept on the first profile',
        })
      ).statusCode,
    ).toBe(204);
    const moved = (await call('GET', `Customers/${first.customerId}/Applications`, 'officer')).json<App[]>();
    expect(moved.map((a) => [a.id, a.status])).toContainEqual([dup.id, 'Pending']);
    expect((await call('GET', `Customers/${dup.customerId}`, 'officer')).statusCode).toBe(404);
    const history = (await call('GET', `Applications/${dup.id}/History`, 'officer')).json<
      { status: string; comments: string }[]
    >();
    expect(history.at(-1)).toMatchObject({
      status: 'Pending',
      comments: 'Same person, kept on the first profile',
    });
    const [resolved] = await t.database.db
      .select({ remarks: activityEvents.remarks })
      .from(activityEvents)
      .where(and(eq(activityEvents.event, 'FlagResolved'), eq(activityEvents.targetId, dup.id)));
    const name = `Customer ${mobile.slice(-4)}`;
    expect(resolved?.remarks).toBe(fillMessage(messages.resolvedInto, { name, destination: name }));
  });

  it('files account requests of verified customers as shadow applications, hidden unless asked for', async () => {
    const customerId = seedId(`customer:${DEMO_CORE.oneCustomerId}`);
    const oTP = await otpFor(t, tokens.officer!, tokens.admin!, {
      organizationId: org,
      phone: DEMO_CORE.onePhone,
      operation: 'AccountRequest',
      customerId: DEMO_CORE.oneCustomerId,
    });
    const body = {
      organizationId: org,
      customerId,
      accountType: 'CUR',
      currency: 'EUR',
      mobile: DEMO_CORE.onePhone,
      oTP,
    };
    expect(
      (
        await call('POST', 'Applications/AccountRequest', 'officer', { ...body, mobile: '+252619999999' })
      ).json(),
    ).toEqual({ errors: { mobile: [messages.countryCodeOnly] } });
    const res = await call('POST', 'Applications/AccountRequest', 'officer', body);
    expect(res.statusCode, res.body).toBe(201);
    const shadow = res.json<App>();
    expect(shadow).toMatchObject({ isShadow: true, status: 'Pending' });
    const main = (await call('GET', 'Applications?size=100', 'officer')).json<{ items: App[] }>();
    expect(main.items.some((a) => a.id === shadow.id)).toBe(false);
    const shadows = (await call('GET', 'Applications?isShadow=true', 'officer')).json<{
      items: App[];
      totalItems: number;
    }>();
    expect(shadows.items.map((a) => a.id)).toContain(shadow.id);
    expect(shadows.totalItems).toBe(1);
    const pending = (await call('GET', 'Applications?status=Pending&sort=customerName', 'officer')).json<{
      items: App[];
      totalItems: number;
    }>();
    expect(pending.items.every((a) => a.status === 'Pending')).toBe(true);
    expect(pending.totalItems).toBe(pending.items.length);
  });
});
