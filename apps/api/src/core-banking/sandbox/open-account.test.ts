import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { seedDemoData } from '../../demo-data.ts';
import { SecretBox } from '../../platform/auth/secret-box.ts';
import { TestClock } from '../../kernel/clock.ts';
import { openTestDatabase, testConfig } from '../../test/test-app.ts';
import { guardCore } from '../guarded.ts';
import { AppError } from '../../kernel/errors.ts';
import { CoreRefusedError, type OpenAccountRequest } from '../port.ts';
import { DEMO_CORE, SandboxCore } from './index.ts';

const { org } = DEMO_CORE;
let database: Database;
let core: SandboxCore;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig();
  await seedDemoData(database, config, new TestClock());
  core = new SandboxCore({
    db: database.db,
    box: new SecretBox(config.dataEncryptionKey),
    clock: new TestClock(),
  });
});
afterAll(() => database.close());

const request = (over: Partial<OpenAccountRequest>): OpenAccountRequest => ({
  name: 'Zamzam Ali Warsame',
  mobile: '+252615557777',
  email: 'zamzam@example.com',
  accountType: 'CUR',
  currency: 'EUR',
  branchCode: '002',
  reference: 'application-1',
  ...over,
});

describe('openAccount', () => {
  it('creates a new customer with an account, once per reference', async () => {
    const opened = await core.openAccount(org, request({}));
    expect(opened.customerId).toMatch(/^C\d{7}$/);
    expect(opened.accountNumber).toMatch(/^002\d{7}$/);
    expect(await core.openAccount(org, request({ name: 'Someone else' }))).toEqual(opened);
    const found = await core.findCustomersByPhone(org, '615557777');
    expect(found).toEqual([
      {
        customerId: opened.customerId,
        name: 'Zamzam Ali Warsame',
        mobile: '+252615557777',
        email: 'zamzam@example.com',
        telephone: null,
      },
    ]);
    const accounts = await core.customerAccounts(org, opened.customerId);
    expect(accounts).toEqual([
      expect.objectContaining({
        account: opened.accountNumber,
        accountType: 'CUR',
        currency: 'EUR',
        accStatus: 'Active',
        mobileBanking: false,
      }),
    ]);
    expect(await core.customerPhoto(org, opened.customerId)).toBeNull();
  });

  it('adds an account to an existing customer, and a racing retry opens only one', async () => {
    const before = await core.customerAccounts(org, DEMO_CORE.oneCustomerId);
    const req = request({
      customerId: DEMO_CORE.oneCustomerId,
      reference: 'application-2',
      accountType: 'SAV',
      currency: 'SOS',
      branchCode: '001',
    });
    const [a, b] = await Promise.all([core.openAccount(org, req), core.openAccount(org, req)]);
    expect(a).toEqual(b);
    expect(a.customerId).toBe(DEMO_CORE.oneCustomerId);
    const after = await core.customerAccounts(org, DEMO_CORE.oneCustomerId);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      account: a.accountNumber,
      name: DEMO_CORE.oneCustomerName,
      phone: DEMO_CORE.onePhone,
    });
  });

  it('refuses an unknown customer, product, currency or branch', async () => {
    const refused = (over: Partial<OpenAccountRequest>) =>
      expect(core.openAccount(org, request({ reference: 'bad', ...over }))).rejects.toBeInstanceOf(
        CoreRefusedError,
      );
    await refused({ customerId: 'C9999999' });
    await refused({ accountType: 'WAL', currency: 'USD' });
    await refused({ accountType: 'SAV', currency: 'EUR' });
    await refused({ branchCode: '101' });
    await refused({ name: ' ' });
  });
});

describe('a failing core', () => {
  it('fails every operation during an outage, which the guard turns into a 503 AppError', async () => {
    const guarded = guardCore(core, 1000);
    await core.setOutage(true);
    const calls = [
      () => core.findCustomersByPhone(org, DEMO_CORE.onePhone),
      () => core.customerPhoto(org, DEMO_CORE.oneCustomerId),
      () => core.customerAccounts(org, DEMO_CORE.oneCustomerId),
      () => core.mobileBankingUser(org, DEMO_CORE.onePhone),
      () => core.resetMobilePin(org, DEMO_CORE.oneCustomerId, DEMO_CORE.onePhone),
      () => core.sendSms(org, DEMO_CORE.onePhone, 'hello'),
      () => core.openAccount(org, request({ reference: 'during-outage' })),
    ];
    for (const call of calls) await expect(call()).rejects.toThrow(/outage/);
    await expect(guarded.customerAccounts(org, DEMO_CORE.oneCustomerId)).rejects.toMatchObject({
      status: 503,
    });
    await core.setOutage(false);
    expect(await guarded.customerAccounts(org, DEMO_CORE.oneCustomerId)).not.toHaveLength(0);
    // A business refusal becomes a 400 with the core's reason.
    const refusal = guarded.customerAccounts(org, 'C9999999');
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({ status: 400 });
    await expect(refusal).rejects.toThrow(/C9999999/);
  });

  it('times out a slow core', async () => {
    await core.setLatency(200);
    await expect(guardCore(core, 50).findCustomersByPhone(org, DEMO_CORE.onePhone)).rejects.toMatchObject({
      status: 503,
    });
    await core.setLatency(0);
    // Let the abandoned call finish before the database closes.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await guardCore(core, 1000).findCustomersByPhone(org, DEMO_CORE.onePhone)).toHaveLength(1);
  });
});
