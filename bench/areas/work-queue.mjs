// Bench data of the work queue: 1,000,000 waiting items, a quarter in each of applications and
// businesses (Pending or Flagged) and card and limit requisitions (Pending or Approved), half in
// Dahab Bank and half in Salaam Microfinance, waiting from now back over 10 days (so every lane
// holds items within, due soon and past its SLA), made by twelve makers. 1 % is assigned to
// `admin`, 1 % to the organization's supervisor. Each item is a real record (applications of
// 50,000 customers), written with its item in one statement while the triggers are off, as a
// restore would; the cached counts are recomputed once after the load.
import pg from 'pg';

export const name = 'work-queue';

const ITEMS = Number(process.env.BENCH_WORK_ITEMS ?? 1_000_000);
/** Per area: applications, businesses, card and limit requisitions. */
const PER_AREA = Math.floor(ITEMS / 4);
const CUSTOMERS = Math.max(2, Math.floor(PER_AREA / 5));
const DAYS = 10;
/** Seconds between two items of one area: the area's items span the 10 days. */
const SPACING = (DAYS * 86_400) / PER_AREA;
const ORGANIZATIONS = ['Dahab Bank', 'Salaam Microfinance'];
const SOURCES = ['customers', 'applications', 'businesses', 'card_requisitions', 'work_items'];

/** The n-th item of an area (1 = the newest): its organization, maker and waiting time. */
const organization = (g) => `(array[$1::uuid, $2::uuid])[1 + ${g} % 2]`;
const maker = (g) => `'maker' || lpad((1 + (${g} / 2) % 12)::text, 2, '0')`;
const waiting = (g) => `now() - make_interval(secs => (${g}) * ${SPACING})`;

/** Hours until breached, of the product's default SLAs (DEFAULT_SLA of the work queue's service). */
const BREACH_HOURS = `(values ('Application', 48), ('Business', 72), ('CardRequisition', 48), ('LimitRequisition', 24))`;

/**
 * Writes the records that `insert` makes and their items (of `area`, an expression on the
 * record), in one statement: 1 item in 100 to `admin` ($3), 1 in 100 to the supervisor of its
 * organization ($4 Dahab, $5 Salaam). Breaches already past are marked told, as the breach job
 * of a running bank has told them: otherwise the API would spend the bench telling 800,000.
 */
const withItems = (insert, area) => `
  with made as (${insert} returning *),
  numbered as (select made.*, ${area} item_area, row_number() over (order by time_stamp, id) n from made)
  insert into work_items (record_id, area, organization_id, status, made_by, waiting_since, assignee_id, assigned_at,
                          breach_noted_at)
  select id, item_area, organization_id, status::text, created_by, time_stamp, who,
         case when who is not null then time_stamp + interval '1 hour' end,
         case when time_stamp <= now() - breach then time_stamp + breach end
  from (select numbered.*, make_interval(hours => sla.hours) breach,
               case when n % 200 in (0, 101) then $3::uuid
                    when n % 200 in (50, 151) then case organization_id when $1::uuid then $4::uuid when $2::uuid then $5::uuid end
               end who
        from numbered join ${BREACH_HOURS} sla (area, hours) on sla.area = numbered.item_area) assigned`;

