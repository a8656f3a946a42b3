import { P } from '@console/contract';
import { CsvExportButton } from '@/components/csv-export-button';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterPanel } from '@/components/filter-panel';
import { Ltr } from '@/components/ltr';
import { withElements } from '@/components/with-elements';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useStatement, useStatementExport } from './api/statement';
import { statementColumns, statementTotals } from './statement-columns';
import { statementFilters } from './statement-filters';
import { statementText } from './statement-messages';
import { statementDays, statementQueryOf, type StatementSearch } from './statement-search';

/**
 * /merchant/transactions: a merchant's payments over a date range, paged on the server, with the
 * range's totals per currency (spec 2 §2). Without merchant.monitor_statement it is always the
 * signed-in merchant's own; the server enforces it.
 */
export function StatementScreen({ search }: { search: StatementSearch }) {
  const t = useT(statementText);
  const canMonitor = useCan(P.MonitorMerchantStatement);
  const query = statementQueryOf(search, canMonitor);
  const statement = useStatement(query);
  const table = useListTable(statement, search);
  const csv = useStatementExport();
  const page = statement.data;
  const { from, to } = statementDays(search);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('merchantStatement')}</h1>
          <p className="text-sm text-muted-foreground">
            {page?.merchantCode
              ? withElements((values) => t('paymentsInto', values), {
                  code: <Ltr>{page.merchantCode}</Ltr>,
                  from: <Ltr>{from}</Ltr>,
                  to: <Ltr>{to}</Ltr>,
                })
              : t('paymentsIntro')}
          </p>
        </div>
        <CsvExportButton
          progress={csv.progress}
          disabled={!page?.merchantCode}
          onExport={() => {
            const { page: _p, size: _s, ...range } = query;
            void csv.start(range, `statement-${page?.merchantCode ?? 'merchant'}-${from}-${to}.csv`);
          }}
        />
      </div>
      {/* Labels in the language of the moment, so made at each render (a few objects). */}
      <FilterPanel label={t('filter')} filters={statementFilters(canMonitor)} />
      <DataTable
        label={t('statement')}
        columns={statementColumns}
        getRowId={(r) => r.id}
        totals={statementTotals(page?.totals)}
        {...table}
      />
    </div>
  );
}
