import { useMemo } from 'react';
import type { reportsApi } from '@console/contract';
import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumns } from '@/components/data-table/features';
import { fromSortQuery } from '@/components/data-table/sort-query';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { countFields, countLabel } from './counts';
import { dashboardsText } from './messages';

type UserRow = reportsApi.DashboardStats['users'][number];
const helper = dataTableColumns<UserRow>();

const columns = helper.columns([
  helper.accessor('createdBy', {
    header: () => dashboardsText.t('createdBy'),
    enableHiding: false,
    cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
  }),
  ...countFields.map((f) =>
    helper.accessor(f.key, {
      header: () => countLabel(f.key),
      meta: { className: 'whitespace-normal text-end tabular-nums' },
      cell: ({ getValue }) => formatCount(getValue()),
    }),
  ),
]);

/** Sorts the per-user rows as the address says (a bounded set: every user with events in the range). */
function sorted(rows: UserRow[], sort: string | undefined): UserRow[] {
  const order = fromSortQuery(sort).filter(
    (s) => s.id === 'createdBy' || countFields.some((f) => f.key === s.id),
  );
  if (order.length === 0) return rows;
  return [...rows].sort((a, b) => {
    for (const s of order) {
      const key = s.id as keyof UserRow;
      const [x, y] = [a[key], b[key]];
      const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      if (c !== 0) return s.desc ? -c : c;
    }
    return 0;
  });
}

/** The per-user rows of spec 2 §3: createdBy and the six counts, sortable. */
export function PerUserTable({
  users,
  isLoading,
  sort,
  hide,
}: {
  users: UserRow[] | undefined;
  isLoading: boolean;
  sort: string | undefined;
  hide: string | undefined;
}) {
  const t = useT(dashboardsText);
  const rows = useMemo(() => (users ? sorted(users, sort) : undefined), [users, sort]);
  return (
    <DataTable
      label={t('perUser')}
      columns={columns}
      data={rows}
      isLoading={isLoading}
      getRowId={(r) => r.createdBy}
      sort={sort}
      columnVisibility
      hide={hide}
    />
  );
}
