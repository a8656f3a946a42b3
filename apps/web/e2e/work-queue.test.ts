// The work queue in the browser: a supervisor opens My work from the sidebar, loses a claim to a
// colleague and makes one, then approves three businesses at once while head office declines one
// of them meanwhile: two are done, one is refused with its reason. A business the supervisor
// registered is listed but cannot be decided by them. The SLAs are read and changed. axe finds no
// serious violation on the queue, the results and the SLA screen, in the light and dark themes.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@console/contract';
import { runApp, screenshot } from './harness.ts';
import { setTheme } from './applications-steps.ts';

const STEP_TIMEOUT = 150_000;
const RUN = Date.now() % 100_000;
// Newest first, so the businesses this test registers head the list whatever the living demo holds.
const QUEUE = '/work?area=Business&sort=waitingSince%2Cdesc&size=50';

const names = {
  alpha: `Work Alpha Traders ${RUN}`,
  bravo: `Work Bravo Logistics ${RUN}`,
  charlie: `Work Charlie Foods ${RUN}`,
  delta: `Work Delta Fisheries ${RUN}`,
  own: `Work Own Hardware ${RUN}`,
};
type Key = keyof typeof names;

let serial = 0;
const signatory = (name: string) => ({
  name,
  nationality: 'SO',
  dateOfBirth: '1981-04-05',
  mobileNumber: '+252615550777',
  ownershipType: 'Shareholder',
  ownershipPercentage: 100,
  idType: 'Passport',
  idNumber: `WQ-${RUN}-${++serial}`,
  idExpiryDate: '2033-01-01',
});
const registration = (organizationId: string, name: string) => ({
  organizationId,
  accountType: 'BUS',
  currency: 'USD',
  name,
  registrationNumber: `WQ-REG-${RUN}-${++serial}`,
  registrationDate: '2016-03-01',
  type: 'Limited Liability Company',
  email: 'desk@work.example',
  address: 'KM4 Road 9',
  city: 'Mogadishu',
  country: 'SO',
  contactPersonName: 'Faadumo Ali',
  contactPersonPhone: '+252615550778',
  countriesTradedWith: ['KE'],
  capitalInvested: '90000.00',
  noOfEmployees: 8,
  monthlyTurnover: '12000',
  annualTurnover: '144000.00',
  language: 'Somali',
  signatoryType: 'Any One',
  signatories: [signatory(`${name} Owner`)],
});

