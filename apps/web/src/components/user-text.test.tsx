import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { setLanguage } from '@/lib/language';
import { renderInRouter } from '@/test/table-support';
import { DataTable } from './data-table/data-table';
import { dataTableColumns } from './data-table/features';
import { DetailSection } from './detail-section';
import { remarkText } from './remark-text';
import { Table, TableBody, TableCell, TableRow } from './ui/table';

// What a user typed, as the issue saw it: an English reason ending in a full stop, on an Arabic screen.
const REASON = "Activity outside the bank's risk appetite.";

/** The isolating element around a text: `<bdi dir="auto">`, which lays it out in its own direction. */
function isolated(text: string): Element {
  const bdi = screen.getByText(text).closest('bdi');
  expect(bdi).not.toBeNull();
  expect(bdi!.getAttribute('dir')).toBe('auto');
  expect(bdi!.textContent).toBe(text);
  return bdi!;
}

describe('text a user typed', () => {
  it('is isolated in a profile section', async () => {
    await setLanguage('ar', { remember: false });
    render(<DetailSection title="Notes" details={[{ label: 'Reason', value: REASON }]} />);
    expect(isolated(REASON).closest('dd')).not.toBeNull();
  });

  it('is isolated in a plain table cell', () => {
    render(
      <Table aria-label="Reasons">
        <TableBody>
          <TableRow>
            <TableCell>{REASON}</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(isolated(REASON).closest('td')).not.toBeNull();
  });

  it('is isolated in a column of the shared table that declares no cell', async () => {
    const helper = dataTableColumns<{ id: string; remark: string }>();
    renderInRouter(() => (
      <DataTable
        label="Remarks"
        columns={helper.columns([helper.accessor('remark', { header: 'Remark' })])}
        data={[{ id: 'r', remark: REASON }]}
      />
    ));
    const table = await screen.findByRole('table', { name: 'Remarks' });
    expect(within(table).getByText(REASON).closest('bdi')?.getAttribute('dir')).toBe('auto');
  });

  it('is isolated as an activity remark, its numbers left to right inside', async () => {
    await setLanguage('ar', { remember: false });
    render(<p>{remarkText(`${REASON} +252615550001`)}</p>);
    const bdi = screen.getByText(/Activity outside/).closest('bdi[dir="auto"]');
    expect(bdi?.textContent).toBe(`${REASON} +252615550001`);
    expect(
      within(bdi as HTMLElement)
        .getByText('+252615550001')
        .getAttribute('dir'),
    ).toBe('ltr');
  });
});
