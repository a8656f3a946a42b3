import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { WorkArea } from '@console/contract';
import { queryRows, type Executor } from '../../db/client.ts';
import { inText, StatementCache } from '../../platform/statement-cache.ts';
import { workItems, workSla } from '../../db/schema/index.ts';

export type WorkItemRow = typeof workItems.$inferSelect;
export type SlaRow = typeof workSla.$inferSelect;

/**
 * One kind of item in one organization (null: administration changes of no organization), with
 * the times its SLA states begin for items waiting since then: waiting since `breachBefore` or
 * earlier is breached, since `dueSoonBefore` or earlier due soon.
 */
export interface Lane {
  area: WorkArea;
  organizationId: string | null;
  dueSoonBefore: Date;
  breachBefore: Date;
}

/** The waiting times a filter keeps within a lane: after `after`, up to and including `upTo`. */
export interface Window {
  after: Date | null;
  upTo: Date | null;
}

export type Assigned = { kind: 'anyone' } | { kind: 'unassigned' } | { kind: 'to'; userId: string };

const sameOrganization = (organizationId: string | null): SQL =>
  organizationId === null ? sql`organization_id is null` : sql`organization_id = ${organizationId}`;

/** A lane's key as work_items.lane holds it: kind and organization (none for administration). */
const laneKey = (lane: Pick<Lane, 'area' | 'organizationId'>) => `${lane.area}:${lane.organizationId ?? ''}`;

const COLUMNS = sql.raw(
  'w.record_id as "recordId", w.area, w.organization_id as "organizationId", w.status, w.made_by as "madeBy", ' +
    'w.waiting_since as "waitingSince", w.assignee_id as "assigneeId", w.assigned_at as "assignedAt", ' +
    'w.breach_noted_at as "breachNotedAt", w.lane',
);

interface RawItem extends Omit<WorkItemRow, 'waitingSince' | 'assignedAt' | 'breachNotedAt'> {
  waitingSince: Date | string;
  assignedAt: Date | string | null;
  breachNotedAt: Date | string | null;
}

const asDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

const asItem = <R extends RawItem>(r: R) => ({
  ...r,
  waitingSince: asDate(r.waitingSince)!,
  assignedAt: asDate(r.assignedAt),
  breachNotedAt: asDate(r.breachNotedAt),
});

/** An item of a page, read with its record's facts and the name of whoever holds it. */
export type PageRow = WorkItemRow & { facts: RecordFacts | null; assigneeName: string | null };

type RawPageRow = RawItem & { facts: Omit<RecordFacts, 'recordId'> | null; assigneeName: string | null };

/** How a page counts its total: from the kept counts, or its items up to a cap (an SLA filter). */
export type Total = { kind: 'counted' } | { kind: 'upTo'; cap: number };

const pages = new StatementCache<{ items: RawPageRow[]; total: number }[]>('work_page');

/** A whole number written into a statement's text (see pageOfLanes). */

/**
 * A page of the queue in waiting order, with each record's facts and assignee's name, and the
 * total, in one statement prepared per shape and run with the lanes as arrays: one round trip,
 * planned once (docs/work-queue.md › How the queue is kept and read).
 *
 * Note: each lane is one range of its index (lane, waiting time; or assignee, lane, waiting time),
 * read in order and cut at the page's end, and the page is the first of their union in order: a
 * page reads about as many index entries as it shows, however many items wait and whatever the
 * SLA filter keeps. A total under an SLA filter reads the lanes one after the other until `cap`
 * entries in all; without one it sums the counts the trigger keeps (a few rows per lane).
 *
 * Note: the number of lanes, and a first page's size, are written into the statement's text (its
 * shape), not passed as values: PostgreSQL then estimates the plan that serves every request
 * (the generic plan) as cheap as one made for a request's values, and keeps it instead of
 * planning each request again. With them as values it guesses ten lanes and a tenth of each
 * lane, never keeps its plan, and a page costs twice the CPU. Deeper pages pass their offset as
 * a value and are planned each time. For the same reason the assignee a page asks for comes with
 * each lane (`holder`) rather than as one value, which a plan for one user would estimate apart.
 */
