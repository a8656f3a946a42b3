import { z } from 'zod';
import { endpoint, publicAccess } from '../endpoint.ts';

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
  summary: 'Readiness: the database answers.',
  description: 'Answers 503 while the database cannot be reached.',
  tags: ['Platform'],
  access: publicAccess,
  response: healthAnswer,
  success: 200,
});
