// Bench data of the card requisitions: a million card requisitions and 200,000 limit ones, spread
// over the statuses and the demo organizations, each with its first remarks entry.
import pg from 'pg';

export const name = 'card-requisitions';

const CARDS = 1_000_000;
const LIMITS = 200_000;

export async function load(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {}); // a failed load is reported by the query that failed
  await client.connect();
  const started = Date.now();
  // Triggers off for the bulk load; the cached totals are recomputed once after it.
  await client.query('alter table card_requisitions disable trigger user');
  await client.query(
    `
    insert into card_requisitions (request_type, organization_id, account_number, status, product_type, card_type,
                                   card_id, card_masked, limit_type, amount, currency, created_by, created_at, time_stamp)
    select case when g <= $1 then 'Card' else 'Limit' end::card_requisition_type,
           (select id from organizations order by name limit 1 offset (g % 2)),
           lpad((g % 50000)::text, 10, '0'),
           (array['Pending','Approved','Completed','Completed','Rejected'])[1 + (g * 7) % 5]::card_requisition_status,
           case when g <= $1 then (array['Visa Classic','Visa Gold'])[1 + g % 2] end,
           case when g <= $1 then (array['Debit','Prepaid'])[1 + g % 2] end,
           case when g > $1 then 'v1.bench.' || g end,
           case when g > $1 then '458011******' || lpad((g % 10000)::text, 4, '0') end,
           case when g > $1 then (array['ATM Withdrawal','POS Purchase','E-commerce'])[1 + g % 3] end,
           case when g > $1 then ((1 + g % 40) * 50)::numeric(16, 2) end,
           'USD', 'cards',
           timestamptz '2026-11-01' - make_interval(secs => g * 20),
           timestamptz '2026-11-01' - make_interval(secs => g * 20)
    from generate_series(1, $2::int) g`,
    [CARDS, CARDS + LIMITS],
  );
  await client.query('alter table card_requisitions enable trigger user');
  await client.query('select refresh_card_requisition_counts()');
  await client.query(`
    insert into card_requisition_remarks (requisition_id, status, remarks, created_by, created_at)
    select id, 'Pending', null, created_by, created_at from card_requisitions`);
  await client.query('vacuum analyze card_requisitions');
  await client.query('vacuum analyze card_requisition_remarks');
  await client.end();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `loaded ${CARDS.toLocaleString('en')} card and ${LIMITS.toLocaleString('en')} limit requisitions in ${seconds} s`,
  );
  return {};
}

export function cases(apiBase) {
  const cards = `${apiBase}/Accounts/Cards/Requisitions`;
  return [
    ['Card requisitions first page', cards],
    ['Card requisitions status=Pending', `${cards}?status=Pending`],
    ['Card requisitions status=Completed page=1000', `${cards}?status=Completed&page=1000`],
    ['Card requisitions status=Completed page=5000', `${cards}?status=Completed&page=5000`],
    ['Card requisitions account=0000012345', `${cards}?account=0000012345`],
    ['Limit requisitions status=Approved', `${apiBase}/Accounts/Cards/Requisitions/Limit?status=Approved`],
  ];
}
