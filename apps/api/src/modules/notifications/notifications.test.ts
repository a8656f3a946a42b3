import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, type notificationsApi } from '@console/contract';
import { notifications, users } from '../../db/schema/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notify, type Notice } from './index.ts';

type Item = notificationsApi.Notification;
interface Listing {
  items: Item[];
  page: number;
  size: number;
  totalItems: number;
  totalPages: number;
  unread: number;
}

let t: TestApp;
let officer: string;
let supervisor: string;
const ids = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  const rows = await t.database.db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(sql`${users.userName} in ('officer', 'supervisor')`);
  for (const r of rows) ids.set(r.userName, r.id);
});
afterAll(() => t.close());

// The test clock moves a minute per notice: fresh sessions for each test, so none goes idle.
beforeEach(async () => {
  await t.database.db.delete(notifications);
  officer = await tokenFor(t, 'officer');
  supervisor = await tokenFor(t, 'supervisor');
});

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/api/${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

const list = async (token: string, query = '') => {
  const res = await call('GET', `Notifications${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Listing>();
};

/** Gives the user one notice per title, a minute apart, the first the oldest. */
async function give(userName: string, titles: string[]) {
  for (const title of titles) {
    t.clock.advance(60_000);
    const notice: Notice = {
      kind: 'SlaBreached',
      title,
      body: `${title} waits too long`,
      link: '/work-queue',
    };
    await notify(t.database.db, [ids.get(userName)!], notice, t.clock.now());
  }
  const rows = await t.database.db
    .select({ id: notifications.id, title: notifications.title })
    .from(notifications)
    .where(eq(notifications.userId, ids.get(userName)!));
  return new Map(rows.map((r) => [r.title, r.id]));
}

const unreadOf = async (userName: string) =>
  (
    await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, ids.get(userName)!), isNull(notifications.readAt)))
  ).length;

describe('listing', () => {
  it('lists only the caller’s notices, unread first and newest first within each, with the unread count', async () => {
    const mine = await give('officer', ['A', 'B', 'C', 'D']);
    await give('supervisor', ['Theirs']);
    t.clock.advance(60_000);
    const readAt = t.clock.now();
    const read = await call('POST', 'Notifications/Read', officer, { ids: [mine.get('A'), mine.get('C')] });
    expect(read.statusCode, read.body).toBe(204);

    const page = await list(officer);
    expect(page.items.map((n) => n.title)).toEqual(['D', 'B', 'C', 'A']);
    expect(page).toMatchObject({ totalItems: 4, totalPages: 1, unread: 2 });
    expect(page.items[0]).toMatchObject({
      kind: 'SlaBreached',
      body: 'D waits too long',
      link: '/work-queue',
      readAt: null,
    });
    expect(page.items[2]?.readAt).toBe(readAt.toISOString());
    expect((await list(supervisor)).items.map((n) => n.title)).toEqual(['Theirs']);
  });

  it('pages through them and counts every unread one whatever the page', async () => {
    await give('officer', ['1', '2', '3', '4', '5']);
    const second = await list(officer, '?page=1&size=2');
    expect(second.items.map((n) => n.title)).toEqual(['3', '2']);
    expect(second).toMatchObject({ page: 1, size: 2, totalItems: 5, totalPages: 3, unread: 5 });
    expect((await list(officer, '?page=2&size=2')).items.map((n) => n.title)).toEqual(['1']);
  });

  it('answers an empty list to a user with no notices', async () => {
    expect(await list(officer)).toMatchObject({ items: [], totalItems: 0, unread: 0 });
  });
});

describe('marking read', () => {
  it('marks those listed, then all, keeping the first time each was read', async () => {
    const mine = await give('officer', ['A', 'B', 'C']);
    t.clock.advance(60_000);
    const first = t.clock.now();
    await call('POST', 'Notifications/Read', officer, { ids: [mine.get('B')] });
    expect((await list(officer)).unread).toBe(2);

    t.clock.advance(60_000);
    const all = await call('POST', 'Notifications/Read', officer, {});
    expect(all.statusCode).toBe(204);
    const page = await list(officer);
    expect(page.unread).toBe(0);
    expect(page.items.find((n) => n.title === 'B')?.readAt).toBe(first.toISOString());
    expect(page.items.find((n) => n.title === 'A')?.readAt).toBe(t.clock.now().toISOString());
  });

  it('marks nothing for an empty list', async () => {
    await give('officer', ['A']);
    expect((await call('POST', 'Notifications/Read', officer, { ids: [] })).statusCode).toBe(204);
    expect(await unreadOf('officer')).toBe(1);
  });

  it('leaves another user’s notices untouched, named or not', async () => {
    const theirs = await give('supervisor', ['Theirs']);
    await give('officer', ['Mine']);
    const res = await call('POST', 'Notifications/Read', officer, { ids: [theirs.get('Theirs')] });
    expect(res.statusCode).toBe(204);
    expect(await unreadOf('supervisor')).toBe(1);
    expect(await unreadOf('officer')).toBe(1);
    await call('POST', 'Notifications/Read', officer, {});
    expect(await unreadOf('supervisor')).toBe(1);
    expect(await unreadOf('officer')).toBe(0);
  });

  it('refuses a bad id with 400 and changes nothing', async () => {
    const mine = await give('officer', ['A']);
    const res = await call('POST', 'Notifications/Read', officer, { ids: [mine.get('A'), 'not-an-id'] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty(['ids.1']);
    expect(await unreadOf('officer')).toBe(1);
  });
});

describe('access', () => {
  it('answers 401 to a signed-out caller', async () => {
    expect((await call('GET', 'Notifications', null)).statusCode).toBe(401);
    expect((await call('POST', 'Notifications/Read', null, {})).statusCode).toBe(401);
  });

  it('shows the viewed user’s notices during view-as, but leaves them unread', async () => {
    await give('supervisor', ['Theirs']);
    const admin = await tokenFor(t, 'admin');
    const res = await call('POST', 'AppUsers/ViewAs', admin, { userId: ids.get('supervisor') });
    const viewing = res.json<{ token: string }>().token;
    expect((await list(viewing)).items.map((n) => n.title)).toEqual(['Theirs']);
    const read = await call('POST', 'Notifications/Read', viewing, {});
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ message: messages.readOnlySession });
    expect(await unreadOf('supervisor')).toBe(1);
  });
});
