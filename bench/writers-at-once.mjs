// Writers at once: officers of one organization registering customers at the same moment, each
// transaction writing a customer and then holding on (the rest of a request's work) before its
// commit, as a request does. The counts kept beside the customers (the list's totals, the day's
// customers, the customers holding each word of a name) are changed in the writer's transaction;
// a count that is one row a key is held by each writer until its commit, and the writers of that
// key take turns. The case is run with every customer named alike ("Mohamed Ali Warsame", words
// that every writer's counts share) and with every name its own, which share no word.
//
// BENCH_WRITERS (8 connections), BENCH_WRITES (150 customers each a round), BENCH_HOLD_MS (5 ms
// held after the write) and BENCH_ROUNDS (3) change the case.
import pg from 'pg';
import { startPgServer } from '../scripts/pg-server.mjs';
import { BENCH_SECRETS, startApi } from './lib/api-server.mjs';
import { loadAverage } from './lib/cpu.mjs';
import { formatInt, printTable } from './lib/table.mjs';

const WRITERS = Number(process.env.BENCH_WRITERS ?? 8);
const WRITES = Number(process.env.BENCH_WRITES ?? 150);
const HOLD_MS = Number(process.env.BENCH_HOLD_MS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const INSERT = `insert into customers (organization_id, name, mobile, email, status, created_at, created_by, time_stamp)
  values ($1, $2, $3, $4, 'Pending', now(), 'officer', now())`;

/** Letters for a number, so that each customer's own name is words of its own. */
const word = (n) => `w${n.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)])}`;
const NAMINGS = {
  'named alike': () => 'Mohamed Ali Warsame',
  'each named apart': (n) => `${word(n)} ${word(n)}a ${word(n)}b`,
};

async function connected(url) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a failed query reports itself
  await client.connect();
  return client;
}

/** One round: every writer writes its customers, one transaction each; the customers a second and the insert's mean time. */
async function round(url, organizationId, named, next) {
  const clients = await Promise.all(Array.from({ length: WRITERS }, () => connected(url)));
  let insertMs = 0;
  const started = performance.now();
  try {
    await Promise.all(
      clients.map(async (client) => {
        for (let i = 0; i < WRITES; i++) {
          const n = next();
          await client.query('begin');
          const before = performance.now();
          await client.query(INSERT, [
            organizationId,
            named(n),
            `+25263${String(n).padStart(7, '0')}`,
            `writer.${n}@mail.example`,
          ]);
          insertMs += performance.now() - before;
          await client.query('select pg_sleep($1)', [HOLD_MS / 1000]);
          await client.query('commit');
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: (WRITERS * WRITES) / seconds, insertMs: insertMs / (WRITERS * WRITES) };
}

export async function run({ root }) {
  const server = await startPgServer();
  let admin;
  try {
    // The API applies the migrations and stops: the writers are clients of the database alone.
    const api = await startApi({
      root,
      databaseUrl: server.url,
      env: { ...BENCH_SECRETS, SEED_DEMO: 'false' },
    });
    await api.stop();
    admin = await connected(server.url);
    const {
      rows: [{ id: organizationId }],
    } = await admin.query(
      `insert into organizations (name, supported_accounts, supported_languages, created_at, created_by, time_stamp)
       values ('Writers Bank', '[]', '{}', now(), 'bench', now()) returning id`,
    );
    // A customer of the alike name written first: its words are known, as in a bank that has customers.
    let n = 0;
    await admin.query(INSERT, [
      organizationId,
      NAMINGS['named alike'](n),
      '+252630000000',
      'first@mail.example',
    ]);
    const next = () => ++n;

    console.log(`load average at start: ${loadAverage()}`);
    console.log(
      `${WRITERS} writers at once, ${formatInt(WRITES)} customers each a round, each transaction held ${HOLD_MS} ms after its insert`,
    );
    const rows = [];
    for (let r = 0; r < ROUNDS; r++) {
      for (const [title, named] of Object.entries(NAMINGS)) {
        const { perSecond, insertMs } = await round(server.url, organizationId, named, next);
        rows.push([`round ${r + 1}`, title, formatInt(perSecond), insertMs.toFixed(2)]);
      }
    }
    printTable(['round', 'customers', 'customers/s', 'insert ms'], rows);
    const {
      rows: [kept],
    } = await admin.query(
      `select count(*)::int as rows, sum(n)::int as n from customer_name_word_counts where word = 'mohamed'`,
    );
    console.log(`rows of the count of "mohamed": ${kept.rows} (a count of ${formatInt(kept.n)})`);
    console.log(`load average at the end: ${loadAverage()}`);
  } finally {
    await admin?.end();
    await server.stop();
  }
}
