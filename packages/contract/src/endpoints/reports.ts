import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { paged, pagingQuery } from '../paging.ts';
import { P } from '../permissions.ts';
import { filterText } from '../text.ts';

export const activityItem = z.object({
  id: z.string(),
  type: z.string(),
  event: z.string(),
  createdBy: z.string(),
  actor: z.string(),
  createdAt: z.string(),
  remarks: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof activityItem>;

export const activityReport = endpoint({
  method: 'GET',
  path: 'Reports/Activity',
  summary: 'Activity events in a time range, newest first.',
  description:
    'Default range: today 00:00:00 to 23:59:59 UTC. Holders of report.view_activity_report see everyone and may ' +
    'filter by createdBy; holders of report.view_user_dashboard alone see only their own events.',
  tags: ['Reports'],
  access: requires([P.ViewActivityReport, P.ViewUserDashboard]),
  query: z.object({
    ...pagingQuery,
    startDate: z.iso.datetime({ offset: true }).optional(),
    endDate: z.iso.datetime({ offset: true }).optional(),
    createdBy: filterText(50),
    type: filterText(50),
  }),
  response: paged(activityItem),
  success: 200,
});