export async function pageOfLanes(
  exec: Executor,
  lanes: readonly { lane: Lane; window: Window }[],
  assigned: Assigned,
  order: { desc: boolean; limit: number; offset: number },
  total: Total,
): Promise<{ rows: PageRow[]; total: number }> {
  if (lanes.length === 0) return { rows: [], total: 0 };
  const direction = sql.raw(order.desc ? 'desc' : 'asc');
  const values = {
    keys: lanes.map(({ lane }) => laneKey(lane)),
    after: lanes.map(({ window }) => window.after?.toISOString() ?? '-infinity'),
    upTo: lanes.map(({ window }) => window.upTo?.toISOString() ?? 'infinity'),
    limit: order.limit,
    offset: order.offset,
    reach: order.limit + order.offset,
    userId: assigned.kind === 'to' ? assigned.userId : null,
    holders: lanes.map(() => (assigned.kind === 'to' ? assigned.userId : null)),
  };
  const first = order.offset === 0;
  const key = [
    order.desc ? 'desc' : 'asc',
    assigned.kind,
    total.kind === 'upTo' ? `up to ${total.cap}` : total.kind,
    `${lanes.length} lanes`,
    first ? `first ${order.limit}` : 'deeper',
  ].join(' ');
  const [result] = await pages.execute(exec, key, values, (bind) => {
    const param = <K extends keyof typeof values>(name: K) => sql.param(bind(name, values[name]));
    const lanesOf = sql`(select * from unnest(${param('keys')}::text[], ${param('after')}::timestamptz[],
                                              ${param('upTo')}::timestamptz[], ${param('holders')}::uuid[])
                         limit ${inText(lanes.length)}) as l(lane, after, up_to, holder)`;
    const reach = first ? inText(order.limit) : param('reach');
    const window = first
      ? sql`limit ${inText(order.limit)}`
      : sql`limit ${param('limit')} offset ${param('offset')}`;
    const held =
      assigned.kind === 'unassigned'
        ? sql`w.assignee_id is null`
        : assigned.kind === 'to'
          ? sql`w.assignee_id = l.holder`
          : sql`true`;
    const inWindow = sql`w.lane = l.lane and w.waiting_since > l.after and w.waiting_since <= l.up_to and ${held}`;
    const inOrder = sql`w.waiting_since ${direction}, w.record_id ${direction}`;
    const counted =
      total.kind === 'upTo'
        ? sql`select count(*)::int from (select 1 from ${lanesOf}
                cross join lateral (select 1 from work_items w where ${inWindow} limit ${inText(total.cap)}) w
                limit ${inText(total.cap)}) counted`
        : sql`select coalesce(sum(w.n), 0)::int from work_counts w
               where w.area || ':' || coalesce(w.organization_id::text, '') = any(${param('keys')}::text[])
                 and ${assigned.kind === 'to' ? sql`w.assignee_id = ${param('userId')}::uuid` : held}`;
    return exec.select({ items: sql<RawPageRow[]>`items`, total: sql<number>`total` }).from(
      sql`(select
               (select coalesce(json_agg(p), '[]'::json) from (
                  select ${COLUMNS}, u.user_name as "assigneeName", to_json(f) as facts
                  from (select w.* from ${lanesOf}
                        cross join lateral (select w.* from work_items w where ${inWindow}
                                            order by ${inOrder} limit ${reach}) w
                        order by ${inOrder} ${window}) w
                  left join users u on u.id = w.assignee_id
                  left join lateral (${factsOf(sql`w.record_id`, sql`w.area`)}) f on true
                  order by ${inOrder}) p) as items,
               (${counted}) as total) page`,
    );
  });
  return {
    rows: (result?.items ?? []).map(({ facts, ...item }) => ({
      ...asItem(item),
      facts: facts ? { recordId: item.recordId, ...facts } : null,
    })),
    total: Number(result?.total ?? 0),
  };
}

/**
 * The badge, from the kept counts in one read: the items waiting on the user (unassigned or
 * theirs, not made by them) and those assigned to them.
 */
