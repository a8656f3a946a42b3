// The list screens in a browser at 1,000,000 rows: the time from the click on a screen's link in
// the sidebar to its first page's rows on the screen, in headless Chromium (Debian's), against the
// API on a PostgreSQL server holding a million customers, applications, businesses and card
// requisitions. Before each measured click the page is loaded afresh, so that the screen's data
// come from the API and not from the web's cache; the screen's code is then in the browser's cache,
// as it is for anyone who has opened the screen once. The first visit, which also fetches the
// screen's code, is printed beside.
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { generate } from 'otplib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startPgServer } from '../scripts/pg-server.mjs';
import { loadCustomers } from './api-load.mjs';
import * as businesses from './areas/businesses.mjs';
import * as cardRequisitions from './areas/card-requisitions.mjs';
import { BENCH_SECRETS, startApi } from './lib/api-server.mjs';
import { loadAverage } from './lib/cpu.mjs';
import { printTable } from './lib/table.mjs';

const CLICKS = Number(process.env.BENCH_CLICKS ?? 10);
const GOAL_MS = 300;

/**
 * The screens measured: title, the screen whose link is clicked, the list's address, the rows
 * behind it. The inquiry screens open with their search form: their list is one link away.
 */
const SCREENS = [
  ['Customers', '/customer-inquiry', '/customers', '1,000,000 customers'],
  ['Applications', '/', '/applications', '1,000,000 applications'],
  ['Businesses', '/business-inquiry', '/businesses', '1,000,000 businesses'],
  ['Card requisitions', '/', '/cards/requisitions', '1,000,000 card requisitions'],
  ['Users', '/', '/users', 'the demo users'],
];

export async function run({ root, args = [] }) {
  if (!args.includes('--no-build')) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the web build failed');
  }
  const server = await startPgServer();
  let api;
  let context;
  try {
    // The API serves the built web application (apps/web/dist) beside its routes, as in production.
    api = await startApi({ root, databaseUrl: server.url, env: BENCH_SECRETS });
    await loadCustomers(server.url);
    console.log('loading the businesses and card requisitions bench data');
    await businesses.load(server.url);
    await cardRequisitions.load(server.url);

    context = await chromium.launchPersistentContext('', {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await signInAsAdmin(page, api.baseUrl);

    console.log(`load average at start: ${loadAverage()}`);
    const rows = [];
    for (const [title, from, href, data] of SCREENS) {
      const first = await visit(page, `${api.baseUrl}${from}`, href);
      const times = [];
      for (let i = 0; i < CLICKS; i++) times.push(await visit(page, `${api.baseUrl}${from}`, href));
      times.sort((a, b) => a - b);
      rows.push([
        title,
        data,
        first.toFixed(0),
        percentile(times, 50).toFixed(0),
        percentile(times, 90).toFixed(0),
        times.at(-1).toFixed(0),
      ]);
    }
    console.log(`\nclick on the sidebar link to the first page's rows painted, ${CLICKS} clicks a screen`);
    printTable(['screen', 'rows', 'first visit ms', 'p50 ms', 'p90 ms', 'max ms'], rows);
    console.log(`goal: rows within ${GOAL_MS} ms of the click; load average at the end: ${loadAverage()}`);
    return rows;
  } finally {
    await context?.close().catch(() => {});
    await api?.stop();
    await server.stop();
  }
}

/** The admin's first sign-in through the screens: password, then the authenticator's set-up. */
async function signInAsAdmin(page, baseUrl) {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up Two-Factor Authentication' });
  await dialog.waitFor();
  const key = (await dialog.getByTestId('manual-entry-key').innerText()).trim();
  await dialog.getByLabel('Authentication code').fill(await generate({ secret: key }));
  await dialog.getByRole('button', { name: 'Complete Process' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

/**
 * Loads the screen at `from` afresh, then clicks its link to `href` inside the page and times,
 * with the page's own clock, until a row of data (two cells or more, the table no longer busy) is
 * on the screen at that address, and a frame has been painted.
 */
async function visit(page, from, href) {
  await page.goto(from);
  await page.locator(`main a[href="${href}"], nav[aria-label="Main"] a[href="${href}"]`).first().waitFor();
  return page.evaluate(
    (to) =>
      new Promise((resolve, reject) => {
        const shown = () =>
          location.pathname === to && document.querySelector('main table:not([aria-busy]) tbody tr td + td');
        const started = performance.now();
        const timer = setTimeout(() => reject(new Error(`no rows at ${to} within 15 s`)), 15_000);
        const watch = new MutationObserver(() => {
          if (!shown()) return;
          watch.disconnect();
          clearTimeout(timer);
          // The frame that shows the rows: its paint follows the next animation frame's callbacks.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
        });
        watch.observe(document.body, { childList: true, subtree: true, attributes: true });
        const link =
          document.querySelector(`main a[href="${to}"]`) ??
          document.querySelector(`nav[aria-label="Main"] a[href="${to}"]`);
        link.click();
      }),
    href,
  );
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
