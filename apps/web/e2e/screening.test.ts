// Sanctions screening in the browser, as compliance: the hits of the living demo, the pending one
// beside its UN entry, a true match proposed and, by a second person, cleared after all; the list
// versions. axe finds no serious violation on the hits, the side-by-side view and the lists, in
// English, Somali and Arabic.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runApp, screenshot } from './harness.ts';

const LISTED = 'Cabdiraxmaan Maxamuud Xuseen';
const LANGUAGES = ['so', 'ar'] as const;

describe('screening: the hits, a decision under four eyes, the lists', () => {
  const app = runApp();
  let page: Page;
  let hitPath = '';

  /** The page at `path` in each other language, checked by axe, then back in English. */
  async function inEveryLanguage(path: string, name: string, ready: (p: Page) => Promise<unknown>) {
    for (const language of LANGUAGES) {
      await page.goto(app.url(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`));
      await page.waitForFunction((l) => document.documentElement.lang === l, language);
      await ready(page);
      await screenshot(page, `${name}-${language}`);
    }
    await page.goto(app.url(`${path}${path.includes('?') ? '&' : '?'}lang=en`));
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  }

  it('lists the pending hit of the demo and opens it beside its list entry', async () => {
    page = await app.signedInAt('compliance', '/screening/hits');
    await page.getByRole('heading', { name: 'Screening hits' }).waitFor();
    const link = page.getByRole('link', { name: `Open the hit on ${LISTED}` });
    await link.first().waitFor();
    await screenshot(page, 'screening-hits');
    await inEveryLanguage('/screening/hits', 'screening-hits', (p) =>
      p.getByRole('table').getByRole('row').nth(1).waitFor(),
    );

    await page
      .getByRole('link', { name: `Open the hit on ${LISTED}` })
      .first()
      .click();
    await page.getByRole('heading', { name: `Hit on ${LISTED}` }).waitFor();
    hitPath = new URL(page.url()).pathname;
    const comparison = page.getByRole('table', { name: /beside the same field of/ });
    await comparison.waitFor();
    await expect.poll(() => comparison.innerText()).toContain('ABDIRAHMAN');
    await page.getByText('Why it matched').waitFor();
    await screenshot(page, 'screening-hit');
    await inEveryLanguage(hitPath, 'screening-hit', (p) => p.getByRole('table').first().waitFor());
  });

  it('proposes a true match, which only a second person may decide', async () => {
    await page.getByRole('heading', { name: `Hit on ${LISTED}` }).waitFor();
    await page.getByRole('button', { name: 'Decide' }).click();
    const dialog = page.getByRole('dialog', { name: `Decide the hit on ${LISTED}` });
    await dialog.getByRole('button', { name: 'Submit decision' }).click();
    await dialog.getByText('Choose a decision.').waitFor();
    await dialog.getByLabel('Propose a true match: a second person confirms it').check();
    await dialog.getByLabel('Reason', { exact: true }).fill('Same date of birth as the listed man');
    await screenshot(page, 'screening-decision');
    await dialog.getByRole('button', { name: 'Submit decision' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByText(
        'You proposed this true match: another holder of screening.confirm_match confirms or clears it.',
      )
      .waitFor();

    const checker = await app.signedInAt('compliance.checker', hitPath);
    await checker.getByRole('heading', { name: `Hit on ${LISTED}` }).waitFor();
    await checker.getByRole('button', { name: 'Decide' }).click();
    const second = checker.getByRole('dialog', { name: `Decide the hit on ${LISTED}` });
    await second.getByLabel('Clear it: a false positive after all').check();
    await second.getByLabel('Reason', { exact: true }).fill('His passport shows another birthplace');
    await second.getByRole('button', { name: 'Submit decision' }).click();
    await second.waitFor({ state: 'hidden' });
    await checker.getByText('This hit is decided: nothing more to do.').waitFor();
    await page.reload();
    await page.getByText('This hit is decided: nothing more to do.').waitFor();
  });

  it('shows the versions of the lists', async () => {
    await page.goto(app.url('/screening/lists'));
    await page.getByRole('heading', { name: 'Sanctions lists' }).waitFor();
    const versions = page.getByRole('table', { name: 'Versions' });
    await versions.getByRole('cell', { name: 'UN Consolidated List' }).first().waitFor();
    await versions.getByRole('cell', { name: 'Bank watchlist' }).first().waitFor();
    await page.getByText('Import a list', { exact: true }).first().waitFor();
    await screenshot(page, 'screening-lists');
    await inEveryLanguage('/screening/lists', 'screening-lists', (p) =>
      p.getByRole('table').getByRole('row').nth(1).waitFor(),
    );
    expect(app.pageErrors).toEqual([]);
  });
});
