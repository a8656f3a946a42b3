import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  hasPermission,
  organizationsApi,
  P,
  securityApi,
  type EndpointConfig,
  type StoredSession,
} from '@console/contract';
import { getToasts } from '@/lib/toast';
import { signedInAs } from '@/test/session';
import { mockApi, renderInRouter } from '@/test/table-support';
import { NetworksForm } from './networks-form';

// A security officer as the demo has one: sessions and every organization, no organization.list.
const securityOfficer = {
  userName: 'admin.checker',
  isSUDO: false,
  permissions: [P.ViewSessions, P.EndSessions, P.ViewAdminChanges, P.AllOrganizations],
} as StoredSession;
const signedIn = signedInAs(securityOfficer);

const organizations = [
  { id: 'o-dahab', name: 'Dahab Bank', supportedAccounts: [], supportedLanguages: ['English'] },
  { id: 'o-salaam', name: 'Salaam Microfinance', supportedAccounts: [], supportedLanguages: ['English'] },
];

/** The answer, or 403 as the server's guard gives it when the session lacks the endpoint's permission. */
function guarded(endpoint: EndpointConfig, body: unknown) {
  const { access } = endpoint;
  const allowed = access.kind !== 'permission' || hasPermission(signedIn.session, access.permission);
  return () => (allowed ? { body } : { status: 403, body: { message: 'forbidden' } });
}

/** The tab as /security shows it, the organization chosen kept here rather than in the address. */
function NetworksTab() {
  const [org, setOrg] = useState<string>();
  return <NetworksForm org={org} onPick={setOrg} />;
}

describe('/security › Allowed networks for the security officer', () => {
  it('offers the organizations and shows the chosen one’s list, read only', async () => {
    mockApi({
      'GET Organizations': guarded(organizationsApi.listOrganizations, organizations),
      'GET Organizations/o-salaam/AllowedNetworks': guarded(securityApi.getAllowedNetworks, {
        networks: ['10.20.0.0/16'],
      }),
    });
    const u = userEvent.setup();
    renderInRouter(() => <NetworksTab />, '/security?tab=networks');

    await u.click(await screen.findByRole('combobox', { name: 'Organization' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Dahab Bank',
      'Salaam Microfinance',
    ]);
    await u.click(screen.getByRole('option', { name: 'Salaam Microfinance' }));

    const list = await screen.findByRole('form', { name: 'Allowed networks' });
    expect(within(list).getByRole<HTMLTextAreaElement>('textbox').value).toBe('10.20.0.0/16');
    // Reviewing is not editing: that waits for security.edit_networks.
    expect(within(list).getByRole('button', { name: 'Send for approval' })).toHaveProperty('disabled', true);
    expect(getToasts()).toEqual([]);
  });
});
