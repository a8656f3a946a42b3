import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { P } from '../permissions.ts';
import { filterText } from '../text.ts';

export const smsMessage = z.object({
  id: z.string(),
  phone: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

export const smsOutbox = endpoint({
  method: 'GET',
  path: 'Sandbox/SmsOutbox',
  summary: 'Messages the sandbox core has "sent", newest first: for demos and tests.',
  description: 'Exists only with the sandbox core outside production mode.',
  tags: ['Sandbox'],
  access: requires(P.ReadSandboxOutbox),
  query: z.object({ phone: filterText(20), size: z.coerce.number().int().min(1).max(100).default(20) }),
  response: z.array(smsMessage),
  success: 200,
  sandboxOnly: true,
});
