// The security centre in the browser: a security officer sees a second person's session, ends it,
// and that person's next request is refused; the centre passes axe on the way. The second person
// is a user of this file's own, whom no other file signs in.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './accessibility.ts';
import { apiSignIn } from './auth-shell-steps.ts';
import { runApp, screenshot } from './harness.ts';
import { makeUser } from './users-steps.ts';

describe('security centre', () => {
  const app = runApp();
  let page: Page;
  let other: string;
  let otherName: string;

  const permissions = (token: string) =>
    fetch(app.url('/api/api/AppUsers/Permissions'), { headers: { authorization: `Bearer ${token}` } });

  it('lists the session of another user signed in elsewhere', async () => {
    page = await app.signedInAt('admin.checker', '/security');
    const made = await makeUser(app, 'elsewhere');
    otherName = made.userName;
    other = await apiSignIn(app.baseUrl, made.userName, made.password);
    expect((await permissions(other)).status).toBe(200);
    // Every file's users have sessions on the shared server: the list is narrowed to this one's.
    await page.goto(app.url(`/security?userName=${encodeURIComponent(otherName)}`));
    const sessions = page.getByRole('table', { name: 'Sessions' });
    await sessions.getByRole('cell', { name: otherName, exact: true }).waitFor();
    await screenshot(page, 'security-sessions');
  });

  it('ends it after a confirmation; its next request is refused', async () => {
    await page.getByRole('button', { name: `End the session of ${otherName}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'End this session?' });
    await dialog.getByRole('button', { name: 'End session' }).click();
    await page.getByText('The session was ended.', { exact: true }).waitFor();
    expect((await permissions(other)).status).toBe(401);
    await page
      .getByRole('table', { name: 'Sessions' })
      .getByRole('cell', { name: otherName, exact: true })
      .waitFor({
        state: 'detached',
      });
  });

  it('shows the policies and the failed sign-ins, accessibly', async () => {
    await page.getByRole('tab', { name: 'Policies' }).click();
    await page.getByLabel('Failed sign-ins before lockout (3 to 20)').waitFor();
    expect(await page.getByLabel('Failed sign-ins before lockout (3 to 20)').inputValue()).toBe('10');
    await expectAccessible(page, 'security centre: policies');
    await page.getByRole('tab', { name: 'Failed sign-ins' }).click();
    await page.getByRole('table', { name: 'Failed sign-ins' }).waitFor();
    await expectAccessible(page, 'security centre: failed sign-ins');
  });
});
