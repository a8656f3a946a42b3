import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, otpOperations, P } from '@console/contract';
import { DEMO_CORE } from '../../core-banking/sandbox/index.ts';
import { queryRows } from '../../db/client.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Note: Salaam Microfinance's customers are, for Dahab Bank's staff, customers that do not exist:
// whatever organization a request names, their phones get no code from them.
const DAHAB = DEMO_CORE.org.id;
const SALAAM = DEMO_CORE.otherOrg.id;
/** A Salaam customer on file here and in the core; one the core alone knows. */
const SALAAM_PHONES = [DEMO_CORE.otherOrgPhone, '+252615550102'];

let t: TestApp;
const tokens: Record<string, string> = {};
const every = [P.AddApplication, P.ResetPin, P.LinkToDahabPlus, P.ResetCardPIN, P.ResetCardCounter];

beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  // Dahab Bank only (the officer's branch), with every permission that sends a code.
  tokens.dahab = await tokenFor(t, 'officer', every);
  tokens.salaam = await tokenFor(t, 'salaam.officer');
  tokens.headOffice = await tokenFor(t, 'cards');
});
afterAll(() => t.close());

const send = (who: string, organizationId: string, phone: string, operation: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/api/Applications/SendOtp',
    headers: bearer(tokens[who]!),
    payload: { organizationId, phone, operation },
  });

async function sent(phone: string): Promise<{ sms: number; codes: number }> {
  const tail = `%${phone.slice(-9)}`;
  const [row] = await queryRows<{ sms: number; codes: number }>(
    t.database.db,
    sql`select (select count(*)::int from core.sms_outbox where phone like ${tail}) as sms,
               (select count(*)::int from otps where phone like ${tail}) as codes`,
  );
  return row ?? { sms: 0, codes: 0 };
}

describe('OTPs to the phones of customers of other organizations', () => {
  it('are refused for every operation as a record of another organization, and nothing is sent', async () => {
    for (const phone of SALAAM_PHONES) {
      const before = await sent(phone);
      for (const operation of otpOperations)
        for (const organizationId of [DAHAB, SALAAM]) {
          const res = await send('dahab', organizationId, phone, operation);
          expect(res.statusCode, `${operation} ${phone}`).toBe(404);
          expect(res.json()).toEqual({ message: messages.notFound });
        }
      expect(await sent(phone)).toEqual(before);
    }
  });

  it("reach the phones of the sender's own customers and of no customer yet", async () => {
    expect((await send('dahab', DAHAB, DEMO_CORE.onePhone, 'LinkAccount')).statusCode).toBe(200);
    expect((await send('dahab', DAHAB, DEMO_CORE.twoPhone, 'ResetCardPin')).statusCode).toBe(200);
    expect((await send('dahab', DAHAB, DEMO_CORE.nonePhone, 'NewApplication')).statusCode).toBe(200);
    expect((await send('salaam', SALAAM, DEMO_CORE.otherOrgPhone, 'NewApplication')).statusCode).toBe(200);
    // Head office works in every organization: no customer is another organization's to them.
    expect((await send('headOffice', DAHAB, '+252615550102', 'ResetCardCounter')).statusCode).toBe(200);
  });
});

describe('the operations the codes allow, on the customers of another organization', () => {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/api/${url}`, headers: bearer(tokens.dahab!), payload });

  it('are refused as records of another organization before anything reaches the core', async () => {
    const before = await sent(DEMO_CORE.otherOrgPhone);
    const codes = { oTP: '123456', totp: '123456' };
    const calls = [
      post('Customers/ResetPin', {
        organizationId: SALAAM,
        customerId: DEMO_CORE.otherOrgCustomerId,
        mobile: DEMO_CORE.otherOrgPhone,
        ...codes,
      }),
      post('Accounts/Link', {
        organizationId: SALAAM,
        accountType: 'SAV',
        accountNo: '0020000001',
        mobile: DEMO_CORE.otherOrgPhone,
        oTP: '123456',
      }),
      post('Accounts/Cards/ResetPin', {
        orgId: SALAAM,
        accountNo: '0020000001',
        encryptedCardNo: 'x',
        mobile: DEMO_CORE.otherOrgPhone,
        ...codes,
      }),
      post('Accounts/Cards/ResetPinCounter', {
        orgId: SALAAM,
        accountNo: '0020000001',
        encryptedCardNo: 'x',
        mobile: DEMO_CORE.otherOrgPhone,
        ...codes,
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ message: messages.notFound });
    }
    expect(await sent(DEMO_CORE.otherOrgPhone)).toEqual(before);
  });
});
