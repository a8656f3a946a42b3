// Each speed-up of the lists (A) against its plain form (B), measured in alternating rounds. The
// plain forms are bare routes of bench/lib/bare-server.mjs, in a process of their own: the product
// has no switch to turn a speed-up off.
import pg from 'pg';
import { alternate, CONNECTIONS, ROUNDS_TEXT } from './alternate.mjs';
import { spawnBare } from './bare-server.mjs';
import { loadAverage } from './cpu.mjs';
import { formatInt, printTable } from './table.mjs';

/**
 * `a` and `b` name the server of each form: the product's API, or the bare routes. A name of
 * several words and a cached total are the product's own against a bare plain form, which is
 * spared the product's work around each request (token, session, serialization): a speed-up that
 * wins there wins by at least as much. Prepared statements are compared in the bare routes both
 * ways, since that work would weigh as much as what they save.
 */
const comparisons = [
  {
    name: 'nameSearch',
    speedUp: 'name search through the word vocabulary',
    plain: 'LIKE on lower(name), trigram GIN index',
    prepare: async (client) => {
      await client.query(
        'create index if not exists customers_name_trgm_bench on customers using gin (lower(name) gin_trgm_ops)',
      );
      await client.query('analyze customers');
    },
    cases: [
      [
        'Customers name=amina hassan',
        'api',
        '/Customers?name=amina%20hassan',
        '/customers/plain?name=amina%20hassan',
      ],
      ['Customers name=ina hass', 'api', '/Customers?name=ina%20hass', '/customers/plain?name=ina%20hass'],
      // One common word: its matches counted up to SEARCH_COUNT_LIMIT, against every one counted.
      ['Customers name=warsame', 'api', '/Customers?name=warsame', '/customers/plain?name=warsame'],
    ],
  },
  {
    name: 'cachedTotals',
    speedUp: 'cached list totals',
    plain: 'count(*) beside the page',
    cases: [
      ['Customers first page', 'api', '/Customers', '/customers/plain'],
      ['Customers status=Pending', 'api', '/Customers?status=Pending', '/customers/plain?status=Pending'],
      [
        'Applications status=Pending',
        'api',
        '/Applications?status=Pending',
        '/applications/plain?status=Pending',
      ],
    ],
  },
  {
    name: 'preparedStatements',
    speedUp: 'prepared statements',
    plain: 'planned per request',
    cases: [
      ['Customers first page', 'bare', '/customers/cached?prepared=1', '/customers/cached'],
      [
        'Applications status=Pending',
        'bare',
        '/applications/cached?status=Pending&prepared=1',
        '/applications/cached?status=Pending',
      ],
    ],
  },
];

/** Runs the comparisons named in `only` (all when undefined) and prints their table. */
export async function comparePlainForms({ server, api, headersOf, only }) {
  const bare = await spawnBare(server.url);
  const servers = {
    api: { url: `${api.baseUrl}/api/api`, pid: api.pid },
    bare: { url: bare.baseUrl, pid: bare.pid },
  };
  const rows = [];
  try {
    for (const c of comparisons.filter((x) => !only || only.includes(x.name))) {
      if (c.prepare) {
        const client = new pg.Client({ connectionString: server.url });
        await client.connect();
        await c.prepare(client);
        await client.end();
      }
      for (const [title, a, pathA, pathB] of c.cases) {
        const [ra, rb] = await alternate(
          title,
          [`${servers[a].url}${pathA}`, `${bare.baseUrl}${pathB}`],
          await headersOf(),
          [servers[a].pid, bare.pid],
          server.dataDir,
        );
        rows.push([
          c.speedUp,
          `${title} (A: ${a})`,
          formatInt(ra.requestsPerSec),
          String(ra.p99),
          formatInt(rb.requestsPerSec),
          String(rb.p99),
          `${((ra.requestsPerSec / rb.requestsPerSec - 1) * 100).toFixed(0)} %`,
          ra.cpuPerRequest.toFixed(2),
          rb.cpuPerRequest.toFixed(2),
          loadAverage(),
          ra.non2xx + rb.non2xx + ra.errors + rb.errors ? 'NON-2XX' : '',
        ]);
        console.log(rows.at(-1).join(' | '));
      }
    }
  } finally {
    await bare.stop();
  }
  console.log(
    `\nEach speed-up (A) against its plain form (B, a bare route), ${CONNECTIONS} connections, ${ROUNDS_TEXT}`,
  );
  printTable(
    [
      'speed-up',
      'case',
      'A req/s',
      'A p99',
      'B req/s',
      'B p99',
      'A over B',
      'A cpu ms/req',
      'B cpu ms/req',
      'load',
      '',
    ],
    rows,
  );
  console.log('cpu ms/req: CPU of the serving process and of PostgreSQL per request served');
}
