import { reportsApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { useCsvExport, type ChunkHandler } from '@/lib/use-csv-export';

type ExportQuery = NonNullable<EndpointInput<typeof reportsApi.activityExport>['query']>;

/** GET Reports/Activity/Export: the filtered report as CSV, its row count sent ahead. */
const activityCsv = (query: ExportQuery, onChunk: ChunkHandler) =>
  api(reportsApi.activityExport, { query, onChunk });

export const useActivityExport = () => useCsvExport(activityCsv);
