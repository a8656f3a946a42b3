import { and, asc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { reviewsApi } from '@console/contract';
import { queryRows, type Executor } from '../../db/client.ts';
import { customers, kycReviews, kycReviewSettings } from '../../db/schema/index.ts';
import { scopeCondition, type OrgScope } from '../../platform/org-scope.ts';

export type ReviewRow = typeof kycReviews.$inferSelect;
export type SettingsRow = typeof kycReviewSettings.$inferSelect;

/** The one row of intervals; null until the first approved change. */
export async function readSettings(exec: Executor): Promise<SettingsRow | null> {
  const [row] = await exec.select().from(kycReviewSettings).where(eq(kycReviewSettings.id, 1));
  return row ?? null;
}

export async function writeSettings(exec: Executor, values: Omit<SettingsRow, 'id' | 'rowVersion'>) {
  await exec
    .insert(kycReviewSettings)
    .values({ id: 1, rowVersion: 1, ...values })
    .onConflictDoUpdate({
      target: kycReviewSettings.id,
      set: { ...values, rowVersion: sql`${kycReviewSettings.rowVersion} + 1` },
    });
}

/** What the schedule reads of a customer (`review-schedule.ts` makes its days of it). */
export interface ScheduleRow {
  id: string;
  organizationId: string;
  name: string;
  /** The rating that holds: an approved override in force, else the computed one; null: not rated yet. */
  rating: string | null;
  /** The day its last approved review was decided, or else the day it was registered. */
  since: string;
  identityExpiry: string | null;
  open: string[];
}

const IDENTITY = sql.raw(reviewsApi.identityDocuments.map((d) => `'${d.replace(/'/g, "''")}'`).join(', '));

/**
 * The schedule of customers: those named, or the next ones after an id, in id order. Each reads
 * its rating, an override in force, its last approved review and its identity documents by index.
 */
export async function schedules(
  exec: Executor,
  batch: { ids: readonly string[] } | { after: string; limit: number },
  now: Date,
): Promise<ScheduleRow[]> {
  const which: SQL =
    'ids' in batch ? sql`c.id = any(${sql.param([...batch.ids])}::uuid[])` : sql`c.id > ${batch.after}::uuid`;
  const limit = 'ids' in batch ? sql`` : sql`limit ${batch.limit}`;
  return queryRows<ScheduleRow>(
    exec,
    sql`select c.id, c.organization_id as "organizationId", c.name,
               coalesce(o.rating, r.rating) as rating,
               (coalesce(last.at, c.created_at) at time zone 'UTC')::date::text as since,
               (select max(d.expire_date) from documents d
                 where d.customer_id = c.id and d.document_type in (${IDENTITY}) and not d.is_deleted)::text
                 as "identityExpiry",
               array(select k.reason from kyc_reviews k where k.customer_id = c.id and k.status <> 'Approved')
                 as open
          from customers c
          left join risk_ratings r on r.record_type = 'Customer' and r.record_id = c.id
          left join lateral (select ov.rating from risk_overrides ov
                              where ov.record_type = 'Customer' and ov.record_id = c.id
                                and ov.status = 'Approved' and ov.expires_at > ${now}
                              order by ov.decided_at desc limit 1) o on true
          left join lateral (select max(k.decided_at) as at from kyc_reviews k
                              where k.customer_id = c.id and k.status = 'Approved') last on true
         where not c.is_deleted and ${which}
         order by c.id ${limit}`,
  );
}

/** Opens a review; one of a reason already open (another run at once) is left as it is. */
export async function openReview(
  exec: Executor,
  values: Omit<typeof kycReviews.$inferInsert, 'id' | 'status' | 'rowVersion'>,
): Promise<string | null> {
  const [row] = await exec
    .insert(kycReviews)
    .values({ ...values, status: 'Due' })
    .onConflictDoNothing()
    .returning({ id: kycReviews.id });
  return row?.id ?? null;
}

export type ListedReview = ReviewRow & { customerName: string };

export interface ReviewFilter {
  scope: OrgScope;
  today: string;
  state?: reviewsApi.ReviewState | undefined;
  status?: reviewsApi.ReviewStatus | undefined;
  reason?: reviewsApi.ReviewReason | undefined;
  customerId?: string | undefined;
  organizationId?: string | undefined;
}

/** A page of reviews, soonest due first, with its total (`count(*) over ()`). */
export async function listReviews(exec: Executor, f: ReviewFilter, page: { limit: number; offset: number }) {
  const conditions = [
    scopeCondition(kycReviews.organizationId, f.scope),
    f.status ? eq(kycReviews.status, f.status) : ne(kycReviews.status, 'Approved'),
    f.state === 'overdue' ? lt(kycReviews.dueOn, f.today) : undefined,
    f.state === 'due' ? gte(kycReviews.dueOn, f.today) : undefined,
    f.reason ? eq(kycReviews.reason, f.reason) : undefined,
    f.customerId ? eq(kycReviews.customerId, f.customerId) : undefined,
    f.organizationId ? eq(kycReviews.organizationId, f.organizationId) : undefined,
  ];
  const rows = await exec
    .select({ review: kycReviews, customerName: customers.name, total: sql<number>`count(*) over ()` })
    .from(kycReviews)
    .innerJoin(customers, eq(customers.id, kycReviews.customerId))
    .where(and(...conditions))
    .orderBy(asc(kycReviews.dueOn), asc(kycReviews.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    rows: rows.map((r): ListedReview => ({ ...r.review, customerName: r.customerName })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export async function reviewById(
  exec: Executor,
  id: string,
  forUpdate = false,
): Promise<ListedReview | null> {
  const q = exec
    .select({ review: kycReviews, customerName: customers.name })
    .from(kycReviews)
    .innerJoin(customers, eq(customers.id, kycReviews.customerId))
    .where(eq(kycReviews.id, id));
  const [row] = await (forUpdate ? q.for('update', { of: kycReviews }) : q);
  return row ? { ...row.review, customerName: row.customerName } : null;
}

/** Moves a review on from the version read; null when it changed meanwhile. */
export async function updateReview(
  exec: Executor,
  id: string,
  rowVersion: number,
  values: Partial<Omit<ReviewRow, 'id' | 'rowVersion'>>,
): Promise<ReviewRow | null> {
  const [row] = await exec
    .update(kycReviews)
    .set({ ...values, rowVersion: sql`${kycReviews.rowVersion} + 1` })
    .where(and(eq(kycReviews.id, id), eq(kycReviews.rowVersion, rowVersion)))
    .returning();
  return row ?? null;
}

/** The KYC fields a review approved, written on the customer with its version moved on. */
export async function writeKycFields(
  exec: Executor,
  customerId: string,
  values: reviewsApi.ReviewChanges,
  at: Date,
) {
  const [row] = await exec
    .update(customers)
    .set({ ...values, timeStamp: at, rowVersion: sql`${customers.rowVersion} + 1` })
    .where(eq(customers.id, customerId))
    .returning();
  return row ?? null;
}

export async function customerById(exec: Executor, id: string) {
  const [row] = await exec.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}
