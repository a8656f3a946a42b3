import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@console/contract';
import { DEMO_CORE } from '../../core-banking/sandbox/index.ts';
import type { CoreBanking } from '../../core-banking/port.ts';
import { SandboxCore } from '../../core-banking/sandbox/index.ts';
import { SecretBox } from '../../platform/auth/secret-box.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, codeNow, firstSignIn, seed, tokenFor } from '../../test/auth-helpers.ts';

let t: TestApp;
let officer: string;
let admin: string;
let core: SandboxCore;
let officerSecret: string;
const org = DEMO_CORE.org.id;

beforeAll(async () => {
  // The sandbox is built here so the test can cut it off; the app still wraps it with its guard.
  t = await createTestApp({
    deps: {
      get core(): CoreBanking {
        return core;
      },
    },
  });
  core = new SandboxCore({
    db: t.database.db,
    box: new SecretBox(t.config.dataEncryptionKey),
    clock: t.clock,
  });
  await seed(t);
  officerSecret = (await firstSignIn(t, 'officer')).secret;
  officer = await tokenFor(t, 'officer');
  admin = await tokenFor(t, 'admin');
});
afterAll(() => t.close());

/** Moves the test clock; sessions idle longer than 15 minutes end, so sign in again. */
async function advance(ms: number): Promise<void> {
  t.clock.advance(ms);
  officer = await tokenFor(t, 'officer');
  admin = await tokenFor(t, 'admin');
}

const get = (url: string, token = officer) =>
  t.app.inject({ url: `/api/api/${url}`, headers: bearer(token) });
const post = (url: string, payload: object, token = officer) =>
  t.app.inject({ method: 'POST', url: `/api/api/${url}`, headers: bearer(token), payload });

/** The code the sandbox "sent" last to a phone, read from its outbox as a tester would. */
async function lastCode(phone: string): Promise<string> {
  const res = await get(`Sandbox/SmsOutbox?phone=${encodeURIComponent(phone)}&size=1`, admin);
  const text = res.json<{ text: string }[]>()[0]?.text ?? '';
  return /\b(\d{6})\b/.exec(text)?.[1] ?? 'none';
}

describe('customer inquiry through the core', () => {
  it('finds one, two or no verified customers by mobile', async () => {
    const one = await get(`Customers/InquiryByPhone/${org}/${encodeURIComponent(DEMO_CORE.onePhone)}`);
    expect(one.json()).toEqual([
      expect.objectContaining({ customerId: DEMO_CORE.oneCustomerId, name: DEMO_CORE.oneCustomerName }),
    ]);
    const two = await get(`Customers/InquiryByPhone/${org}/${DEMO_CORE.twoPhone.replace('+252', '')}`);
    expect(
      two
        .json<{ customerId: string }[]>()
        .map((c) => c.customerId)
        .sort(),
    ).toEqual([...DEMO_CORE.twoCustomerIds]);
    expect((await get(`Customers/InquiryByPhone/${org}/${DEMO_CORE.nonePhone.slice(1)}`)).json()).toEqual([]);
    expect(
      (await get(`Customers/InquiryByPhone/00000000-0000-4000-8000-000000000000/615550001`)).statusCode,
    ).toBe(404);
  });

  it('serves the photo, the accounts and the mobile-banking user', async () => {
    const photo = await get(`Customers/InquiryImage/${org}/${DEMO_CORE.oneCustomerId}`);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get(`Customers/InquiryImage/${org}/${DEMO_CORE.noPhotoCustomerId}`)).statusCode).toBe(404);
    const accounts = (await get(`Customers/${DEMO_CORE.oneCustomerId}/Accounts?organizationId=${org}`)).json<
      { account: string; mobileBanking: boolean }[]
    >();
    expect(accounts.map((a) => a.account)).toContain(DEMO_CORE.accountWithCards);
    const user = await get(`Customers/MobileBanking/${org}/${DEMO_CORE.onePhone.slice(1)}`);
    expect(user.json()).toMatchObject({ userId: DEMO_CORE.mbankingUserId });
  });

  it('answers 503 with the spec message while the core is down', async () => {
    await core.setOutage(true);
    try {
      const res = await get(`Customers/InquiryByPhone/${org}/615550001`);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: messages.unavailable });
    } finally {
      await core.setOutage(false);
    }
  });
});

