// Bench of the command palette's search at the million customers and applications of the `api`
// suite (loaded once per run): a mobile number, a name typed in part, a typo, a customer's and an
// application's id, as the admin (every kind of record, every organization).
import pg from 'pg';
import { loadCustomers } from '../api-load.mjs';

export const name = 'search';

export async function load(databaseUrl) {
  const customerId = await loadCustomers(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const {
      rows: [sample],
    } = await client.query(
      `select c.mobile, lower(c.name) as name, a.id as application
       from customers c join applications a on a.customer_id = c.id where c.id = $1`,
      [customerId],
    );
    const [first, second] = sample.name.split(' ');
    return {
      customerId,
      applicationId: sample.application,
      mobile: sample.mobile,
      // A name as one types it: the first word, and the start of the second.
      prefix: `${first} ${second.slice(0, 3)}`,
    };
  } finally {
    await client.end();
  }
}

export function cases(apiBase, { customerId, applicationId, mobile, prefix }) {
  const search = (q) => `${apiBase}/Search?q=${encodeURIComponent(q)}`;
  return [
    [`Search mobile ${mobile}`, search(mobile)],
    [`Search mobile without the country code`, search(mobile.slice(4))],
    [`Search name "${prefix}"`, search(prefix)],
    [
      `Search name "${prefix.split(' ')[0].slice(0, 4)}" (one word, begun)`,
      search(prefix.split(' ')[0].slice(0, 4)),
    ],
    // A part that begins no word of any name.
    ['Search a typo, "qqqz"', search('qqqz')],
    ['Search customer id', search(customerId)],
    ['Search application id', search(applicationId)],
    // One customer read by id beside them: how loaded the machine is, in the same run.
    ['Customers/{id} (for comparison)', `${apiBase}/Customers/${customerId}`],
  ];
}
