// Administration in the browser: roles and users are asked for through the screens and applied
// once admin.checker approves them from the before-and-after view (four eyes), the new user
// sees exactly what the role allows, and the administrator views the console as that user. With
// the sandbox core down, an approval waits on the core until its background job is dead; the
// administrator retries it from Background jobs once the core is back.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runOwnApp, screenshot } from './harness.ts';
import { firstSignIn, logOut, signIn } from './auth-shell-steps.ts';
import { setTheme } from './applications-steps.ts';

const ROLE = 'Front Desk';
const USER = 'frontdesk1';
// The server refuses short and common passwords (at least 12 characters).
const USER_PASSWORD = 'Quiet-Harbour-Lamp-47';
const AWAITING = 'Approved — opening the account at the core';
const CORE_DOWN = 'The core banking system did not answer.';
const SENT = 'Sent for approval: a second administrator must approve it.';

describe('administration: roles, users, permissions and view-as', () => {
  // A server of its own: it takes the sandbox core down, which every file on the shared server
  // would meet, and its jobs die sooner: after three failed attempts, some 12 to 30 s after the
  // first (back-off from 4 s). It signs the administrator in through the page, at first sign-in.
  const app = runOwnApp({ env: { JOB_RETRY_LIMIT: '2', JOB_RETRY_DELAY_SECONDS: '4' } });
  let page: Page;
  /** admin.checker, the second person, in a browser of their own. */
  let checker: Page;

  const table = (name: string) => page.getByRole('table', { name });
  /** admin.checker opens the change waiting on `record`, reads it, and approves it. */
  const approveAsChecker = async (change: string, record: string, screenshotName?: string) => {
    checker ??= await app.signedInAt('admin.checker', '/admin-changes?status=Pending');
    await checker.goto(app.url('/admin-changes?status=Pending'));
    await checker.getByRole('button', { name: `Review ${change}: ${record}` }).click();
    const dialog = checker.getByRole('dialog', { name: `${change}: ${record}` });
    await dialog.getByRole('table', { name: 'Before and after' }).waitFor();
    if (screenshotName) {
      await screenshot(checker, screenshotName);
    }
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await checker.getByText('The change was approved and applied.', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
  };
  const toast = (text: string) => page.getByText(text, { exact: true });
  const menuLinks = () => page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();

  it('signs the administrator in, setting up two-factor authentication', async () => {
    page = await app.firstSignInAt('admin', '/roles');
    await table('Roles').getByText('Auditor', { exact: true }).waitFor();
  });

  it('creates a role with two permissions from the grouped checkboxes', async () => {
    await page.getByRole('button', { name: 'Create Role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Role' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Role name is required').waitFor();
    expect(await dialog.getByText('A role must have at least one permission.').isVisible()).toBe(true);

    await dialog.getByLabel('Name', { exact: true }).fill(ROLE);
    await dialog.getByLabel('Description').fill('Looks customers up; sees own work.');
    await dialog.getByLabel('List customers').check();
    await dialog.getByLabel('View own dashboard').check();
    await screenshot(page, 'role-dialog-dark');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(SENT).waitFor();
    expect(await table('Roles').getByRole('row').filter({ hasText: ROLE }).count()).toBe(0);
    await approveAsChecker('Create a role', ROLE);

    await page.reload();
    const row = table('Roles').getByRole('row').filter({ hasText: ROLE });
    await row.waitFor();
    // Name, description, number of permissions, users.
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(expect.arrayContaining([ROLE, '2', '0']));
    await screenshot(page, 'roles-dark');
    await setTheme(page, 'Light');
    await screenshot(page, 'roles-light');
    await setTheme(page, 'Dark');
  });

  it('edits the role: pending until admin.checker approves it from the before-and-after view', async () => {
    await page.getByRole('button', { name: `Edit role ${ROLE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Role' });
    await dialog.getByLabel('List businesses').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(SENT).waitFor();
    const row = table('Roles').getByRole('row').filter({ hasText: ROLE });
    await row.getByRole('link', { name: `${ROLE}: a change is waiting for approval` }).waitFor();
    // Nothing changes before the approval: still two permissions.
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(expect.arrayContaining(['2']));
    await screenshot(page, 'role-pending-dark');

    await approveAsChecker('Edit a role', ROLE, 'admin-change-review-dark');
    await page.reload();
    await expect
      .poll(async () =>
        table('Roles').getByRole('row').filter({ hasText: ROLE }).getByRole('cell').allInnerTexts(),
      )
      .toEqual(expect.arrayContaining([ROLE, '3', '0']));
  });

  it('creates a user holding that role and finds it with the filter dialog', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await page.waitForURL((u) => u.pathname === '/users');
    await table('Users').getByRole('cell', { name: 'officer', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create User' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Username is required').waitFor();
    expect(await dialog.getByText('Password is required').isVisible()).toBe(true);
    expect(await dialog.getByText('Phone is required').isVisible()).toBe(true);

    await dialog.getByLabel('Username').fill(USER);
    await dialog.getByLabel('Password').fill(USER_PASSWORD);
    await dialog.getByLabel('Phone').fill('+252615550199');
    await dialog.getByLabel('Email').fill('frontdesk1@demo.bank');
    await dialog.getByLabel(ROLE).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(SENT).waitFor();
    await approveAsChecker('Create a user', USER);
    // The maker's screen learns of the approval when it asks again.
    await page.reload();
    await table('Users').getByRole('cell', { name: USER, exact: true }).waitFor();

    // The filter dialog writes into the address; the list follows it.
    await page.getByRole('button', { name: 'Filter' }).click();
    const filter = page.getByRole('dialog', { name: 'Filter & Search Options' });
    await filter.getByLabel('Username').fill(USER);
    await filter.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((u) => u.searchParams.get('userName') === USER);
    const row = table('Users').getByRole('row').filter({ hasText: USER });
    await row.waitFor();
    await expect.poll(() => table('Users').getByRole('row').count()).toBe(2); // header + one user
    expect(await row.innerText()).toContain(ROLE);
    expect(await row.innerText()).toContain('Active');

    // Reset clears the address again.
    await page.getByRole('button', { name: 'Filter' }).click();
    await filter.getByRole('button', { name: 'Reset' }).click();
    await page.waitForURL((u) => u.search === '');
    await filter.waitFor({ state: 'detached' });
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    await screenshot(page, 'users-dark');
    await setTheme(page, 'Light');
    await screenshot(page, 'users-light');
    await page.getByRole('button', { name: `Actions for ${USER}` }).click();
    await page.getByRole('menu').waitFor();
    await page.waitForTimeout(300); // opening animation
    await screenshot(page, 'users-actions-light');
    await page.keyboard.press('Escape');
    await setTheme(page, 'Dark');
  });

  it('maps the user to a branch and shows its roles', async () => {
    await page.getByRole('button', { name: `Actions for ${USER}` }).click();
    await page.getByRole('menuitem', { name: 'Branch Mapping' }).click();
    const mapping = page.getByRole('dialog', { name: 'Branch Mapping' });
    await mapping.getByText('No results.').waitFor();
    await mapping.getByRole('button', { name: 'Add' }).click();
    await mapping.getByText('Organization is required.').waitFor();
    expect(await mapping.getByText('Branch is required.').isVisible()).toBe(true);
    await mapping.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: 'Dahab Bank' }).click();
    await mapping.getByRole('combobox', { name: 'Branch' }).click();
    const branch = (await page.getByRole('option').first().innerText()).trim();
    await page.getByRole('option').first().click();
    await mapping.getByRole('button', { name: 'Add' }).click();
    await toast(SENT).waitFor();
    // (Escape would first dismiss the success toast, the topmost layer.)
    await mapping.getByRole('button', { name: 'Close' }).click();
    await mapping.waitFor({ state: 'detached' });
    await approveAsChecker('Map a user to a branch', USER);
    await page.reload();
    await page.getByRole('button', { name: `Actions for ${USER}` }).click();
    await page.getByRole('menuitem', { name: 'Branch Mapping' }).click();
    await table('Branch mappings').getByRole('row').filter({ hasText: branch }).waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'branch-mapping-dark');
    await mapping.getByRole('button', { name: 'Close' }).click();
    await mapping.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Actions for ${USER}` }).click();
    await page.getByRole('menuitem', { name: 'Assign Role' }).click();
    const roles = page.getByRole('dialog', { name: 'Assign Role' });
    await roles.getByRole('button', { name: `Remove role ${ROLE}` }).waitFor();
    await roles.getByRole('button', { name: 'Assign' }).click();
    await roles.getByText('Please select a role to assign.').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'assign-role-dark');
    // Removing a role asks first; Cancel keeps it.
    await roles.getByRole('button', { name: `Remove role ${ROLE}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Remove role ${ROLE}?` });
    await confirm.getByText(`${USER} will lose the permissions of this role`, { exact: false }).waitFor();
    await screenshot(page, 'remove-role-confirm-dark');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await roles.getByRole('button', { name: `Remove role ${ROLE}` }).waitFor();
    expect(await toast('Role removed successfully!').count()).toBe(0);
    await roles.getByRole('button', { name: 'Close' }).click();
    await roles.waitFor({ state: 'detached' });
  });

  it(
    'an approval waits on a core that is down until its job is dead; a retry opens the account',
    { timeout: 150_000 },
    async () => {
      const token = await app.adminToken();
      const call = (path: string, init: RequestInit = {}) =>
        fetch(app.url(`/api/api/${path}`), {
          ...init,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        });
      const setCore = async (mode: 'down' | 'ok') =>
        expect(
          (await call('Sandbox/CoreFaults', { method: 'PUT', body: JSON.stringify({ mode }) })).status,
        ).toBe(204);
      const pending = (
        (await (await call('Applications?status=Pending&size=1')).json()) as {
          items: { id: string; customerId: string; customerName: string; rowVersion: number }[];
        }
      ).items[0]!;
      await setCore('down');
      const approved = await call(`Applications/${pending.id}/Status`, {
        method: 'PUT',
        body: JSON.stringify({ status: 'Approved', rowVersion: pending.rowVersion }),
      });
      expect(await approved.json()).toMatchObject({ status: 'Approved', awaitingCore: true });

      // The customer's Applications tab asks again while the core step runs.
      const openApplication = async () => {
        await page.goto(app.url(`/customers/${pending.customerId}`));
        await page.getByRole('tab', { name: /^Applications/ }).click();
        return page.locator(`tr[data-application-id="${pending.id}"]`);
      };
      const application = await openApplication();
      await application.getByText(AWAITING).waitFor();
      await screenshot(page, 'application-awaiting-core-dark');
      // The last attempt failed: the record says why.
      await application.getByText(`Account opening failed: ${CORE_DOWN}`).waitFor({ timeout: 45_000 });

      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Background jobs' })
        .click();
      await page.waitForURL((u) => u.pathname === '/operations/jobs');
      const job = table('Background jobs').getByRole('row').filter({ hasText: pending.customerName });
      await job.getByText('Dead', { exact: true }).waitFor();
      // Every attempt made, and why the last one failed.
      expect(await job.innerText()).toMatch(/3 \/ 3\s+The service is currently unavailable/);
      await screenshot(page, 'background-jobs-dark');

      await setCore('ok');
      await job
        .getByRole('button', { name: `Retry Open the account of an application: ${pending.customerName}` })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Retry this job?' });
      await confirm.getByRole('button', { name: 'Retry' }).click();
      await toast('The job will run again shortly.').waitFor();

      await (await openApplication()).getByText('Completed', { exact: true }).waitFor({ timeout: 20_000 });
    },
  );

  it('the new user sees exactly the menu entries the role permits', async () => {
    await logOut(page);
    await firstSignIn(page, USER, USER_PASSWORD);
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(menuLinks).toEqual(['Customers', 'Businesses']);
    await page.goto(app.url('/users'));
    await page.getByText('You are not allowed to access this resource.').waitFor();
    await page.goto(app.url('/roles'));
    await page.getByText('You are not allowed to access this resource.').waitFor();
    await screenshot(page, 'users-not-allowed');
  });

  it('the administrator views the console as that user: home, read-only banner', async () => {
    await logOut(page);
    await signIn(page, 'admin');
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto(app.url(`/users?userName=${USER}`));
    await page.getByRole('button', { name: `Actions for ${USER}` }).click();
    await page.getByRole('menuitem', { name: 'View as' }).click();
    const confirm = page.getByRole('alertdialog', { name: `View as ${USER}?` });
    await confirm.getByRole('button', { name: 'View as' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    const banner = page.getByTestId('view-as-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain(`Viewing as ${USER} (read-only)`);
    await expect.poll(menuLinks).toEqual(['Customers', 'Businesses']);
    await screenshot(page, 'view-as-home');
    expect(app.pageErrors.map((e) => e.message)).toEqual([]);
  });
});
