// Screening on a PostgreSQL server, with the API started on 127.0.0.1 and the demo data (the UN
// fixture imported). Two figures, each a ratio of two cases in the same run:
// 1. `POST Screening/Check` with the UN list and a synthetic list of 100,000 entries in force (as
//    OFAC's sdn.csv), in alternating rounds with the customers first page: p99 of a check over p99
//    of the first page (goal: at most 2).
// 2. At a million customers, the re-screening that a new list version starts (durable jobs run by
//    the API's own worker): against a whole new list (a UN file of 1,100 entries, the real list's
//    size, none of them in force before) and against 100 changed entries (the same file with 100
//    names changed), each against the time PostgreSQL takes to read the million names in the
//    batches the re-screening reads them in.
// `BENCH_CUSTOMERS` sets the million, `BENCH_SCREENING_ENTRIES` the 100,000.
import pg from 'pg';
import { startPgServer } from '../scripts/pg-server.mjs';
import { loadCustomers } from './api-load.mjs';
import { CONNECTIONS, DURATION } from './lib/alternate.mjs';
import { BENCH_SECRETS, renewToken, signIn, startApi } from './lib/api-server.mjs';
import { loadAverage } from './lib/cpu.mjs';
import { runLoad } from './lib/load.mjs';
import { printTable } from './lib/table.mjs';
import { syntheticSdn, syntheticUnList } from './lib/synthetic-lists.mjs';

const ENTRIES = Number(process.env.BENCH_SCREENING_ENTRIES ?? 100_000);
const UN_ENTRIES = 1_100;
const CHANGED = 100;
const ROUNDS = 3;
/** The batch the re-screening reads records in (rescreening.ts). */
const BATCH = 500;
/** Names as staff type them at the check: common Somali names, a listed one's spellings, a rare one. */
const CHECKS = [
  { name: 'Cabdiraxmaan Maxamuud Xuseen', dateOfBirth: '1961-03-14' },
  { name: 'Mohamed Ali Hassan' },
  { name: 'Faadumo Cali Yaasiin', nationality: 'SO' },
  { name: 'Hodan Warsame Jama' },
  { name: 'عبد الرحمن محمود حسين' },
  { name: 'Zamzam Qalib Takow' },
];

export async function run({ root }) {
  const server = await startPgServer();
  let api;
  let renewing;
  try {
    api = await startApi({ root, databaseUrl: server.url, env: BENCH_SECRETS });
    const apiBase = `${api.baseUrl}/api/api`;
    // A token lives 15 minutes, and loading a million customers takes longer: renewed every five.
    let token = await signIn(api.baseUrl, 'compliance');
    const headers = { authorization: `Bearer ${token}` };
    renewing = setInterval(() => {
      renewToken(api.baseUrl, token).then(
        (t) => ((token = t), (headers.authorization = `Bearer ${t}`)),
        () => {},
      );
    }, 5 * 60_000);
    const db = new pg.Client({ connectionString: server.url });
    db.on('error', () => {});
    await db.connect();
    try {
      console.log(`importing a synthetic list of ${ENTRIES.toLocaleString('en')} entries as OFAC`);
      const ofac = await upload(apiBase, headers, 'OFAC', 'sdn.csv', syntheticSdn(ENTRIES));
      await rescreened(db, ofac.versionId);
      await checkAgainstFirstPage(apiBase, headers);

      await loadCustomers(server.url);
      const {
        rows: [{ count }],
      } = await db.query('select count(*)::int as count from customers');
      const read = await readNames(db);
      const whole = syntheticUnList(UN_ENTRIES, 0);
      const changed = syntheticUnList(UN_ENTRIES, CHANGED);
      const rows = [];
      for (const [title, file] of [
        [`a whole new UN list (${UN_ENTRIES.toLocaleString('en')} entries)`, whole],
        [`${CHANGED} changed entries`, changed],
      ]) {
        const started = Date.now();
        const version = await upload(apiBase, headers, 'UN', 'consolidated.xml', file);
        const { remarks } = await rescreened(db, version.versionId);
        const seconds = (Date.now() - started) / 1000;
        rows.push([title, seconds.toFixed(1), (seconds / read).toFixed(1), remarks]);
      }
      console.log(
        `\nRe-screening at ${count.toLocaleString('en')} customers; PostgreSQL reads their names in ${read.toFixed(1)} s`,
      );
      printTable(['against', 'seconds', 'over the read', 'the list history says'], rows);
      console.log(`load average ${loadAverage()}`);
    } finally {
      await db.end();
    }
  } finally {
    clearInterval(renewing);
    await api?.stop();
    await server.stop();
  }
}

async function upload(apiBase, headers, source, fileName, text) {
  const form = new FormData();
  form.append('file', new Blob([text]), fileName);
  const res = await fetch(`${apiBase}/Screening/Lists/${source}`, { method: 'POST', headers, body: form });
  if (res.status !== 201) throw new Error(`Importing ${source} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Waits for the re-screening of a version to say it is done on the list's history. */
async function rescreened(db, versionId) {
  for (;;) {
    const { rows } = await db.query(
      "select remarks from activity_events where event = 'ListRescreened' and target_id = $1",
      [versionId],
    );
    if (rows[0]) return rows[0];
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Every customer's id and name, read as the re-screening reads them: by id, a batch at a time. */
async function readNames(db) {
  const started = Date.now();
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await db.query(
      'select id, name, date_of_birth, nationality from customers where id > $1 order by id limit $2',
      [after, BATCH],
    );
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1].id;
  }
  return (Date.now() - started) / 1000;
}

async function checkAgainstFirstPage(apiBase, headers) {
  const forms = [
    ...CHECKS.map((subject) => ({
      title: `Check "${subject.name}"`,
      url: `${apiBase}/Screening/Check`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(subject),
    })),
    { title: 'Customers first page', url: `${apiBase}/Customers`, headers },
  ];
  for (const f of forms) {
    const res = await fetch(f.url, { method: f.method ?? 'GET', headers: f.headers, body: f.body });
    const answer = await res.json();
    if (!res.ok) throw new Error(`${f.title} answered ${res.status}`);
    f.hits = answer.hits?.length;
  }
  const rounds = forms.map(() => []);
  const seconds = Math.max(2, Math.ceil(DURATION / 2));
  for (let round = 0; round < ROUNDS; round++)
    for (const [k, f] of forms.entries())
      rounds[k].push(await runLoad({ ...f, connections: CONNECTIONS, duration: seconds }));
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const page = rounds[forms.length - 1];
  console.log(
    `\nChecks with the UN list and ${ENTRIES.toLocaleString('en')} synthetic entries in force, against the customers first page; ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${seconds} s`,
  );
  printTable(
    ['case', 'hits', 'req/s', 'p99 ms', 'p99 over the first page', 'non-2xx'],
    forms.map((f, k) => [
      f.title,
      f.hits === undefined ? '' : String(f.hits),
      String(Math.round(median(rounds[k].map((r) => r.requestsPerSec)))),
      String(median(rounds[k].map((r) => r.p99))),
      median(rounds[k].map((r, i) => r.p99 / Math.max(1, page[i].p99))).toFixed(1),
      String(rounds[k].reduce((n, r) => n + r.non2xx + r.errors, 0)),
    ]),
  );
  console.log('goal: p99 of a check at most 2 x the first page');
}
