import { z } from 'zod';
import { endpoint, publicAccess, signedIn } from '../endpoint.ts';

const healthAnswer = z.object({ status: z.enum(['ok', 'unavailable']) });

export const health = endpoint({
  method: 'GET',
  path: 'health',
  summary: 'Liveness: the process answers.',
  tags: ['Platform'],
  access: publicAccess,
  response: healthAnswer,
  success: 200,
});

export const ready = endpoint({
  method: 'GET',
  path: 'health/ready',
  summary:
    'Readiness: the database answers; with the background jobs waiting, the age of the oldest, and the core.',
  description:
    'Answers 503 while the database cannot be reached. A growing queue or an old oldest job says the workers are too few, stopped, or that the core is failing.',
  tags: ['Platform'],
  access: publicAccess,
  response: healthAnswer.extend({
    queue: z.object({ waiting: z.number().int(), oldestSeconds: z.number().int() }),
    /** Whether the core banking system answers now (within 2 s). */
    core: z.enum(['ok', 'unavailable']),
  }),
  errors: [503],
  success: 200,
});

/** The shortest password by default (PASSWORD_MIN_LENGTH unset, no approved policy): ASVS 5.0 §6.2. */
export const DEFAULT_PASSWORD_MIN_LENGTH = 12;

/** What the server runs on, so the console can label its environment (spec 1 §1). */
export const systemInfoAnswer = z.object({
  /** `sandbox`: the simulated core with its own data; `bank`: a bank's real core adapter. */
  coreBanking: z.enum(['sandbox', 'bank']),
  /** Whether the demo users and records were seeded at start. */
  demoData: z.boolean(),
  /**
   * The shortest password the server accepts now: the security policies' minimum once a change was
   * approved, PASSWORD_MIN_LENGTH until then; a form says it first, in its hint and its error.
   */
  passwordMinLength: z.number().int().positive(),
});
export type SystemInfo = z.output<typeof systemInfoAnswer>;

export const systemInfo = endpoint({
  method: 'GET',
  path: 'System/Info',
  summary:
    'Which core banking system the server runs on, whether it holds demo data, and its password minimum.',
  description:
    'Any signed-in user may ask, also one who must change their password first: the sidebar labels the ' +
    'environment Sandbox whenever the sandbox core answers, whatever the host name, and the password ' +
    'change forms check the configured minimum length before sending.',
  tags: ['Platform'],
  access: signedIn,
  response: systemInfoAnswer,
  success: 200,
  allowWhileViewingAs: true,
  allowDuringReset: true,
});
