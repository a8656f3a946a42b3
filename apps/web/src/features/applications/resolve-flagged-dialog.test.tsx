import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderInRouter } from '@/test/table-support';
import { ChangeStatusDialog } from './change-status-dialog';
import { ResolveFlaggedDialog, ResolveFlaggedForm } from './resolve-flagged-dialog';
import { APP_ID, CUSTOMER_ID, OTHER_CUSTOMER_ID, application, metadata } from '@/test/application-fixtures';

const row = (id: string, name: string) => ({
  id,
  name,
  mobile: '+252618800123',
  email: `${id.slice(-1)}@mail.example`,
  status: 'Approved',
  organizationId: 'o',
  organizationName: 'Dahab Bank',
  documents: 0,
  applications: 1,
  pendingApplications: 0,
  createdAt: '2026-11-01T08:00:00.000Z',
  createdBy: 'officer',
});

async function setup() {
  const calls = mockApi({
    'GET Customers/Lookup': {
      body: [row(OTHER_CUSTOMER_ID, 'Faadumo Cali Warsame'), row(CUSTOMER_ID, 'Faadumo Cali')],
    },
    'GET Customers': {
      body: {
        items: [row('0c0c0c0c-0000-4000-8000-000000000009', 'Faadumo Ahmed')],
        page: 0,
        size: 20,
        totalItems: 1,
        totalPages: 1,
      },
    },
    [`PUT Applications/${APP_ID}/ResolveFlagged`]: { status: 204 },
  });
  const onDone = vi.fn();
  const user = userEvent.setup();
  renderInRouter(() => (
    <ResolveFlaggedForm
      application={application({ status: 'Flagged', createdBy: 'officer' })}
      onDone={onDone}
    />
  ));
  await screen.findByRole('radio', { name: /Faadumo Cali Warsame/ });
  return { calls, onDone, user };
}

describe('Resolve Flagged', () => {
  it('lists the profiles with the same mobile and finds more by name', async () => {
    const { calls, user } = await setup();
    expect(calls.find((c) => c.path === 'Customers/Lookup')).toBeTruthy();
    await user.type(screen.getByLabelText(/Search profiles by name/), 'Faadumo{Enter}');
    await screen.findByRole('radio', { name: /Faadumo Ahmed/ });
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('needs both a destination customer and a comment; otherwise nothing happens', async () => {
    const { calls, onDone, user } = await setup();
    const resolve = screen.getByRole<HTMLButtonElement>('button', { name: 'Resolve' });
    expect(resolve.disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Faadumo Cali Warsame/ }));
    expect(resolve.disabled).toBe(true);
    await user.click(resolve);
    await user.type(screen.getByLabelText('Comment (visible to the customer)'), '   ');
    expect(resolve.disabled).toBe(true);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.type(
      screen.getByLabelText('Comment (visible to the customer)'),
      'Merged with your existing profile.',
    );
    expect(resolve.disabled).toBe(false);
    await user.click(resolve);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `Applications/${APP_ID}/ResolveFlagged`,
      body: {
        applicationId: APP_ID,
        rowVersion: 1,
        destinationCustomerId: OTHER_CUSTOMER_ID,
        comments: 'Merged with your existing profile.',
      },
    });
  });
});

describe('the dialogs about one application', () => {
  it('frame each form in its own words, and each form closes its dialog with Cancel', async () => {
    mockApi({
      'GET Metadata/others': { body: metadata },
      'GET Customers/Lookup': { body: [row(OTHER_CUSTOMER_ID, 'Faadumo Cali Warsame')] },
    });
    const user = userEvent.setup();
    const flagged = application({ status: 'Flagged' });
    const closeResolve = vi.fn();
    const resolving = renderInRouter(() => (
      <ResolveFlaggedDialog application={flagged} onOpenChange={closeResolve} />
    ));
    const resolve = await screen.findByRole('dialog', { name: 'Resolve Flagged Application' });
    expect(
      within(resolve).getByText(
        'Faadumo Cali (+252618800123) may already have a profile. Choose the profile this application belongs to.',
      ),
    ).toBeTruthy();
    expect(within(resolve).getByRole<HTMLButtonElement>('button', { name: 'Resolve' }).disabled).toBe(true);
    await user.click(within(resolve).getByRole('button', { name: 'Cancel' }));
    expect(closeResolve).toHaveBeenCalledWith(false);
    resolving.unmount();

    const closeStatus = vi.fn();
    renderInRouter(() => <ChangeStatusDialog application={application()} onOpenChange={closeStatus} />);
    const status = await screen.findByRole('dialog', { name: 'Change Application Status' });
    expect(status.textContent).toContain('Faadumo Cali: SAV USD, currently');
    expect(within(status).getByText('Pending')).toBeTruthy();
    expect(within(status).getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    await user.click(within(status).getByRole('button', { name: 'Cancel' }));
    expect(closeStatus).toHaveBeenCalledWith(false);
  });
});
