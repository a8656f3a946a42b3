// Steps shared by the sign-in and shell browser tests.
import type { Page } from 'playwright-core';
import { freshCode } from './totp-helper.ts';

export const DEMO_PASSWORD = 'Demo-Password-1';
/** Authenticator secrets read from the set-up dialog, by user name. */
export const secrets = new Map<string, string>();

async function fillCredentials(page: Page, userName: string, password: string) {
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** First sign-in: the QR set-up dialog; the key is read from it and the code computed here. */
export async function firstSignIn(page: Page, userName: string, password = DEMO_PASSWORD) {
  await fillCredentials(page, userName, password);
  const dialog = page.getByRole('dialog', { name: 'Set up Two-Factor Authentication' });
  await dialog.waitFor();
  const key = (await dialog.getByTestId('manual-entry-key').innerText()).trim();
  secrets.set(userName, key);
  await dialog.getByLabel('Authentication code').fill(await freshCode(key));
  await dialog.getByRole('button', { name: 'Complete Process' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A later sign-in: 202, then the Token field. */
export async function signIn(page: Page, userName: string, password = DEMO_PASSWORD) {
  const key = secrets.get(userName);
  if (!key) throw new Error(`${userName} has not set up two-factor authentication in this run`);
  await fillCredentials(page, userName, password);
  const token = page.getByLabel('Token');
  await token.waitFor();
  await token.fill(await freshCode(key));
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
}

/** Signs in through the API (for the administrator's set-up calls). */
export async function apiToken(baseUrl: string, userName: string, password = DEMO_PASSWORD): Promise<string> {
  const key = secrets.get(userName);
  if (!key) throw new Error(`${userName} has no authenticator secret yet`);
  const res = await fetch(`${baseUrl}/api/api/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName, password, totp: await freshCode(key) }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${userName} answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** Sets up the user's authenticator through the API (203, then a code) unless done already; returns a token. */
export async function apiSignIn(
  baseUrl: string,
  userName: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  if (!secrets.has(userName)) {
    const res = await fetch(`${baseUrl}/api/api/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName, password }),
    });
    if (res.status !== 203) throw new Error(`first sign-in of ${userName} answered ${res.status}`);
    secrets.set(userName, ((await res.json()) as { manualEntryKey: string }).manualEntryKey);
  }
  return apiToken(baseUrl, userName, password);
}
