// API load at a million customers and a million applications on a PostgreSQL server, with
// autocannon on 127.0.0.1 at 10 connections; then the customers first page in alternating rounds
// with two bare Fastify routes running its SQL on the same server: alone, and after verifying the
// token and reading the session as every request of ours must. Goals: p99 <= 20 ms for every list
// case and <= 50 ms for any name search, first-page ratio ours/bare with token and session >= 0.8.
// `--against=<git ref>` measures the goal cases against that commit's API instead, in alternating
// rounds on the same database.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { startPgServer } from '../scripts/pg-server.mjs';
import { alternate, CONNECTIONS, DURATION, ROUNDS_TEXT } from './lib/alternate.mjs';
import { BENCH_SECRETS as SECRETS, renewToken, signIn, startApi } from './lib/api-server.mjs';
import { spawnBare } from './lib/bare-server.mjs';
import { loadAverage } from './lib/cpu.mjs';
import { LOAD_HEADER, loadRow, runLoad } from './lib/load.mjs';
import { checkOut } from './lib/other-commit.mjs';
import { comparePlainForms } from './lib/plain-forms.mjs';
import { formatInt, printTable } from './lib/table.mjs';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1_000_000);
/** How long a signed-in token is used for (it lives 15 minutes, TOKEN_LIFETIME_S in the API). */
const TOKEN_REUSE_MS = 10 * 60_000;

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

let customersLoaded;

/**
 * Loads the million customers and applications once per run, whichever of the goal cases and the
 * areas (bench/areas/search.mjs) asks first; the sample customer's id.
 */
export function loadCustomers(url) {
  customersLoaded ??= loadCustomersOnce(url);
  return customersLoaded;
}

async function loadCustomersOnce(url) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a failed load is reported by the query that failed
  await client.connect();
  const started = Date.now();
  // Triggers off for the bulk load; the cached totals are recomputed once after it.
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
  await client.query(
    "select refresh_name_words('customers', 'customer_name_words', 'customer_name_word_counts')",
  );
  await client.query("select refresh_name_postings('customers', 'customer_name_word_postings')");
  await client.query('vacuum analyze customer_name_word_postings');
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

async function measure(title, url, headers) {
  await runLoad({ url, headers, connections: CONNECTIONS, duration: 2, title });
  return runLoad({ url, headers, connections: CONNECTIONS, duration: DURATION, title });
}

/**
 * The benches of the other business areas: every `bench/areas/*.mjs` exports `name`, `load(url)`
 * (fills its tables on the server, returns what its cases need) and `cases(apiBase, loaded)`
 * (`[title, url, user]`, measured with the session of that demo user, `admin` when not given).
 */
async function areaBenches(root) {
  const dir = join(root, 'bench', 'areas');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort();
  return Promise.all(files.map((f) => import(pathToFileURL(join(dir, f)).href)));
}

/** The value of `--name=a,b` among the flags, as a list; undefined when absent. */
const listFlag = (args, name) =>
  args
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',');

export async function run({ root, args = [] }) {
  // `--area=businesses,merchants`: only those areas' data and cases, without the customers run,
  // which `customers` among them names.
  const onlyAreas = listFlag(args, 'area');
  const withGoalCases = !onlyAreas || onlyAreas.includes('customers');
  // `--against=<ref>`: the goal cases (or those of `--area`) against that commit's API.
  const against = listFlag(args, 'against')?.join(',');
  const onlyCompare = args.includes('--only-compare');
  // The areas' data serve their own cases only: not loaded when no area case is measured.
  const areas = (await areaBenches(root)).filter((a) =>
    onlyAreas ? onlyAreas.includes(a.name) : !against && !onlyCompare,
  );
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
    // A token lives 15 minutes and the suite runs longer: a case gets one issued within ten.
    const sessions = new Map();
    const headersOf = async (user = 'admin') => {
      const kept = sessions.get(user);
      if (kept && Date.now() - kept.at < TOKEN_REUSE_MS) return kept.headers;
      const token = kept ? await renewToken(api.baseUrl, kept.token) : await signIn(api.baseUrl, user);
      const headers = { authorization: `Bearer ${token}` };
      sessions.set(user, { token, headers, at: Date.now() });
      return headers;
    };
    // `--case=first page,Pending`: only the cases whose titles hold one of these texts.
    const chosen = listFlag(args, 'case');
    const cases = (
      withGoalCases ? [...goalCases(apiBase, await loadCustomers(server.url)), ...areaCases] : areaCases
    ).filter(([title]) => !chosen || chosen.some((c) => title.includes(c)));
    if (against) return await againstCommit({ root, ref: against, server, api, headersOf, cases });
    // Measured on a new process, with the loads' writes on disk: the process that seeded the demo
    // runs slower afterwards, and a checkpoint coming due would fall on the first cases.
    const seeded = api.baseUrl;
    await api.stop();
    await checkpoint(server.url);
    api = await startApi({ root, databaseUrl: server.url, env: SECRETS });
    sessions.clear();
    for (const c of cases) c[1] = `${api.baseUrl}${c[1].slice(seeded.length)}`;
    const results = [];
    if (!onlyCompare) {
      console.log(`load average at start: ${loadAverage()}`);
      for (const [title, url, user] of cases) results.push(await measure(title, url, await headersOf(user)));
      console.log(`\n${CONNECTIONS} connections, ${DURATION} s per case, API log level warn`);
      printTable(LOAD_HEADER, results.map(loadRow));
      const worst = Math.max(...results.map((r) => r.p99));
      console.log(`worst p99: ${worst} ms; load average ${loadAverage()}`);
    }
    if (withGoalCases && !onlyCompare) {
      bare = await spawnBare(server.url, { jwtSecret: SECRETS.JWT_SECRET });
      await againstBare({ api, bare, server, headers: await headersOf() });
    }
    if (!onlyAreas) await comparePlainForms({ server, api, headersOf, only: listFlag(args, 'compare') });
    return results;
  } finally {
    await bare?.stop();
    await api?.stop();
    await server.stop();
  }
}

