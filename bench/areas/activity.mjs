// Activity events at the scale of a busy bank: 10,000,000 events over 30 days by 200 users, loaded
// with generate_series in batches, then the daily counts rebuilt once (the trigger is off during
// the load, as a restore would do), and a year before them of 200 other users, one event a day each.
// Cases: a month's and a year's general dashboard, a day's first report page, and one record's
// timeline (ten events of a record among them all).
import pg from 'pg';

export const name = 'activity';

const EVENTS = Number(process.env.BENCH_ACTIVITY_EVENTS ?? 10_000_000);
const BATCH = 1_000_000;
const USERS = 200;
/** Records the events are about: ten events each at 10,000,000, spread over the month. */
const RECORDS = Math.max(1, Math.floor(EVENTS / 10));
/** The record of the timeline case. */
const RECORD = String(Math.floor(RECORDS / 2));
const FROM = '2026-10-22T00:00:00.000Z';
const DAYS = 30;
/** The year of the year's case: one event a day for each of 200 other users. */
const YEAR = 2025;
/** The day of the report case, inside the loaded month. */
const DAY = '2026-11-10';

// The six counted pairs (packages/contract/src/activity-events.ts) and a few that are not counted.
const KINDS = [
  ['Application', 'Created'],
  ['Account', 'LinkAccount'],
  ['Account', 'DeLinkAccount'],
  ['Account', 'SetLimit'],
  ['Account', 'ResetPin'],
  ['Card', 'ResetCardPin'],
  ['Customer', 'Updated'],
  ['Customer', 'Inquiry'],
  ['Application', 'StatusChanged'],
  ['MBankingUser', 'Lookup'],
];

export async function load(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  await client.connect();
  const started = Date.now();
  const types = `array[${KINDS.map(([t]) => `'${t}'`).join(',')}]`;
  const events = `array[${KINDS.map(([, e]) => `'${e}'`).join(',')}]`;
  const spacingMs = (DAYS * 86_400_000) / EVENTS;
  await client.query('alter table activity_events disable trigger user');
  for (let from = 0; from < EVENTS; from += BATCH) {
    await client.query(
      `insert into activity_events (type, event, created_by, actor, created_at, remarks, target_type, target_id)
       select t[1 + (g * 7) % ${KINDS.length}], e[1 + (g * 7) % ${KINDS.length}],
              'user' || lpad((1 + g % ${USERS})::text, 3, '0'), 'user' || lpad((1 + g % ${USERS})::text, 3, '0'),
              timestamptz '${FROM}' + make_interval(secs => g * ${spacingMs / 1000}),
              'bench event ' || g, 'Bench', (g % ${RECORDS})::text
       from generate_series($1::bigint, $2::bigint) g, (select ${types} t, ${events} e) k`,
      [from, Math.min(from + BATCH, EVENTS) - 1],
    );
    console.log(`  activity events: ${Math.min(from + BATCH, EVENTS).toLocaleString()}`);
  }
  await client.query('alter table activity_events enable trigger user');
  await client.query('select refresh_activity_daily_counts()');
  // A year before them, written with the trigger on: each of 200 other users one event a day.
  await client.query(
    `insert into activity_events (type, event, created_by, actor, created_at)
     select 'Account', 'SetLimit', 'year' || lpad((g % ${USERS})::text, 3, '0'), 'bench', timestamptz '${YEAR}-01-01T12:00:00Z' + (g / ${USERS}) * interval '1 day'
     from generate_series(0, ${USERS * 365 - 1}) g`,
  );
  await client.query('vacuum analyze activity_events');
  for (const table of ['activity_daily_counts', 'activity_days', 'activity_user_spans'])
    await client.query(`vacuum analyze ${table}`);
  // The plan of a record's timeline: a range of activity_events_target_time_idx, whatever the table's size.
  const plan = await client.query(
    `explain select id, created_at from activity_events
     where target_id = $1 and created_at >= '1970-01-01' and created_at <= '9999-12-31T23:59:59.999Z'
     order by created_at desc, id desc limit 10`,
    [RECORD],
  );
  console.log(`  a record's timeline:\n${plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}`);
  await client.end();
  console.log(
    `  loaded ${EVENTS.toLocaleString()} activity events in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return {};
}

export function cases(apiBase) {
  const end = new Date(Date.parse(FROM) + DAYS * 86_400_000 - 1).toISOString();
  const month = `startDate=${FROM}&endDate=${end}`;
  const day = `startDate=${DAY}T00:00:00.000Z&endDate=${DAY}T23:59:59.999Z`;
  return [
    ['Dashboards/Stats a month (10M events)', `${apiBase}/Reports/Dashboards/Stats?${month}`],
    ['Dashboards/Stats a month, one user', `${apiBase}/Reports/Dashboards/Stats?${month}&createdBy=user007`],
    [
      `Dashboards/Stats a year (${YEAR}, 200 users a day)`,
      `${apiBase}/Reports/Dashboards/Stats?startDate=${YEAR}-01-01T00:00:00.000Z&endDate=${YEAR}-12-31T23:59:59.999Z`,
    ],
    ['Reports/Activity a day, first page', `${apiBase}/Reports/Activity?${day}`],
    ['Reports/Activity a day, one user', `${apiBase}/Reports/Activity?${day}&createdBy=user007`],
    ['Reports/Activity one record, all time', `${apiBase}/Reports/Activity?recordId=${RECORD}`],
  ];
}
