import type { reportsApi } from '@console/contract';
import { Card, CardContent } from '@/components/ui/card';
import { formatCount } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { countFields, countLabel } from './counts';

/** One tile per count of the range. */
export function SummaryTiles({
  summary,
  label,
}: {
  summary: reportsApi.DashboardStats['summary'] | undefined;
  label: string;
}) {
  useLanguage();
  return (
    <section aria-label={label} className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {countFields.map((f) => (
        <Card key={f.key} className="gap-1 py-4">
          <CardContent className="grid gap-1 px-4">
            <span className="text-xs font-medium text-muted-foreground" id={`tile-${f.key}`}>
              {countLabel(f.key)}
            </span>
            <span className="text-2xl font-semibold tabular-nums" aria-labelledby={`tile-${f.key}`}>
              {summary ? formatCount(summary[f.key]) : '…'}
            </span>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
