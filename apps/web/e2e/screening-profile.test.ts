// The Screening tab of a customer's profile, as compliance reads it: the living demo's customer
// cleared as a false positive, her state and her hits, in English, Somali and Arabic. axe finds no
// serious or critical violation in any of them (every screenshot checks the page).
import { describe, expect, it } from 'vitest';
import { runApp, screenshot } from './harness.ts';

const CLEARED = 'Faadumo Cali Yaasiin';

/** Each language: the tab's name, the table's name, and the state the cleared customer is in. */
const LANGUAGES = [
  { lang: 'en', tab: 'Screening', table: 'Hits raised on this record, newest first', state: 'Clear' },
  {
    lang: 'so',
    tab: 'Baaritaanka',
    table: 'Natiijooyinka diiwaankan laga soo saaray, kuwa ugu dambeeyay marka hore',
    state: null,
  },
  { lang: 'ar', tab: 'الفحص', table: 'التطابقات المسجّلة على هذا السجل، الأحدث أولًا', state: null },
] as const;

describe("screening: a profile's Screening tab in every language", () => {
  const app = runApp();

  it('shows the state and the hits of a customer cleared as a false positive', async () => {
    // Note: this file reads only the demo's cleared customer, which no other file decides.
    const res = await fetch(app.url('/api/api/Screening/Hits?size=100&status=FalsePositive'), {
      headers: { Authorization: `Bearer ${await app.apiToken('compliance')}` },
    });
    const { items } = (await res.json()) as {
      items: { recordType: string; recordId: string; recordName: string }[];
    };
    const hit = items.find((h) => h.recordType === 'Customer' && h.recordName === CLEARED);
    expect(hit, 'the demo customer cleared as a false positive').toBeDefined();

    const page = await app.signedInAt('compliance', `/customers/${hit!.recordId}`);
    for (const { lang, tab, table, state } of LANGUAGES) {
      await page.goto(app.url(`/customers/${hit!.recordId}?lang=${lang}`));
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      if (lang === 'ar') await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      await page.getByRole('tab', { name: tab }).click();
      const hits = page.getByRole('table', { name: table });
      await hits.waitFor();
      await expect.poll(() => hits.getByRole('row').count()).toBeGreaterThan(1);
      await expect.poll(() => hits.innerText()).toContain('SOi.003');
      if (state) await page.getByRole('heading', { name: new RegExp(state) }).waitFor();
      await screenshot(page, `screening-profile-${lang}`);
    }
  });
});
