import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { WorkArea } from '@console/contract';
import { queryRows, type Executor } from '../../db/client.ts';
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

function assignedCondition(assigned: Assigned): SQL {
  if (assigned.kind === 'unassigned') return sql`assignee_id is null`;
  if (assigned.kind === 'to') return sql`assignee_id = ${assigned.userId}`;
  return sql`true`;
}

function windowCondition(window: Window): SQL {
  const parts = [sql`true`];
  if (window.after) parts.push(sql`waiting_since > ${window.after}`);
  if (window.upTo) parts.push(sql`waiting_since <= ${window.upTo}`);
  return sql.join(parts, sql` and `);
}

const laneCondition = (lane: Lane, window: Window, assigned: Assigned): SQL =>
  sql`area = ${lane.area} and ${sameOrganization(lane.organizationId)} and ${windowCondition(window)} and ${assignedCondition(assigned)}`;

const COLUMNS = sql.raw(
  'record_id as "recordId", area, organization_id as "organizationId", status, made_by as "madeBy", ' +
    'waiting_since as "waitingSince", assignee_id as "assigneeId", assigned_at as "assignedAt", ' +
    'breach_noted_at as "breachNotedAt"',
);

interface RawItem extends Omit<WorkItemRow, 'waitingSince' | 'assignedAt' | 'breachNotedAt'> {
  waitingSince: Date | string;
  assignedAt: Date | string | null;
  breachNotedAt: Date | string | null;
}

const asDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

const asItem = (r: RawItem): WorkItemRow => ({
  ...r,
  waitingSince: asDate(r.waitingSince)!,
  assignedAt: asDate(r.assignedAt),
  breachNotedAt: asDate(r.breachNotedAt),
});

/**
 * A page of the queue in waiting order. Note: each lane is a range of work_items_queue_idx (kind,
 * organization, waiting time), read in order and cut at the page's end, and PostgreSQL merges the
 * lanes (Merge Append): a page reads about as many index entries as it shows, however many items
 * wait and whatever the SLA filter keeps (README › Benchmarks, the work queue). Items assigned to
 * one person are read from their own index instead, where they are few.
 */
export async function pageOfLanes(
  exec: Executor,
  lanes: readonly { lane: Lane; window: Window }[],
  assigned: Assigned,
  order: { desc: boolean; limit: number; offset: number },
): Promise<WorkItemRow[]> {
  if (lanes.length === 0) return [];
  const direction = sql.raw(order.desc ? 'desc' : 'asc');
  const reach = order.limit + order.offset;
  const query =
    assigned.kind === 'to'
      ? sql`select ${COLUMNS} from work_items where assignee_id = ${assigned.userId} and (${sql.join(
          lanes.map(({ lane, window }) => sql`(${laneCondition(lane, window, { kind: 'anyone' })})`),
          sql` or `,
        )}) order by waiting_since ${direction}, record_id ${direction} limit ${order.limit} offset ${order.offset}`
      : sql`select * from (${sql.join(
          lanes.map(
            ({ lane, window }) =>
              sql`(select ${COLUMNS} from work_items where ${laneCondition(lane, window, assigned)}
                   order by waiting_since ${direction}, record_id ${direction} limit ${reach})`,
          ),
          sql` union all `,
        )}) lanes order by "waitingSince" ${direction}, "recordId" ${direction} limit ${order.limit} offset ${order.offset}`;
  return (await queryRows<RawItem>(exec, query)).map(asItem);
}

/**
 * How many items the lanes hold within their windows, counted up to `cap`: the lanes are read one
 * after the other until `cap` entries in all, so a count reads at most `cap` index entries
 * however many lanes the caller has (README › Benchmarks, the work queue).
 */
export async function countOfLanes(
  exec: Executor,
  lanes: readonly { lane: Lane; window: Window }[],
  assigned: Assigned,
  cap: number,
): Promise<number> {
  if (lanes.length === 0) return 0;
  const [row] = await queryRows<{ n: number | string }>(
    exec,
    sql`select count(*)::int as n from (select 1 from (${sql.join(
      lanes.map(
        ({ lane, window }) => sql`select 1 from work_items where ${laneCondition(lane, window, assigned)}`,
      ),
      sql` union all `,
    )}) lanes limit ${cap}) counted`,
  );
  return Number(row?.n ?? 0);
}

const inLanes = (lanes: readonly Pick<Lane, 'area' | 'organizationId'>[]): SQL =>
  sql.join(
    lanes.map((l) => sql`(area = ${l.area} and ${sameOrganization(l.organizationId)})`),
    sql` or `,
  );

/** How many items wait in the lanes, assigned as asked, from the counts the trigger keeps (a few rows per lane). */
export async function countedWaiting(
  exec: Executor,
  lanes: readonly Pick<Lane, 'area' | 'organizationId'>[],
  assigned: Assigned,
): Promise<number> {
  if (lanes.length === 0) return 0;
  const [row] = await queryRows<{ n: number | string | null }>(
    exec,
    sql`select coalesce(sum(n), 0)::int as n from work_counts where (${inLanes(lanes)}) and ${assignedCondition(assigned)}`,
  );
  return Number(row?.n ?? 0);
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
          from work_counts where ${inLanes(lanes)}`,
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
    sql`select ${COLUMNS} from work_items
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

/** The records behind the items of a page, by their ids, whatever their kind. */
export async function recordFacts(exec: Executor, ids: readonly string[]): Promise<Map<string, RecordFacts>> {
  if (ids.length === 0) return new Map();
  const list = sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const rows = await queryRows<RecordFacts>(
    exec,
    sql`select a.id as "recordId", a.row_version as "rowVersion", c.name as "recordName",
               a.customer_id as "customerId", a.account_number as "accountNumber",
               a.awaiting_core as "awaitingCore", null as "targetType", null as "targetId", null as kind
          from applications a join customers c on c.id = a.customer_id where a.id in ${list}
        union all
        select b.id, b.row_version, b.name, null, b.account_number, b.awaiting_core, null, null, null
          from businesses b where b.id in ${list}
        union all
        select r.id, r.row_version, r.account_number, null, r.account_number, r.awaiting_core, null, null, null
          from card_requisitions r where r.id in ${list}
        union all
        select x.id, 1, x.target_name, null, null, false, x.target_type, x.target_id, x.kind
          from admin_changes x where x.id in ${list}`,
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
  }[area];
  const deleted = area === 'AdminChange' ? sql`` : sql` and not is_deleted`;
  const [row] = await queryRows<{ organizationId: string | null }>(
    exec,
    sql`select organization_id as "organizationId" from ${sql.identifier(table)} where id = ${id}${deleted}`,
  );
  return row;
}
