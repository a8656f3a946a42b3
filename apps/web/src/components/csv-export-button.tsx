import type { ComponentProps } from 'react';
import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import type { ExportProgress } from '@/lib/use-csv-export';
import { componentsText } from './messages';

/** Export CSV, and while the file streams, how many rows have come of how many. */
export function CsvExportButton({
  progress,
  disabled,
  onExport,
  size,
}: {
  progress: ExportProgress | null;
  /** Nothing to export yet (the button is disabled while an export runs anyway). */
  disabled: boolean;
  onExport: () => void;
  size?: ComponentProps<typeof Button>['size'];
}) {
  const t = useT(componentsText);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" size={size} disabled={disabled || progress !== null} onClick={onExport}>
        <DownloadIcon aria-hidden="true" />
        {progress ? t('exporting') : t('exportCsv')}
      </Button>
      {progress && (
        <div className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <progress
            aria-label={t('csvExport')}
            className="h-2 w-40 accent-primary"
            max={progress.total ?? undefined}
            value={progress.total ? progress.rows : undefined}
          />
          <span>
            {progress.total !== null
              ? t('rowsExportedOf', { rows: formatCount(progress.rows), total: progress.total })
              : t('rowsExported', { rows: progress.rows })}
          </span>
        </div>
      )}
    </div>
  );
}
