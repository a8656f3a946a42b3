import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { P, type customersApi } from '@console/contract';
import { mockApi, renderInRouter } from '@/test/table-support';
import { signedInAs } from '@/test/session';
import { FOUR_EYES_REASON, NO_STATUS_PERMISSION } from './application-actions';
import { CustomerApplicationsTab } from './customer-applications-tab';
import {
  APP_ID,
  CUSTOMER_ID,
  DAHAB_ID,
  application,
  organizations,
  session,
} from '@/test/application-fixtures';

const signedIn = signedInAs();

const customer = {
  id: CUSTOMER_ID,
  name: 'Faadumo Cali',
  mobile: '+252618800123',
  organizationId: DAHAB_ID,
  coreCustomerId: null,
} as customersApi.Customer;

function setup(apps = [application()]) {
  mockApi({
    [`GET Customers/${CUSTOMER_ID}/Applications`]: { body: apps },
    [`GET Applications/${APP_ID}/MissingDocuments`]: { body: [] },
    'GET Organizations': { body: organizations },
  });
  const user = userEvent.setup();
  renderInRouter(() => <CustomerApplicationsTab customer={customer} />);
  return { user };
}

describe('the profile Applications tab', () => {
  it('four eyes: the maker sees Change status disabled and why', async () => {
    signedIn.session = session({ userName: 'officer' });
    setup();
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Change status' });
    expect(button.disabled).toBe(true);
    expect(screen.getByText(FOUR_EYES_REASON)).toBeTruthy();
  });

  it('without the permission: disabled and why', async () => {
    signedIn.session = session({ userName: 'clerk', permissions: [P.ListApplications] });
    setup();
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Change status' })).disabled).toBe(
      true,
    );
    expect(screen.getByText(NO_STATUS_PERMISSION)).toBeTruthy();
  });

  it('a reviewer opens the dialog; Missing Documents says when there are none', async () => {
    signedIn.session = session();
    const { user } = setup([
      application(),
      application({ id: 'x', status: 'Completed', accountNumber: '1001234567' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    expect(await screen.findByRole('dialog', { name: 'Change Application Status' })).toBeTruthy();
    await user.keyboard('{Escape}');
    const row = screen.getAllByRole('row').find((r) => r.getAttribute('data-application-id') === APP_ID)!;
    await user.click(within(row).getByRole('button', { name: 'Missing Documents' }));
    expect(await screen.findByText('No missing documents.')).toBeTruthy();
    expect(screen.getByText('1001234567')).toBeTruthy();
  });

  it('Add Application says when the organization is missing', async () => {
    signedIn.session = session();
    mockApi({
      [`GET Customers/${CUSTOMER_ID}/Applications`]: { body: [] },
      'GET Organizations': { body: organizations },
    });
    const user = userEvent.setup();
    renderInRouter(() => <CustomerApplicationsTab customer={{ ...customer, organizationId: '' }} />);
    await user.click(await screen.findByRole('button', { name: 'Add Application' }));
    expect(await screen.findByText('Organization details are missing to add an account.')).toBeTruthy();
  });
});
