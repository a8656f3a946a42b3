import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type adminChangesApi, type merchantsApi } from '@console/contract';
import { DEMO_CORE } from '../../core-banking/sandbox/index.ts';
import { coreAccounts, users } from '../../db/schema/index.ts';
import { seedId } from '../../platform/seed-id.ts';
import { DEMO_MERCHANTS, demoMerchantId } from '../../demo/merchants.ts';
import { bearer, firstSignIn, login, seed, signIn, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { crc16, emvcoPayload, parseTlv } from './emvco.ts';
import { reserveNewCode } from './merchants.repository.ts';

const DAHAB = seedId('org:Dahab Bank');
const SALAAM = seedId('org:Salaam Microfinance');
const XAMAR = '0019000001';
const FREE = DEMO_MERCHANTS.freeAccount;

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  for (const who of [
    'officer',
    'supervisor',
    'salaam.officer',
    'salaam.supervisor',
    'admin.checker',
    'nobody',
    'admin',
    'merchant',
  ])
    tokens[who] = await tokenFor(t, who);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/api/${url}`,
    headers: bearer(tokens[who] ?? who),
    ...(payload ? { payload } : {}),
  });

const newMerchant = (over: Partial<merchantsApi.CreateMerchantBody> = {}) => ({
  organizationId: DAHAB,
  accountNo: FREE,
  name: 'Jubba Corner Shop',
  phone: '+252615579001',
  email: 'corner@jubba.example.com',
  ...over,
});

async function created(over: Partial<merchantsApi.CreateMerchantBody> = {}, who = 'officer') {
  const res = await call('POST', 'Merchants', who, newMerchant(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<merchantsApi.Merchant>();
}

async function generated(who = 'officer') {
  const res = await call('GET', `Merchants/GenerateCode?organizationId=${DAHAB}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ code: string }>().code;
}

describe('account inquiry and the merchants of an account', () => {
  it("shows the account holder's photo from the core's customer file (Merchants/CIF/Image)", async () => {
    const image = (org: string, account: string) =>
      call('GET', `Merchants/CIF/Image?organizationId=${org}&accountNo=${account}`, 'officer');
    const res = await image(DAHAB, XAMAR);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    const [noPhoto] = await t.database.db
      .select({ accountNo: coreAccounts.accountNo })
      .from(coreAccounts)
      .where(eq(coreAccounts.customerId, DEMO_CORE.noPhotoCustomerId));
    const none = await image(DAHAB, noPhoto!.accountNo);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: messages.noImage });
    expect((await image(DAHAB, '0000000')).statusCode).toBe(404);
    // An account of another organization does not exist for the officer.
    expect((await image(SALAAM, '1019000001')).statusCode).toBe(404);
  });

  it("answers the core's account information", async () => {
    const res = await call('GET', `Accounts/Inquiry?organizationId=${DAHAB}&accountNo=${XAMAR}`, 'officer');
    expect(res.json()).toEqual({
      account: XAMAR,
      name: 'Xamar Fresh Market Ltd',
      accountType: 'BUS',
      currency: 'USD',
      branch: '001',
      accStatus: 'Active',
    });
    const unknown = await call(
      'GET',
      `Accounts/Inquiry?organizationId=${DAHAB}&accountNo=0000000`,
      'officer',
    );
    expect(unknown.statusCode).toBe(404);
    const other = await call(
      'GET',
      `Accounts/Inquiry?organizationId=${SALAAM}&accountNo=1019000001`,
      'officer',
    );
    expect(other.statusCode).toBe(404);
  });

  it('lists by account number or by code, within the organization', async () => {
    const byAccount = await call('GET', `Merchants?organizationId=${DAHAB}&accountNo=${XAMAR}`, 'officer');
    expect(byAccount.json<merchantsApi.Merchant[]>().map((m) => m.code)).toEqual(['20000001', '20000002']);
    const byCode = await call('GET', `Merchants?organizationId=${DAHAB}&code=20000003`, 'officer');
    expect(byCode.json<merchantsApi.Merchant[]>()).toMatchObject([
      { description: 'Bakaara Electronics', accountNumber: '0029000002', hasUser: false },
    ]);
    expect((await call('GET', `Merchants?organizationId=${DAHAB}&code=30000001`, 'officer')).json()).toEqual(
      [],
    );
    const neither = await call('GET', `Merchants?organizationId=${DAHAB}`, 'officer');
    expect(neither.json()).toEqual({ errors: { accountNo: [messages.merchantIdentifierRequired] } });
    const letters = await call('GET', `Merchants?organizationId=${DAHAB}&code=12a`, 'officer');
    expect(letters.json()).toEqual({ errors: { code: [messages.merchantCodeDigits] } });
  });
});

