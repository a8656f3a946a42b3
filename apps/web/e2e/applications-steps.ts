// Steps shared by the applications browser tests.
import type { Locator, Page } from 'playwright-core';
import { clickUntil, settled } from './accessibility.ts';

/** A 1×1 PNG: the server checks uploads by content. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The code the sandbox core last "sent" to a phone, read from its outbox (sandbox only). */
export async function lastOtp(baseUrl: string, adminToken: string, phone: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/api/Sandbox/SmsOutbox?phone=${encodeURIComponent(phone)}&size=1`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const [sms] = (await res.json()) as { text: string }[];
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`no OTP in the outbox for ${phone}`);
  return code;
}

/**
 * Chooses an option of a Radix select found by its label. The option is clicked once the list has
 * stopped moving in: on a busy machine a click during its opening animation can land beside it.
 * A list still open five seconds after the click is clicked again (`clickUntil`): under load an
 * option's click once left the list open until the step gave up.
 */
export async function pick(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await settled(page);
  await clickUntil(
    page.getByRole('option', { name: option, exact: true }),
    (timeout) => page.getByRole('listbox').waitFor({ state: 'detached', timeout }),
    { attempts: 3, within: 5_000 },
  );
}

export async function setTheme(page: Page, theme: 'Light' | 'Dark') {
  await page.getByRole('button', { name: /^Theme:/ }).click();
  await page.getByRole('menuitemradio', { name: theme }).click();
  await page.getByRole('menu').waitFor({ state: 'detached' });
  await page.waitForTimeout(300); // colour transitions
}

/** Fills and submits the new-application wizard at its address; returns the new profile's id. */
export async function completeWizard(
  page: Page,
  readOtp: () => Promise<string>,
  customer: { name: string; email: string },
  beforeSubmit?: () => Promise<void>,
): Promise<string> {
  await page.getByRole('combobox', { name: 'Organization' }).filter({ hasText: 'Dahab Bank' }).waitFor();
  await pick(page, page, 'Account Type', 'Savings');
  await pick(page, page, 'Currency', 'USD');
  await pick(page, page, 'Language', 'Somali');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('button', { name: 'OTP Sent' }).waitFor();
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp());
  await page.getByLabel('Customer Name').fill(customer.name);
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('City').fill('Mogadishu');
  await pick(page, page, 'Gender', 'Female');
  await beforeSubmit?.();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.waitForURL((u) => /^\/customers\/[0-9a-f-]{36}$/.test(u.pathname));
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The profile's Applications tab, fresh from the server. */
export async function openApplicationsTab(page: Page, baseUrl: string, customerId: string): Promise<Locator> {
  await page.goto(`${baseUrl}/customers/${customerId}`);
  await page.getByRole('tab', { name: /^Applications/ }).click();
  const table = page.getByRole('table', { name: 'Customer applications' });
  await table.waitFor();
  await table.getByText('Fetching Data...').waitFor({ state: 'detached' });
  return table;
}
