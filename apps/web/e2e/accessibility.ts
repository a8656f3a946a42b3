// The accessibility check of the browser tests: axe on the page as the user sees it at rest.
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

/** Waits until no finite animation or transition is running (dialogs opening, colours fading). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Clicks `target` until `took` resolves, at most `attempts` times, waiting `within` ms each time,
 * as a person clicks again when nothing happened: under load, with two browser files at a time, a
 * click has been lost now and then (28 November). The last attempt's failure is the step's.
 */
export async function clickUntil(
  target: Locator,
  took: (timeout: number) => Promise<unknown>,
  { attempts, within }: { attempts: number; within: number },
): Promise<void> {
  for (let attempt = 1; attempt < attempts; attempt++) {
    await target.click();
    const done = await took(within).then(
      () => true,
      () => false,
    );
    if (done) return;
  }
  await target.click();
  await took(within);
}

/**
 * The serious and critical violations axe finds on the page (or the part `include` selects),
 * one line each naming the rule and where, so a failing test says what to fix.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await settled(page);
  // Legacy mode runs axe in the page itself. By default the builder opens a blank page for every
  // check to gather the results of every frame, cross-origin ones too: the console has none, and
  // that page cost more than the check (docs/testing.md › Browser tests).
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails the step when axe finds a serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const bad = await seriousViolations(page);
  if (bad.length > 0) throw new Error(`${what}: ${bad.join('; ')}`);
}
