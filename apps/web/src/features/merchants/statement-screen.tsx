import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { P } from '@console/contract';
import { DownloadIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { pagingOf } from '@/components/data-table/list-search';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';
import { statementCsv, useStatement } from './api/statement';
import { statementColumns, statementTotals } from './statement-columns';
import { StatementFilterForm } from './statement-filter-form';
import { statementQueryOf, todayUtc, type StatementSearch } from './statement-search';

/**
 * /merchant/transactions: a merchant's payments over a date range, paged on the server, with the
 * range's totals per currency (spec 2 §2). Without merchant.monitor_statement it is always the
 * signed-in merchant's own; the server enforces it.
 */
export function StatementScreen({ search }: { search: StatementSearch }) {
  const canMonitor = useCan(P.MonitorMerchantStatement);
  const navigate = useNavigate();
  const query = statementQueryOf(search, canMonitor);
  const statement = useStatement(query);
  const [exporting, setExporting] = useState(false);
  const page = statement.data;
  const from = search.from ?? todayUtc();
  const to = search.to ?? from;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page: _p, size: _s, ...range } = query;
      const blob = await statementCsv(range);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `statement-${page?.merchantCode ?? 'merchant'}-${from}-${to}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      // The API client has shown the error.
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">Merchant Statement</h1>
          <p className="text-sm text-muted-foreground">
            {page?.merchantCode
              ? `Payments into merchant ${page.merchantCode}, from ${from} to ${to} (UTC).`
              : 'Payments into a merchant over a date range.'}
          </p>
        </div>
        <Button
          variant="outline"
          disabled={exporting || !page?.merchantCode}
          onClick={() => void exportCsv()}
        >
          <DownloadIcon aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>
      <StatementFilterForm
        key={`${from}|${to}|${search.merchantCode ?? ''}`}
        initial={{ from, to, merchantCode: search.merchantCode ?? '' }}
        canMonitor={canMonitor}
        onApply={(values) =>
          void navigate({
            to: '.',
            search: {
              from: values.from,
              to: values.to,
              ...(values.merchantCode ? { merchantCode: values.merchantCode } : {}),
              ...(search.size ? { size: search.size } : {}),
            },
          })
        }
      />
      <DataTable
        label="Merchant statement"
        columns={statementColumns}
        data={page?.items}
        isLoading={statement.isPending || statement.isPlaceholderData}
        getRowId={(r) => r.id}
        paging={{
          ...pagingOf(search),
          totalItems: page?.totalItems,
          totalPages: page?.totalPages ?? 1,
        }}
        pagination
        totals={statementTotals(page?.totals)}
      />
    </div>
  );
}
