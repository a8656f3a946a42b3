import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { seedDemoData } from '../../demo-data.ts';
import { SecretBox } from '../../platform/auth/secret-box.ts';
import { TestClock } from '../../kernel/clock.ts';
import { openTestDatabase, testConfig } from '../../test/test-app.ts';
import { guardCore } from '../guarded.ts';
import { CoreRefusedError } from '../port.ts';
import { coreSwitches, DEMO_CORE, REFUSED_CHANGE, SandboxCore } from './index.ts';

const { org } = DEMO_CORE;
const TIMEOUT_MS = 50;
let database: Database;
let core: SandboxCore;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig();
  const clock = new TestClock();
  await seedDemoData(database, config, clock);
  const box = new SecretBox(config.dataEncryptionKey);
  core = new SandboxCore({ db: database.db, box, clock, timeoutMs: TIMEOUT_MS });
});
afterAll(() => database.close());

const account = { accountNo: DEMO_CORE.accountWithCards, accountType: 'SAV', mobile: DEMO_CORE.onePhone };
const card = { accountNo: DEMO_CORE.accountWithCards, cardId: 'any', mobile: DEMO_CORE.onePhone };
const opening = (reference: string) => ({
  name: 'Zamzam Ali Warsame',
  mobile: '+252615557777',
  email: 'zamzam@example.com',
  accountType: 'CUR',
  currency: 'EUR',
  branchCode: '002',
  reference,
});

describe('a refusing core', () => {
  it('refuses every change with its reason and answers every read', async () => {
    await core.setFaultMode('refuse');
    try {
      const changes = [
        () => core.openAccount(org, opening('refused-opening')),
        () =>
          core.openBusinessAccount(org, {
            ...opening('refused-business'),
            registrationNumber: 'R-1',
            phone: '+252615557777',
          }),
        () => core.linkAccount(org, account),
        () => core.delinkAccount(org, account),
        () => core.setAccountLimit(org, account, '100.00'),
        () => core.resetCardPin(org, card),
        () => core.resetCardPinCounter(org, card),
        () =>
          core.issueCard(org, {
            accountNo: account.accountNo,
            productType: 'x',
            cardType: 'y',
            reference: 'r',
          }),
        () => core.applyCardLimit(org, { ...card, limitType: 'x', amount: '1.00', reference: 'r' }),
        () => core.resetMobilePin(org, DEMO_CORE.oneCustomerId, DEMO_CORE.onePhone),
        () => core.blockMobileBankingUser(DEMO_CORE.mbankingUserId, 'Lost phone', 'support'),
        () => core.unblockMobileBankingUser(DEMO_CORE.blockedUserId),
      ];
      for (const change of changes) {
        const refusal = change();
        await expect(refusal).rejects.toBeInstanceOf(CoreRefusedError);
        await expect(refusal).rejects.toThrow(REFUSED_CHANGE);
      }
      expect(await core.findCustomersByPhone(org, DEMO_CORE.onePhone)).toHaveLength(1);
      expect(await core.customerAccounts(org, DEMO_CORE.oneCustomerId)).not.toHaveLength(0);
      expect(await core.accountCards(org, DEMO_CORE.accountWithCards)).toHaveLength(
        DEMO_CORE.accountWithCardsCount,
      );
      expect(await core.mobileBankingUserInfo(DEMO_CORE.mbankingUserId, { page: 1, size: 5 })).toMatchObject({
        isBlocked: null,
      });
      expect(await core.findCustomersByPhone(org, '+252615557777')).toEqual([]);
    } finally {
      await core.setFaultMode('ok');
    }
  });
});

describe('a slow core', () => {
  it('answers after the time limit, and still does the work, once', async () => {
    await core.setFaultMode('slow');
    const guarded = guardCore(core, TIMEOUT_MS);
    await expect(guarded.openAccount(org, opening('slow-opening'))).rejects.toMatchObject({ status: 503 });
    await expect(guarded.findCustomersByPhone(org, DEMO_CORE.onePhone)).rejects.toMatchObject({
      status: 503,
    });
    await core.setFaultMode('ok');
    expect(await core.findCustomersByPhone(org, '+252615557777')).toEqual([]);
    // The abandoned opening completes about two seconds past the limit.
    await vi.waitFor(
      async () => expect(await core.findCustomersByPhone(org, '+252615557777')).toHaveLength(1),
      { timeout: 5_000, interval: 100 },
    );
    // A retry with the same reference finds the account the late call opened.
    const retried = await guarded.openAccount(org, opening('slow-opening'));
    const [customer] = await core.findCustomersByPhone(org, '+252615557777');
    expect(retried.customerId).toBe(customer?.customerId);
    expect(await core.customerAccounts(org, retried.customerId)).toHaveLength(1);
  });
});

describe('the switch', () => {
  it('keeps an outage as the down mode', async () => {
    await core.setOutage(true);
    expect((await coreSwitches(database.db)).mode).toBe('down');
    await expect(core.findAccount(org, DEMO_CORE.accountWithCards)).rejects.toThrow(/outage/);
    await core.setOutage(false);
    expect((await coreSwitches(database.db)).mode).toBe('ok');
  });
});