export async function load(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {}); // a failed load is reported by the query that failed
  await client.connect();
  const started = Date.now();
  const { rows: orgs } = await client.query(
    `select id, name from organizations where name = any($1) order by name`,
    [ORGANIZATIONS],
  );
  const { rows: users } = await client.query(
    `select id, user_name from users where user_name in ('admin', 'supervisor', 'salaam.supervisor')`,
  );
  const orgId = (n) => orgs.find((o) => o.name === n)?.id;
  const userId = (n) => users.find((u) => u.user_name === n)?.id;
  const params = [
    orgId('Dahab Bank'),
    orgId('Salaam Microfinance'),
    userId('admin'),
    userId('supervisor'),
    userId('salaam.supervisor'),
  ];
  if (params.some((p) => !p))
    throw new Error('the demo organizations and users are missing: the seed did not run');
  // Triggers off for the bulk load; the cached counts are recomputed once after it.
  for (const table of SOURCES) await client.query(`alter table ${table} disable trigger user`);
  await client.query(
    `insert into customers (organization_id, name, mobile, email, status, created_by, created_at, time_stamp,
                            applications_count, pending_applications_count)
     select ${organization('g')}, (array['Amina','Hodan','Sahra','Ayaan','Omar','Yusuf','Liban','Nuur'])[1 + g % 8] || ' ' || (array['Hassan','Warsame','Farah','Jama','Osman','Hirsi'])[1 + g % 6] || ' ' || (array['Ali','Abdi','Nur','Isse','Aden'])[1 + g % 5], '+2527' || lpad(g::text, 8, '0'),
            'queue' || g || '@mail.example', 'Pending', ${maker('g')}, ${waiting('g')}, ${waiting('g')}, 5, 5
     from generate_series(1, $3::int) g`,
    [params[0], params[1], CUSTOMERS],
  );
  // Application g belongs to customer g mod CUSTOMERS, of the same organization (both even or odd).
  await client.query(
    withItems(
      `
      insert into applications (customer_id, organization_id, account_type, currency, branch_code, status,
                                created_by, created_at, time_stamp)
      select c.id, c.organization_id, 'SAV', 'USD', '001',
             (array['Pending', 'Flagged'])[1 + (g / 2) % 2]::application_status,
             ${maker('g')}, ${waiting('g')}, ${waiting('g')}
      from generate_series(1, $6::int) g
      join customers c on c.mobile = '+2527' || lpad((1 + (g - 1) % $7::int)::text, 8, '0')`,
      `'Application'`,
    ),
    [...params, PER_AREA, CUSTOMERS],
  );
  await client.query(
    withItems(
      `
      insert into businesses (organization_id, name, registration_number, registration_date, type, email,
                              countries_traded_with, signatory_type, account_type, currency, branch_code,
                              status, created_by, created_at, time_stamp)
      select ${organization('g')}, (array['Xamar','Jubba','Berbera','Hiiraan','Sahan','Badar'])[1 + g % 6] || ' ' || (array['Trading','Logistics','Foods','Motors','Textiles'])[1 + g % 5], 'WQ-' || lpad(g::text, 8, '0'), date '2015-01-01',
             'Limited Company', 'queue' || g || '@business.example', array['KE'], 'Sole', 'Business Current',
             'USD', '001', (array['Pending', 'Flagged'])[1 + (g / 2) % 2]::business_status,
             ${maker('g')}, ${waiting('g')}, ${waiting('g')}
      from generate_series(1, $6::int) g`,
      `'Business'`,
    ),
    [...params, PER_AREA],
  );
  // Card requisitions are g = 1..PER_AREA, limit ones the next PER_AREA: each spans the 10 days.
  await client.query(
    withItems(
      `
      insert into card_requisitions (request_type, organization_id, account_number, status, product_type,
                                     card_type, card_id, card_masked, limit_type, amount, currency,
                                     created_by, created_at, time_stamp)
      select case when g <= $6 then 'Card' else 'Limit' end::card_requisition_type, ${organization('g')},
             lpad((7000000 + g % 50000)::text, 10, '0'),
             (array['Pending', 'Approved'])[1 + (g / 2) % 2]::card_requisition_status,
             case when g <= $6 then 'Visa Classic' end, case when g <= $6 then 'Debit' end,
             case when g > $6 then 'v1.queue.' || g end,
             case when g > $6 then '458011******' || lpad((g % 10000)::text, 4, '0') end,
             case when g > $6 then 'POS Purchase' end, case when g > $6 then 500.00 end, 'USD',
             ${maker('g')}, ${waiting('(g - 1) % $6 + 1')}, ${waiting('(g - 1) % $6 + 1')}
      from generate_series(1, 2 * $6::int) g`,
      `case when request_type = 'Card' then 'CardRequisition' else 'LimitRequisition' end`,
    ),
    [...params, PER_AREA],
  );
  for (const table of SOURCES) await client.query(`alter table ${table} enable trigger user`);
  for (const refresh of [
    'refresh_customer_counts()',
    'refresh_application_counts()',
    'refresh_business_counts()',
    'refresh_card_requisition_counts()',
    'refresh_work_counts()',
    "refresh_name_words('customers', 'customer_name_words', 'customer_name_word_counts')",
    "refresh_name_words('businesses', 'business_name_words', 'business_name_word_counts')",
    "refresh_name_postings('customers', 'customer_name_word_postings')",
    "refresh_name_postings('businesses', 'business_name_word_postings')",
  ])
    await client.query(`select ${refresh}`);
  const postings = ['customer_name_word_postings', 'business_name_word_postings'];
  for (const table of [...SOURCES, 'work_counts', ...postings]) await client.query(`vacuum analyze ${table}`);
  const { rows: spread } = await client.query(
    `select area, count(*)::int n, count(assignee_id)::int assigned, count(breach_noted_at)::int breached
     from work_items group by area order by area`,
  );
  await client.end();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`loaded ${ITEMS.toLocaleString('en')} work items and their records in ${seconds} s`);
  for (const r of spread)
    console.log(
      `  ${r.area}: ${r.n.toLocaleString('en')} waiting, ${r.assigned} assigned, ${r.breached} breached`,
    );
  return {};
}

/** `[title, url, user]`: the cases as head office (`admin`), then as Dahab Bank's `supervisor`. */
export function cases(apiBase) {
  const queue = `${apiBase}/WorkQueue`;
  const asUser = (user, suffix) => [
    [`WorkQueue?size=10 (first page)${suffix}`, `${queue}?size=10`, user],
    [`WorkQueue?slaState=Breached${suffix}`, `${queue}?slaState=Breached`, user],
    [`WorkQueue?slaState=DueSoon${suffix}`, `${queue}?slaState=DueSoon`, user],
    [`WorkQueue?slaState=Within${suffix}`, `${queue}?slaState=Within`, user],
    [`WorkQueue?assignee=me${suffix}`, `${queue}?assignee=me`, user],
    [`WorkQueue?assignee=unassigned${suffix}`, `${queue}?assignee=unassigned`, user],
    [`WorkQueue/Count${suffix}`, `${queue}/Count`, user],
  ];
  return [...asUser('admin', ''), ...asUser('supervisor', ', supervisor')];
}
