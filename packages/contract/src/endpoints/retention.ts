import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { paged, pagingQuery } from '../paging.ts';
import { P } from '../permissions.ts';
import { requiredText } from '../text.ts';
import { adminChange } from './admin-changes.ts';

const id = z.uuid({ error: messages.notFound });

/** The kinds of record the schedule keeps; a record's documents go with it. */
export const retentionKinds = ['Customer', 'Business'] as const;
export type RetentionKind = (typeof retentionKinds)[number];

/**
 * FATF Recommendation 11 asks to keep records five years at least after the relationship ends;
 * data-protection law asks not to keep them much longer.
 */
export const MIN_RETENTION_YEARS = 5;
export const MAX_RETENTION_YEARS = 30;

const years = z
  .number({ error: messages.retentionYearsRange })
  .int(messages.retentionYearsRange)
  .min(MIN_RETENTION_YEARS, messages.retentionYearsRange)
  .max(MAX_RETENTION_YEARS, messages.retentionYearsRange);

/** Years kept after the relationship ends, per kind of record. */
export const scheduleInput = z.object({ customerYears: years, businessYears: years });
export type ScheduleInput = z.infer<typeof scheduleInput>;

export const scheduleAnswer = scheduleInput.extend({
  /** Who asked for the schedule in force, and when it was approved; null: the defaults. */
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ScheduleAnswer = z.infer<typeof scheduleAnswer>;

export const getSchedule = endpoint({
  method: 'GET',
  path: 'Retention/Schedule',
  summary: 'The retention schedule in force: years kept after the relationship ends, per kind of record.',
  tags: ['Retention'],
  access: requires(P.ViewRetention),
  response: scheduleAnswer,
  success: 200,
});

export const changeSchedule = endpoint({
  method: 'PUT',
  path: 'Retention/Schedule',
  summary: 'Asks to change the retention schedule: a pending change a second person approves (202).',
  description:
    'Head office only. The change waits in Administration changes (kind RetentionSchedule) until a ' +
    'second person approves it; the next run reads the schedule in force.',
  tags: ['Retention'],
  access: requires(P.ManageRetention),
  body: scheduleInput,
  response: adminChange,
  success: 202,
});

export const previewItem = z.object({
  kind: z.enum(retentionKinds),
  id: z.string(),
  name: z.string(),
  organizationId: z.string(),
  /** When the relationship ended: the last application declined, or the business declined. */
  endedAt: z.string(),
  /** When its retention ran out. */
  dueAt: z.string(),
  documents: z.number().int(),
});
export type PreviewItem = z.infer<typeof previewItem>;

export const previewRetention = endpoint({
  method: 'GET',
  path: 'Retention/Preview',
  summary: 'What the next run would anonymise now, in the caller\u2019s organizations, oldest first.',
  description:
    'A record is due once its relationship ended (every application of a customer declined, a ' +
    'business declined) longer ago than the schedule keeps it; a record under a legal hold is not.',
  tags: ['Retention'],
  access: requires(P.ViewRetention),
  query: z.object({ ...pagingQuery }),
  response: paged(previewItem),
  success: 200,
});

export const retentionRun = z.object({
  id: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  customers: z.number().int(),
  businesses: z.number().int(),
  documents: z.number().int(),
});
export type RetentionRun = z.infer<typeof retentionRun>;

export const listRetentionRuns = endpoint({
  method: 'GET',
  path: 'Retention/Runs',
  summary: 'The runs of the retention schedule, newest first, with what each anonymised.',
  tags: ['Retention'],
  access: requires(P.ViewRetention),
  query: z.object({ ...pagingQuery }),
  response: paged(retentionRun),
  success: 200,
});

export const placeLegalHold = endpoint({
  method: 'POST',
  path: 'Customers/:id/LegalHold',
  summary: 'Asks to hold a customer from anonymisation, with a reason: a second person approves it (202).',
  description:
    'The hold waits in Administration changes (kind LegalHold); once approved, no run anonymises ' +
    'the customer. Whoever asks never approves it.',
  tags: ['Retention'],
  access: requires(P.ManageRetention),
  params: z.object({ id }),
  body: z.object({ reason: requiredText(messages.legalHoldReasonRequired, 500) }),
  response: adminChange,
  success: 202,
});
