import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@/lib/language';
import { DataTable } from './data-table';
import { dataTableColumns } from './features';

interface Account {
  id: string;
  number: string;
  owner: string;
}

const helper = dataTableColumns<Account>();
const columns = helper.columns([
  helper.accessor('owner', { header: () => 'الاسم', meta: { title: () => 'الاسم' } }),
  helper.accessor('number', { header: () => 'رقم الحساب', meta: { title: () => 'رقم الحساب' } }),
]);
const accounts: Account[] = [
  { id: 'a', number: '0012-3456', owner: 'Faadumo' },
  { id: 'b', number: '0012-7890', owner: 'Cali' },
];

function Table() {
  const [sort, setSort] = useState<string | undefined>();
  const [page, setPage] = useState(0);
  return (
    <DataTable
      label="الحسابات"
      columns={columns}
      data={accounts}
      getRowId={(a) => a.id}
      paging={{ page, size: 10, totalItems: 25, totalPages: 3 }}
      pagination
      onPaginationChange={(next) => setPage(next.page)}
      sort={sort}
      onSortChange={setSort}
      columnVisibility
      hide=""
      onHideChange={() => undefined}
      totals={{ number: '2' }}
    />
  );
}

describe('DataTable in Arabic', () => {
  it('says where the table stands in Arabic, its arrows turned for right to left', async () => {
    await setLanguage('ar');
    const user = userEvent.setup();
    render(<Table />);
    expect(screen.getByText('الصفوف المحددة: 0 من 2')).toBeTruthy();
    expect(screen.getByText('الصفحة 1 من 3')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'عدد الصفوف في الصفحة' })).toBeTruthy();
    const next = screen.getByRole('button', { name: 'الانتقال إلى الصفحة التالية' });
    expect(next.querySelector('svg')?.getAttribute('class')).toContain('rtl:rotate-180');
    await user.click(next);
    expect(screen.getByText('الصفحة 2 من 3')).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'الانتقال إلى الصفحة الأولى' }).disabled,
    ).toBe(false);
    const footer = screen.getAllByRole('row').at(-1)!;
    expect(within(footer).getAllByRole('cell')[0]?.textContent).toBe('الإجمالي');
  });

  it('names the sort of a column in Arabic, and its column menu too', async () => {
    await setLanguage('ar');
    const user = userEvent.setup();
    render(<Table />);
    const owner = screen.getByRole('button', { name: 'الاسم' });
    expect(owner.getAttribute('title')).toBe('انقر للترتيب، وانقر مع Shift لإضافة عمود ترتيب آخر');
    await user.click(owner);
    const sorted = screen.getByRole('button', { name: 'الاسم، مرتّب تصاعديًا' });
    expect(sorted.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'الاسم، مرتّب تصاعديًا' }));
    expect(screen.getByRole('button', { name: 'الاسم، مرتّب تنازليًا' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'العرض' }));
    expect(await screen.findByText('إظهار الأعمدة أو إخفاؤها')).toBeTruthy();
    expect(screen.getAllByRole('menuitemcheckbox').map((i) => i.textContent)).toEqual([
      'الاسم',
      'رقم الحساب',
    ]);
  });
});
