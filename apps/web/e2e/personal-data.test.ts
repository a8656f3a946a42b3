// Personal data in the browser, as the officer: a profile shows its personal fields masked, and a
// field is revealed with a reason, in English, Somali and Arabic; axe finds no serious violation
// on the masked profile, the reveal dialog and the revealed value in each language.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pick } from './applications-steps.ts';
import { runApp, screenshot } from './harness.ts';

/** The words of the profile and the reveal dialog in each language. */
const WORDS = {
  en: {
    reveal: 'Reveal',
    dateOfBirth: 'Date of Birth',
    reason: 'Reason',
    details: 'Details',
    kyc: 'Know-your-customer review',
  },
  so: {
    reveal: 'Muuji',
    dateOfBirth: 'Taariikhda dhalashada',
    reason: 'Sababta',
    details: 'Faahfaahin',
    kyc: 'Dib-u-eegista aqoonsiga macmiilka',
  },
  ar: {
    reveal: 'إظهار',
    dateOfBirth: 'تاريخ الميلاد',
    reason: 'السبب',
    details: 'التفاصيل',
    kyc: 'مراجعة اعرف عميلك',
  },
} as const;

describe('personal data: masked, and revealed with a reason', () => {
  const app = runApp();
  let page: Page;
  let customer: { id: string; name: string };

  it('finds a demo customer with a date of birth, masked in its profile', async () => {
    const token = await app.apiToken('officer');
    const get = async (path: string): Promise<unknown> =>
      (await fetch(app.url(`/api/api/${path}`), { headers: { authorization: `Bearer ${token}` } })).json();
    // Not Amina, whose history another file reads: a customer of the living demo further down.
    const { items } = (await get('Customers?size=20&page=1')) as { items: { id: string }[] };
    for (const { id } of items) {
      const profile = (await get(`Customers/${id}`)) as {
        id: string;
        name: string;
        dateOfBirth: string | null;
      };
      if (profile.dateOfBirth) {
        customer = profile;
        expect(profile.dateOfBirth).toMatch(/^\d{4}-\*\*-\*\*$/);
        break;
      }
    }
    expect(customer).toBeDefined();
  });

  for (const language of ['en', 'so', 'ar'] as const) {
    it(`reveals the date of birth with a reason, in ${language}`, async () => {
      const w = WORDS[language];
      const path = `/customers/${customer.id}?lang=${language}`;
      if (page) await page.goto(app.url(path));
      else page = await app.signedInAt('officer', path);
      await page.waitForFunction((l) => document.documentElement.lang === l, language);
      await page.getByRole('heading', { name: customer.name }).waitFor();
      const personal = page.getByRole('region').filter({ hasText: w.dateOfBirth }).first();
      await personal.getByText(/^\d{4}-\*\*-\*\*$/).waitFor();
      await screenshot(page, `personal-data-masked-${language}`);

      await page.getByRole('button', { name: `${w.reveal} ${w.dateOfBirth}` }).click();
      const dialog = page.getByRole('dialog', { name: `${w.reveal} ${w.dateOfBirth}` });
      await dialog.waitFor();
      await pick(dialog, page, w.reason, w.kyc);
      await dialog.getByLabel(w.details).fill('Annual review of the file');
      await screenshot(page, `personal-data-reveal-${language}`);
      await dialog.getByRole('button', { name: w.reveal, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await personal.getByText(/^\d{4}-\d{2}-\d{2}$/).waitFor();
      expect(await page.getByRole('button', { name: `${w.reveal} ${w.dateOfBirth}` }).count()).toBe(0);
      await screenshot(page, `personal-data-revealed-${language}`);
      expect(app.pageErrors).toEqual([]);
    });
  }

  it('shows the value for that screen only: masked again once the profile is opened anew', async () => {
    await page.goto(app.url(`/customers/${customer.id}?lang=en`));
    await page.getByRole('heading', { name: customer.name }).waitFor();
    await page.getByRole('button', { name: 'Reveal Date of Birth' }).waitFor();
    expect(await page.getByRole('main').innerText()).toMatch(/\d{4}-\*\*-\*\*/);
  });
});
