// Steps shared by the accounts and cards browser tests.
import type { Locator, Page } from 'playwright-core';
import { pick } from './applications-steps.ts';

/** Searches the inquiry screen and opens Show Accounts of the customer of that name. */
export async function openAccounts(
  page: Page,
  baseUrl: string,
  mobile: string,
  name: string,
): Promise<Locator> {
  await page.goto(`${baseUrl}/customer-inquiry`);
  await pick(page, page, 'Organization', 'Dahab Bank');
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Search Customer' }).click();
  const verified = page.getByRole('table', { name: 'Verified Customers' });
  await verified.getByText(name).waitFor();
  await verified.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Show Accounts' }).click();
  const accounts = page.getByRole('dialog', { name: 'Accounts' });
  await accounts
    .getByRole('table', { name: 'Accounts' })
    .getByText('Fetching Data...')
    .waitFor({ state: 'detached' });
  return accounts;
}

/** Waits for a toast with this text. */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
