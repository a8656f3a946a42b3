// Bench data of the businesses: a million businesses over the demo organizations and every
// status, with names drawn from a small vocabulary so that a name filter matches like real ones do.
import pg from 'pg';

export const name = 'businesses';

const BUSINESSES = 1_000_000;

export async function load(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {}); // a failed load is reported by the query that failed
  await client.connect();
  const started = Date.now();
  // Triggers off for the bulk load; the kept totals are recomputed once after it.
  await client.query('alter table businesses disable trigger user');
  await client.query(
    `
    insert into businesses (organization_id, name, registration_number, registration_date, type, email,
                            countries_traded_with, signatory_type, account_type, currency, branch_code,
                            status, account_number, documents_count, created_by, created_at, time_stamp)
    select (select id from organizations order by name limit 1 offset (g % 2)),
           (array['Hodan','Xamar','Juba','Bakaal','Shabelle','Berbera','Gacal','Nabad','Dalsan','Hilaac'])[1 + g % 10]
             || ' ' || (array['Trading','Logistics','Pharmacy','Motors','Foods','Textiles','Build','Fresh Market'])[1 + (g / 10) % 8]
             || ' ' || g,
           'BR-' || lpad(g::text, 8, '0'),
           date '2010-01-01' + (g % 5000),
           (array['Sole Proprietorship','Partnership','Limited Company'])[1 + g % 3],
           'info' || g || '@business.example',
           array['KE'],
           'Sole', 'Business Current', 'USD', '001',
           (array['Pending','Flagged','Approved','Rejected','Declined','Completed','Completed','Completed'])[1 + (g * 7) % 8]::business_status,
           case when (g * 7) % 8 >= 5 then lpad((9000000 + g)::text, 10, '0') end,
           1 + g % 4,
           'officer',
           timestamptz '2026-11-01' - make_interval(secs => g * 30),
           timestamptz '2026-11-01' - make_interval(secs => g * 30)
    from generate_series(1, $1::int) g`,
    [BUSINESSES],
  );
  await client.query('alter table businesses enable trigger user');
  await client.query('select refresh_business_counts()');
  await client.query('vacuum analyze businesses');
  await client.end();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`loaded ${BUSINESSES.toLocaleString('en')} businesses in ${seconds} s`);
  return {};
}

export function cases(apiBase) {
  const list = `${apiBase}/Businesses`;
  return [
    ['Businesses first page', list],
    ['Businesses name=fresh market', `${list}?name=fresh%20market`],
    ['Businesses name=hilaac motors 4', `${list}?name=hilaac%20motors%204`],
    ['Businesses status=Pending', `${list}?status=Pending`],
    ['Businesses status=Completed page=1000', `${list}?status=Completed&page=1000`],
  ];
}
