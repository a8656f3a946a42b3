import {
  API_BASE,
  buildPath,
  fieldErrorsAnswer,
  messageAnswer,
  type EndpointConfig,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CORE, type SandboxCore } from '../core-banking/sandbox/index.ts';
import { bearer, seed, tokenFor } from '../test/auth-helpers.ts';
import { createAppWithCore } from '../test/core-helpers.ts';
import { jsonSchemaOf, plausible, requiredPermissions } from '../test/route-samples.ts';
import type { TestApp } from '../test/test-app.ts';

type Responses = Record<string, unknown>;
let t: TestApp;
let core: SandboxCore;
let declared: (e: EndpointConfig) => string[];
beforeAll(async () => {
  ({ t, core } = await createAppWithCore({ AUTH_RATE_LIMIT: '1000000' }));
  await seed(t);
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { responses: Responses }>>;
  }>();
  declared = (e) =>
    Object.keys(
      doc.paths[`/${e.path.replace(/:(\w+)/g, '{$1}')}`]?.[e.method.toLowerCase()]?.responses ?? {},
    );
});
afterAll(() => t.close());

/** Values the sandbox core knows, so that more requests get as far as the core. */
const known: Record<string, string> = {
  org: DEMO_CORE.org.id,
  organizationId: DEMO_CORE.org.id,
  phone: DEMO_CORE.onePhone,
  mobile: DEMO_CORE.onePhone,
  account: DEMO_CORE.accountWithCards,
  accountNo: DEMO_CORE.accountWithCards,
  accountNumber: DEMO_CORE.accountWithCards,
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A well-formed request: known values where the core has them, else ids that name nothing. */
function plausibleRequest(e: EndpointConfig, headers: Record<string, string>) {
  const withKnown = (values: unknown) =>
    Object.fromEntries(Object.entries(values as Record<string, unknown>).map(([k, v]) => [k, known[k] ?? v]));
  const params = [...e.path.matchAll(/:(\w+)/g)].map(([, n = '']): [string, string] => [
    n,
    known[n] ?? (n === 'customerId' ? DEMO_CORE.oneCustomerId : n === 'id' ? UNKNOWN_ID : '1'),
  ]);
  const query = new URLSearchParams(
    Object.entries(withKnown(plausible(jsonSchemaOf(e.query)))).map(([k, v]): [string, string] => [
      k,
      String(v),
    ]),
  ).toString();
  return t.app.inject({
    method: e.method,
    url: `${API_BASE}${buildPath(e.path, Object.fromEntries(params))}${query ? `?${query}` : ''}`,
    headers,
    ...(e.method === 'GET' ? {} : { payload: withKnown(plausible(jsonSchemaOf(e.body))) }),
  });
}

/**
 * The document's error answers checked against the server: every route is called without a
 * token, with exactly its permissions, as an administrator, and as one while the core is down.
 * Whatever error it answers must be declared, with one of the declared bodies.
 */
describe('the errors the OpenAPI document declares', () => {
  it('include every error a route answers to well-formed requests', async () => {
    const undeclared: string[] = [];
    const seen = new Set<number>();
    const check = async (e: EndpointConfig, headers: Record<string, string>, as: string) => {
      const res = await plausibleRequest(e, headers);
      if (res.statusCode < 400) return;
      seen.add(res.statusCode);
      const name = `${e.method} ${e.path} ${as}: ${res.statusCode} ${res.body}`;
      if (!declared(e).includes(String(res.statusCode))) undeclared.push(name);
      if (res.body) {
        const body: unknown = res.json();
        const fits = fieldErrorsAnswer.safeParse(body).success || messageAnswer.safeParse(body).success;
        if (!fits || (res.statusCode !== 400 && 'errors' in (body as object)))
          undeclared.push(`${name} (body)`);
      }
    };
    for (const { endpoint: e } of t.routes) {
      // Fresh sessions for each route: some routes end the caller's session (sign-out).
      const own = bearer(await tokenFor(t, 'nobody', requiredPermissions(e)));
      const admin = bearer(await tokenFor(t, 'admin'));
      await check(e, {}, 'anonymous');
      await check(e, own, 'with its permissions');
      await check(e, admin, 'as administrator');
      await core.setOutage(true);
      try {
        await check(e, admin, 'core down');
      } finally {
        await core.setOutage(false);
      }
    }
    expect(undeclared).toEqual([]);
    // The sweep reaches the guard, the validation, missing records and the core outage.
    expect([...seen].sort()).toEqual(expect.arrayContaining([400, 401, 403, 404, 503]));
  }, 300_000);
});
