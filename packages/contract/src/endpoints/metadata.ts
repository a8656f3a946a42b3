import { z } from 'zod';
import { endpoint, signedIn } from '../endpoint.ts';
import { lookupKeys } from '../metadata.ts';

const lookupItem = z.object({ id: z.string(), name: z.string() });

export const others = endpoint({
  method: 'GET',
  path: 'Metadata/others',
  summary:
    'The metadata map: BusinessStatus, CustomerStatus, CustomerRejectionReason, BusinessRejectionReason, DocumentName.',
  tags: ['Metadata'],
  access: signedIn,
  response: z.record(z.string(), z.array(lookupItem)),
  success: 200,
});

export const lookup = endpoint({
  method: 'GET',
  path: 'Metadata/Lookups/:key',
  summary: 'One lookup by key.',
  tags: ['Metadata'],
  access: signedIn,
  params: z.object({ key: z.enum(lookupKeys as [string, ...string[]]) }),
  response: z.array(lookupItem),
  success: 200,
});

export const countries = endpoint({
  method: 'GET',
  path: 'Metadata/Countries',
  summary: 'Countries (ISO 3166-1 alpha-2 code as id).',
  tags: ['Metadata'],
  access: signedIn,
  response: z.array(lookupItem),
  success: 200,
});
