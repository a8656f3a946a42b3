// API load at a million customers and a million applications on a PostgreSQL server, with
// autocannon on 127.0.0.1 at 10 connections, beside a bare Fastify route running the customers
// first-page SQL on the same server. Goals: p99 <= 50 ms for every case, first-page ratio
// ours/bare >= 0.5.
import Fastify from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { startPgServer } from '../scripts/pg-server.mjs';
import { signIn, startApi } from './lib/api-server.mjs';
import { LOAD_HEADER, loadRow, runLoad } from './lib/load.mjs';
import { cpuMs } from './lib/cpu.mjs';
import { formatInt, printTable } from './lib/table.mjs';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1_000_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;

const FIRST = [
  'Amina',
  'Hodan',
  'Faadumo',
  'Sahra',
  'Khadija',
  'Ayaan',
  'Bilan',
  'Deeqa',
  'Hibo',
  'Ifrah',
  'Ladan',
  'Nimco',
  'Ruqiya',
  'Shukri',
  'Ubah',
  'Zamzam',
  'Mohamed',
  'Abdirahman',
  'Ahmed',
  'Ali',
  'Bashir',
  'Dahir',
  'Farah',
  'Guled',
  'Hassan',
  'Ismail',
  'Jama',
  'Khalid',
  'Liban',
  'Mahad',
  'Nuur',
  'Omar',
  'Qasim',
  'Rashid',
  'Said',
  'Tahlil',
  'Warsame',
  'Yusuf',
  'Zakariye',
  'Abdi',
];
const FAMILY = [
  'Hassan',
  'Ali',
  'Warsame',
  'Farah',
  'Jama',
  'Nur',
  'Osman',
  'Abdi',
  'Yusuf',
  'Hirsi',
  'Isse',
  'Mahamud',
  'Aden',
  'Duale',
  'Elmi',
  'Gedi',
  'Hussein',
  'Ibrahim',
  'Kahin',
  'Mohamud',
  'Mire',
  'Noor',
  'Omar',
  'Qalib',
  'Roble',
  'Samatar',
  'Shire',
  'Takow',
  'Ugas',
  'Wehliye',
  'Yare',
  'Geele',
  'Bile',
  'Cabdi',
  'Dirie',
  'Egal',
  'Fiqi',
  'Gaas',
  'Haji',
  'Jibril',
];

const sqlArray = (xs) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;

export async function loadCustomers(url) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a failed load is reported by the query that failed
  await client.connect();
  const started = Date.now();
  // Triggers off for the bulk load; the kept totals are recomputed once after it.
  await client.query('alter table customers disable trigger user');
  await client.query(
    `
    insert into customers (organization_id, name, mobile, email, status, created_by, created_at, time_stamp,
                           applications_count, pending_applications_count, documents_count)
    select (select id from organizations order by name limit 1 offset (g % 3)),
           f[1 + g % 40] || ' ' || l[1 + (g / 40) % 40] || ' ' || l[1 + (g / 1600) % 40],
           '+2526' || lpad(g::text, 8, '0'),
           'customer' || g || '@mail.example',
           (array['Pending','Approved','Approved','Declined','Rejected','Flagged'])[1 + (g * 7) % 6]::customer_status,
           'officer',
           timestamptz '2026-11-01' - make_interval(secs => g * 30),
           timestamptz '2026-11-01' - make_interval(secs => g * 30),
           1 + g % 3, case when g % 9 = 0 then 1 else 0 end, g % 4
    from generate_series(1, $1::int) g, (select ${sqlArray(FIRST)} f, ${sqlArray(FAMILY)} l) names`,
    [CUSTOMERS],
  );
  await client.query('alter table customers enable trigger user');
  await client.query('select refresh_customer_counts()');
  await client.query("select refresh_name_words('customers', 'customer_name_words')");
  // One application per customer, spread over the lifecycle like a working queue.
  await client.query('alter table applications disable trigger user');
  await client.query(`
    insert into applications (customer_id, organization_id, account_type, currency, branch_code, status, created_by, created_at, time_stamp)
    select c.id, c.organization_id, 'SAV', 'USD', '001',
           (array['Pending','Pending','Approved','Declined','Completed','Completed','Rejected','Draft','Flagged'])[1 + (row_number() over ()) % 9]::application_status,
           'officer', c.created_at, c.created_at
    from customers c`);
  await client.query('alter table applications enable trigger user');
  await client.query('select refresh_application_counts()');
  await client.query('vacuum analyze customers');
  await client.query('vacuum analyze applications');
  const { rows } = await client.query('select id from customers order by created_at limit 1 offset 12345');
  await client.end();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`loaded ${CUSTOMERS.toLocaleString('en')} customers and as many applications in ${seconds} s`);
  return rows[0].id;
}

