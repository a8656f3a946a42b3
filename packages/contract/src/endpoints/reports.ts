import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { fillMessage, messages } from '../messages.ts';
import { paged, pagingQuery } from '../paging.ts';
import { P } from '../permissions.ts';
import { filterText } from '../text.ts';

/** One changed field of a record: its value before and after; a secret shows only "changed". */
export const fieldChange = z.object({ field: z.string(), old: z.unknown(), new: z.unknown() });
export type FieldChange = z.infer<typeof fieldChange>;

export const activityItem = z.object({
  id: z.string(),
  type: z.string(),
  event: z.string(),
  /** Who the change is made as; `actor` is the real person behind it (they differ under view-as). */
  createdBy: z.string(),
  actor: z.string(),
  createdAt: z.string(),
  remarks: z.string().nullable(),
  /** The kind and id of the record the event is about, when it is about one. */
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** The fields the change touched with their old and new values; null when none apply. */
  changes: z.array(fieldChange).nullable(),
});
export type ActivityItem = z.infer<typeof activityItem>;

/** The longest range a dashboard answers for (one point a day on its charts). */
export const MAX_DASHBOARD_DAYS = 366;

const rangeFields = {
  startDate: z.iso.datetime({ offset: true }).optional(),
  endDate: z.iso.datetime({ offset: true }).optional(),
};

/** A range whose end is before its start answers nothing useful: say so (spec 2 §9 ranges). */
const orderedRange = <T extends { startDate?: string | undefined; endDate?: string | undefined }>(
  q: T,
  ctx: z.RefinementCtx,
) => {
  if (q.startDate && q.endDate && Date.parse(q.endDate) < Date.parse(q.startDate))
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: messages.rangeEndBeforeStart });
};

const activityFilters = {
  ...rangeFields,
  createdBy: filterText(50),
  type: filterText(50),
  /** One record's timeline: the events whose target is this id; without dates, all time. */
  recordId: filterText(100),
};

export const activityReport = endpoint({
  method: 'GET',
  path: 'Reports/Activity',
  summary: 'Activity events in a time range, newest first.',
  description:
    "Default range: today 00:00:00 to 23:59:59.999 UTC; with recordId (one record's timeline), all time. " +
    'Holders of report.view_activity_report see everyone and may ' +
    'filter by createdBy; holders of report.view_user_dashboard alone see only their own events.',
  tags: ['Reports'],
  access: requires([P.ViewActivityReport, P.ViewUserDashboard]),
  query: z.object({ ...pagingQuery, ...activityFilters }).superRefine(orderedRange),
  response: paged(activityItem),
  success: 200,
});

/** The CSV columns of the export, in order. */
export const activityCsvColumns = [
  'type',
  'event',
  'createdBy',
  'actor',
  'createdAt',
  'remarks',
  'targetType',
  'targetId',
  'changes',
] as const;

export const activityExport = endpoint({
  method: 'GET',
  path: 'Reports/Activity/Export',
  summary: 'The filtered activity report as CSV, streamed, newest first.',
  description:
    'Same filters and defaults as Reports/Activity. The total number of rows is sent first in the ' +
    '`x-total-count` header so a client can show progress while the body streams.',
  tags: ['Reports'],
  access: requires(P.ViewActivityReport),
  query: z.object(activityFilters).superRefine(orderedRange),
  responseKind: 'blob',
  success: 200,
});

/** The six counts of spec 2 §3 (Dashboard). */
export const dashboardCounts = z.object({
  applications: z.number().int(),
  linkedAccounts: z.number().int(),
  deLinkedAccounts: z.number().int(),
  setLimitCount: z.number().int(),
  resetPinCount: z.number().int(),
  resetPhysicalCardPinCount: z.number().int(),
});
export type DashboardCounts = z.infer<typeof dashboardCounts>;
export type DashboardCount = keyof DashboardCounts;

export const dashboardStatsResponse = z.object({
  startDate: z.string(),
  endDate: z.string(),
  summary: dashboardCounts.extend({ events: z.number().int() }),
  /** One row per user with any event in the range (spec 2 §3 per-user rows). */
  users: z.array(dashboardCounts.extend({ createdBy: z.string(), events: z.number().int() })),
  /** One row per UTC day of the range, days without events included; `events` counts every event. */
  days: z.array(dashboardCounts.extend({ day: z.string(), events: z.number().int() })),
});
export type DashboardStats = z.infer<typeof dashboardStatsResponse>;

export const dashboardStats = endpoint({
  method: 'GET',
  path: 'Reports/Dashboards/Stats',
  summary: 'Counts of the dashboards over a time range: summary, per user, per day.',
  description:
    'Default range: today 00:00:00 to 23:59:59.999 UTC. Counts come from the activity events named in ' +
    'countedEvents. Holders of report.view_dashboard_stats see everyone and may filter by createdBy; ' +
    'holders of report.view_user_dashboard alone always get their own counts only.',
  tags: ['Reports'],
  access: requires([P.ViewDashboard, P.ViewUserDashboard]),
  query: z
    .object({ ...rangeFields, createdBy: filterText(50) })
    .superRefine(orderedRange)
    .superRefine((q, ctx) => {
      if (
        q.startDate &&
        q.endDate &&
        Date.parse(q.endDate) - Date.parse(q.startDate) > MAX_DASHBOARD_DAYS * 86_400_000
      )
        ctx.addIssue({
          code: 'custom',
          path: ['endDate'],
          message: fillMessage(messages.rangeTooLong, { days: String(MAX_DASHBOARD_DAYS) }),
        });
    }),
  response: dashboardStatsResponse,
  success: 200,
});