describe('create and edit', () => {
  it('says which required field is missing, in the words of the spec', async () => {
    const res = await call('POST', 'Merchants', 'officer', newMerchant({ name: ' ', phone: '', email: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: {
        name: [messages.merchantNameRequired],
        phone: [messages.mobileNumberRequired],
        email: [messages.emailRequired],
      },
    });
    const code = await call('POST', 'Merchants', 'officer', newMerchant({ code: '12-34' }));
    expect(code.json()).toEqual({ errors: { code: [messages.merchantCodeDigits] } });
  });

  it('needs an active account the core knows', async () => {
    const unknown = await call('POST', 'Merchants', 'officer', newMerchant({ accountNo: '0019999999' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      errors: { accountNo: ['Account 0019999999 does not exist in Dahab Bank.'] },
    });
    const dormant = await call(
      'POST',
      'Merchants',
      'officer',
      newMerchant({ accountNo: DEMO_MERCHANTS.dormantAccount }),
    );
    expect(dormant.statusCode).toBe(400);
    expect(dormant.json()).toEqual({
      message: 'Account 0039000004 is Dormant: only an active account can have merchants.',
    });
  });

  it('creates with a generated code, and never twice with the same code', async () => {
    const code = await generated();
    expect(code).toMatch(/^[1-9]\d{7}$/);
    const m = await created({ code });
    expect(m).toMatchObject({ code, accountNumber: FREE, description: 'Jubba Corner Shop', hasUser: false });
    const again = await call('POST', 'Merchants', 'officer', newMerchant({ code }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.merchantCodeTaken });
    const seeded = await call('POST', 'Merchants', 'supervisor', newMerchant({ code: '20000001' }));
    expect(seeded.json()).toEqual({ message: messages.merchantCodeTaken });
    // A code generated for the officer is theirs until used: nobody else can take it.
    const reserved = await generated();
    const taken = await call('POST', 'Merchants', 'supervisor', newMerchant({ code: reserved }));
    expect(taken.statusCode).toBe(409);
    await created({ code: reserved });
    // A typed code that nobody holds is fine, and so is none at all.
    expect((await created({ code: '77001234' })).code).toBe('77001234');
    expect((await created({ code: '' })).code).toBeNull();
  });

  it('hands out different codes to concurrent requests, and a code once only', async () => {
    const codes = await Promise.all(Array.from({ length: 25 }, () => generated('supervisor')));
    expect(new Set(codes).size).toBe(25);
    const by = { userName: 'officer', at: t.clock.now() };
    const race = await Promise.all(
      Array.from({ length: 10 }, () => reserveNewCode(t.database.db, '55500011', DAHAB, by)),
    );
    expect(race.filter(Boolean)).toHaveLength(1);
    expect(await reserveNewCode(t.database.db, '20000001', DAHAB, by)).toBe(false);
  });

  it('edits name, phone and email; the code stays; a stale version is a 409', async () => {
    const m = await created({ code: await generated() });
    const body = { name: 'Jubba Corner', phone: '+252615579002', email: 'hello@jubba.example.com' };
    const ok = await call('PUT', `Merchants/${m.id}`, 'officer', {
      ...body,
      code: '1',
      rowVersion: m.rowVersion,
    });
    expect(ok.statusCode).toBe(204);
    const [after] = (await call('GET', `Merchants?organizationId=${DAHAB}&code=${m.code}`, 'officer')).json<
      merchantsApi.Merchant[]
    >();
    expect(after).toMatchObject({ description: 'Jubba Corner', mobileNo: '+252615579002', code: m.code });
    const stale = await call('PUT', `Merchants/${m.id}`, 'officer', { ...body, rowVersion: m.rowVersion });
    expect(stale.statusCode).toBe(409);
    const noVersion = await call('PUT', `Merchants/${m.id}`, 'officer', body);
    expect(noVersion.json()).toEqual({ errors: { rowVersion: [messages.rowVersionRequired] } });
    const blank = await call('PUT', `Merchants/${m.id}`, 'officer', { ...body, name: '', rowVersion: 2 });
    expect(blank.json()).toEqual({ errors: { name: [messages.merchantNameRequired] } });
  });

  it('keeps merchants of another organization out of reach (404)', async () => {
    const m = await created();
    const body = { name: 'X', phone: '+252615579003', email: 'x@x.example.com', rowVersion: m.rowVersion };
    expect((await call('PUT', `Merchants/${m.id}`, 'salaam.officer', body)).statusCode).toBe(404);
    expect((await call('GET', `Merchants/${m.id}/QRCode`, 'salaam.officer')).statusCode).toBe(404);
    expect((await call('GET', `Merchants/${m.id}/User`, 'salaam.officer')).statusCode).toBe(404);
    const reg = await call('POST', 'AppUsers/RegisterMerchantUser', 'salaam.officer', { merchantId: m.id });
    expect(reg.statusCode).toBe(404);
    expect((await call('POST', 'Merchants', 'salaam.officer', newMerchant())).statusCode).toBe(404);
    const gen = await call('GET', `Merchants/GenerateCode?organizationId=${DAHAB}`, 'salaam.officer');
    expect(gen.statusCode).toBe(404);
    const list = await call('GET', `Merchants?organizationId=${DAHAB}&accountNo=${XAMAR}`, 'salaam.officer');
    expect(list.statusCode).toBe(404);
  });
});

describe('payment QR', () => {
  it('checks CRC-16/CCITT-FALSE against its check value', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('builds an EMVCo merchant-presented payload', () => {
    const payload = emvcoPayload({
      organization: 'Dahab Bank',
      code: '20000001',
      name: 'Xamar Fresh Market',
      city: 'Mogadishu',
      currency: 'USD',
      categoryCode: '5999',
    });
    const tags = parseTlv(payload);
    expect([...tags.keys()]).toEqual(['00', '01', '26', '52', '53', '58', '59', '60', '63']);
    expect(tags.get('00')).toBe('01');
    expect(tags.get('53')).toBe('840');
    expect(tags.get('58')).toBe('SO');
    expect(tags.get('59')).toBe('Xamar Fresh Market');
    expect(tags.get('60')).toBe('Mogadishu');
    const account = parseTlv(tags.get('26')!);
    expect(account.get('01')).toBe('Dahab Bank');
    expect(account.get('02')).toBe('20000001');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    expect(payload).toContain('59' + '18' + 'Xamar Fresh Market');
  });

  it('cuts long names and drops characters a wallet cannot show', () => {
    const tags = parseTlv(
      emvcoPayload({
        organization: 'Dahab Bank',
        code: '1',
        name: 'Maqaayadda Cabdullaahi Xasan iyo Walaalihiis',
        city: 'Muqdisho',
        currency: 'SOS',
        categoryCode: '5812',
      }),
    );
    expect(tags.get('59')).toHaveLength(25);
    expect(tags.get('53')).toBe('706');
  });

  it('draws a PNG that decodes back to the payload', async () => {
    const [m] = (await call('GET', `Merchants?organizationId=${DAHAB}&code=20000001`, 'officer')).json<
      merchantsApi.Merchant[]
    >();
    const res = await call('GET', `Merchants/${m!.id}/QRCode`, 'officer');
    expect(res.statusCode).toBe(200);
    const { payload, image } = res.json<{ payload: string; image: string }>();
    expect(image.startsWith('data:image/png;base64,')).toBe(true);
    const png = PNG.sync.read(Buffer.from(image.split(',')[1]!, 'base64'));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(payload);
    expect(parseTlv(payload).get('59')).toBe('Xamar Fresh Market');
  });

  it("says 'No QR code available.' for a merchant without a code", async () => {
    const m = await created({ code: null });
    const res = await call('GET', `Merchants/${m.id}/QRCode`, 'officer');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.noQrCode });
  });
});

describe('merchant access', () => {
  type Change = adminChangesApi.AdminChange;
  const outbox = async (phone: string) =>
    (await call('GET', `Sandbox/SmsOutbox?phone=${phone.replace('+', '')}&size=5`, 'admin')).json<
      { text: string }[]
    >();
  const userNamed = async (userName: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0];
  const ask = async (merchantId: string, who = 'officer') => {
    const res = await call('POST', 'AppUsers/RegisterMerchantUser', who, { merchantId });
    expect(res.statusCode, res.body).toBe(202);
    return res.json<Change>();
  };
  const decide = (id: string, verdict: 'Approve' | 'Reject', who: string, remarks?: string) =>
    call('POST', `AdminChanges/${id}/${verdict}`, who, remarks === undefined ? undefined : { remarks });

  it('waits for a supervisor: nothing is created and no SMS is sent until one approves', async () => {
    const m = await created({ code: await generated(), phone: '+252615579100' });
    expect((await call('GET', `Merchants/${m.id}/User`, 'officer')).json()).toEqual({
      user: null,
      pending: null,
    });
    const change = await ask(m.id);
    expect(change).toMatchObject({
      kind: 'MerchantAccess',
      status: 'Pending',
      targetType: 'Merchant',
      targetId: m.id,
      targetName: `Jubba Corner Shop (${m.code})`,
      organizationId: DAHAB,
      requestedBy: 'officer',
      after: { userName: m.code, phone: '+252615579100', email: m.email, role: 'Merchant' },
    });
    expect(JSON.stringify(change)).not.toMatch(/password/i);
    expect((await call('GET', `Merchants/${m.id}/User`, 'officer')).json()).toEqual({
      user: null,
      pending: {
        id: change.id,
        requestedBy: 'officer',
        requestedAt: change.requestedAt,
        expiresAt: change.expiresAt,
      },
    });
    expect(await userNamed(m.code!)).toBeUndefined();
    expect(await outbox('+252615579100')).toEqual([]);
    const twice = await call('POST', 'AppUsers/RegisterMerchantUser', 'officer', { merchantId: m.id });
    expect(twice.json()).toEqual({ message: messages.alreadyPendingChange });

    // Four eyes: an officer holds no approval, the security officer decides administration but
    // not a merchant's access, and a supervisor of another organization does not see it.
    expect((await decide(change.id, 'Approve', 'officer')).statusCode).toBe(403);
    expect((await decide(change.id, 'Approve', 'admin.checker')).statusCode).toBe(403);
    expect((await decide(change.id, 'Reject', 'admin.checker', 'no')).statusCode).toBe(403);
    expect((await call('GET', `AdminChanges/${change.id}`, 'salaam.supervisor')).statusCode).toBe(404);
    expect((await decide(change.id, 'Approve', 'salaam.supervisor')).statusCode).toBe(404);
    expect((await decide(change.id, 'Reject', 'salaam.supervisor', 'no')).statusCode).toBe(404);
    const salaamList = await call('GET', 'AdminChanges?status=Pending&size=100', 'salaam.supervisor');
    expect(salaamList.json<{ items: Change[] }>().items.map((c) => c.id)).not.toContain(change.id);
    expect(await userNamed(m.code!)).toBeUndefined();
    expect(await outbox('+252615579100')).toEqual([]);

    const approved = await decide(change.id, 'Approve', 'supervisor');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'Approved', decidedBy: 'supervisor' });
    const access = (await call('GET', `Merchants/${m.id}/User`, 'officer')).json<{
      user: merchantsApi.MerchantUser;
      pending: null;
    }>();
    expect(access).toMatchObject({
      user: { userName: m.code, phone: '+252615579100', email: m.email },
      pending: null,
    });
    const user = access.user;
    const again = await call('POST', 'AppUsers/RegisterMerchantUser', 'officer', { merchantId: m.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.merchantHasUser });

    const sms = await outbox('+252615579100');
    expect(sms).toHaveLength(1);
    const password = /temporary password is (\S+)\. /.exec(sms[0]?.text ?? '')?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(t.logs.join('')).not.toContain(password);

    // First sign-in: two-factor set-up, then a session that may only change the password.
    const { token, secret } = await firstSignIn(t, m.code!, password);
    const blocked = await call(
      'GET',
      'Merchants/Transactions?from=2026-11-01T00:00:00Z&to=2026-11-21T23:59:59.999Z',
      token,
    );
    expect(blocked.json()).toEqual({ message: messages.passwordChangeRequired });
    const change2 = await call('PUT', `AppUsers/${user.id}/ChangePassword`, token, {
      oldPassword: password,
      newPassword: 'Jubba-Corner-Pass-9',
      repeatNewPassword: 'Jubba-Corner-Pass-9',
      isResetting: true,
    });
    expect(change2.statusCode, change2.body).toBe(204);
    expect((await login(t, { userName: m.code, password })).statusCode).toBe(401);
    const fresh = await signIn(t, m.code!, secret, 'Jubba-Corner-Pass-9');
    const own = await call(
      'GET',
      'Merchants/Transactions?from=2026-11-01T00:00:00Z&to=2026-11-21T23:59:59.999Z',
      fresh,
    );
    expect(own.json()).toMatchObject({ merchantCode: m.code, totalItems: 0, totals: [] });
    const other = await call(
      'GET',
      'Merchants/Transactions?from=2026-11-01T00:00:00Z&to=2026-11-21T23:59:59.999Z&merchantCode=20000001',
      fresh,
    );
    expect(other.statusCode).toBe(403);
    // A merchant user reads its statement and nothing else.
    expect(
      (await call('GET', `Merchants?organizationId=${DAHAB}&accountNo=${XAMAR}`, fresh)).statusCode,
    ).toBe(403);
  });

  it('is never decided by whoever asked for it', async () => {
    const m = await created({ code: await generated(), phone: '+252615579110' });
    const change = await ask(m.id, 'supervisor');
    const own = await decide(change.id, 'Approve', 'supervisor');
    expect(own.json()).toEqual({ message: messages.ownAdminChange });
    expect((await decide(change.id, 'Reject', 'supervisor', 'mine')).json()).toEqual({
      message: messages.ownAdminChange,
    });
    expect(await userNamed(m.code!)).toBeUndefined();
    expect(await outbox('+252615579110')).toEqual([]);
  });

  it('creates nothing and sends nothing when rejected; a new request may follow', async () => {
    const m = await created({ code: await generated(), phone: '+252615579120' });
    const change = await ask(m.id);
    const rejected = await decide(change.id, 'Reject', 'supervisor', 'The shop is not open yet.');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'Rejected', remarks: 'The shop is not open yet.' });
    expect(await userNamed(m.code!)).toBeUndefined();
    expect(await outbox('+252615579120')).toEqual([]);
    expect((await call('GET', `Merchants/${m.id}/User`, 'officer')).json()).toEqual({
      user: null,
      pending: null,
    });
    expect((await decide(change.id, 'Approve', 'supervisor')).statusCode).toBe(400);
    expect((await ask(m.id)).status).toBe('Pending');
  });

  it('is stale when the merchant was edited after the request: the password goes to the phone approved', async () => {
    const m = await created({ code: await generated(), phone: '+252615579130' });
    const change = await ask(m.id);
    const edit = await call('PUT', `Merchants/${m.id}`, 'officer', {
      name: m.description,
      phone: '+252615579131',
      email: m.email,
      rowVersion: m.rowVersion,
    });
    expect(edit.statusCode, edit.body).toBe(204);
    const stale = await decide(change.id, 'Approve', 'supervisor');
    expect(stale.statusCode).toBe(409);
    expect(await userNamed(m.code!)).toBeUndefined();
    expect([...(await outbox('+252615579130')), ...(await outbox('+252615579131'))]).toEqual([]);
    const closed = (await call('GET', `AdminChanges/${change.id}`, 'supervisor')).json<Change>();
    expect(closed.status).toBe('Stale');
  });

  it("waits in the work queue of the merchant's supervisors only, and is decided there", async () => {
    const m = await created({ code: await generated(), phone: '+252615579140' });
    const change = await ask(m.id);
    const queue = async (who: string) =>
      (await call('GET', 'WorkQueue?size=100&area=MerchantAccess', who)).json<{
        items: { recordId: string; recordName: string; area: string; decisions: string[]; madeBy: string }[];
      }>().items;
    const item = (await queue('supervisor')).find((i) => i.recordId === change.id);
    expect(item).toMatchObject({
      area: 'MerchantAccess',
      recordName: `Give a merchant access: Jubba Corner Shop (${m.code})`,
      madeBy: 'officer',
      decisions: ['approve', 'reject'],
    });
    expect((await queue('salaam.supervisor')).map((i) => i.recordId)).not.toContain(change.id);
    const checkerQueue = (await call('GET', 'WorkQueue?size=100', 'admin.checker')).json<{
      items: { recordId: string }[];
    }>();
    expect(checkerQueue.items.map((i) => i.recordId)).not.toContain(change.id);
    expect((await call('GET', 'WorkQueue', 'officer')).statusCode).toBe(403);
    const salaamDecides = await call('POST', 'WorkQueue/Decide', 'salaam.supervisor', {
      decision: 'approve',
      items: [{ area: 'MerchantAccess', recordId: change.id, rowVersion: 1 }],
    });
    expect(salaamDecides.statusCode).toBe(400);

    const decided = await call('POST', 'WorkQueue/Decide', 'supervisor', {
      decision: 'approve',
      items: [{ area: 'MerchantAccess', recordId: change.id, rowVersion: 1 }],
    });
    expect(decided.json()).toEqual({
      results: [{ recordId: change.id, outcome: 'done', message: messages.workDone }],
    });
    expect(await outbox('+252615579140')).toHaveLength(1);
    expect((await queue('supervisor')).map((i) => i.recordId)).not.toContain(change.id);
  });

  it('needs a code first', async () => {
    const m = await created({ code: null });
    const res = await call('POST', 'AppUsers/RegisterMerchantUser', 'officer', { merchantId: m.id });
    expect(res.json()).toEqual({ message: messages.merchantNeedsCode });
  });
});