/** The same first page, straight from a pool, with no framework of ours around it. */
export async function startBare(url) {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const app = Fastify({ logger: false });
  app.get('/first-page', async () => {
    const [items, count] = await Promise.all([
      pool.query(`select c.id, c.name, c.mobile, c.email, c.status, c.organization_id, o.name as organization_name,
                         c.documents_count, c.applications_count, c.pending_applications_count, c.created_at, c.created_by
                  from customers c join organizations o on o.id = c.organization_id
                  where not c.is_deleted order by c.created_at desc, c.id asc limit 10 offset 0`),
      pool.query(`select n from list_counts where key = 'customers'`),
    ]);
    return { items: items.rows, totalItems: Number(count.rows[0]?.n ?? 0) };
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `${address}/first-page`,
    stop: async () => {
      await app.close();
      await pool.end();
    },
  };
}

/**
 * Each speed-up against its plain form: the same cases on the product's API (A) and, right after,
 * on an API process with that speed-up turned off (B). `prepare` runs before B (e.g. the index
 * the plain form needs).
 */
const comparisons = (base, apps) => [
  {
    speedUp: 'nameWords',
    plain: 'ILIKE with a trigram GIN index',
    prepare: async (client) => {
      await client.query(
        'create index if not exists customers_name_trgm_bench on customers using gin (lower(name) gin_trgm_ops)',
      );
      await client.query('analyze customers');
    },
    cases: [
      ['Customers name=amina hassan', `${base}?name=amina%20hassan`],
      ['Customers name=ina hass', `${base}?name=ina%20hass`],
      ['Customers name=warsame', `${base}?name=warsame`],
    ],
  },
  {
    speedUp: 'keptCounts',
    plain: 'count(*)',
    cases: [
      ['Customers first page', base],
      ['Customers status=Pending', `${base}?status=Pending`],
      ['Applications status=Pending', `${apps}?status=Pending`],
    ],
  },
  {
    speedUp: 'preparedShapes',
    plain: 'query built and planned per request',
    cases: [
      ['Customers first page', base],
      ['Applications status=Pending', `${apps}?status=Pending`],
    ],
  },
];

const SECRETS = {
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
  DATA_ENCRYPTION_KEY: '0123456789abcdef'.repeat(4),
};

async function measure(title, url, headers) {
  await runLoad({ url, headers, connections: CONNECTIONS, duration: 2, title });
  return runLoad({ url, headers, connections: CONNECTIONS, duration: DURATION, title });
}

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/**
 * The benches of the other business areas: every `bench/areas/*.mjs` exports `name`, `load(url)`
 * (fills its tables on the server, returns what its cases need) and `cases(apiBase, loaded)`
 * (`[title, url]` pairs, measured with the admin's session).
 */
async function areaBenches(root) {
  const dir = join(root, 'bench', 'areas');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort();
  return Promise.all(files.map((f) => import(pathToFileURL(join(dir, f)).href)));
}

export async function run({ root, args = [] }) {
  // `--area=businesses,merchants`: only those areas' data and cases, without the customers run.
  const onlyAreas = args
    .find((a) => a.startsWith('--area='))
    ?.slice('--area='.length)
    .split(',');
  const areas = (await areaBenches(root)).filter((a) => !onlyAreas || onlyAreas.includes(a.name));
  const server = await startPgServer();
  let api;
  let bare;
  try {
    api = await startApi({ root, databaseUrl: server.url, env: SECRETS });
    const apiBase = `${api.baseUrl}/api/api`;
    const areaCases = [];
    for (const area of areas) {
      console.log(`loading the ${area.name} bench data`);
      areaCases.push(...area.cases(apiBase, await area.load(server.url)));
    }
    const token = await signIn(api.baseUrl, 'admin');
    const headers = { authorization: `Bearer ${token}` };
    if (onlyAreas) {
      console.log(`load average at start: ${load()}`);
      const results = [];
      for (const [title, url] of areaCases) results.push(await measure(title, url, headers));
      console.log(`\n${CONNECTIONS} connections, ${DURATION} s per case, API log level warn`);
      printTable(LOAD_HEADER, results.map(loadRow));
      return results;
    }
    const sampleId = await loadCustomers(server.url);
    bare = await startBare(server.url);
    const base = `${apiBase}/Customers`;
    const cases = [
      ['Customers first page', base],
      ['Customers status=Pending', `${base}?status=Pending`],
      ['Customers name=amina hassan', `${base}?name=amina%20hassan`],
      ['Customers page=5000', `${base}?page=5000`],
      ['Customers/{id}', `${base}/${sampleId}`],
      ['Applications status=Pending', `${apiBase}/Applications?status=Pending`],
      ['Users first page', `${apiBase}/AppUsers`],
      ['Reports/Activity first page', `${apiBase}/Reports/Activity`],
      ...areaCases,
      ['bare Fastify first page', bare.url],
    ];
    const results = [];
    if (!args.includes('--only-compare')) {
      console.log(`load average at start: ${load()}`);
      for (const [title, url] of cases) results.push(await measure(title, url, headers));
      console.log(`\n${CONNECTIONS} connections, ${DURATION} s per case, API log level warn`);
      printTable(LOAD_HEADER, results.map(loadRow));
      const ours = results[0].requestsPerSec;
      const theirs = results.at(-1).requestsPerSec;
      console.log(
        `first page ours/bare: ${(ours / theirs).toFixed(2)} (goal >= 0.5); worst p99 of ours: ${Math.max(...results.slice(0, -1).map((r) => r.p99))} ms (goal <= 50); load average ${load()}`,
      );
    }
    const only = args
      .find((a) => a.startsWith('--compare='))
      ?.slice('--compare='.length)
      .split(',');
    await compare({ root, server, api, headers, only });
    return results;
  } finally {
    await bare?.stop();
    await api?.stop();
    await server.stop();
  }
}

const ROUNDS = 3;

/**
 * A and B warmed up, then measured in turns (A, B, A, B, ...) so that a change in the load of the
 * shared machine falls on both: req/s over all rounds, p99 the median of the rounds'.
 */
async function alternate(title, urls, headers, pids, dataDir) {
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
  return rounds.map((rs, k) => ({
    cpuPerRequest: cpu[k].ms / cpu[k].requests,
    requestsPerSec: rs.reduce((n, r) => n + r.requestsPerSec, 0) / rs.length,
    p99: rs.map((r) => r.p99).sort((x, y) => x - y)[Math.floor(rs.length / 2)],
    non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
    errors: rs.reduce((n, r) => n + r.errors + r.timeouts, 0),
  }));
}

/** A and B in turns for every case of every comparison; "A over B" is A's extra throughput. */
async function compare({ root, server, api, headers, only }) {
  const rows = [];
  const all = comparisons('/api/api/Customers', '/api/api/Applications');
  for (const c of all.filter((x) => !only || only.includes(x.speedUp))) {
    const plain = await startApi({
      root,
      databaseUrl: server.url,
      env: { ...SECRETS, BENCH_SPEED_UPS_OFF: c.speedUp },
      nodeArgs: ['--import', './bench/lib/speed-ups-off.mjs'],
    });
    try {
      if (c.prepare) {
        const client = new pg.Client({ connectionString: server.url });
        await client.connect();
        await c.prepare(client);
        await client.end();
      }
      for (const [title, path] of c.cases) {
        const [a, b] = await alternate(
          title,
          [`${api.baseUrl}${path}`, `${plain.baseUrl}${path}`],
          headers,
          [api.pid, plain.pid],
          server.dataDir,
        );
        rows.push([
          c.speedUp,
          title,
          formatInt(a.requestsPerSec),
          String(a.p99),
          formatInt(b.requestsPerSec),
          String(b.p99),
          `${((a.requestsPerSec / b.requestsPerSec - 1) * 100).toFixed(0)} %`,
          a.cpuPerRequest.toFixed(2),
          b.cpuPerRequest.toFixed(2),
          `${((b.cpuPerRequest / a.cpuPerRequest - 1) * 100).toFixed(0)} %`,
          load(),
          a.non2xx + b.non2xx + a.errors + b.errors ? 'NON-2XX' : '',
        ]);
        console.log(rows.at(-1).join(' | '));
      }
    } finally {
      await plain.stop();
    }
  }
  console.log(
    `\nEach speed-up (A) against its plain form (B), ${CONNECTIONS} connections, ${DURATION} s per case`,
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
      'B costs',
      'load',
      '',
    ],
    rows,
  );
  console.log(
    'cpu ms/req: CPU of the API process and of PostgreSQL per request served (capacity = cores / it)',
  );
}
