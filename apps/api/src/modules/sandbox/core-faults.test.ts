import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, P } from '@console/contract';
import { buildApp } from '../../app.ts';
import { DEMO_CORE, REFUSED_CHANGE } from '../../core-banking/sandbox/index.ts';
import { MemoryBlobStore } from '../../platform/blob-store.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const ORG = DEMO_CORE.org.id;

const faults = (token = tokens.admin!, app = t.app) =>
  app.inject({ url: '/api/api/Sandbox/CoreFaults', headers: bearer(token) });
const switchTo = (mode: unknown, token = tokens.admin!, app = t.app) =>
  app.inject({
    method: 'PUT',
    url: '/api/api/Sandbox/CoreFaults',
    headers: bearer(token),
    payload: { mode },
  });
/** A read of the core: the verified customers on a phone. */
const inquiry = (app = t.app) =>
  app.inject({
    url: `/api/api/Customers/InquiryByPhone/${ORG}/${encodeURIComponent(DEMO_CORE.onePhone)}`,
    headers: bearer(tokens.officer!),
  });
/** A change in the core: blocking a DahabPlus user. */
const block = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/api/MBankingSupport/BlockUser',
    headers: bearer(tokens.support!),
    payload: { userId: DEMO_CORE.mbankingUserId, reason: 'Lost phone' },
  });
const userInfo = () =>
  t.app.inject({
    url: `/api/api/MBankingSupport/UserInfo/${DEMO_CORE.mbankingUserId}`,
    headers: bearer(tokens.support!),
  });

beforeAll(async () => {
  // A short time limit, so a slow core is given up on quickly.
  t = await createTestApp({ config: { CORE_TIMEOUT_MS: '1000' } });
  await seed(t);
  for (const name of ['admin', 'officer', 'support']) tokens[name] = await tokenFor(t, name);
  tokens.switcher = await tokenFor(t, 'nobody', [P.SetSandboxCoreFaults]);
  tokens.outboxReader = await tokenFor(t, 'nobody', [P.ReadSandboxOutbox]);
});
afterAll(() => t.close());

describe('the sandbox core fault switch', () => {
  it('starts well', async () => {
    const res = await faults();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mode: 'ok' });
    expect((await inquiry()).statusCode).toBe(200);
  });

  it('down: every call fails as an outage (503), until switched back', async () => {
    expect((await switchTo('down')).statusCode).toBe(204);
    expect((await faults()).json()).toEqual({ mode: 'down' });
    const res = await inquiry();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: messages.unavailable });
    expect((await block()).statusCode).toBe(503);
    await switchTo('ok');
    expect((await inquiry()).statusCode).toBe(200);
  });

  it('refuse: changes are refused with a reason (400), reads keep working', async () => {
    await switchTo('refuse');
    try {
      expect((await inquiry()).statusCode).toBe(200);
      expect((await userInfo()).statusCode).toBe(200);
      const refused = await block();
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: REFUSED_CHANGE });
      expect(
        (await userInfo()).json<{ isBlocked: unknown }>().isBlocked,
        'a refused change changes nothing',
      ).toBeNull();
    } finally {
      await switchTo('ok');
    }
  });

  it('slow: calls outlast the time limit (503)', async () => {
    await switchTo('slow');
    try {
      const res = await inquiry();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: messages.unavailable });
    } finally {
      await switchTo('ok');
    }
    expect((await inquiry()).statusCode).toBe(200);
  });

  it('refuses any other mode with 400 and leaves the mode as it was', async () => {
    await switchTo('refuse');
    for (const mode of ['broken', 'OK', '', null, 1, ['down']]) {
      const res = await switchTo(mode);
      expect(res.statusCode, JSON.stringify(mode)).toBe(400);
      expect(res.json()).toEqual({ errors: { mode: [messages.coreFaultModeSelect] } });
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/api/Sandbox/CoreFaults',
      headers: bearer(tokens.admin!),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect((await faults()).json()).toEqual({ mode: 'refuse' });
    await switchTo('ok');
  });

  it('is for holders of its permission only', async () => {
    for (const token of [tokens.officer!, tokens.outboxReader!]) {
      expect((await faults(token)).statusCode).toBe(403);
      const res = await switchTo('down', token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.forbidden });
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/api/Sandbox/CoreFaults',
      payload: { mode: 'down' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await faults()).json()).toEqual({ mode: 'ok' });
    expect((await switchTo('ok', tokens.switcher)).statusCode).toBe(204);
  });

  it('records every switch in the activity report', async () => {
    const res = await t.app.inject({
      url: '/api/api/Reports/Activity?type=SandboxCore&size=50',
      headers: bearer(tokens.admin!),
    });
    const items = res.json<{ items: { event: string; createdBy: string; remarks: string }[] }>().items;
    expect(items).toContainEqual(
      expect.objectContaining({ event: 'SwitchFaults', createdBy: 'admin', remarks: 'Mode down (was ok)' }),
    );
    // Switched by the user who holds the switch's permission alone (`tokenFor`'s `nobody+n`).
    const switches = items.filter((e) => e.remarks === 'Mode ok (was ok)').map((e) => e.createdBy);
    expect(switches).toHaveLength(1);
    expect(switches[0]).toMatch(/^nobody\+\d+$/);
  });

  it('is shared by every process on the database', async () => {
    // A second API on the same database; closing it leaves the database to the first.
    const other = await buildApp({
      config: t.config,
      database: { ...t.database, close: () => Promise.resolve() },
      blobs: new MemoryBlobStore(),
      clock: t.clock,
      serveWeb: false,
    });
    try {
      await switchTo('down');
      expect((await faults(tokens.admin, other.app)).json()).toEqual({ mode: 'down' });
      expect((await inquiry(other.app)).statusCode).toBe(503);
      await switchTo('ok', tokens.admin, other.app);
      expect((await inquiry()).statusCode).toBe(200);
    } finally {
      await other.app.close();
    }
  });
});

describe('outside the sandbox', () => {
  it('has no fault switch in production mode', async () => {
    const prod = await createTestApp({ config: { NODE_ENV: 'production' } });
    try {
      expect((await prod.app.inject({ url: '/api/api/Sandbox/CoreFaults' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