describe('the work queue: claims, a decision on several items, four eyes and the SLAs', () => {
  const app = runApp();
  let page: Page;
  const ids = {} as Record<Key, string>;

  const call = async (token: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(app.url(`/api/api/${path}`), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
  };
  const queue = () => page.getByRole('table', { name: 'My work' });
  const row = (key: Key) => queue().getByRole('row').filter({ hasText: names[key] });
  const openQueue = async () => {
    await page.goto(app.url(QUEUE));
    await row('alpha').waitFor();
    await queue().getByText('Fetching Data...').waitFor({ state: 'detached' });
  };

  it(
    'registers four businesses as the officer and one as the supervisor, through the API',
    { timeout: STEP_TIMEOUT },
    async () => {
      const admin = await app.adminToken();
      const orgs = (await call(admin, 'GET', 'Organizations')).json as unknown as {
        id: string;
        name: string;
      }[];
      const dahab = orgs.find((o) => o.name === 'Dahab Bank')!.id;
      const officer = await app.apiToken('officer');
      const supervisor = await app.apiToken('supervisor');
      for (const key of Object.keys(names) as Key[]) {
        const made = await call(
          key === 'own' ? supervisor : officer,
          'POST',
          'Businesses',
          registration(dahab, names[key]),
        );
        expect(made.status, JSON.stringify(made.json)).toBe(201);
        ids[key] = made.json.id as string;
      }
    },
  );

  it(
    'opens My work from the sidebar, with its badge, oldest first; filters live in the address',
    { timeout: STEP_TIMEOUT },
    async () => {
      page = await app.signedInAt('supervisor', '/work');
      await page.waitForURL((u) => u.pathname === '/work');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const myWork = nav.getByRole('link', { name: /^My work/ });
      expect(await nav.getByRole('link').first().innerText()).toMatch(/^My work/);
      await expect.poll(() => myWork.innerText()).toMatch(/^My work\s*\d+/);
      // Oldest first by default: the header says so.
      const since = queue().getByRole('columnheader', { name: /Waiting since/ });
      await since.waitFor();
      expect(await since.getAttribute('aria-sort')).toBe('ascending');

      await openQueue();
      expect(await since.getAttribute('aria-sort')).toBe('descending');
      await page.getByRole('combobox', { name: 'Assignee' }).click();
      await page.getByRole('option', { name: 'Unassigned', exact: true }).click();
      await page.getByRole('button', { name: 'Apply Filters' }).click();
      await page.waitForURL((u) => u.searchParams.get('assignee') === 'unassigned');
      expect(new URL(page.url()).searchParams.get('area')).toBe('Business');
      await row('alpha').waitFor();
      await setTheme(page, 'Light');
      await screenshot(page, 'work-queue-light');
      await setTheme(page, 'Dark');
      await screenshot(page, 'work-queue-dark');
    },
  );

  it(
    "lists the supervisor's own business with why they cannot decide it, and no checkbox or claim",
    { timeout: STEP_TIMEOUT },
    async () => {
      await openQueue();
      const own = row('own');
      await own.getByText(messages.workItemYours).waitFor();
      expect(await own.getByRole('checkbox').count()).toBe(0);
      expect(await own.getByRole('button', { name: /^Claim/ }).count()).toBe(0);
      expect(await own.getByRole('link', { name: names.own }).getAttribute('href')).toBe(
        `/businesses/${ids.own}`,
      );
      // Its neighbours, made by the officer, can be chosen.
      await row('alpha')
        .getByRole('checkbox', { name: `Select Business: ${names.alpha}` })
        .waitFor();
    },
  );

  it(
    'claims one item, and is told who won when a colleague claimed another first',
    { timeout: STEP_TIMEOUT },
    async () => {
      await openQueue();
      // Head office claims Delta while the supervisor's list still shows it unassigned.
      const admin = await app.adminToken();
      expect((await call(admin, 'POST', 'WorkQueue/Claim', { recordId: ids.delta })).status).toBe(200);
      await row('delta')
        .getByRole('button', { name: `Claim Business: ${names.delta}` })
        .click();
      await page.getByText('Already claimed by admin.', { exact: true }).first().waitFor();
      await expect.poll(() => row('delta').innerText()).toContain('admin');

      // The supervisor takes it back from head office's hands: it is nobody's again.
      await row('delta')
        .getByRole('button', { name: `Assign Business: ${names.delta}` })
        .click();
      const assign = page.getByRole('dialog', { name: `Assign Business: ${names.delta}` });
      await assign.getByText('Now assigned to admin.').waitFor();
      await assign.getByRole('combobox', { name: 'Colleague' }).click();
      await page.getByRole('option', { name: 'supervisor', exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await screenshot(page, 'work-queue-assign');
      await assign.getByRole('button', { name: 'Unassign' }).click();
      await assign.waitFor({ state: 'detached' });
      await row('delta')
        .getByRole('button', { name: `Claim Business: ${names.delta}` })
        .waitFor();

      await row('alpha')
        .getByRole('button', { name: `Claim Business: ${names.alpha}` })
        .click();
      await row('alpha').getByText('You', { exact: true }).waitFor();
      expect(
        await row('alpha')
          .getByRole('button', { name: /^Claim/ })
          .count(),
      ).toBe(0);
    },
  );

  it(
    'approves three at once while one is declined meanwhile: 2 done, 1 refused with its reason',
    { timeout: STEP_TIMEOUT },
    async () => {
      await openQueue();
      await setTheme(page, 'Light');
      for (const key of ['alpha', 'bravo', 'charlie'] as const)
        await row(key)
          .getByRole('checkbox', { name: `Select Business: ${names[key]}` })
          .click();
      // Businesses are approved or declined from the queue, never completed.
      const approve = page.getByRole('button', { name: 'Approve 3 selected' });
      await approve.waitFor();
      expect(await page.getByRole('button', { name: 'Decline 3 selected' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: /^Complete/ }).count()).toBe(0);

      // Head office declines Charlie after the supervisor's list was read.
      const admin = await app.adminToken();
      const charlie = await call(admin, 'GET', `Businesses/${ids.charlie}`);
      const declined = await call(admin, 'PUT', `Businesses/${ids.charlie}/Status`, {
        rowVersion: charlie.json.rowVersion,
        status: 'Declined',
        declineReason: 'Registration certificate is forged.',
      });
      expect(declined.status, JSON.stringify(declined.json)).toBe(200);

      await approve.click();
      const confirm = page.getByRole('dialog', { name: 'Approve 3 items' });
      await confirm.getByText(`Business: ${names.charlie}`).waitFor();
      await confirm.getByRole('button', { name: 'Approve 3 items' }).click();

      const results = page.getByRole('dialog', { name: 'Decisions taken' });
      await results.getByText('2 done, 1 refused', { exact: true }).waitFor();
      const table = results.getByRole('table', { name: 'What became of each item' });
      const result = (key: Key) => table.getByRole('row').filter({ hasText: names[key] });
      expect(await result('alpha').getByText('Done', { exact: true }).count()).toBe(1);
      expect(await result('bravo').getByText('Done', { exact: true }).count()).toBe(1);
      expect(await result('charlie').getByText('Refused', { exact: true }).count()).toBe(1);
      const why = (await result('charlie').getByRole('cell').nth(2).innerText()).trim();
      expect(why.length).toBeGreaterThan(0);
      await screenshot(page, 'work-queue-results-light');
      await results.getByRole('button', { name: 'Close' }).last().click();

      // The list is read again: the decided businesses no longer wait.
      await row('alpha').waitFor({ state: 'detached' });
      await row('charlie').waitFor({ state: 'detached' });
      expect(await row('bravo').count()).toBe(0);
      await row('own').waitFor();
    },
  );

  it(
    'reads the SLAs from My work and changes one; a breach before due soon is refused with its message',
    { timeout: STEP_TIMEOUT },
    async () => {
      await page.getByRole('link', { name: 'Work queue SLA' }).first().click();
      await page.waitForURL((u) => u.pathname === '/work/sla');
      await page.getByRole('heading', { name: 'Work queue SLA' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link', { name: 'Work queue SLA' }).getAttribute('data-status')).toBe(
        'active',
      );
      expect(await nav.getByRole('link', { name: /^My work/ }).getAttribute('data-status')).toBeNull();
      const slas = page.getByRole('table', { name: 'Work queue SLA' });
      const business = slas
        .getByRole('row')
        .filter({ hasText: 'Dahab Bank' })
        .filter({ hasText: 'Business' });
      await business.waitFor();
      await setTheme(page, 'Dark');
      await screenshot(page, 'work-queue-sla-dark');
      await setTheme(page, 'Light');
      await screenshot(page, 'work-queue-sla-light');

      await business.getByRole('button', { name: 'Edit the SLA of Business, Dahab Bank' }).click();
      const dialog = page.getByRole('dialog', { name: 'SLA of Business, Dahab Bank' });
      await dialog.getByLabel('Due soon after (hours)').fill('60');
      await dialog.getByLabel('Breached after (hours)').fill('48');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText(messages.slaOrder).waitFor();
      await screenshot(page, 'work-queue-sla-edit');
      await dialog.getByLabel('Due soon after (hours)').fill('30');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => business.innerText()).toMatch(/\b30\b[\s\S]*\b48\b[\s\S]*supervisor/);
    },
  );
});
