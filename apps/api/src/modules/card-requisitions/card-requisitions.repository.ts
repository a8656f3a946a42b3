import { and, asc, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { cardRequisitionsApi, EndpointQuery, Paged } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { cardRequisitionRemarks, cardRequisitions, organizations } from '../../db/schema/index.ts';
import { insertCreated, updateVersioned, type NewRecord } from '../../db/versioning.ts';
import { defineList, filter, oneOf, pageIds } from '../../platform/list/index.ts';
import type { OrgScope } from '../../platform/org-scope.ts';
import { StatementCache } from '../../platform/statement-cache.ts';
import { iso } from '../../kernel/paging.ts';

type Api = typeof cardRequisitionsApi;
type ListQuery = EndpointQuery<Api['listCardRequisitions']>;
type SortField = NonNullable<ListQuery['sort']>[number]['field'];
export type RequisitionType = cardRequisitionsApi.RequisitionType;
export type Requisition = typeof cardRequisitions.$inferSelect & { entity: string };
export type RemarkEntry = cardRequisitionsApi.RemarkEntry;

const columns = { r: cardRequisitions, entity: organizations.name };

/**
 * One page, as the customers list takes it: the ids from an index-only scan (cheap however deep
 * the page), then only those rows read. Note: a deep page that read whole rows to skip them cost
 * twice as much (docs/benchmarks.md › Speed-ups against their plain forms).
 */
const requisitionsList = defineList({
  name: 'card_requisitions',
  from: cardRequisitions,
  organization: cardRequisitions.organizationId,
  createdAt: cardRequisitions.createdAt,
  base: not(cardRequisitions.isDeleted),
  sortable: {
    createdOn: cardRequisitions.createdAt,
    status: cardRequisitions.status,
    accountNumber: cardRequisitions.accountNumber,
  } satisfies Record<SortField, AnyPgColumn | SQL>,
  ties: [desc(cardRequisitions.createdAt), asc(cardRequisitions.id)],
  query: (exec, p) => {
    const page = pageIds(exec.select({ id: cardRequisitions.id }).from(cardRequisitions).$dynamic(), p);
    return exec
      .select({ ...columns, total: p.total })
      .from(page)
      .innerJoin(cardRequisitions, eq(cardRequisitions.id, page.id))
      .innerJoin(organizations, eq(organizations.id, cardRequisitions.organizationId))
      .orderBy(...p.order);
  },
  item: (row: { r: typeof cardRequisitions.$inferSelect; entity: string }): Requisition => ({
    ...row.r,
    entity: row.entity,
  }),
});

const DAY_MS = 86_400_000;
const dayStart = (day: string, plus = 0) => new Date(Date.parse(`${day}T00:00:00.000Z`) + plus).toISOString();

/**
 * One kind of requisition, paged, within the organizations of `scope`. The totals of the kind and
 * of each status are cached by a trigger, and counted by day for their deep pages (`deepStart`);
 * anything narrower is counted.
 */
export async function listRequisitions(
  exec: Executor,
  type: RequisitionType,
  q: ListQuery,
  scope: OrgScope,
): Promise<Paged<Requisition>> {
  const account = q.account?.trim();
  const key = `card_requisitions:${type}${q.status ? `:status:${q.status}` : ''}`;
  const filtered = Boolean(account || q.from || q.to);
  // Newest first, past its first rows: the page starts at the day it falls in.
  return requisitionsList.find(exec, q, {
    scope,
    filters: [
      filter('type', type, (v) => eq(cardRequisitions.requestType, v)),
      ...(q.status ? [oneOf('status', q.status, (v) => eq(cardRequisitions.status, v))] : []),
      ...(account ? [filter('account', account, (v) => eq(cardRequisitions.accountNumber, v))] : []),
      // Days bound as ISO text and cast in SQL, so a prepared statement takes them as they are.
      ...(q.from
        ? [filter('from', dayStart(q.from), (v) => sql`${cardRequisitions.createdAt} >= ${v}::timestamptz`)]
        : []),
      ...(q.to
        ? [
            filter(
              'to',
              dayStart(q.to, DAY_MS),
              (v) => sql`${cardRequisitions.createdAt} < ${v}::timestamptz`,
            ),
          ]
        : []),
    ],
    kept: filtered ? null : key,
  });
}

const remarkStatements = new StatementCache<(typeof cardRequisitionRemarks.$inferSelect)[]>(
  'requisition_remarks',
);

/**
 * The remarks history of each requisition, oldest first. The ids are one array value, so that one
 * prepared statement serves every page.
 */
export async function remarksOf(exec: Executor, ids: string[]): Promise<Map<string, RemarkEntry[]>> {
  const out = new Map<string, RemarkEntry[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await remarkStatements.execute(exec, 'by ids', { ids }, (bind) =>
    exec
      .select()
      .from(cardRequisitionRemarks)
      .where(sql`${cardRequisitionRemarks.requisitionId} = any(${sql.param(bind('ids', ids))}::uuid[])`)
      .orderBy(asc(cardRequisitionRemarks.seq)),
  );
  for (const r of rows)
    out.get(r.requisitionId)?.push({
      status: r.status,
      remarks: r.remarks,
      by: r.createdBy,
      at: iso(r.createdAt),
    });
  return out;
}

export async function getRequisition(exec: Executor, id: string): Promise<Requisition | null> {
  const [row] = await exec
    .select(columns)
    .from(cardRequisitions)
    .innerJoin(organizations, eq(organizations.id, cardRequisitions.organizationId))
    .where(and(eq(cardRequisitions.id, id), not(cardRequisitions.isDeleted)));
  return row ? { ...row.r, entity: row.entity } : null;
}

export const insertRequisition = (
  exec: Executor,
  values: NewRecord<typeof cardRequisitions>,
  by: { userName: string; at: Date },
) => insertCreated(exec, cardRequisitions, values, by);

export const updateStatus = (
  exec: Executor,
  id: string,
  rowVersion: number,
  values: Pick<Requisition, 'status' | 'awaitingCore' | 'coreError'>,
  at: Date,
) => updateVersioned(exec, cardRequisitions, id, rowVersion, values, at);

/** Whether the core is carrying out Completed, and why it did not. */
export const setCoreStep = (
  exec: Executor,
  id: string,
  rowVersion: number,
  values: Pick<Requisition, 'awaitingCore' | 'coreError'>,
  at: Date,
) => updateVersioned(exec, cardRequisitions, id, rowVersion, values, at);

export async function addRemark(
  exec: Executor,
  entry: {
    requisitionId: string;
    status: Requisition['status'];
    remarks: string | null;
    by: string;
    at: Date;
  },
): Promise<void> {
  await exec.insert(cardRequisitionRemarks).values({
    requisitionId: entry.requisitionId,
    status: entry.status,
    remarks: entry.remarks,
    createdBy: entry.by,
    createdAt: entry.at,
  });
}
