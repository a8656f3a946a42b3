import { and, asc, desc, eq, isNull, lte, not, sql, type SQL } from 'drizzle-orm';
import type { AccessReviewStatus } from '@console/contract';
import { queryRows, type Executor } from '../../db/client.ts';
import { accessReviewPeriods, accessReviews, organizations } from '../../db/schema/index.ts';
import { updateVersioned } from '../../db/versioning.ts';
import { scopeCondition, type OrgScope } from '../../platform/org-scope.ts';

export type ReviewRow = typeof accessReviews.$inferSelect & { organizationName: string | null };
export type NewReview = typeof accessReviews.$inferInsert;

const columns = {
  id: accessReviews.id,
  rowVersion: accessReviews.rowVersion,
  isDeleted: accessReviews.isDeleted,
  createdAt: accessReviews.createdAt,
  createdBy: accessReviews.createdBy,
  timeStamp: accessReviews.timeStamp,
  period: accessReviews.period,
  userId: accessReviews.userId,
  userName: accessReviews.userName,
  organizationId: accessReviews.organizationId,
  organizationName: organizations.name,
  kind: accessReviews.kind,
  targetId: accessReviews.targetId,
  access: accessReviews.access,
  status: accessReviews.status,
  dueAt: accessReviews.dueAt,
  escalatedAt: accessReviews.escalatedAt,
  decidedBy: accessReviews.decidedBy,
  decidedAt: accessReviews.decidedAt,
  remarks: accessReviews.remarks,
};

/**
 * Where a reader sees a review: in their organizations; one of no organization (roles of a user
 * of several organizations or none) only when they see every organization.
 */
function visible(scope: OrgScope): SQL | undefined {
  if (scope.all) return undefined;
  return scopeCondition(accessReviews.organizationId, scope);
}

export interface ReviewFilter {
  status?: AccessReviewStatus | undefined;
  period?: string | undefined;
  organizationId?: string | undefined;
}

/** A page of reviews and the total: the officer's list oldest first, the report newest period first. */
export async function pageOfReviews(
  exec: Executor,
  scope: OrgScope,
  filter: ReviewFilter,
  page: { limit: number; offset: number; order: 'work' | 'report' },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = and(
    not(accessReviews.isDeleted),
    visible(scope),
    filter.status ? eq(accessReviews.status, filter.status) : undefined,
    filter.period ? eq(accessReviews.period, filter.period) : undefined,
    filter.organizationId ? eq(accessReviews.organizationId, filter.organizationId) : undefined,
  );
  const order =
    page.order === 'work'
      ? [asc(accessReviews.createdAt), asc(accessReviews.userName), asc(accessReviews.id)]
      : [
          desc(accessReviews.period),
          asc(accessReviews.userName),
          asc(accessReviews.access),
          asc(accessReviews.id),
        ];
  const rows = await exec
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(accessReviews)
    .leftJoin(organizations, eq(organizations.id, accessReviews.organizationId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const total = rows[0]?.total ?? (page.offset > 0 ? await countReviews(exec, where) : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

async function countReviews(exec: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await exec
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(accessReviews)
    .where(where);
  return row?.n ?? 0;
}

export async function findReview(exec: Executor, id: string): Promise<ReviewRow | undefined> {
  const [row] = await exec
    .select(columns)
    .from(accessReviews)
    .leftJoin(organizations, eq(organizations.id, accessReviews.organizationId))
    .where(and(eq(accessReviews.id, id), not(accessReviews.isDeleted)));
  return row;
}

/** The decision on a review read at `rowVersion` (409 when it moved on meanwhile). */
export function decideReview(
  exec: Executor,
  id: string,
  rowVersion: number,
  values: { status: AccessReviewStatus; decidedBy: string; decidedAt: Date; remarks: string | null },
  at: Date,
) {
  return updateVersioned(exec, accessReviews, id, rowVersion, values, at);
}

/** Marks a period opened, once: false when another process opened it first. */
export async function claimPeriod(
  exec: Executor,
  row: typeof accessReviewPeriods.$inferInsert,
): Promise<boolean> {
  const rows = await exec
    .insert(accessReviewPeriods)
    .values(row)
    .onConflictDoNothing()
    .returning({ period: accessReviewPeriods.period });
  return rows.length === 1;
}

export async function insertReviews(exec: Executor, rows: readonly NewReview[]): Promise<void> {
  if (rows.length)
    await exec
      .insert(accessReviews)
      .values([...rows])
      .onConflictDoNothing();
}

/** One access a staff user holds now: a role, or a branch mapping with its label. */
export interface HeldAccess {
  userId: string;
  userName: string;
  kind: 'Role' | 'Branch';
  targetId: string;
  access: string;
  /** The mapping's organization; for a role, the user's one organization, or null. */
  organizationId: string | null;
}

/**
 * Every role and branch mapping of the active staff (merchants' users are the merchants' own), in
 * one read. A role belongs to the organization of the user's mappings when they have exactly one.
 */
export function heldAccess(exec: Executor): Promise<HeldAccess[]> {
  return queryRows<HeldAccess>(
    exec,
    sql`with staff as (
          select u.id, u.user_name,
                 (select case when count(distinct b.organization_id) = 1 then min(b.organization_id::text)::uuid end
                    from user_branches b where b.user_id = u.id and not b.is_deleted) as organization_id
            from users u
           where not u.is_deleted and u.is_active and not u.is_merchant)
        select s.id as "userId", s.user_name as "userName", 'Role' as kind, r.id as "targetId",
               r.name as access, s.organization_id as "organizationId"
          from staff s join user_roles ur on ur.user_id = s.id
          join roles r on r.id = ur.role_id and not r.is_deleted
        union all
        select s.id, s.user_name, 'Branch', b.id, o.name || ' / ' || br.code || ' ' || br.name, b.organization_id
          from staff s join user_branches b on b.user_id = s.id and not b.is_deleted
          join organizations o on o.id = b.organization_id
          join branches br on br.id = b.branch_id
         order by 2, 3, 5`,
  );
}

/** Pending reviews past their due time and not yet escalated, oldest first. */
export function overdue(exec: Executor, at: Date, limit: number): Promise<ReviewRow[]> {
  return exec
    .select(columns)
    .from(accessReviews)
    .leftJoin(organizations, eq(organizations.id, accessReviews.organizationId))
    .where(
      and(
        eq(accessReviews.status, 'Pending'),
        isNull(accessReviews.escalatedAt),
        lte(accessReviews.dueAt, at),
        not(accessReviews.isDeleted),
      ),
    )
    .orderBy(asc(accessReviews.dueAt))
    .limit(limit);
}

/**
 * Marks a review escalated, from unmarked only: of several processes at once, one tells it. No
 * rowVersion moves, so a decision read before it still holds.
 */
export async function markEscalated(exec: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await exec
    .update(accessReviews)
    .set({ escalatedAt: at })
    .where(
      and(eq(accessReviews.id, id), isNull(accessReviews.escalatedAt), eq(accessReviews.status, 'Pending')),
    )
    .returning({ id: accessReviews.id });
  return rows.length === 1;
}