export async function badgeCounts(
  exec: Executor,
  lanes: readonly Pick<Lane, 'area' | 'organizationId'>[],
  user: { userId: string; userName: string },
): Promise<{ waiting: number; assignedToMe: number }> {
  if (lanes.length === 0) return { waiting: 0, assignedToMe: 0 };
  const [row] = await queryRows<{ waiting: number | string; assignedToMe: number | string }>(
    exec,
    sql`select coalesce(sum(n) filter (where (assignee_id is null or assignee_id = ${user.userId})
                                           and made_by <> ${user.userName.toLowerCase()}), 0)::int as waiting,
               coalesce(sum(n) filter (where assignee_id = ${user.userId}), 0)::int as "assignedToMe"
          from work_counts
          where area || ':' || coalesce(organization_id::text, '') = any(${sql.param(lanes.map(laneKey))}::text[])`,
  );
  return { waiting: Number(row?.waiting ?? 0), assignedToMe: Number(row?.assignedToMe ?? 0) };
}

export async function findItem(exec: Executor, recordId: string): Promise<WorkItemRow | undefined> {
  const [row] = await exec.select().from(workItems).where(eq(workItems.recordId, recordId));
  return row;
}

export async function findItems(exec: Executor, recordIds: readonly string[]): Promise<WorkItemRow[]> {
  if (recordIds.length === 0) return [];
  return exec
    .select()
    .from(workItems)
    .where(sql`${workItems.recordId} in ${[...recordIds]}`);
}

/**
 * Gives the item to `userId` if nobody holds it (or they do already): two claims at once, one
 * wins. Answers the item as it is now held, or undefined when someone else holds it.
 */
export async function claim(
  exec: Executor,
  recordId: string,
  userId: string,
  at: Date,
): Promise<WorkItemRow | undefined> {
  const [row] = await exec
    .update(workItems)
    .set({ assigneeId: userId, assignedAt: at })
    .where(
      and(
        eq(workItems.recordId, recordId),
        or(isNull(workItems.assigneeId), eq(workItems.assigneeId, userId)),
      ),
    )
    .returning();
  return row;
}

export async function assign(
  exec: Executor,
  recordId: string,
  userId: string | null,
  at: Date,
): Promise<WorkItemRow | undefined> {
  const [row] = await exec
    .update(workItems)
    .set({ assigneeId: userId, assignedAt: userId ? at : null })
    .where(eq(workItems.recordId, recordId))
    .returning();
  return row;
}

/** The breaches of a lane not yet told, oldest first, a batch at a time. */
export async function untoldBreaches(
  exec: Executor,
  lane: Pick<Lane, 'area' | 'organizationId' | 'breachBefore'>,
  limit: number,
): Promise<WorkItemRow[]> {
  const rows = await queryRows<RawItem>(
    exec,
    sql`select ${COLUMNS} from work_items w
        where area = ${lane.area} and ${sameOrganization(lane.organizationId)}
          and breach_noted_at is null and waiting_since <= ${lane.breachBefore}
        order by waiting_since limit ${limit}`,
  );
  return rows.map(asItem);
}

/** Marks told, together, the breaches of a lane that waited since `before` or earlier; answers how many. */
export async function noteBreachesBefore(
  exec: Executor,
  lane: Pick<Lane, 'area' | 'organizationId'>,
  before: Date,
  at: Date,
): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    exec,
    sql`with marked as (
          update work_items set breach_noted_at = ${at}
          where area = ${lane.area} and ${sameOrganization(lane.organizationId)}
            and breach_noted_at is null and waiting_since <= ${before}
          returning 1)
        select count(*)::int as n from marked`,
  );
  return rows[0]?.n ?? 0;
}

/** Marks a breach told, once: false when another process told it first. */
export async function noteBreach(exec: Executor, recordId: string, at: Date): Promise<boolean> {
  const rows = await exec
    .update(workItems)
    .set({ breachNotedAt: at })
    .where(and(eq(workItems.recordId, recordId), isNull(workItems.breachNotedAt)))
    .returning({ id: workItems.recordId });
  return rows.length > 0;
}

/** The lanes that hold any item now (kind and organization), from the kept counts. */
export async function occupiedLanes(
  exec: Executor,
): Promise<{ area: WorkArea; organizationId: string | null }[]> {
  return queryRows(
    exec,
    sql`select area, organization_id as "organizationId" from work_counts group by area, organization_id having sum(n) > 0`,
  );
}

export async function slaRows(exec: Executor): Promise<SlaRow[]> {
  return exec.select().from(workSla);
}