describe('guards', () => {
  it('refuses every merchant route without its permission', async () => {
    const id = demoMerchantId(DEMO_MERCHANTS.merchants[0]!);
    const range = 'from=2026-11-01T00:00:00Z&to=2026-11-21T23:59:59.999Z';
    const routes: [string, string, object?][] = [
      ['GET', `Accounts/Inquiry?organizationId=${DAHAB}&accountNo=${XAMAR}`],
      ['GET', `Merchants/CIF/Image?organizationId=${DAHAB}&accountNo=${XAMAR}`],
      ['GET', `Merchants?organizationId=${DAHAB}&accountNo=${XAMAR}`],
      ['GET', `Merchants/GenerateCode?organizationId=${DAHAB}`],
      ['POST', 'Merchants', newMerchant()],
      ['PUT', `Merchants/${id}`, { name: 'a', phone: '1', email: 'a@b.co', rowVersion: 1 }],
      ['GET', `Merchants/${id}/QRCode`],
      ['GET', `Merchants/${id}/User`],
      ['POST', 'AppUsers/RegisterMerchantUser', { merchantId: id }],
      ['GET', `Merchants/Transactions?${range}`],
      ['GET', `Merchants/Transactions/Export?${range}`],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(method as 'GET', url, 'nobody', body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await t.app.inject({ method: method as 'GET', url: `/api/api/${url}` });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    // The merchant user may read its statement, and change nothing else.
    expect((await call('GET', `Merchants/GenerateCode?organizationId=${DAHAB}`, 'merchant')).statusCode).toBe(
      403,
    );
    expect((await call('POST', 'Merchants', 'merchant', newMerchant())).statusCode).toBe(403);
  });
});
