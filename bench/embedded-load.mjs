// The embedded database (PGlite) under a branch's whole staff: the API started as `npm start`
// starts it, on the embedded database in a fresh DATA_DIR with the demo data, and the customers
// first page at 50 connections (autocannon on 127.0.0.1), with the other usual cases at 10.
// Every query of every request waits for the one embedded instance, which runs on a thread of its
// own (apps/api/src/kernel/database/embedded-thread.ts): what one request costs there, and what the API's own
// thread spends around it, bound what the whole process can serve.
import { BENCH_SECRETS, signIn, startApi } from './lib/api-server.mjs';
import { loadAverage } from './lib/cpu.mjs';
import { LOAD_HEADER, loadRow, runLoad } from './lib/load.mjs';
import { printTable } from './lib/table.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);

/** Waits until a request on a new connection is answered alone, then a second more. */
async function settle(url, headers) {
  await fetch(url, { headers }).then((res) => res.arrayBuffer());
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

export async function run({ root }) {
  const started = Date.now();
  // No DATABASE_URL: the embedded database, seeded with the demo data as a new installation is.
  const api = await startApi({ root, databaseUrl: undefined, env: { ...BENCH_SECRETS, SEED_DEMO: 'true' } });
  try {
    console.log(`embedded database seeded and ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const headersOf = async (user) => ({ authorization: `Bearer ${await signIn(api.baseUrl, user)}` });
    const users = { admin: await headersOf('admin'), officer: await headersOf('officer') };
    const base = `${api.baseUrl}/api/api`;
    // [title, url, connections, user (admin when not given)]; the officer sees one organization.
    const cases = [
      ['Customers first page, 50 connections', `${base}/Customers`, 50],
      [
        "Customers first page, one organization's officer, 50 connections",
        `${base}/Customers`,
        50,
        'officer',
      ],
      ['Customers first page, 10 connections', `${base}/Customers`, 10],
      ['Applications status=Pending, 10 connections', `${base}/Applications?status=Pending`, 10],
      ['Customers name=amina, 10 connections', `${base}/Customers?name=amina`, 10],
    ];
    console.log(`load average at start: ${loadAverage()}`);
    const results = [];
    for (const [title, url, connections, user = 'admin'] of cases) {
      const headers = users[user];
      await runLoad({ url, headers, connections, duration: 2, title });
      // The warm-up ends with its requests in flight: its connections close only once the API has
      // answered them. A connection opened meanwhile on a port one of them still holds waits a
      // second for its SYN to be sent again, which the measured run would count as latency.
      await settle(url, headers);
      results.push(await runLoad({ url, headers, connections, duration: DURATION, title }));
    }
    console.log(`\nembedded database (PGlite), ${DURATION} s per case, API log level warn`);
    printTable(LOAD_HEADER, results.map(loadRow));
    console.log(`goal: p99 <= 100 ms at 50 connections; load average at the end: ${loadAverage()}`);
    return results;
  } finally {
    await api.stop();
  }
}
