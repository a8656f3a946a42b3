import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { utcDays } from '@/lib/date-range';
import { setLanguage } from '@/lib/language';
import { renderInRouter } from '@/test/table-support';
import { FilterDialog, type FilterField } from './filter-dialog';

// A screen declares its filters as it renders, in the language of the moment.
const filters = (): FilterField[] => [
  utcDays,
  { kind: 'select', name: 'status', label: 'الحالة', options: [{ value: 'Active', label: 'نشط' }] },
];
const sortFields = [{ value: 'createdAt', label: 'تاريخ الإنشاء' }];

describe('FilterDialog in Arabic', () => {
  it('speaks Arabic and writes the same address', async () => {
    await setLanguage('ar');
    const user = userEvent.setup();
    const { router } = renderInRouter(
      () => <FilterDialog filters={filters()} sortFields={sortFields} />,
      '/list?page=2&status=Active',
    );
    await user.click(await screen.findByRole('button', { name: 'تصفية' }));
    const dialog = await screen.findByRole('dialog', { name: 'خيارات التصفية والبحث' });
    expect(within(dialog).getByText('ضيّق القائمة، واختر ترتيبها وعدد الصفوف في كل صفحة.')).toBeTruthy();
    for (const name of ['التصفية', 'الترتيب', 'حجم الصفحة'])
      expect(within(dialog).getByRole('group', { name })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeTruthy();
    expect(within(dialog).getByLabelText('من (UTC)')).toBeTruthy();

    await user.click(within(dialog).getByRole('combobox', { name: 'الحالة' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['الكل', 'نشط']);
    await user.click(screen.getByRole('option', { name: 'الكل' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'الترتيب حسب' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'الترتيب الافتراضي',
      'تاريخ الإنشاء',
    ]);
    await user.click(screen.getByRole('option', { name: 'تاريخ الإنشاء' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'الاتجاه' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['تصاعدي', 'تنازلي']);
    await user.click(screen.getByRole('option', { name: 'تنازلي' }));
    await user.type(within(dialog).getByLabelText('حجم الصفحة'), '20');

    expect(within(dialog).getByRole('button', { name: 'إعادة تعيين' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'تطبيق' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
        to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
        sort: 'createdAt,desc',
        size: 20,
      }),
    );
  });
});
