import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { P, type StoredSession } from '@console/contract/core';
import { setLanguage } from '@/lib/language';
import { mockApi, renderInRouter } from '@/test/table-support';
import { signedInAs } from '@/test/session';
import { RecordScreeningTab } from './record-screening-tab';

const signedIn = signedInAs();
const ID = '55555555-5555-4555-8555-555555555555';
const hit = {
  id: '88888888-8888-4888-8888-888888888888',
  recordType: 'Signatory',
  recordId: '99999999-9999-4999-8999-999999999999',
  recordName: 'Faadumo Cali Yaasiin',
  organizationId: '66666666-6666-4666-8666-666666666666',
  subject: { name: 'Faadumo Cali Yaasiin' },
  source: 'UN',
  reference: 'SOi.003',
  entryName: 'Fatima Ali Yasin',
  score: 0.93,
  reasons: ['given name Faadumo ≈ Fatima'],
  status: 'Pending',
  proposedBy: null,
  decidedBy: null,
  reason: null,
  decidedAt: null,
  createdAt: '2026-10-02T08:30:00.000Z',
};

describe('the Screening tab of a profile', () => {
  it('says why a business is held, and lists its signatory’s hit without a link for an officer', async () => {
    await setLanguage('en');
    signedIn.session = { userName: 'officer', permissions: [P.ListBusinesses] } as StoredSession;
    mockApi({ [`GET Screening/Businesses/${ID}`]: { body: { state: 'Pending', openHits: 1, hits: [hit] } } });
    renderInRouter(() => <RecordScreeningTab type="Business" id={ID} />);
    expect(await screen.findByRole('heading', { name: 'Hit pending' })).toBeTruthy();
    expect(
      screen.getByText(
        'A sanctions screening hit is pending on this record: it is on hold until compliance decides the hit.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('1 open hit')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Hits raised on this record, newest first' });
    expect(within(table).getByText(/Signatory Faadumo Cali Yaasiin/)).toBeTruthy();
    expect(within(table).getByText('93%')).toBeTruthy();
    expect(within(table).queryByRole('link')).toBeNull();
  });

  it('links compliance to the hit, and says Clear in Somali when nothing is open', async () => {
    signedIn.session = {
      userName: 'compliance',
      permissions: [P.ListCustomers, P.ReviewScreeningHits],
    } as StoredSession;
    mockApi({
      [`GET Screening/Customers/${ID}`]: {
        body: {
          state: 'Clear',
          openHits: 0,
          hits: [{ ...hit, recordType: 'Customer', status: 'FalsePositive' }],
        },
      },
    });
    await setLanguage('so');
    renderInRouter(() => <RecordScreeningTab type="Customer" id={ID} />);
    expect(await screen.findByRole('heading', { name: 'Nadiif' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fatima Ali Yasin' }).getAttribute('href')).toBe(
      `/screening/hits/${hit.id}`,
    );
    await setLanguage('en');
  });
});
