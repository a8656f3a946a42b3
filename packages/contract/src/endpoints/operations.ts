import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { paged, pagingQuery } from '../paging.ts';
import { P } from '../permissions.ts';
import { jobKinds, jobStates, type JobState } from '../statuses.ts';
import { idParams } from './users.ts';

// The kinds and states live with the other status sets, free of zod, for the web's address reader.
export { jobKinds, jobKindTitles, jobStates, type JobKind, type JobState } from '../statuses.ts';

export const jobRecordTypes = ['Application', 'Business', 'CardRequisition', 'Customer'] as const;

export const job = z.object({
  id: z.string(),
  kind: z.enum(jobKinds),
  state: z.enum(jobStates),
  /** The record the job carries out a decision on; null for scheduled upkeep. */
  record: z.object({ type: z.enum(jobRecordTypes), id: z.string(), name: z.string() }).nullable(),
  /** Attempts made so far, and how many it may make before it is dead. */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** Why the last attempt failed. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  /** When a queued or failed job runs next. */
  nextAttemptAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type Job = z.infer<typeof job>;

// Every state is a named property: an OpenAPI record keyed by an enum cannot require its keys.
const jobCounts = z.object(
  Object.fromEntries(jobStates.map((state) => [state, z.number().int()])) as Record<JobState, z.ZodNumber>,
);

export const listJobs = endpoint({
  method: 'GET',
  path: 'Operations/Jobs',
  summary: 'Background jobs, newest first: queued, running, failed, dead and done.',
  description:
    'Jobs of the caller\'s organizations only; scheduled upkeep is listed to holders of "organization.all".',
  tags: ['Operations'],
  access: requires(P.ViewJobs),
  query: z.object({
    ...pagingQuery,
    state: z.enum(jobStates).optional(),
    kind: z.enum(jobKinds).optional(),
  }),
  response: paged(job).extend({
    /** Jobs per state, over the same filters but the state. */
    counts: jobCounts,
  }),
  success: 200,
});

export const retryJob = endpoint({
  method: 'POST',
  path: 'Operations/Jobs/:id/Retry',
  summary: 'Runs a dead job again, with its attempts counted afresh. Audited.',
  description: 'Only a dead job is retried: a queued, running, failed or done one is refused (400).',
  tags: ['Operations'],
  access: requires(P.RetryJobs),
  params: idParams,
  response: job,
  success: 200,
});

export const discardJob = endpoint({
  method: 'POST',
  path: 'Operations/Jobs/:id/Discard',
  summary: 'Gives up a dead job: it leaves the list; its record keeps the reason. Audited.',
  description: 'Only a dead job is discarded: any other is refused (400).',
  tags: ['Operations'],
  access: requires(P.DiscardJobs),
  params: idParams,
  success: 204,
});
