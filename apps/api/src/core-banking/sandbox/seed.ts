import type { Config } from '../../kernel/config.ts';
import type { Db } from '../../db/client.ts';
import {
  coreAccounts,
  coreCards,
  coreCustomers,
  coreMbankingPendingOtps,
  coreMbankingTransactions,
  coreMbankingUsers,
} from '../../db/schema/core.ts';
import { seedId } from '../../platform/seed-id.ts';
import { SecretBox } from '../../platform/auth/secret-box.ts';
import { sandboxSpecs } from './seed-data.ts';
import { planOrg, type OrgCatalog, type SeedPlan } from './seed-plan.ts';
import { maskPan } from './seed-random.ts';

/**
 * What the core is told of an organization it keeps the books of: its name, its products and its
 * branches. The demo's organizations are handed in by whoever seeds (`demo-data.ts`), so the core
 * knows nothing of the demo.
 */
export interface CoreOrgFacts {
  name: string;
  accounts: readonly { id: string; group: string; currencies: readonly string[] }[];
  branches: readonly (readonly [code: string, name: string])[];
}

/** What the core knows of an organization: its personal products and its branches. */
function catalogOf(orgs: readonly CoreOrgFacts[], orgName: string): OrgCatalog {
  const org = orgs.find((o) => o.name === orgName);
  if (!org) throw new Error(`No organization named ${orgName}.`);
  return {
    orgId: seedId(`org:${org.name}`),
    accounts: org.accounts
      .filter((a) => a.group === 'Personal')
      .map((a) => ({ id: a.id, currencies: a.currencies })),
    branches: org.branches.map(([code]) => code),
  };
}

/** Every seeded organization's plan, in seeding order. */
export function sandboxPlans(orgs: readonly CoreOrgFacts[]): SeedPlan[] {
  return sandboxSpecs.map((spec) => planOrg(spec, catalogOf(orgs, spec.org)));
}

/**
 * Customers, accounts, cards and mobile-banking users of the sandbox core. Idempotent: every row
 * is keyed on its natural key, and a second run leaves state that operations changed alone.
 */
export const sandboxSeeder = (orgs: readonly CoreOrgFacts[]) => ({
  name: 'sandbox-core',
  async run(db: Db, config: Config) {
    const box = new SecretBox(config.dataEncryptionKey);
    await db.transaction(async (tx) => {
      for (const plan of sandboxPlans(orgs)) {
        const orgId = plan.customers[0]?.orgId;
        if (!orgId) continue;
        await tx.insert(coreCustomers).values(plan.customers).onConflictDoNothing();
        await tx.insert(coreAccounts).values(plan.accounts).onConflictDoNothing();
        if (plan.cards.length > 0) {
          const cards = plan.cards.map(({ pan, ...card }) => ({
            ...card,
            id: box.seal(pan),
            orgId,
            masked: maskPan(pan),
          }));
          // Sealing is randomized, so a second run conflicts on (org, account, masked number) instead of id.
          await tx.insert(coreCards).values(cards).onConflictDoNothing();
        }
        if (plan.users.length === 0) continue;
        await tx.insert(coreMbankingUsers).values(plan.users).onConflictDoNothing();
        await tx.insert(coreMbankingTransactions).values(plan.transactions).onConflictDoNothing();
        if (plan.pendingOtps.length > 0)
          await tx.insert(coreMbankingPendingOtps).values(plan.pendingOtps).onConflictDoNothing();
      }
    });
  },
});
