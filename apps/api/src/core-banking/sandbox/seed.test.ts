import { asc, count, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  coreAccounts,
  coreCards,
  coreCustomers,
  coreMbankingPendingOtps,
  coreMbankingTransactions,
  coreMbankingUsers,
} from '../../db/schema/core.ts';
import { demoOrganizations } from '../../demo/identity.ts';
import { DEMO_MERCHANTS } from '../../demo/merchants.ts';
import { seedDemoData } from '../../demo-data.ts';
import { SecretBox } from '../../platform/auth/secret-box.ts';
import { TestClock } from '../../kernel/clock.ts';
import { openTestDatabase, testConfig } from '../../test/test-app.ts';
import { DEMO_CORE } from './index.ts';
import { sandboxPlans } from './seed.ts';
import { luhnValid, maskPan } from './seed-random.ts';

let database: Database;
const config = testConfig();
const tables = {
  coreCustomers,
  coreAccounts,
  coreCards,
  coreMbankingUsers,
  coreMbankingTransactions,
  coreMbankingPendingOtps,
};

async function counts() {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    result[name] = row?.n ?? -1;
  }
  return result;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database, config, new TestClock());
});
afterAll(() => database.close());

const merchantCustomers = DEMO_MERCHANTS.accounts.map((a) => a.customerId);

describe('sandbox seed', () => {
  it('is idempotent', async () => {
    const first = await counts();
    expect(first).toEqual({
      // The sandbox plan's, then the business accounts that the demo merchants are paid into.
      coreCustomers: 20 + DEMO_MERCHANTS.accounts.length,
      coreAccounts: 33 + DEMO_MERCHANTS.accounts.length,
      coreCards: 24,
      coreMbankingUsers: 8,
      coreMbankingTransactions: 80,
      coreMbankingPendingOtps: 5,
    });
    await seedDemoData(database, config, new TestClock());
    expect(await counts()).toEqual(first);
  });

  it('is deterministic: the database holds exactly the plan', async () => {
    expect(sandboxPlans(demoOrganizations)).toEqual(sandboxPlans(demoOrganizations));
    const plans = sandboxPlans(demoOrganizations);
    const customers = await database.db
      .select()
      .from(coreCustomers)
      .where(notInArray(coreCustomers.customerId, merchantCustomers))
      .orderBy(asc(coreCustomers.orgId), asc(coreCustomers.customerId));
    const planned = plans
      .flatMap((p) => p.customers)
      .sort((a, b) => `${a.orgId}${a.customerId}`.localeCompare(`${b.orgId}${b.customerId}`));
    expect(customers).toEqual(planned);
    const accounts = await database.db
      .select({ no: coreAccounts.accountNo, limit: coreAccounts.dailyLimit })
      .from(coreAccounts)
      .where(notInArray(coreAccounts.customerId, merchantCustomers))
      .orderBy(asc(coreAccounts.accountNo));
    const plannedAccounts = plans.flatMap((p) =>
      p.accounts.map((a) => ({ no: a.accountNo, limit: a.dailyLimit ?? null })),
    );
    expect(accounts).toEqual(plannedAccounts.sort((a, b) => a.no.localeCompare(b.no)));
  });

  it('stores card numbers only sealed: Luhn-valid PANs behind the masked numbers', async () => {
    const box = new SecretBox(config.dataEncryptionKey);
    const cards = await database.db.select().from(coreCards);
    for (const card of cards) {
      const pan = box.open(card.id);
      expect(pan).toMatch(/^4580\d{12}$/);
      expect(luhnValid(pan)).toBe(true);
      expect(card.masked).toBe(maskPan(pan));
      expect(card.masked).toMatch(/^\d{6}\*{6}\d{4}$/);
    }
    expect(cards.filter((c) => c.accountNo === DEMO_CORE.accountWithCards)).toHaveLength(
      DEMO_CORE.accountWithCardsCount,
    );
    const masks = sandboxPlans(demoOrganizations).flatMap((p) => p.cards.map((c) => maskPan(c.pan)));
    expect(cards.map((c) => c.masked).sort()).toEqual(masks.sort());
  });

  it('knows Luhn', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });
});
