import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lookups, P, type businessesApi, type StoredSession } from '@console/contract';
import { signedInAs } from '@/test/session';
import { mockApi, renderInRouter } from '@/test/table-support';
import { BUSINESS_ID as BUSINESS, OWNER_ID as OWNER, owner } from './business-fixtures';
import { SignatoriesTab } from './signatories-tab';

signedInAs({ userName: 'officer', permissions: [P.ListBusinesses, P.EditBusiness] } as StoredSession);

const photo: businessesApi.BusinessDocument = {
  id: 'd1',
  businessId: BUSINESS,
  ownerId: OWNER,
  documentType: 'Photo',
  documentNo: null,
  issueDate: null,
  expireDate: null,
  contentType: 'image/png',
  size: 2048,
  createdAt: '2026-10-01T08:30:00.000Z',
  createdBy: 'officer',
};

/** The server as it behaves: the signatory's count is the number of its stored documents. */
function mockServer() {
  const stored: businessesApi.BusinessDocument[] = [];
  mockApi({
    [`GET Businesses/${BUSINESS}/Owners`]: () => ({ body: [{ ...owner, documents: stored.length }] }),
    [`GET Businesses/Owners/${OWNER}/Documents`]: () => ({ body: stored }),
    'POST Businesses/Owners/Documents': () => {
      stored.push(photo);
      return { status: 201, body: photo };
    },
    'GET Metadata/Countries': { body: [] },
    'GET Metadata/Lookups/DocumentName': { body: lookups.DocumentName },
  });
}

const documentsCell = () => {
  const table = screen.getByRole('table', { name: 'Signatories' });
  const row = within(table).getAllByRole('row')[1]!;
  const column = within(table)
    .getAllByRole('columnheader')
    .findIndex((h) => h.textContent === 'Documents');
  return within(row).getAllByRole('cell')[column]?.textContent;
};

describe('Signatories tab', () => {
  it('counts in the table the documents the Signatory Details dialog lists, after an upload too', async () => {
    mockServer();
    const u = userEvent.setup();
    renderInRouter(() => <SignatoriesTab businessId={BUSINESS} />);
    await screen.findByText('Hodan Warsame');
    expect(documentsCell()).toBe('0');

    await u.click(screen.getByRole('button', { name: 'Details of Hodan Warsame' }));
    const details = await screen.findByRole('dialog', { name: 'Signatory Details' });
    await within(details).findByText('No results.');
    await u.click(within(details).getByRole('button', { name: 'Upload Document' }));
    await u.click(await screen.findByRole('combobox', { name: 'Document Type' }));
    await u.click(await screen.findByRole('option', { name: 'Photo' }));
    await u.upload(
      screen.getByLabelText('File'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' }),
    );
    const upload = screen.getByRole<HTMLButtonElement>('button', { name: 'Upload' });
    await waitFor(() => expect(upload.disabled).toBe(false));
    await u.click(upload);

    const listed = await within(details).findByRole('table', { name: 'Documents of Hodan Warsame' });
    expect(await within(listed).findByText('Photo')).toBeTruthy();
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(documentsCell()).toBe('1');
  });
});