export async function saveSla(exec: Executor, row: SlaRow): Promise<void> {
  await exec
    .insert(workSla)
    .values(row)
    .onConflictDoUpdate({
      target: [workSla.area, workSla.organizationId],
      set: {
        dueSoonHours: row.dueSoonHours,
        breachHours: row.breachHours,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt,
      },
    });
}

/** What the queue shows of each record: its name, rowVersion and the fields its link needs. */
export interface RecordFacts {
  recordId: string;
  rowVersion: number;
  recordName: string;
  customerId: string | null;
  accountNumber: string | null;
  awaitingCore: boolean;
  /** An administration change's record, which its checker must not be. */
  targetType: string | null;
  targetId: string | null;
  kind: string | null;
}

/**
 * The facts of the record `id` (an SQL expression), one row or none: a branch per kind of record,
 * each an index probe by id; with `area`, only its kind's branch runs.
 * Note: `id` is the caller's column, so the branches' own aliases (a, c, b, r, ch, sh, ar, k, kc) must differ from
 * the caller's: an alias shadowed here would compare a branch's id with itself, and every record
 * would take the facts of another.
 */
function factsOf(id: SQL, area: SQL | null): SQL {
  const only = (...kinds: WorkArea[]) =>
    area
      ? sql`${area} in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )}) and `
      : sql``;
  return sql`select a.row_version as "rowVersion", c.name as "recordName", a.customer_id as "customerId",
                    a.account_number as "accountNumber", a.awaiting_core as "awaitingCore",
                    null::text as "targetType", null::text as "targetId", null::text as kind
               from applications a join customers c on c.id = a.customer_id
              where ${only('Application')}a.id = ${id}
             union all
             select b.row_version, b.name, null, b.account_number, b.awaiting_core, null, null, null
               from businesses b where ${only('Business')}b.id = ${id}
             union all
             select r.row_version, r.account_number, null, r.account_number, r.awaiting_core, null, null, null
               from card_requisitions r where ${only('CardRequisition', 'LimitRequisition')}r.id = ${id}
             union all
             select 1, ch.target_name, null, null, false, ch.target_type, ch.target_id, ch.kind
               from admin_changes ch where ${only('AdminChange', 'MerchantAccess')}ch.id = ${id}
             union all
             select 1, sh.record_name, null, null, false, null, null, null
               from screening_hits sh where ${only('ScreeningHit', 'ScreeningMatch')}sh.id = ${id}
             union all
             select ar.row_version, ar.user_name || ': ' || ar.access, null, null, false, 'User', ar.user_id::text, null
               from access_reviews ar where ${only('AccessReview')}ar.id = ${id}
             union all
             select k.row_version, kc.name, k.customer_id, null, false, null, null, null
               from kyc_reviews k join customers kc on kc.id = k.customer_id
              where ${only('KycReview')}k.id = ${id}`;
}

/** The records behind these ids, whatever their kind. */
export async function recordFacts(exec: Executor, ids: readonly string[]): Promise<Map<string, RecordFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<RecordFacts>(
    exec,
    sql`select asked.id as "recordId", f.* from unnest(${sql.param([...ids])}::uuid[]) as asked(id)
        cross join lateral (${factsOf(sql`asked.id`, null)}) f`,
  );
  return new Map(rows.map((r) => [r.recordId, r]));
}

/** Whether a record of `area` exists under this id (waiting or not), and its organization. */
export async function recordOrganization(
  exec: Executor,
  area: WorkArea,
  id: string,
): Promise<{ organizationId: string | null } | undefined> {
  const table = {
    Application: 'applications',
    Business: 'businesses',
    CardRequisition: 'card_requisitions',
    LimitRequisition: 'card_requisitions',
    AdminChange: 'admin_changes',
    MerchantAccess: 'admin_changes',
    ScreeningHit: 'screening_hits',
    ScreeningMatch: 'screening_hits',
    AccessReview: 'access_reviews',
    KycReview: 'kyc_reviews',
  }[area];
  const deleted =
    table === 'admin_changes' || table === 'screening_hits' || table === 'kyc_reviews'
      ? sql``
      : sql` and not is_deleted`;
  const [row] = await queryRows<{ organizationId: string | null }>(
    exec,
    sql`select organization_id as "organizationId" from ${sql.identifier(table)} where id = ${id}${deleted}`,
  );
  return row;
}
