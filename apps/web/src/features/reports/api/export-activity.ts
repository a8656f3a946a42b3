import { useRef, useState } from 'react';
import { reportsApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';

export type ExportQuery = NonNullable<EndpointInput<typeof reportsApi.activityExport>['query']>;

const NEWLINE = 10;

export interface ExportProgress {
  rows: number;
  total: number | null;
}

/**
 * GET Reports/Activity/Export: streams the CSV, counting rows as they arrive against the total
 * the server sends ahead, then hands the file to the browser.
 */
export function useActivityExport() {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef(false);

  const start = async (query: ExportQuery, fileName: string) => {
    if (running.current) return;
    running.current = true;
    let lines = 0;
    setProgress({ rows: 0, total: null });
    try {
      const blob = await api(reportsApi.activityExport, {
        query,
        onChunk: (part, headers) => {
          for (const byte of part) if (byte === NEWLINE) lines++;
          const total = Number(headers.get('x-total-count'));
          // The first line is the header row.
          setProgress({ rows: Math.max(0, lines - 1), total: Number.isFinite(total) ? total : null });
        },
      });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      // The API client has shown the server's answer.
    } finally {
      running.current = false;
      setProgress(null);
    }
  };

  return { start, progress };
}
