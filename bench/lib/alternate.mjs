// Two servers measured in turns on the same case, so that a change in the load of the shared
// machine falls on both.
import { cpuMs } from './cpu.mjs';
import { runLoad } from './load.mjs';

export const CONNECTIONS = 10;
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/**
 * Each URL warmed up, then all measured in turns (A, B, A, B, ...): req/s over all rounds, p99 the
 * median of the rounds', and the CPU a request cost the serving process (`pids`, one per URL) and
 * the PostgreSQL cluster in `dataDir`. `overFirst`: the median over the rounds of each one's req/s
 * against the first URL's in the same round, which a burst of load on the machine moves less.
 */
export async function alternate(title, urls, headers, pids, dataDir) {
  for (const url of urls) await runLoad({ url, headers, connections: CONNECTIONS, duration: 3, title });
  const rounds = urls.map(() => []);
  const cpu = urls.map(() => ({ ms: 0, requests: 0 }));
  for (let i = 0; i < ROUNDS; i++)
    for (const [k, url] of urls.entries()) {
      const before = cpuMs([pids[k]], dataDir);
      const r = await runLoad({
        url,
        headers,
        connections: CONNECTIONS,
        duration: Math.ceil(DURATION / 2),
        title,
      });
      cpu[k].ms += cpuMs([pids[k]], dataDir) - before;
      cpu[k].requests += r.total;
      rounds[k].push(r);
    }
  const median = (xs) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  return rounds.map((rs, k) => ({
    overFirst: median(rs.map((r, i) => r.requestsPerSec / rounds[0][i].requestsPerSec)),
    cpuPerRequest: cpu[k].ms / cpu[k].requests,
    requestsPerSec: rs.reduce((n, r) => n + r.requestsPerSec, 0) / rs.length,
    p99: median(rs.map((r) => r.p99)),
    non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
    errors: rs.reduce((n, r) => n + r.errors + r.timeouts, 0),
  }));
}

export const ROUNDS_TEXT = `${ROUNDS} alternating round${ROUNDS === 1 ? '' : 's'} of ${Math.ceil(DURATION / 2)} s per case`;
