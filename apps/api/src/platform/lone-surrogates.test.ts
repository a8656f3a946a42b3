import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@console/contract';
import { bearer, seed, tokenFor } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  token = await tokenFor(t, 'admin');
});
afterAll(() => t.close());

const some = '5b6b1b6c-1b1b-4b1b-8b1b-1b1b1b1b1b1b';

/**
 * Requests that are whole but for one field holding a lone UTF-16 surrogate, as JSON text carries
 * it ("\ud800"): each answers 400 naming that field, before anything is read or written.
 */
const cases: { method: 'POST' | 'PUT'; url: string; body: object; field: string }[] = [
  {
    method: 'POST',
    url: 'Roles',
    body: { name: 'Clerk \ud800', description: 'd', permissions: [] },
    field: 'name',
  },
  {
    method: 'PUT',
    url: `Roles/${some}`,
    body: { name: 'Clerk', description: 'reads \udc00', permissions: [], rowVersion: 1 },
    field: 'description',
  },
  {
    method: 'PUT',
    url: `Applications/${some}/Status`,
    body: { status: 'Declined', declineReason: 'risk \ud800', rowVersion: 1 },
    field: 'declineReason',
  },
  {
    method: 'PUT',
    url: `Businesses/${some}/Status`,
    body: { status: 'Declined', declineReason: '\udfff', rowVersion: 1 },
    field: 'declineReason',
  },
  {
    method: 'POST',
    url: 'WorkQueue/Decide',
    body: {
      decision: 'decline',
      reason: 'not \ud800 now',
      items: [{ area: 'Application', recordId: some, rowVersion: 1 }],
    },
    field: 'reason',
  },
];

describe('lone surrogates in JSON text', () => {
  it.each(cases)('$method $url: 400 naming $field', async ({ method, url, body, field }) => {
    const res = await t.app.inject({
      method,
      url: `/api/api/${url}`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(messages.loneSurrogate);
  });
});
