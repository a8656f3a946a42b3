import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Table, TableBody, TableCell, TableRow } from './table';

/** Gives every element the sizes a browser would measure: content `content` px wide in a `box` px box. */
function measured(content: number, box: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
}

const remarks = () => (
  <Table aria-label="Activity report">
    <TableBody>
      <TableRow>
        <TableCell>Dhaafitaannada SLA-da waa la ogeysiiyay</TableCell>
      </TableRow>
    </TableBody>
  </Table>
);

describe('Table', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes its container a named keyboard stop while the table scrolls sideways', () => {
    measured(1400, 976);
    render(remarks());
    const region = screen.getByRole('region', { name: 'Activity report' });
    expect(region.tabIndex).toBe(0);
    expect(region.dataset.slot).toBe('table-container');
    expect(region.contains(screen.getByRole('table', { name: 'Activity report' }))).toBe(true);
  });

  it('adds no stop while the table fits', () => {
    measured(900, 976);
    const { container } = render(remarks());
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('[data-slot=table-container]')?.hasAttribute('tabindex')).toBe(false);
  });
});
