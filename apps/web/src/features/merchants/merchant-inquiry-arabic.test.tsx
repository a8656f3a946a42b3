import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { P, messages, type StoredSession } from '@console/contract/core';
import { signedInAs } from '@/test/session';
import { translateText } from '@/lib/i18n';
import { setLanguage } from '@/lib/language';
import { mockApi, renderInRouter } from '@/test/table-support';
import { account, dahab, InquiryScreen as Screen, kiosk, xamar } from './merchant-fixtures';

signedInAs({ userName: 'officer', permissions: [P.ListMerchants, P.AddMerchant] } as StoredSession);

const arabic = /\p{Script=Arabic}/u;
const ltr = (element: HTMLElement) => element.closest('bdi')?.getAttribute('dir');

describe('the merchant inquiry in Arabic', () => {
  it("shows the account and its merchants in Arabic, each merchant's code and phone left to right", async () => {
    await setLanguage('ar');
    mockApi({
      'GET Organizations': { body: [dahab] },
      'GET Accounts/Inquiry': { body: account },
      'GET Merchants': { body: [xamar, kiosk] },
    });
    const u = userEvent.setup();
    renderInRouter(() => <Screen />, '/merchant-inquiry');
    expect(await screen.findByRole('heading', { name: 'التجار', level: 1 })).toBeTruthy();
    await u.type(await screen.findByLabelText('رقم الحساب أو رمز التاجر'), '0019000001');
    await u.click(screen.getByRole('button', { name: 'بحث' }));

    const table = await screen.findByRole('table', { name: 'التجار' });
    await within(table).findByText('Xamar Fresh Market');
    expect(ltr(within(table).getByText('20000001'))).toBe('ltr');
    expect(ltr(within(table).getAllByText('+252615570001')[0]!)).toBe('ltr');
    expect(within(table).getByText('لا يوجد')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'رمز QR لـ Xamar Fresh Market' })).toBeTruthy();

    const info = screen.getByRole('region', { name: 'معلومات الحساب' });
    expect(ltr(within(info).getByText('0019000001'))).toBe('ltr');
    expect(within(info).getByText('نشط')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إنشاء تاجر' })).toBeTruthy();

    // A merchant without a code has no QR: the contract's message, in Arabic.
    await u.click(within(table).getByRole('button', { name: 'رمز QR لـ Xamar Kiosk' }));
    const dialog = await screen.findByRole('dialog', { name: 'رمز QR' });
    expect(within(dialog).getByText('رمز QR للدفع الخاص بـ Xamar Kiosk')).toBeTruthy();
    const noQrCode = translateText(messages.noQrCode);
    expect(noQrCode).toMatch(arabic);
    expect(within(dialog).getByText(noQrCode)).toBeTruthy();
  });

  it('says in Arabic that no merchant has a code, the code left to right inside the sentence', async () => {
    await setLanguage('ar');
    mockApi({ 'GET Organizations': { body: [dahab] }, 'GET Merchants': { body: [] } });
    renderInRouter(
      () => <Screen />,
      `/merchant-inquiry?organizationId=${dahab.id}&by=code&identifier=99999999`,
    );
    const code = await screen.findByText('99999999', { selector: 'bdi' });
    expect(code.getAttribute('dir')).toBe('ltr');
    expect(code.parentElement?.textContent).toBe('لا يوجد لدى Dahab Bank تاجر بالرمز 99999999.');
  });
});
