// What scrolls is reached by keyboard, in every language and at a narrow width: the activity report
// in Somali and Arabic, whose remarks are the longest, and the menu open at 700 px over a page with
// a table wider than the screen. axe finds no serious violation on either; the report's remarks
// wrap inside the page rather than run past its end.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { runApp, screenshot } from './harness.ts';

/** How far a table's content runs past its container, in CSS pixels (0: it fits). */
const overrun = (table: Locator) =>
  table.evaluate((el) => {
    const box = el.closest<HTMLElement>('[data-slot=table-container]');
    return box ? box.scrollWidth - box.clientWidth : 0;
  });

describe('scrolling regions', () => {
  const app = runApp();

  for (const { language, report } of [
    { language: 'so', report: 'Warbixinta hawlaha' },
    { language: 'ar', report: 'تقرير النشاط' },
  ]) {
    it(`shows the activity report in ${language}, its remarks within the page`, async () => {
      const page = await app.signedInAt('supervisor', `/reports/activity?lang=${language}`);
      const table = page.getByRole('table', { name: report });
      await table.getByRole('row').nth(2).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await overrun(table)).toBeLessThanOrEqual(1);
      await screenshot(page, `activity-report-${language}`);

      // Narrower, the table scrolls sideways in its container, which the keyboard reaches by name.
      await page.setViewportSize({ width: 700, height: 800 });
      await expect.poll(() => overrun(table)).toBeGreaterThan(1);
      const region = page.getByRole('region', { name: report });
      await region.waitFor();
      await screenshot(page, `activity-report-700-${language}`);
      await page.close();
    });
  }

  it('opens the menu at 700 px over Home, and every scrolling part is a keyboard stop', async () => {
    const page: Page = await app.signedInAt('admin', '/');
    await page.setViewportSize({ width: 700, height: 800 });
    await page.getByRole('table', { name: 'Your recent activity' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'Users' }).waitFor();
    await screenshot(page, 'menu-open-700');
    await page.close();
  });
});
