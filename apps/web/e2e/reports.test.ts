// Dashboards and the activity report in the browser, as the auditor: the general dashboard over
// the living demo's days, then the activity report filtered by a user and exported as CSV; axe
// finds no serious violation on either screen.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runOwnApp, screenshot } from './harness.ts';
import { daysAgo } from './support-steps.ts';

describe('dashboards and the activity report', () => {
  // A server of its own: the activity report of support is read twice, as the table and then as
  // its CSV, which must tell the same rows; on the shared server the support file acts as support
  // meanwhile.
  const app = runOwnApp();
  let page: Page;

  async function applyRange(from: string, extra: Record<string, string> = {}) {
    await page.getByLabel('From (UTC)').fill(from);
    for (const [label, value] of Object.entries(extra)) await page.getByLabel(label).fill(value);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((u) => u.searchParams.get('from') === from);
  }

  it('shows the general dashboard of the last 90 days', async () => {
    page = await app.signedInAt('auditor', '/dashboards/general');
    await page.getByRole('search', { name: 'Dashboard range' }).waitFor();
    await applyRange(daysAgo(91));
    const perUser = page.getByRole('table', { name: 'Per user' });
    // The living demo's makers submitted applications in those days.
    await perUser.getByRole('cell', { name: 'officer', exact: true }).waitFor();
    const applications = page.getByRole('region', { name: 'Summary' }).getByLabel('Applications');
    expect(Number((await applications.innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
    await page.getByRole('figure', { name: 'Per day' }).waitFor();
    await page.getByRole('figure', { name: 'Per user' }).waitFor();
    await screenshot(page, 'dashboard-general');
  });

  it('filters the activity report by a user and exports it as CSV', async () => {
    await page.getByRole('link', { name: 'Activity report' }).click();
    await page.waitForURL((u) => u.pathname === '/reports/activity');
    // The report's own filters, not the dashboard's still on screen while the route loads.
    await page.getByRole('search', { name: 'Activity filters' }).waitFor();
    await applyRange(daysAgo(10), { 'Created By': 'support' });
    const report = page.getByRole('table', { name: 'Activity report' });
    await report.getByRole('cell', { name: 'Unblock', exact: true }).waitFor();
    const rows = report.getByRole('row');
    const count = (await rows.count()) - 1;
    expect(count).toBeGreaterThan(0);
    for (const text of await rows.allInnerTexts())
      if (!text.includes('Created By')) expect(text).toContain('support');
    await screenshot(page, 'activity-report');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^activity-report-.*\.csv$/);
    const lines = readFileSync(await file.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('type,event,createdBy,actor,createdAt,remarks,targetType,targetId,changes');
    expect(lines.length - 1).toBe(count);
    for (const line of lines.slice(1)) expect(line.split(',')[2]).toBe('support');
  });

  it("shows the auditor's own dashboard on Home", async () => {
    await page.goto(app.url('/'));
    const own = page.getByRole('region', { name: 'Your dashboard' });
    await own.waitFor();
    await own.getByRole('figure', { name: 'Your activity per day' }).waitFor();
    await page.getByRole('table', { name: 'Your recent activity' }).waitFor();
    await screenshot(page, 'home-user-dashboard');
    expect(app.pageErrors).toEqual([]);
  });
});
