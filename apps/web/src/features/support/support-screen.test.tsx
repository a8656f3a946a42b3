import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouterState } from '@tanstack/react-router';
import { P, messages, type StoredSession } from '@console/contract/core';
import { contractText } from '@/lib/contract-messages';
import { setLanguage } from '@/lib/language';
import { mockApi, renderInRouter } from '@/test/table-support';
import { signedInAs } from '@/test/session';
import { clearToasts, getToasts } from '@/lib/toast';
import { SupportScreen } from './support-screen';
import { validateSupportSearch } from './support-search';

const signedIn = signedInAs();

const dahab = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Dahab Bank',
  supportedAccounts: [],
  supportedLanguages: [],
};
const blocked = {
  organizationId: dahab.id,
  organizationName: 'Dahab Bank',
  info: {
    userId: 'DP100003',
    fullName: 'Hodan Yusuf Farah',
    email: 'hodan@mail.example',
    isEmailVerified: true,
    whatsApp: null,
    isWhatsappVerified: false,
  },
  isBlocked: { reason: 'Several wrong PINs', blockedBy: 'support', blockedOn: '2026-11-18T14:00:00.000Z' },
  transactions: {
    items: [
      {
        id: 't1',
        createdOn: '2026-10-01T10:00:00.000Z',
        from: '0010000004',
        to: 'M1004',
        transferType: 'Merchant Payment',
        amount: '125.50',
        currency: 'USD',
      },
    ],
    page: 0,
    size: 10,
    totalItems: 1,
    totalPages: 1,
  },
  linkedAccounts: [{ entity: 'Dahab Bank', type: 'SAV', currency: 'USD', accountNo: '0010000004' }],
  pendingOtp: [] as { platform: string; createdAt: string }[],
};

function Screen() {
  const search = useRouterState({ select: (s) => validateSupportSearch(s.location.search) });
  return <SupportScreen search={search} />;
}

const all = [
  P.ViewMbankingUserInfo,
  P.ListOtpChannels,
  P.BlockMbankingUser,
  P.UnblockMbankingUser,
  P.ResendDahabPlusOtp,
];

describe('mobile-banking support', () => {
  it('finds a user by phone and shows info, block state, transactions, accounts and pending OTPs', async () => {
    signedIn.session = { userName: 'support', permissions: all } as StoredSession;
    const calls = mockApi({
      'GET Organizations': { body: [dahab] },
      [`GET MBankingSupport/UserLookup/${dahab.id}/${encodeURIComponent('+252615550004')}`]: {
        body: { name: 'Hodan Yusuf Farah', userId: 'DP100003' },
      },
      'GET MBankingSupport/UserInfo/DP100003': { body: blocked },
    });
    const u = userEvent.setup();
    renderInRouter(() => <Screen />, '/support/dahabplus');
    await u.type(await screen.findByLabelText('Phone'), '+252615550004');
    const find = screen.getByRole<HTMLButtonElement>('button', { name: 'Find by phone' });
    await waitFor(() => expect(find.disabled).toBe(false));
    await u.click(find);
    await screen.findByRole('heading', { name: /Hodan Yusuf Farah/ });
    expect(screen.getByText('Blocked')).toBeTruthy();
    expect(within(screen.getByLabelText('Block state')).getByText('Several wrong PINs')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Email verified' })).toBeTruthy();
    const tx = screen.getByRole('table', { name: 'Recent Transactions' });
    expect(within(tx).getByText('Merchant Payment')).toBeTruthy();
    expect(within(tx).getByText('125.50')).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Linked Accounts' })).getByText('0010000004'),
    ).toBeTruthy();
    expect(screen.getByText(messages.noPendingOtps)).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('MBankingSupport/UserInfo/DP100003');
  });

  it('unblocks after confirmation, and the data reloads', async () => {
    clearToasts();
    signedIn.session = { userName: 'support', permissions: all } as StoredSession;
    let current: typeof blocked = blocked;
    const calls = mockApi({
      'GET Organizations': { body: [dahab] },
      'GET MBankingSupport/UserInfo/DP100003': () => ({ body: current }),
      'POST MBankingSupport/UnblockUser': () => {
        current = { ...blocked, isBlocked: null } as unknown as typeof blocked;
        return { body: { message: 'DahabPlus user unblocked successfully!' } };
      },
    });
    const u = userEvent.setup();
    renderInRouter(() => <Screen />, '/support/dahabplus?userId=DP100003');
    await u.click(await screen.findByRole('button', { name: 'Unblock' }));
    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Unblock' }));
    await screen.findByText('Active');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ userId: 'DP100003' });
    expect(getToasts().flatMap((t) => t.messages)).toContain('DahabPlus user unblocked successfully!');
  });

  it('needs a reason to block, and resends an OTP to a chosen channel', async () => {
    clearToasts();
    signedIn.session = { userName: 'support', permissions: all } as StoredSession;
    const active = {
      ...blocked,
      isBlocked: null,
      pendingOtp: [{ platform: 'SMS', createdAt: '2026-11-20T08:00:00.000Z' }],
    };
    const calls = mockApi({
      'GET Organizations': { body: [dahab] },
      'GET MBankingSupport/UserInfo/DP100003': { body: active },
      'GET MBankingSupport/OtpChannels/DP100003': { body: [{ channel: 'SMS', value: '+252615550004' }] },
      'POST MBankingSupport/ResendOtp': { body: { message: messages.otpResent } },
      'POST MBankingSupport/BlockUser': { body: { message: 'DahabPlus user blocked successfully!' } },
    });
    const u = userEvent.setup();
    renderInRouter(() => <Screen />, '/support/dahabplus?userId=DP100003');
    await u.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText(messages.blockReasonRequired)).toBeTruthy();
    await u.type(within(dialog).getByLabelText('Reason'), 'Lost phone');
    await u.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'MBankingSupport/BlockUser')?.body).toEqual({
      userId: 'DP100003',
      reason: 'Lost phone',
    });

    await u.click(screen.getByRole('button', { name: 'Resend OTP' }));
    const resend = screen.getByRole('dialog');
    await u.click(within(resend).getByRole('combobox', { name: 'Channel' }));
    await u.click(await screen.findByRole('option', { name: 'SMS: +252615550004' }));
    await u.click(within(resend).getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(getToasts().flatMap((t) => t.messages)).toContain(messages.otpResent));
    expect(calls.find((c) => c.path === 'MBankingSupport/ResendOtp')?.body).toEqual({
      userId: 'DP100003',
      channel: 'SMS',
      to: '+252615550004',
    });
  });

  it('disables the actions the user may not take', async () => {
    signedIn.session = { userName: 'viewer', permissions: [P.ViewMbankingUserInfo] } as StoredSession;
    mockApi({
      'GET Organizations': { body: [dahab] },
      'GET MBankingSupport/UserInfo/DP100003': { body: blocked },
    });
    renderInRouter(() => <Screen />, '/support/dahabplus?userId=DP100003');
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Unblock' })).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend OTP' }).disabled).toBe(true);
  });
});

