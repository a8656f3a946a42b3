import { and, asc, eq, gt, inArray, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  applications,
  businesses,
  businessOwners,
  customers,
  riskJurisdictions,
  riskRatings,
  riskRules,
  riskRuleSets,
} from '../../db/schema/index.ts';

export type RuleSetRow = typeof riskRuleSets.$inferSelect;
export type RuleRow = Omit<typeof riskRules.$inferInsert, 'ruleSetId' | 'position'>;
export type JurisdictionRow = Omit<typeof riskJurisdictions.$inferInsert, 'ruleSetId'>;
export type RatingRow = typeof riskRatings.$inferSelect;
export type RatedType = 'Customer' | 'Business';

export async function ruleSetInForce(exec: Executor): Promise<RuleSetRow | null> {
  const [row] = await exec.select().from(riskRuleSets).where(eq(riskRuleSets.status, 'InForce'));
  return row ?? null;
}

export async function rulesOf(exec: Executor, ruleSetId: string) {
  const rules = await exec
    .select({ condition: riskRules.condition, rating: riskRules.rating })
    .from(riskRules)
    .where(eq(riskRules.ruleSetId, ruleSetId))
    .orderBy(asc(riskRules.position));
  const jurisdictions = await exec
    .select({ country: riskJurisdictions.country, list: riskJurisdictions.list })
    .from(riskJurisdictions)
    .where(eq(riskJurisdictions.ruleSetId, ruleSetId))
    .orderBy(asc(riskJurisdictions.list), asc(riskJurisdictions.country));
  return { rules, jurisdictions };
}

/**
 * Writes a rule set with its rules and jurisdictions. A set in force written while another is
 * (two processes seeding the first at once) is not written: answers null.
 */
export async function insertRuleSet(
  exec: Executor,
  set: typeof riskRuleSets.$inferInsert,
  rules: readonly RuleRow[],
  jurisdictions: readonly JurisdictionRow[],
): Promise<string | null> {
  const [row] = await exec
    .insert(riskRuleSets)
    .values(set)
    .onConflictDoNothing()
    .returning({ id: riskRuleSets.id });
  if (!row) return null;
  if (rules.length > 0)
    await exec.insert(riskRules).values(rules.map((r, position) => ({ ...r, ruleSetId: row.id, position })));
  if (jurisdictions.length > 0)
    await exec.insert(riskJurisdictions).values(jurisdictions.map((j) => ({ ...j, ruleSetId: row.id })));
  return row.id;
}

/** A batch of records to rate: those named, or the next ones after an id, in id order. */
export type Batch = { ids: readonly string[] } | { after: string; limit: number };

const pick = <T extends typeof customers.id | typeof businesses.id>(column: T, batch: Batch) =>
  'ids' in batch ? inArray(column, [...batch.ids]) : gt(column, batch.after);

// The outer row is named in full: a column inside a subquery's text would be read as the inner table's.
export async function customersToRate(exec: Executor, batch: Batch) {
  const q = exec
    .select({
      id: customers.id,
      organizationId: customers.organizationId,
      name: customers.name,
      nationality: customers.nationality,
      country: customers.country,
      pep: customers.pepSelfDeclared,
      occupation: customers.occupation,
      turnover: customers.expectedMonthlyTurnover,
      products: sql<string[]>`coalesce((
        select array_agg(distinct a.account_type order by a.account_type) from ${applications} a
        where a.customer_id = "customers"."id" and not a.is_deleted), '{}')`,
    })
    .from(customers)
    .where(and(not(customers.isDeleted), pick(customers.id, batch)))
    .orderBy(asc(customers.id));
  return 'ids' in batch ? q : q.limit(batch.limit);
}

export async function businessesToRate(exec: Executor, batch: Batch) {
  const q = exec
    .select({
      id: businesses.id,
      organizationId: businesses.organizationId,
      name: businesses.name,
      country: businesses.country,
      accountType: businesses.accountType,
      turnover: sql<string | null>`${businesses.monthlyTurnover}::text`,
      owners: sql<{ id: string; nationality: string }[]>`coalesce((
        select json_agg(json_build_object('id', o.id, 'nationality', o.nationality) order by o.position)
        from ${businessOwners} o where o.business_id = "businesses"."id" and not o.is_deleted), '[]')`,
    })
    .from(businesses)
    .where(and(not(businesses.isDeleted), pick(businesses.id, batch)))
    .orderBy(asc(businesses.id));
  return 'ids' in batch ? q : q.limit(batch.limit);
}

export async function upsertRatings(exec: Executor, rows: readonly RatingRow[]): Promise<void> {
  if (rows.length === 0) return;
  await exec
    .insert(riskRatings)
    .values([...rows])
    .onConflictDoUpdate({
      target: [riskRatings.recordType, riskRatings.recordId],
      set: {
        organizationId: sql`excluded.organization_id`,
        rating: sql`excluded.rating`,
        reasons: sql`excluded.reasons`,
        ruleSetVersion: sql`excluded.rule_set_version`,
        ratedAt: sql`excluded.rated_at`,
      },
      // A rating of a newer rule set is never replaced by one of an older set still running.
      setWhere: sql`${riskRatings.ruleSetVersion} <= excluded.rule_set_version`,
    });
}

export async function ratingOf(exec: Executor, recordType: RatedType, recordId: string) {
  const [row] = await exec
    .select()
    .from(riskRatings)
    .where(and(eq(riskRatings.recordType, recordType), eq(riskRatings.recordId, recordId)));
  return row ?? null;
}

/** The organization of a live customer or business; null when there is none. */
export async function organizationOf(exec: Executor, recordType: RatedType, id: string) {
  const table = recordType === 'Customer' ? customers : businesses;
  const [row] = await exec
    .select({ organizationId: table.organizationId })
    .from(table)
    .where(and(eq(table.id, id), not(table.isDeleted)));
  return row?.organizationId ?? null;
}

export async function ruleSetById(exec: Executor, id: string, forUpdate = false) {
  const q = exec.select().from(riskRuleSets).where(eq(riskRuleSets.id, id));
  const [row] = await (forUpdate ? q.for('update') : q);
  return row ?? null;
}

/** Puts a draft in force with the next version, the set in force superseded; answers the version. */
export async function commitRuleSet(
  exec: Executor,
  id: string,
  by: { userName: string; at: Date },
): Promise<number> {
  const [last] = await exec
    .select({ version: sql<number>`coalesce(max(${riskRuleSets.version}), 0)::int` })
    .from(riskRuleSets);
  const version = (last?.version ?? 0) + 1;
  await exec
    .update(riskRuleSets)
    .set({ status: 'Superseded', rowVersion: sql`${riskRuleSets.rowVersion} + 1` })
    .where(eq(riskRuleSets.status, 'InForce'));
  await exec
    .update(riskRuleSets)
    .set({
      status: 'InForce',
      version,
      committedBy: by.userName,
      committedAt: by.at,
      rowVersion: sql`${riskRuleSets.rowVersion} + 1`,
    })
    .where(and(eq(riskRuleSets.id, id), eq(riskRuleSets.status, 'Draft')));
  return version;
}
