// Merchant statement bench: one merchant with 1,000,000 payments over 120 days in the sandbox
// core; the case is its statement over 30 days (first page plus the totals of the whole range).
import pg from 'pg';

export const name = 'merchants';

const PAYMENTS = Number(process.env.BENCH_MERCHANT_PAYMENTS ?? 1_000_000);
const CODE = '88000001';
const DAYS = 120;
const DAY = 86_400_000;

export async function load(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  await client.connect();
  const started = Date.now();
  try {
    const {
      rows: [org],
    } = await client.query(`select id from organizations where name = 'Dahab Bank'`);
    if (!org) throw new Error('no Dahab Bank organization: the demo seed did not run');
    const now = new Date();
    await client.query(
      `insert into merchant_codes (code, organization_id, reserved_by, reserved_at)
       values ($1, $2, 'bench', $3) on conflict do nothing`,
      [CODE, org.id, now],
    );
    await client.query(
      `insert into merchants (organization_id, account_no, currency, code, name, phone, email,
                              created_by, created_at, time_stamp)
       select $1, '0019000001', 'USD', $2, 'Bench Market', '+252615579999', 'bench@market.example',
              'bench', $3, $3
       where not exists (select 1 from merchants where code = $2)`,
      [org.id, CODE, now],
    );
    // Amounts are whole cents made exact in SQL; about one payment in six is in shillings. The
    // hourly totals follow from the insert's trigger, once for the whole statement.
    await client.query(
      `insert into core.merchant_transactions
         (org_id, merchant_code, reference, trn_date, buyer_account, buyer_name, amount, currency, remarks)
       select $1, $2, 'BENCH' || g, $3::timestamptz - (g * ($4::float8 / $5::int)) * interval '1 millisecond',
              '00100' || lpad((g % 9999)::text, 5, '0'), 'Buyer ' || (g % 9999),
              ((g::bigint * 7919) % 25000 + 50)::numeric / 100,
              case when g % 6 = 0 then 'SOS' else 'USD' end, 'QR payment'
       from generate_series(1, $5::int) g
       on conflict do nothing`,
      [org.id, CODE, now, DAYS * DAY, PAYMENTS],
    );
    await client.query('analyze core.merchant_transactions');
    await client.query('analyze core.merchant_hourly_totals');
    console.log(`merchants: ${PAYMENTS} payments loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const today = new Date(Math.floor(now.getTime() / DAY) * DAY);
    return {
      from: new Date(today.getTime() - 29 * DAY).toISOString(),
      to: new Date(today.getTime() + DAY - 1).toISOString(),
    };
  } finally {
    await client.end();
  }
}

export function cases(apiBase, loaded) {
  const range = `from=${encodeURIComponent(loaded.from)}&to=${encodeURIComponent(loaded.to)}`;
  return [
    [
      'Merchants/Transactions 30 days of 1M, page 1 + totals',
      `${apiBase}/Merchants/Transactions?${range}&merchantCode=${CODE}`,
    ],
    [
      'Merchants/Transactions 30 days of 1M, page 100',
      `${apiBase}/Merchants/Transactions?${range}&merchantCode=${CODE}&page=100`,
    ],
  ];
}
