// The notification bell in the browser: a notice waiting for a user shows as the bell's count,
// opening the bell shows it and reads it, the open panel passes axe, and its link leads to the
// screen it names. The server runs on a PostgreSQL server of its own so that the test can write
// the notice as the product does (a row of `notifications`) while the server runs.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startPgServer, type PgServer } from '../../../scripts/pg-server.mjs';
import { runOwnApp, screenshot } from './harness.ts';

describe('notification bell', () => {
  let database: PgServer | undefined;
  // Filled before the server starts: the hooks run in the order they are declared.
  const env: Record<string, string | undefined> = {};
  beforeAll(async () => {
    database = await startPgServer();
    env.DATABASE_URL = database.url;
  });
  afterAll(async () => {
    await database?.stop();
  });
  // A server of its own, on a PostgreSQL server of its own (see above).
  const app = runOwnApp({ env, freshData: true });
  let page: Page;

  async function sql(text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  }

  // officer decides nothing, so no breach of the work queue's SLAs notifies them meanwhile.
  it('counts a waiting notice on the bell', async () => {
    await sql(
      `insert into notifications (user_id, kind, title, body, link, created_at)
       select id, 'SlaBreached', 'An application waits too long',
              'Its review is past the agreed time.', '/customer-inquiry', now()
       from users where user_name = 'officer'`,
    );
    page = await app.signedInAt('officer', '/applications');
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
  });

  it('opens the panel, shows the notice accessibly and reads it', async () => {
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('link', { name: 'An application waits too long' }).waitFor();
    await panel.getByText('Its review is past the agreed time.').waitFor();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await screenshot(page, 'notifications-panel');
    const [row] = await sql(
      `select read_at from notifications n join users u on u.id = n.user_id where u.user_name = 'officer'`,
    );
    expect(row?.read_at).toBeInstanceOf(Date);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Notifications',
    );
  });

  it('leads to the screen the notice names', async () => {
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('link').click();
    await page.waitForURL((u) => u.pathname === '/customer-inquiry');
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'detached' });
  });
});