/** Writes every dirty page of the server to disk now. */
async function checkpoint(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

/**
 * The customers first page of ours against the bare routes that run its SQL, alone and after the
 * token and session check every request of ours makes, in alternating rounds: a case measured
 * early and one measured late in a run of an hour meet different loads of the machine.
 */
async function againstBare({ api, bare, server, headers }) {
  const title = 'Customers first page';
  const forms = [
    ['ours', `${api.baseUrl}/api/api/Customers`, api.pid],
    ['bare Fastify', `${bare.baseUrl}/first-page`, bare.pid],
    ['bare Fastify, token and session', `${bare.baseUrl}/first-page/authenticated`, bare.pid],
  ];
  const measured = await alternate(
    title,
    forms.map(([, url]) => url),
    headers,
    forms.map(([, , pid]) => pid),
    server.dataDir,
  );
  console.log(`\n${title}, ours against the bare routes, ${CONNECTIONS} connections, ${ROUNDS_TEXT}`);
  printTable(
    ['form', 'req/s', 'p99 ms', 'CPU ms/req', 'ours over it', ''],
    measured.map((r, k) => [
      forms[k][0],
      formatInt(r.requestsPerSec),
      String(r.p99),
      r.cpuPerRequest.toFixed(2),
      // The median of the rounds' ratios, which a burst of load on the machine moves less.
      (1 / r.overFirst).toFixed(2),
      r.non2xx + r.errors ? 'NON-2XX' : '',
    ]),
  );
  console.log(`goal: ours over the bare route with token and session >= 0.8; load average ${loadAverage()}`);
}

/** The goal cases of the customers run; the first one is the first page that the bare route answers too. */
function goalCases(apiBase, sampleId) {
  const base = `${apiBase}/Customers`;
  return [
    ['Customers first page', base],
    ['Customers status=Pending', `${base}?status=Pending`],
    ['Customers name=amina hassan', `${base}?name=amina%20hassan`],
    ['Customers name=warsame (one common word, 75,000 of 1M)', `${base}?name=warsame`],
    ['Customers name=zamzam (one word, 25,000 of 1M)', `${base}?name=zamzam`],
    ['Customers page=2', `${base}?page=2`],
    ['Customers page=5000', `${base}?page=5000`],
    ['Customers/{id}', `${base}/${sampleId}`],
    ['Applications status=Pending', `${apiBase}/Applications?status=Pending`],
    ['Applications page=5000', `${apiBase}/Applications?page=5000`],
    ['Applications status=Completed page=1000', `${apiBase}/Applications?status=Completed&page=1000`],
    // An officer sees the customers and applications of one organization, a third of the rows.
    ["Customers first page, one organization's officer", base, 'officer'],
    ["Customers name=amina hassan, one organization's officer", `${base}?name=amina%20hassan`, 'officer'],
    [
      "Applications status=Pending, one organization's officer",
      `${apiBase}/Applications?status=Pending`,
      'officer',
    ],
    ['Users first page', `${apiBase}/AppUsers`],
    ['Reports/Activity first page', `${apiBase}/Reports/Activity`],
  ];
}

/**
 * The cases on this tree's API (ours) and, in alternating rounds, on the API of commit `ref`,
 * checked out into a temporary worktree and started on the same database: both must have the
 * same migrations. "ours/theirs" above 1 means this tree answers more requests a second. Both are
 * new processes, started once the demo data are in: the process that seeded them runs slower
 * afterwards, its code having served every path of the seeding.
 */
async function againstCommit({ root, ref, server, api, headersOf, cases }) {
  const other = checkOut(root, ref);
  let ours;
  let theirs;
  try {
    ours = await startApi({ root, databaseUrl: server.url, env: SECRETS });
    theirs = await startApi({ root: other.dir, databaseUrl: server.url, env: SECRETS });
    console.log(`against ${ref} (${other.commit}); load average at start: ${loadAverage()}`);
    const rows = [];
    for (const [title, url, user] of cases) {
      const [a, b] = await alternate(
        title,
        [ours, theirs].map((a) => `${a.baseUrl}${url.slice(api.baseUrl.length)}`),
        await headersOf(user),
        [ours.pid, theirs.pid],
        server.dataDir,
      );
      rows.push([
        title,
        formatInt(a.requestsPerSec),
        String(a.p99),
        formatInt(b.requestsPerSec),
        String(b.p99),
        (a.requestsPerSec / b.requestsPerSec).toFixed(2),
        (1 / b.overFirst).toFixed(2),
        a.cpuPerRequest.toFixed(2),
        b.cpuPerRequest.toFixed(2),
        loadAverage(),
        a.non2xx + b.non2xx + a.errors + b.errors ? 'NON-2XX' : '',
      ]);
      console.log(rows.at(-1).join(' | '));
    }
    console.log(`\nThis tree (ours) against ${ref} (theirs), ${CONNECTIONS} connections, ${ROUNDS_TEXT}`);
    printTable(
      [
        'case',
        'ours req/s',
        'ours p99',
        'theirs req/s',
        'theirs p99',
        'ours/theirs',
        'median of rounds',
        'ours cpu ms/req',
        'theirs cpu ms/req',
        'load',
        '',
      ],
      rows,
    );
    console.log(
      `ours/theirs: of the mean req/s; median of rounds: of each round's ours/theirs. Load average at the end: ${loadAverage()}`,
    );
    return rows;
  } finally {
    await ours?.stop();
    await theirs?.stop();
    other.remove();
  }
}
