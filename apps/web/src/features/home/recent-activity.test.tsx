import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setLanguage } from '@/lib/language';
import { mockApi, renderInRouter } from '@/test/table-support';
import { RecentActivity } from './recent-activity';

const row = (n: number, type: string, event: string, remarks: string | null) => ({
  id: `e${n}`,
  type,
  event,
  createdBy: 'officer',
  actor: 'officer',
  createdAt: '2026-11-21T09:00:00.000Z',
  remarks,
  targetType: type,
  targetId: null,
  changes: null,
});

function answer() {
  mockApi({
    'GET Reports/Activity': {
      body: {
        items: [row(1, 'Application', 'StatusDraft', null), row(2, 'Business', 'StatusDeclined', null)],
        page: 0,
        size: 10,
        totalItems: 2,
        totalPages: 1,
      },
    },
  });
}

async function cellsOfRows() {
  const table = await screen.findByRole('table', { name: /./ });
  await within(table).findAllByRole('cell', { name: /./ });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('td')].slice(2, 4).map((c) => c.textContent));
}

afterEach(() => vi.restoreAllMocks());

describe('RecentActivity', () => {
  it('names the types and events in Arabic, a draft returned among them', async () => {
    await setLanguage('ar', { remember: false });
    answer();
    renderInRouter(() => <RecentActivity userName="officer" />);
    await screen.findByText('أُعيد إلى المسودة');
    expect(await cellsOfRows()).toEqual([
      ['طلب', 'أُعيد إلى المسودة'],
      ['منشأة', 'رُفض'],
    ]);
  });

  it('names them in Somali', async () => {
    await setLanguage('so', { remember: false });
    answer();
    renderInRouter(() => <RecentActivity userName="officer" />);
    await screen.findByText('Dib loogu celiyay qabyo');
    expect(await cellsOfRows()).toEqual([
      ['Codsi', 'Dib loogu celiyay qabyo'],
      ['Ganacsi', 'La diiday'],
    ]);
  });
});