describe('mobile-banking PIN reset with an OTP', () => {
  /** The officer's own next authenticator code (the step-up): each step is good once. */
  const ownCode = async () => {
    t.clock.advance(30_000);
    return codeNow(t, officerSecret);
  };
  const body = async (oTP: string, extra: object = {}) => ({
    organizationId: org,
    customerId: DEMO_CORE.oneCustomerId,
    mobile: DEMO_CORE.onePhone,
    oTP,
    totp: await ownCode(),
    ...extra,
  });
  const send = (operation: string, phone: string = DEMO_CORE.onePhone) =>
    post('Applications/SendOtp', {
      organizationId: org,
      phone,
      operation,
      customerId: DEMO_CORE.oneCustomerId,
    });

  it('resets with the code from the outbox, and only once', async () => {
    const sent = await send('ResetPin');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sentTo: '*********001' });
    const code = await lastCode(DEMO_CORE.onePhone);
    const ok = await post('Customers/ResetPin', await body(code));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: messages.pinReset });
    const again = await post('Customers/ResetPin', await body(code));
    expect(again.json()).toEqual({ errors: { oTP: [messages.otpInvalid] } });
    const sms = (await get(`Sandbox/SmsOutbox?phone=${DEMO_CORE.onePhone.slice(1)}&size=1`, admin)).json<
      { text: string }[]
    >();
    expect(sms[0]?.text).toMatch(/PIN has been reset/);
  });

  it('asks for the officer’s own fresh authenticator code, and refuses a used one', async () => {
    await send('ResetPin');
    const code = await lastCode(DEMO_CORE.onePhone);
    const missing = await post('Customers/ResetPin', await body(code, { totp: '' }));
    expect(missing.json()).toEqual({ errors: { totp: [messages.stepUpRequired] } });
    const old = await codeNow(t, officerSecret, -2);
    const stale = await post('Customers/ResetPin', await body(code, { totp: old }));
    expect(stale.json()).toEqual({ errors: { totp: [messages.stepUpInvalid] } });
    const fresh = await ownCode();
    expect((await post('Customers/ResetPin', await body(code, { totp: fresh }))).statusCode).toBe(200);
    const reused = await post('Customers/ResetPin', await body(code, { totp: fresh }));
    expect(reused.json()).toEqual({ errors: { totp: [messages.stepUpInvalid] } });
  });

  it('refuses an expired code, a code for another operation, and voids a code after five wrong tries', async () => {
    await send('ResetPin');
    const expiring = await lastCode(DEMO_CORE.onePhone);
    await advance(5 * 60_000 + 1000);
    expect((await post('Customers/ResetPin', await body(expiring))).statusCode).toBe(400);

    await send('LinkAccount');
    const forLinking = await lastCode(DEMO_CORE.onePhone);
    expect((await post('Customers/ResetPin', await body(forLinking))).json()).toEqual({
      errors: { oTP: [messages.otpInvalid] },
    });

    await advance(15 * 60_000);
    await send('ResetPin');
    const good = await lastCode(DEMO_CORE.onePhone);
    const wrong = good === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await post('Customers/ResetPin', await body(wrong))).statusCode).toBe(400);
    expect((await post('Customers/ResetPin', await body(good))).statusCode).toBe(400);
  });

  it('needs the permission of the operation and caps the codes sent to one phone', async () => {
    const cards = await tokenFor(t, 'cards');
    expect(
      (
        await post(
          'Applications/SendOtp',
          { organizationId: org, phone: DEMO_CORE.twoPhone, operation: 'ResetPin' },
          cards,
        )
      ).statusCode,
    ).toBe(403);
    const noPhone = await post('Applications/SendOtp', {
      organizationId: org,
      phone: '',
      operation: 'ResetPin',
    });
    expect(noPhone.json()).toEqual({ errors: { phone: [messages.phoneUnavailableForOtp] } });
    await advance(15 * 60_000);
    for (let i = 0; i < 5; i++) expect((await send('ResetPin', DEMO_CORE.twoPhone)).statusCode).toBe(200);
    expect((await send('ResetPin', DEMO_CORE.twoPhone)).statusCode).toBe(429);
  });

  it('records every core operation in the activity report', async () => {
    const events = (await get('Reports/Activity?size=200', admin)).json<{
      items: { type: string; event: string }[];
    }>().items;
    const kinds = new Set(events.map((e) => `${e.type}.${e.event}`));
    for (const kind of ['Core.CustomerInquiry', 'OTP.Sent', 'Account.ResetPin'])
      expect(kinds).toContain(kind);
  });
});
