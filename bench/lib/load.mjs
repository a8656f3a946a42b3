// HTTP load helper for API benchmarks (autocannon against 127.0.0.1). Benchmarks measure and
// print; they never assert. A suite typically starts PostgreSQL with scripts/pg-server.mjs, starts
// the API against it, warms up, then calls runLoad() per endpoint and prints loadRow()s with
// printTable(LOAD_HEADER, rows).
import autocannon from 'autocannon';
import { formatInt } from './table.mjs';

/**
 * @param {{ url: string, method?: string, headers?: Record<string, string>, body?: string,
 *           connections?: number, duration?: number, title?: string, until?: Promise<unknown> }} options
 *   until: the load stops when this settles, if that comes before `duration` seconds.
 * @returns {Promise<{ title: string, requestsPerSec: number, p50: number, p99: number, max: number,
 *                     non2xx: number, errors: number, timeouts: number, total: number, seconds: number }>}
 */
export async function runLoad({
  url,
  method = 'GET',
  headers,
  body,
  connections = 50,
  duration = 10,
  title = url,
  until,
}) {
  const run = autocannon({ url, method, headers, body, connections, duration });
  let finished = false;
  const stop = () => finished || run.stop();
  void until?.then(stop, stop);
  const result = await run;
  finished = true;
  return {
    title,
    requestsPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total,
    seconds: result.duration,
  };
}

export const LOAD_HEADER = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors'];

export const loadRow = (r) => [
  r.title,
  formatInt(r.requestsPerSec),
  String(r.p50),
  String(r.p99),
  String(r.max),
  formatInt(r.non2xx),
  formatInt(r.errors + r.timeouts),
];
