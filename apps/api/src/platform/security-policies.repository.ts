import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { securityPolicies } from '../db/schema/index.ts';

export type PoliciesRow = typeof securityPolicies.$inferSelect;

/** The one row of policies; null until the first approved change. */
export async function readPolicies(exec: Executor): Promise<PoliciesRow | null> {
  const [row] = await exec.select().from(securityPolicies).where(eq(securityPolicies.id, 1));
  return row ?? null;
}

/** Stores approved policies: creates the row the first time, then moves its version on. */
export async function writePolicies(
  exec: Executor,
  values: Omit<PoliciesRow, 'id' | 'rowVersion'>,
): Promise<void> {
  await exec
    .insert(securityPolicies)
    .values({ id: 1, rowVersion: 1, ...values })
    .onConflictDoUpdate({
      target: securityPolicies.id,
      set: { ...values, rowVersion: sql`${securityPolicies.rowVersion} + 1` },
    });
}
