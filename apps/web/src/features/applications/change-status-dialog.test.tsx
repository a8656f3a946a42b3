import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderInRouter } from '@/components/data-table/test-support';
import { ChangeStatusForm } from './change-status-dialog';
import { rejectionItemsAfterStatusChange } from './status-form-schema';
import { APP_ID, application, metadata } from './test-fixtures';

const reasonsList = () => screen.queryByRole('list', { name: 'Rejection reasons' });
const itemCount = () => (reasonsList() ? within(reasonsList()!).queryAllByRole('listitem').length : 0);

async function setup() {
  const calls = mockApi({
    'GET Metadata/others': { body: metadata },
    [`PUT Applications/${APP_ID}/Status`]: (body) => ({
      body: { ...application(), status: (body as { status: string }).status },
    }),
  });
  const onDone = vi.fn();
  const user = userEvent.setup();
  renderInRouter(() => <ChangeStatusForm application={application()} onDone={onDone} />);
  const status = await screen.findByRole('combobox', { name: 'Status' });
  const choose = async (name: string) => {
    await user.click(status);
    await user.click(await screen.findByRole('option', { name }));
  };
  return { calls, onDone, user, status, choose };
}

describe('the rejection item list', () => {
  it('is empty for any status but Rejected, which starts with one blank item', () => {
    expect(rejectionItemsAfterStatusChange('Declined')).toEqual([]);
    expect(rejectionItemsAfterStatusChange('Rejected')).toEqual([{ rejectionReason: '', documentName: '' }]);
  });
});

describe('Change Application Status', () => {
  it('offers Draft, Approved, Declined and Rejected for a Pending application; nothing happens without a status', async () => {
    const { calls, user, status } = await setup();
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(save.disabled).toBe(true);
    await user.click(status);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Draft',
      'Approved',
      'Declined',
      'Rejected',
    ]);
    await user.keyboard('{Escape}');
    await user.click(save);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('clears the items on every status change and adds one blank item when Rejected', async () => {
    const { user, choose } = await setup();
    await choose('Rejected');
    expect(itemCount()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Add another reason' }));
    await user.click(screen.getByRole('button', { name: 'Add another reason' }));
    expect(itemCount()).toBe(3);
    await choose('Declined');
    expect(reasonsList()).toBeNull();
    expect(screen.getByLabelText('Decline reason')).toBeTruthy();
    await choose('Rejected');
    expect(itemCount()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Remove reason 1' }));
    expect(itemCount()).toBe(0);
  });

  it('Rejected needs a reason: no call with an empty list or a blank item', async () => {
    const { calls, user, choose } = await setup();
    await choose('Rejected');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        'Select a rejection reason.',
        'Select a document.',
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Remove reason 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Add at least one rejection reason.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('sends Rejected with its items, and nothing else', async () => {
    const { calls, onDone, user, choose } = await setup();
    await choose('Rejected');
    await user.click(screen.getByRole('button', { name: 'Add another reason' }));
    const pick = async (label: string, option: string) => {
      await user.click(screen.getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await pick('Reason 1', 'Document expired');
    await pick('Document 1', 'Passport');
    await pick('Reason 2', 'Document missing');
    await pick('Document 2', 'Proof of Address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `Applications/${APP_ID}/Status`,
      body: {
        rowVersion: 1,
        status: 'Rejected',
        declineReason: null,
        rejectionItems: [
          { rejectionReason: 'Document expired', documentName: 'Passport' },
          { rejectionReason: 'Document missing', documentName: 'Proof of Address' },
        ],
      },
    });
  });

  it('Declined takes a free-text reason', async () => {
    const { calls, onDone, user, choose } = await setup();
    await choose('Declined');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A decline reason is required.');
    await user.type(screen.getByLabelText('Decline reason'), 'Not eligible');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      rowVersion: 1,
      status: 'Declined',
      declineReason: 'Not eligible',
      rejectionItems: null,
    });
  });
});
