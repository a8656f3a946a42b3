import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lookups } from '@console/contract';
import { mockApi, renderInRouter } from '@/test/table-support';
import { BUSINESS_ID as ID, pendingBusiness as business } from './business-fixtures';
import { rejectionItemsAfterStatusChange } from './business-status-schema';
import { ChangeBusinessStatusForm } from './change-business-status-dialog';

const metadata = {
  BusinessRejectionReason: lookups.BusinessRejectionReason,
  DocumentName: lookups.DocumentName,
};

const reasonsList = () => screen.queryByRole('list', { name: 'Rejection reasons' });
const itemCount = () => (reasonsList() ? within(reasonsList()!).queryAllByRole('listitem').length : 0);

async function setup() {
  const calls = mockApi({
    'GET Metadata/others': { body: metadata },
    [`PUT Businesses/${ID}/Status`]: (body) => ({ body: { ...business, ...(body as object) } }),
  });
  const onDone = vi.fn();
  const user = userEvent.setup();
  renderInRouter(() => <ChangeBusinessStatusForm business={business} onDone={onDone} />);
  const status = await screen.findByRole('combobox', { name: 'Status' });
  const choose = async (name: string) => {
    await user.click(status);
    await user.click(await screen.findByRole('option', { name }));
  };
  const pick = async (label: string, option: string) => {
    await user.click(screen.getByRole('combobox', { name: label }));
    await user.click(await screen.findByRole('option', { name: option }));
  };
  return { calls, onDone, user, status, choose, pick };
}

describe('the business dialog item list (spec 2 §4)', () => {
  it('adds one blank item on every status change, and keeps the earlier ones', () => {
    const once = rejectionItemsAfterStatusChange([]);
    expect(once).toEqual([{ rejectionReason: '', documentName: '' }]);
    expect(rejectionItemsAfterStatusChange(once)).toHaveLength(2);
  });

  it('shows the list only when Rejected; each status change adds a blank item', async () => {
    const { user, status, choose } = await setup();
    await user.click(status);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Approved',
      'Rejected',
      'Declined',
    ]);
    await user.keyboard('{Escape}');
    await choose('Rejected');
    expect(itemCount()).toBe(1);
    await choose('Declined');
    expect(reasonsList()).toBeNull();
    await choose('Rejected');
    expect(itemCount()).toBe(3);
  });
});

describe('Change Business Status', () => {
  it('sends Rejected with its items from the BusinessRejectionReason metadata', async () => {
    const { calls, onDone, user, choose, pick } = await setup();
    await choose('Rejected');
    await user.click(screen.getByRole('button', { name: 'Add another reason' }));
    await pick('Reason 1', 'Ownership unclear');
    await pick('Document 1', 'Trade License');
    await pick('Reason 2', 'Signatory not verified');
    await pick('Document 2', 'Passport');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      rowVersion: 3,
      status: 'Rejected',
      declineReason: null,
      rejectionItems: [
        { rejectionReason: 'Ownership unclear', documentName: 'Trade License' },
        { rejectionReason: 'Signatory not verified', documentName: 'Passport' },
      ],
    });
  });

  it('a blank item of the hidden list does not stop an approval', async () => {
    const { calls, onDone, user, choose } = await setup();
    await choose('Rejected');
    await choose('Approved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      rowVersion: 3,
      status: 'Approved',
      declineReason: null,
      rejectionItems: null,
    });
  });

  it('Rejected with a blank item says what is missing and sends nothing; Declined needs a reason', async () => {
    const { calls, user, choose } = await setup();
    await choose('Rejected');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        'Select a rejection reason.',
        'Select a document.',
      ]),
    );
    await choose('Declined');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A decline reason is required.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
