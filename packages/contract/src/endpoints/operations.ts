import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { paged, pagingQuery } from '../paging.ts';
import { P } from '../permissions.ts';
import { idParams } from './users.ts';

/**
 * The kinds of background work: the core steps that follow a decision, and the scheduled
 * upkeep. A core step names the record it carries out.
 */
export const jobKinds = [
  'open-application-account',
  'open-business-account',
  'fulfil-card-requisition',
  'purge-expired',
  'sweep-files',
] as const;
export type JobKind = (typeof jobKinds)[number];

export const jobKindTitles: Record<JobKind, string> = {
  'open-application-account': 'Open the account of an application',
  'open-business-account': 'Open the account of a business',
  'fulfil-card-requisition': 'Issue a card or apply a limit',
  'purge-expired': 'Purge expired sessions and codes',
  'sweep-files': 'Remove files left without a document',
};

/**
 * Where a job stands: waiting to run (`queued`), running, `failed` and waiting for its next
 * attempt, `dead` (failed for good: only a person retries or discards it), or `done`.
 */
export const jobStates = ['queued', 'running', 'failed', 'dead', 'done'] as const;
export type JobState = (typeof jobStates)[number];

export const jobRecordTypes = ['Application', 'Business', 'CardRequisition'] as const;

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
    counts: z.object({
      queued: z.number().int(),
      running: z.number().int(),
      failed: z.number().int(),
      dead: z.number().int(),
      done: z.number().int(),
    }) satisfies z.ZodType<Record<JobState, number>>,
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
