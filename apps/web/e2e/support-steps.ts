// Steps shared by the support and reports browser tests.
import type { Locator, Page } from 'playwright-core';

/** Chooses an option of a labelled select (Radix). */
export async function pick(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A day as the date inputs take it (YYYY-MM-DD, UTC), `days` before today. */
export const daysAgo = (days: number): string =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
