import { useRef, useState } from 'react';

const NEWLINE = 10;

/** Each part of a streamed file answer as it arrives, with the answer's headers. */
export type ChunkHandler = (part: Uint8Array, headers: Headers) => void;

export interface ExportProgress {
  rows: number;
  /** The rows the server announced in `x-total-count`, when it does. */
  total: number | null;
}

/**
 * A list's CSV export: streams the file from `download`, counting rows as they arrive against
 * the total the server sends ahead (when it does), then hands the file to the browser. One
 * export at a time; `progress` is null when none runs.
 */
export function useCsvExport<TQuery>(download: (query: TQuery, onChunk: ChunkHandler) => Promise<Blob>) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef(false);

  const start = async (query: TQuery, fileName: string) => {
    if (running.current) return;
    running.current = true;
    let lines = 0;
    setProgress({ rows: 0, total: null });
    try {
      const blob = await download(query, (part, headers) => {
        for (const byte of part) if (byte === NEWLINE) lines++;
        const total = headers.get('x-total-count');
        // The first line is the header row.
        setProgress({
          rows: Math.max(0, lines - 1),
          total: total !== null && Number.isFinite(Number(total)) ? Number(total) : null,
        });
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
