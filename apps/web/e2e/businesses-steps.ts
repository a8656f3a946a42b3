// Steps of the businesses browser test.
import type { Locator, Page } from 'playwright-core';
import { pick } from './applications-steps.ts';

/** A one-page PDF: the server checks uploads by content. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Uploads a PDF through the Upload Document dialog opened from `scope`, and waits for its row. */
export async function uploadDocument(page: Page, scope: Locator | Page, type: string, number: string) {
  await scope.getByRole('button', { name: 'Upload Document' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Document' });
  await pick(upload, page, 'Document Type', type);
  await upload.getByLabel('Document Number').fill(number);
  await upload.getByLabel('Issue Date').fill('2025-01-10');
  await upload.getByLabel('Expiry Date').fill('2030-01-09');
  await upload
    .getByLabel('File')
    .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: PDF });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await upload.waitFor({ state: 'detached' });
  await scope.getByRole('cell', { name: type, exact: true }).waitFor();
}

/** Shows or hides a column through the list's View menu. */
export async function toggleColumn(page: Page, title: string) {
  await page.getByRole('button', { name: 'View' }).click();
  await page.getByRole('menuitemcheckbox', { name: title }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

/** Fills one signatory of the registration's second step. */
export async function fillSignatory(
  page: Page,
  index: number,
  s: { name: string; ownership: string; idNumber: string; mobile: string },
) {
  const group = page.getByRole('group', { name: `Signatory ${index}` });
  await group.getByLabel('Name', { exact: true }).fill(s.name);
  await pick(group, page, 'Nationality', 'Somalia');
  await group.getByLabel('Date of Birth').fill('1982-04-12');
  await group.getByLabel('Mobile Number').fill(s.mobile);
  await pick(group, page, 'Ownership Type', 'Shareholder');
  await group.getByLabel('Ownership Percentage').fill(s.ownership);
  await pick(group, page, 'ID Type', 'Passport');
  await group.getByLabel('ID Number').fill(s.idNumber);
  await group.getByLabel('ID Expiry Date').fill('2032-04-11');
}
