// Bench data of the businesses: a million businesses over the demo organizations and every
// status. Names are two made-up words (64,000 of each, from 40 syllables), a trade (40) and a
// form (8): as varied as real names, while a trade such as "pharmacy" is in one name of 20.
import pg from 'pg';

export const name = 'businesses';

const BUSINESSES = 1_000_000;

export async function load(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {}); // a failed load is reported by the query that failed
  await client.connect();
  const started = Date.now();
  // Triggers off for the bulk load; the cached totals are recomputed once after it.
  await client.query('alter table businesses disable trigger user');
  await client.query(`
    create function pg_temp.bench_word(n bigint) returns text language sql immutable as $$
      select initcap(s[1 + n % 40] || s[1 + (n / 40) % 40] || s[1 + (n / 1600) % 40])
      from (select array['ka','mar','dal','hoo','bur','sa','lax','di','ye','qor','ba','ni','fa','tuu','ra','gee',
                         'wa','li','xa','mu','do','han','jii','ce','go','ro','ab','il','sha','kow','da','ar','bi',
                         'yo','har','me','su','eel','to','nur'] s) x
    $$`);
  await client.query(
    `
    insert into businesses (organization_id, name, registration_number, registration_date, type, email,
                            countries_traded_with, signatory_type, account_type, currency, branch_code,
                            status, account_number, documents_count, created_by, created_at, time_stamp)
    select (select id from organizations order by name limit 1 offset (g % 2)),
           pg_temp.bench_word((g::bigint * 7919) % 64000) || ' ' || pg_temp.bench_word((g::bigint * 104729 + 13) % 64000) || ' '
             || (array['Trading','Logistics','Pharmacy','Motors','Foods','Textiles','Construction','Fresh Market',
                       'Electronics','Hardware','Travel','Restaurant','Bakery','Furniture','Clinic','Petroleum',
                       'Telecom','Printing','Livestock','Fisheries','Transport','Cosmetics','Jewellery','Stationery',
                       'Agro','Water Supply','Cement','Tailoring','Books','Dairy','Exchange','Shipping','Solar','Tiles',
                       'Poultry','Car Wash','Pharmacy Wholesale','Mobile Shop','Security','Cleaning'])[1 + (g / 7) % 40]
             || (array['',' Ltd',' & Sons',' Company',' Group',' Enterprises',' Co.',' Brothers'])[1 + (g / 3) % 8],
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
  await client.query(
    "select refresh_name_words('businesses', 'business_name_words', 'business_name_word_counts')",
  );
  await client.query("select refresh_name_postings('businesses', 'business_name_word_postings')");
  await client.query('vacuum analyze business_name_word_postings');
  await client.query('vacuum analyze businesses');
  // One business as staff would look for it: by the two words of its name, or the first alone.
  const { rows } = await client.query(
    `select lower(name) as name from businesses where registration_number = 'BR-00123457'`,
  );
  await client.end();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`loaded ${BUSINESSES.toLocaleString('en')} businesses in ${seconds} s`);
  const words = rows[0].name.split(' ');
  return { pair: `${words[0]} ${words[1]}`, one: words[0] };
}

export function cases(apiBase, { pair, one }) {
  const list = `${apiBase}/Businesses`;
  const name = (text) => `${list}?name=${encodeURIComponent(text)}`;
  return [
    ['Businesses first page', list],
    [`Businesses name=${pair}`, name(pair)],
    [`Businesses name=${one}`, name(one)],
    [`Businesses name=${pair.slice(2, -2)} (parts of two words)`, name(pair.slice(2, -2))],
    ['Businesses name=pharmacy (1 in 20)', name('pharmacy')],
    ['Businesses status=Pending', `${list}?status=Pending`],
    ['Businesses status=Completed page=1000', `${list}?status=Completed&page=1000`],
    ['Businesses status=Completed page=5000', `${list}?status=Completed&page=5000`],
  ];
}