describe('mobile-banking support in Arabic', () => {
  const arabic = /\p{Script=Arabic}/u;
  const ltr = (element: HTMLElement) => element.closest('bdi[dir="ltr"]');

  it("shows the user's info in Arabic, ids, account numbers and amounts left to right", async () => {
    await setLanguage('ar');
    signedIn.session = { userName: 'support', permissions: all } as StoredSession;
    mockApi({
      'GET Organizations': { body: [dahab] },
      'GET MBankingSupport/UserInfo/DP100003': { body: blocked },
    });
    const u = userEvent.setup();
    renderInRouter(() => <Screen />, '/support/dahabplus?userId=DP100003');
    expect(await screen.findByRole('heading', { name: 'معلومات مستخدم DahabPlus' })).toBeTruthy();
    await screen.findByRole('heading', { name: /Hodan Yusuf Farah/ });
    expect(screen.getByText('محظور')).toBeTruthy();
    const state = screen.getByLabelText('حالة الحظر');
    expect(within(state).getByText('Several wrong PINs')).toBeTruthy();
    expect(ltr(within(state).getByText('support'))).not.toBeNull();
    expect(screen.getByRole('img', { name: 'تم التحقق من البريد الإلكتروني' })).toBeTruthy();
    expect(ltr(screen.getAllByText('DP100003')[0] as HTMLElement)).not.toBeNull();

    const tx = screen.getByRole('table', { name: 'أحدث المعاملات' });
    expect(within(tx).getByRole('columnheader', { name: 'نوع التحويل' })).toBeTruthy();
    expect(ltr(within(tx).getByText('125.50'))).not.toBeNull();
    const linked = screen.getByRole('table', { name: 'الحسابات المرتبطة' });
    expect(ltr(within(linked).getByText('0010000004'))).not.toBeNull();
    // The contract's message for an empty list, as the server says it.
    const none = screen.getByText(contractText.t('noPendingOtps'));
    expect(none.textContent).toMatch(arabic);

    await u.click(screen.getByRole('button', { name: 'إلغاء الحظر' }));
    const confirm = screen.getByRole('alertdialog', { name: 'إلغاء حظر مستخدم DahabPlus' });
    expect(ltr(within(confirm).getByText('DP100003'))).not.toBeNull();
    signedIn.session = null;
  });
});
