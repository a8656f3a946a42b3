// Steps shared by the support and reports browser tests.
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

/**
 * Runs axe on the page (or the part of it given) and returns the serious and critical
 * violations, each as `id: target`, so a failing test names what to fix.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Colour transitions and dialog animations settle first, so contrast is measured at rest.
  await page.waitForTimeout(300);
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** Chooses an option of a labelled select (Radix). */
export async function pick(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A day as the date inputs take it (YYYY-MM-DD, UTC), `days` before today. */
export const daysAgo = (days: number): string =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
