import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
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

/**
 * How the sandbox core behaves: `ok` answers normally; `slow` answers past the console's core time
 * limit (the work is still done, late); `down` fails every call as an outage; `refuse` refuses
 * every change to its books while reads keep working.
 */
export const coreFaultModes = ['ok', 'slow', 'down', 'refuse'] as const;
export type CoreFaultMode = (typeof coreFaultModes)[number];

export const coreFaults = z.object({
  mode: z.enum(coreFaultModes, { error: messages.coreFaultModeSelect }),
});

export const getCoreFaults = endpoint({
  method: 'GET',
  path: 'Sandbox/CoreFaults',
  summary: "The sandbox core's fault mode.",
  description: 'Exists only with the sandbox core outside production mode.',
  tags: ['Sandbox'],
  access: requires(P.SetSandboxCoreFaults),
  response: coreFaults,
  success: 200,
  sandboxOnly: true,
});

export const setCoreFaults = endpoint({
  method: 'PUT',
  path: 'Sandbox/CoreFaults',
  summary: 'Makes the sandbox core slow, down or refusing, or well again: for demos and tests.',
  description:
    'The mode is kept in the database, so every API process and worker on it sees the switch on its ' +
    'next core call. `slow`: each call answers 2 s after the core time limit (the API answers 503) and ' +
    'its work is still done; `down`: each call fails (503); `refuse`: each change (opening accounts, ' +
    'linking, limits, cards, PINs, blocking) is refused with a reason (400), reads keep working; ' +
    '`ok`: normal. The switch is recorded in the activity report. Exists only with the sandbox core ' +
    'outside production mode.',
  tags: ['Sandbox'],
  access: requires(P.SetSandboxCoreFaults),
  body: coreFaults,
  success: 204,
  sandboxOnly: true,
});
