import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, P } from '@console/contract';
import { DEMO_CORE } from '../../core-banking/sandbox/index.ts';
import type { SandboxCore } from '../../core-banking/sandbox/index.ts';
import { sandboxPlans } from '../../core-banking/sandbox/seed.ts';
import { demoOrganizations } from '../../demo/identity.ts';
import { bearer, codeNow, firstSignIn, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createAppWithCore, otpFor } from '../../test/core-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let core: SandboxCore;
let officer: string;
let admin: string;
let cards: { token: string; secret: string };
const org = DEMO_CORE.org.id;
const phone = DEMO_CORE.onePhone;
const dahab = sandboxPlans(demoOrganizations)[0]!;
/** Amina's second account: Active, not linked to DahabPlus, no card. */
const unlinked = dahab.accounts.find((a) => a.customerId === DEMO_CORE.oneCustomerId && !a.mobileBanking)!;
const closed = dahab.accounts.find((a) => a.status === 'Closed')!;
const linked = dahab.accounts.find((a) => a.accountNo === DEMO_CORE.accountWithCards)!;

beforeAll(async () => {
  // Logs at info level, so the test can scan them for card numbers.
  ({ t, core } = await createAppWithCore({ LOG_LEVEL: 'info' }));
  await seed(t);
  officer = await tokenFor(t, 'officer');
  admin = await tokenFor(t, 'admin');
  cards = await firstSignIn(t, 'cards');
});
afterAll(() => t.close());
// At most five codes go to one phone in 15 minutes: each test starts a fresh window.
beforeEach(() => advance(15 * 60_000 + 1000));

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/api/${url}`, headers: bearer(token), payload });
const otp = (operation: string, token = officer, to: string = phone) =>
  otpFor(t, token, admin, { organizationId: org, phone: to, operation });
const accountsOf = async (customerId: string) =>
  (await call('GET', `Customers/${customerId}/Accounts?organizationId=${org}`, officer)).json<
    { account: string; mobileBanking: boolean }[]
  >();
/** Sessions idle for 15 minutes end: move the clock and sign in again. */
async function advance(ms: number) {
  t.clock.advance(ms);
  officer = await tokenFor(t, 'officer');
  admin = await tokenFor(t, 'admin');
  cards.token = await tokenFor(t, 'cards');
}

describe('Link and de-link DahabPlus', () => {
  const link = (oTP: string, extra: object = {}) =>
    call('POST', 'Accounts/Link', officer, {
      organizationId: org,
      accountType: unlinked.accountType,
      accountNo: unlinked.accountNo,
      mobile: phone,
      oTP,
      ...extra,
    });

  it('says which field is missing', async () => {
    const res = await link('', { accountNo: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { accountNo: [messages.accountNumberRequired], oTP: [messages.otpRequired] },
    });
  });

  it('refuses an OTP sent for another operation, then links with its own, once', async () => {
    const other = await otp('ResetPin');
    expect((await link(other)).json()).toEqual({ errors: { oTP: [messages.otpInvalid] } });
    const code = await otp('LinkAccount');
    const ok = await link(code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: messages.accountLinked });
    expect(
      (await accountsOf(DEMO_CORE.oneCustomerId)).find((a) => a.account === unlinked.accountNo),
    ).toMatchObject({
      mobileBanking: true,
    });
    expect((await link(code)).json()).toEqual({ errors: { oTP: [messages.otpInvalid] } });
  });

  it('refuses an expired OTP', async () => {
    const code = await otp('LinkAccount');
    await advance(5 * 60_000 + 1000);
    expect((await link(code)).json()).toEqual({ errors: { oTP: [messages.otpInvalid] } });
  });

  it('removes an account from DahabPlus, and refuses to remove it twice', async () => {
    const body = {
      organizationId: org,
      accountType: unlinked.accountType,
      accountNo: unlinked.accountNo,
      mobile: phone,
    };
    const res = await call('POST', 'Accounts/DeLink', officer, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.accountDelinked });
    const again = await call('POST', 'Accounts/DeLink', officer, body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: messages.accountNotLinked });
  });

  it('refuses a closed account with a clear 400', async () => {
    const closedPhone = dahab.customers.find((c) => c.customerId === closed.customerId)!.mobile;
    const code = await otp('LinkAccount', officer, closedPhone);
    const res = await call('POST', 'Accounts/Link', officer, {
      organizationId: org,
      accountType: closed.accountType,
      accountNo: closed.accountNo,
      mobile: closedPhone,
      oTP: code,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'A closed account cannot be linked to DahabPlus.' });
  });

  it('answers 404 for an organization outside the user’s own', async () => {
    const salaam = await tokenFor(t, 'salaam.officer');
    const res = await call('POST', 'Accounts/DeLink', salaam, {
      organizationId: org,
      accountType: linked.accountType,
      accountNo: linked.accountNo,
      mobile: phone,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('Daily limit', () => {
  const limitUrl = `Accounts/GetLimit/${org}/${encodeURIComponent(phone)}/${linked.accountNo}/${linked.accountType}`;
  const setLimit = (limit: unknown) =>
    call('POST', 'Accounts/SetLimit', officer, {
      orgId: org,
      accountNo: linked.accountNo,
      mobile: phone,
      accountType: linked.accountType,
      limit,
    });

  it('shows the current limit and the bound as exact decimals', async () => {
    const res = await call('GET', limitUrl, officer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ limit: linked.dailyLimit, currency: 'USD', maxLimit: '10000.00' });
  });

  it('sets an exact decimal limit, and writes the activity event', async () => {
    expect((await setLimit('1234.56')).statusCode).toBe(204);
    expect((await call('GET', limitUrl, officer)).json()).toMatchObject({ limit: '1234.56' });
    expect((await setLimit('10000')).statusCode).toBe(204);
    const events = (await call('GET', 'Reports/Activity?size=200', admin)).json<{
      items: { type: string; event: string; remarks: string }[];
    }>().items;
    const limitEvents = events.filter((e) => e.type === 'Account' && e.event === 'SetLimit');
    expect(limitEvents.some((e) => e.remarks.includes('1234.56 USD'))).toBe(true);
  });

  it('refuses a missing, non-positive, malformed or too high limit', async () => {
    expect((await setLimit('')).json()).toEqual({ errors: { limit: [messages.dailyLimitRequired] } });
    expect((await setLimit('0.99')).json()).toEqual({ errors: { limit: [messages.limitPositive] } });
    expect((await setLimit('-5')).json()).toEqual({ errors: { limit: [messages.limitPositive] } });
    expect((await setLimit('12.345')).json()).toEqual({ errors: { limit: [messages.amountFormat] } });
    expect((await setLimit(500)).statusCode).toBe(400);
    const high = await setLimit('10000.01');
    expect(high.statusCode).toBe(400);
    expect(high.json()).toEqual({ message: 'The daily limit cannot exceed 10000.00 USD.' });
  });

  it('answers 503 when the core cannot give the limit', async () => {
    await core.setOutage(true);
    try {
      expect((await call('GET', limitUrl, officer)).statusCode).toBe(503);
    } finally {
      await core.setOutage(false);
    }
  });
});

describe('Physical cards, PIN and counter', () => {
  type Card = { id: string; cardNumber: string; product: string };
  const listCards = async (token = cards.token) =>
    (await call('GET', `Accounts/Cards/${org}/${linked.accountNo}`, token)).json<Card[]>();
  const body = (card: Card, oTP: string, totp: string) => ({
    orgId: org,
    accountNo: linked.accountNo,
    encryptedCardNo: card.id,
    mobile: phone,
    oTP,
    totp,
  });
  /** A fresh code of the cards user's own authenticator: each step is good once. */
  const ownCode = async () => {
    t.clock.advance(30_000);
    return codeNow(t, cards.secret);
  };

  it('lists the cards with masked numbers and opaque ids', async () => {
    const found = await listCards();
    expect(found).toHaveLength(DEMO_CORE.accountWithCardsCount);
    for (const c of found) {
      expect(c.cardNumber).toMatch(/^\d{6}\*{6}\d{4}$/);
      expect(c.id).not.toMatch(/\d{12,}/);
    }
  });

  it('resets a card PIN with the customer’s OTP and the staff member’s own fresh code', async () => {
    const [card] = await listCards();
    const code = await otp('ResetCardPin', cards.token);
    const res = await call(
      'POST',
      'Accounts/Cards/ResetPin',
      cards.token,
      body(card!, code, await ownCode()),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.pinReset });
  });

  it('refuses a missing, wrong, old or reused own code, and keeps the OTP for a good one', async () => {
    const [card] = await listCards();
    const code = await otp('ResetCardPin', cards.token);
    const missing = await call('POST', 'Accounts/Cards/ResetPin', cards.token, body(card!, code, ''));
    expect(missing.json()).toEqual({ errors: { totp: [messages.stepUpRequired] } });
    const fresh = await ownCode();
    const ok = await call('POST', 'Accounts/Cards/ResetPinCounter', cards.token, {
      ...body(card!, await otp('ResetCardCounter', cards.token), fresh),
    });
    expect(ok.json()).toEqual({ message: messages.pinCounterReset });
    // The same code again: refused, as is the code of an earlier step.
    const reused = await call('POST', 'Accounts/Cards/ResetPin', cards.token, body(card!, code, fresh));
    expect(reused.json()).toEqual({ errors: { totp: [messages.stepUpInvalid] } });
    const old = await codeNow(t, cards.secret, -1);
    expect(
      (await call('POST', 'Accounts/Cards/ResetPin', cards.token, body(card!, code, old))).statusCode,
    ).toBe(400);
    const good = await call(
      'POST',
      'Accounts/Cards/ResetPin',
      cards.token,
      body(card!, code, await ownCode()),
    );
    expect(good.statusCode).toBe(200);
  });

  it('refuses an OTP of another operation, a reused one and an expired one', async () => {
    const [card] = await listCards();
    const forCounter = await otp('ResetCardCounter', cards.token);
    const wrongOp = await call(
      'POST',
      'Accounts/Cards/ResetPin',
      cards.token,
      body(card!, forCounter, await ownCode()),
    );
    expect(wrongOp.json()).toEqual({ errors: { oTP: [messages.otpInvalid] } });
    const code = await otp('ResetCardPin', cards.token);
    expect(
      (await call('POST', 'Accounts/Cards/ResetPin', cards.token, body(card!, code, await ownCode())))
        .statusCode,
    ).toBe(200);
    const reused = await call(
      'POST',
      'Accounts/Cards/ResetPin',
      cards.token,
      body(card!, code, await ownCode()),
    );
    expect(reused.json()).toEqual({ errors: { oTP: [messages.otpInvalid] } });
    const expiring = await otp('ResetCardPin', cards.token);
    await advance(5 * 60_000 + 1000);
    const expired = await call(
      'POST',
      'Accounts/Cards/ResetPin',
      cards.token,
      body(card!, expiring, await ownCode()),
    );
    expect(expired.json()).toEqual({ errors: { oTP: [messages.otpInvalid] } });
  });

  it('refuses a card of another account and a session without the permission', async () => {
    const res = await call('POST', 'Accounts/Cards/ResetPin', cards.token, {
      ...body({ id: 'v1.not-a-card', cardNumber: '', product: '' }, '123456', await ownCode()),
    });
    expect(res.json()).toEqual({ errors: { encryptedCardNo: [messages.cardNotFound] } });
    const [card] = await listCards();
    const noPermission = await tokenFor(t, 'cards', [P.ListAccountCards, P.ResetCardCounter]);
    expect(
      (await call('POST', 'Accounts/Cards/ResetPin', noPermission, body(card!, '123456', '123456')))
        .statusCode,
    ).toBe(403);
  });

  it('writes each operation as an activity event', async () => {
    const events = (await call('GET', 'Reports/Activity?size=500', admin)).json<{
      items: { type: string; event: string }[];
    }>().items;
    const kinds = new Set(events.map((e) => `${e.type}.${e.event}`));
    for (const kind of [
      'Account.LinkAccount',
      'Account.DeLinkAccount',
      'Account.SetLimit',
      'Card.ResetCardPin',
      'Card.ResetPinCounter',
    ])
      expect(kinds).toContain(kind);
  });

  it('never lets a full card number out: not in a response, the outbox or the log', async () => {
    const pans = dahab.cards.map((c) => c.pan);
    const responses = [
      (await call('GET', `Accounts/Cards/${org}/${linked.accountNo}`, cards.token)).body,
      (await call('GET', 'Reports/Activity?size=500', admin)).body,
      (await call('GET', `Sandbox/SmsOutbox?phone=${encodeURIComponent(phone)}&size=100`, admin)).body,
    ];
    for (const text of [...responses, t.logs.join('\n')]) {
      for (const pan of pans) expect(text).not.toContain(pan);
      expect(text).not.toMatch(/\b4580\d{12}\b/);
    }
  });
});
