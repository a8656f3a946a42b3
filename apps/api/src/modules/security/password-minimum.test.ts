import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillMessage, messages, type adminChangesApi, type merchantsApi } from '@console/contract';
import { DEMO_MERCHANTS } from '../../demo/merchants.ts';
import { seedId } from '../../platform/seed-id.ts';
import { bearer, DEMO_PASSWORD, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The security policies' password minimum, once a second person approved it, is the one rule of
// every place a password is chosen, and the one the console is told (GET System/Info).

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ config: { PASSWORD_MIN_LENGTH: '12' } });
  await seed(t);
  for (const who of ['admin', 'admin.checker', 'officer', 'supervisor', 'cards'])
    tokens[who] = await tokenFor(t, who);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url: `/api/api/${url}`, headers: bearer(tokens[who]!), payload });

const minimumOf = async (who: string) =>
  (await call('GET', 'System/Info', who)).json<{ passwordMinLength: number }>().passwordMinLength;

const tooShort = (count: number) => fillMessage(messages.passwordTooShort, { count: String(count) });

async function approvePolicies(passwordMinLength: number) {
  const asked = await call('PUT', 'Security/Policies', 'admin', {
    passwordMinLength,
    lockoutAttempts: 10,
    lockoutMinutes: 30,
    idleMinutes: 15,
    sessionHours: 10,
    dormantDays: 90,
    accessReviewMonths: 3,
  });
  expect(asked.statusCode, asked.body).toBe(202);
  const change = asked.json<adminChangesApi.AdminChange>();
  expect((await call('POST', `AdminChanges/${change.id}/Approve`, 'admin.checker')).statusCode).toBe(200);
  // Every process reads the policies again within 5 seconds.
  t.clock.advance(6_000);
}

describe('the password minimum in force', () => {
  it('is the configured one until a change is approved, then the approved one, told and checked alike', async () => {
    expect(await minimumOf('officer')).toBe(12);
    await approvePolicies(20);
    expect(await minimumOf('officer')).toBe(20);

    // Choosing one's own password.
    const nineteen = 'Nineteen-chars-0001';
    const own = await call('PUT', `AppUsers/${seedId('user:cards')}/ChangePassword`, 'cards', {
      oldPassword: DEMO_PASSWORD,
      newPassword: nineteen,
      repeatNewPassword: nineteen,
      isResetting: true,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ errors: { newPassword: [tooShort(20)] } });

    // Setting another user's password, and a new user's first one.
    const officer = (await call('GET', `AppUsers/${seedId('user:officer')}`, 'admin')).json<{
      rowVersion: number;
    }>();
    const other = await call('PUT', `AppUsers/${seedId('user:officer')}/ChangePassword`, 'admin', {
      newPassword: nineteen,
      repeatNewPassword: nineteen,
      rowVersion: officer.rowVersion,
    });
    expect(other.json()).toEqual({ errors: { newPassword: [tooShort(20)] } });
    const created = await call('POST', 'AppUsers', 'admin', {
      userName: 'new.teller',
      password: nineteen,
      phone: '+252610009999',
    });
    expect(created.json()).toEqual({ errors: { password: [tooShort(20)] } });
    expect(
      (
        await call('POST', 'AppUsers', 'admin', {
          userName: 'new.teller',
          password: `${nineteen}x`,
          phone: '+252610009999',
        })
      ).statusCode,
    ).toBe(202);
  });

  it("gives a merchant's first password the length of a longer minimum", async () => {
    await approvePolicies(24);
    const dahab = seedId('org:Dahab Bank');
    const { code } = (await call('GET', `Merchants/GenerateCode?organizationId=${dahab}`, 'officer')).json<{
      code: string;
    }>();
    const merchant = await call('POST', 'Merchants', 'officer', {
      code,
      organizationId: dahab,
      accountNo: DEMO_MERCHANTS.freeAccount,
      name: 'Jubba Corner Shop',
      phone: '+252615579300',
      email: 'corner@jubba.example.com',
    });
    expect(merchant.statusCode, merchant.body).toBe(201);
    const { id } = merchant.json<merchantsApi.Merchant>();
    const asked = await call('POST', 'AppUsers/RegisterMerchantUser', 'officer', { merchantId: id });
    expect(asked.statusCode, asked.body).toBe(202);
    const access = asked.json<adminChangesApi.AdminChange>();
    expect((await call('POST', `AdminChanges/${access.id}/Approve`, 'supervisor')).statusCode).toBe(200);
    const sms = (await call('GET', 'Sandbox/SmsOutbox?phone=252615579300&size=1', 'admin')).json<
      { text: string }[]
    >();
    expect(/temporary password is (\S+)\. /.exec(sms[0]?.text ?? '')?.[1]).toMatch(/^[A-Za-z0-9]{24}$/);
  });
});
