import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lookups, messages, P, type businessesApi, type StoredSession } from '@console/contract';
import { signedInAs } from '@/test/session';
import { translateText } from '@/lib/i18n';
import { setLanguage } from '@/lib/language';
import { mockApi, renderInRouter } from '@/test/table-support';
import { BUSINESS_ID, businessRecord, owner, pendingBusiness } from './business-fixtures';
import { BusinessProfileScreen } from './business-profile-screen';
import { reviewChoices } from './business-status-schema';
import { ChangeBusinessStatusDialog } from './change-business-status-dialog';
import { SignatoriesTab } from './signatories-tab';

signedInAs({
  userName: 'officer',
  permissions: [P.ListBusinesses, P.ChangeBusinessStatus, P.EditBusiness],
} as StoredSession);

const arabic = /\p{Script=Arabic}/u;
const signatory: businessesApi.Signatory = { ...owner, idNumber: 'P-1234', documents: 0 };

describe('the business review in Arabic', () => {
  it('asks for a decision in Arabic, the business named as it is and its status translated', async () => {
    await setLanguage('ar');
    mockApi({
      'GET Metadata/others': { body: { BusinessRejectionReason: lookups.BusinessRejectionReason } },
    });
    const u = userEvent.setup();
    renderInRouter(() => (
      <ChangeBusinessStatusDialog business={pendingBusiness} open onOpenChange={() => undefined} />
    ));
    const dialog = await screen.findByRole('dialog', { name: 'تغيير حالة المنشأة' });
    expect(within(dialog).getByText('Horn Traders، الحالة الحالية', { exact: false })).toBeTruthy();
    expect(within(dialog).getByText('قيد الانتظار')).toBeTruthy();

    // Declined without a reason: the contract's message, in Arabic.
    await u.click(within(dialog).getByRole('combobox'));
    await u.click((await screen.findAllByRole('option'))[reviewChoices.indexOf('Declined')]!);
    const save = within(dialog)
      .getAllByRole('button')
      .find((b) => b.getAttribute('type') === 'submit');
    await u.click(save!);
    const required = translateText(messages.declineReasonRequired);
    expect(required).toMatch(arabic);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(required);
  });

  it('lists the signatories in Arabic, their phone and ID numbers left to right', async () => {
    await setLanguage('ar');
    mockApi({
      [`GET Businesses/${BUSINESS_ID}/Owners`]: { body: [signatory] },
      [`GET Businesses/Owners/${signatory.id}/Documents`]: { body: [] },
      'GET Metadata/Countries': { body: [] },
    });
    const u = userEvent.setup();
    renderInRouter(() => <SignatoriesTab businessId={BUSINESS_ID} />);
    const table = await screen.findByRole('table', { name: 'المفوّضون بالتوقيع' });
    await within(table).findByText('Hodan Warsame');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toContain('نوع الملكية');
    expect(headers).toContain('رقم الجوال');
    expect(within(table).getByText('+252615551234').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(within(table).getByText('P-1234').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(within(table).getByText('50.00٪')).toBeTruthy();

    await u.click(within(table).getByRole('button', { name: 'تفاصيل Hodan Warsame' }));
    const details = await screen.findByRole('dialog', { name: 'تفاصيل المفوّض بالتوقيع' });
    expect(within(details).getByText('تاريخ الميلاد')).toBeTruthy();
    expect(within(details).getByText('+252615551234').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(within(details).getByRole('heading', { name: 'المستندات' })).toBeTruthy();
  });

  it('shows the profile in Arabic, the registration and account numbers left to right', async () => {
    await setLanguage('ar');
    mockApi({
      [`GET Businesses/${BUSINESS_ID}`]: { body: businessRecord },
      'GET Metadata/Countries': { body: [] },
    });
    renderInRouter(() => <BusinessProfileScreen id={BUSINESS_ID} screeningTab={null} />);
    expect(await screen.findByRole('button', { name: 'تغيير الحالة' })).toBeTruthy();
    expect(screen.getByText('ملف المنشأة')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'المفوّضون بالتوقيع' })).toBeTruthy();
    for (const number of screen.getAllByText('REG-001'))
      expect(number.closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('250,000.50 USD')).toBeTruthy();
  });

  it("says in Arabic that a business cannot be found, the server's message translated", async () => {
    await setLanguage('ar');
    mockApi({});
    renderInRouter(() => <BusinessProfileScreen id={BUSINESS_ID} screeningTab={null} />);
    const notFound = translateText(messages.businessNotFound);
    expect(notFound).toMatch(arabic);
    expect((await screen.findByRole('alert')).textContent).toBe(notFound);
    expect(screen.getByRole('link', { name: 'الاستعلام عن منشأة' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });
});
