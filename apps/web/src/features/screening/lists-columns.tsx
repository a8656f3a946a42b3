import { dataTableColumns } from '@/components/data-table/features';
import { formatCount, formatDateTime } from '@/lib/format';
import type { ListVersion } from './api/list-versions';
import { screeningText } from './messages';

const helper = dataTableColumns<ListVersion>();
const plain = { enableSorting: false } as const;
const t = screeningText.t;
const count = (key: 'entries' | 'added' | 'removed' | 'changed') =>
  helper.accessor(key, {
    header: () => t(key),
    ...plain,
    meta: {
      className: 'tabular-nums text-end',
      get title() {
        return t(key);
      },
    },
    cell: ({ getValue }) => formatCount(getValue()),
  });

/** Each import of a list: what it brought against the version before, and who brought it. */
export function listVersionColumns() {
  return helper.columns([
    helper.accessor('source', {
      header: () => t('list'),
      enableHiding: false,
      ...plain,
      meta: { className: 'min-w-40 whitespace-normal' },
      cell: ({ getValue }) => t(getValue()),
    }),
    helper.accessor('generatedAt', {
      header: () => t('listDate'),
      ...plain,
      meta: {
        get title() {
          return t('listDate');
        },
      },
      cell: ({ getValue }) => formatDateTime(getValue()),
    }),
    helper.accessor('createdAt', {
      header: () => t('importedAt'),
      ...plain,
      meta: {
        className: 'w-28 whitespace-normal',
        get title() {
          return t('importedAt');
        },
      },
      cell: ({ getValue }) => formatDateTime(getValue()),
    }),
    count('entries'),
    count('added'),
    count('removed'),
    count('changed'),
    helper.accessor('fileName', {
      header: () => t('fileName'),
      ...plain,
      meta: {
        className: 'min-w-36 max-w-56 whitespace-normal break-words',
        get title() {
          return t('fileName');
        },
      },
      cell: ({ getValue }) => <bdi>{getValue() ?? ''}</bdi>,
    }),
    helper.accessor('createdBy', {
      header: () => t('importedBy'),
      ...plain,
      meta: {
        get title() {
          return t('importedBy');
        },
      },
    }),
  ]);
}
