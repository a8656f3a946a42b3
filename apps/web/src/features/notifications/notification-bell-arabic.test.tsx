import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillMessage, messages } from '@console/contract';
import { contractText } from '@/lib/contract-messages';
import { setLanguage } from '@/lib/language';
import { session } from '@/test/application-fixtures';
import { mockApi, renderInRouter } from '@/test/table-support';
import { NotificationBell } from './notification-bell';

afterEach(() => vi.restoreAllMocks());

const arabic = /\p{Script=Arabic}/u;
// A notice as the server writes it, in English: the web shows it in the reader's language.
const breach = {
  id: '0e0e0e0e-0000-4000-8000-000000000001',
  kind: 'SlaBreached',
  title: fillMessage(messages.slaBreachedTitle, { area: 'Card requisition' }),
  body: fillMessage(messages.slaBreachedBody, {
    record: 'Account 0010000001',
    hours: '30',
    step: 'completion at the core',
  }),
  link: '/work',
  createdAt: '2026-11-21T09:00:00.000Z',
  readAt: null,
};

describe('NotificationBell in Arabic', () => {
  it('speaks Arabic, translates the notices the server wrote, keeps account numbers left to right', async () => {
    await setLanguage('ar');
    mockApi({
      'GET Notifications': {
        body: { items: [breach], page: 0, size: 20, totalItems: 45, totalPages: 3, unread: 120 },
      },
      'POST Notifications/Read': { status: 204 },
    });
    renderInRouter(() => <NotificationBell session={session({ actorName: 'admin' })} />);
    const bell = await screen.findByRole('button', { name: 'الإشعارات، 120 إشعارًا غير مقروء' });
    expect(within(bell).getByText('99+')).toBeTruthy();

    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'الإشعارات' });
    const title = contractText.t('slaBreachedTitle', { area: 'طلب بطاقة' });
    expect(title).toMatch(arabic);
    expect(within(panel).getByRole('link', { name: title }).getAttribute('href')).toBe('/work');
    const body = within(panel).getByText(
      (_, e) => e?.tagName === 'P' && e.textContent?.includes('30') === true,
    );
    expect(body.textContent).toMatch(arabic);
    expect(body.textContent).not.toContain('has waited');
    expect(body.textContent).toContain('الحساب');
    expect(within(body).getByText('0010000001').closest('bdi[dir="ltr"]')).not.toBeNull();
    expect(within(panel).getByText('غير مقروء:')).toBeTruthy();
    expect(within(panel).getByText('أول 1 من 45.')).toBeTruthy();
    // Viewing as someone: their name stays left to right inside the Arabic sentence.
    const viewing = within(panel).getByText(/تعرض الآن/);
    expect(within(viewing).getByText(session({ actorName: 'admin' }).userName).tagName).toBe('BDI');
  });
});
