import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, readsMerchantStatement, sessionFromToken, type merchantsApi } from '@console/contract';
import { recordMerchantPayments } from '../../core-banking/sandbox/merchants.ts';
import { queryRows } from '../../db/client.ts';
import { seedId } from '../../platform/seed-id.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const DAHAB = seedId('org:Dahab Bank');
interface Statement {
  items: merchantsApi.MerchantTransaction[];
  totalItems: number;
  totalPages: number;
  merchantCode: string | null;
  totals: merchantsApi.CurrencyTotal[];
}

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  for (const who of ['officer', 'supervisor', 'merchant', 'salaam.officer', 'auditor', 'admin'])
    tokens[who] = await tokenFor(t, who);
});
afterAll(() => t.close());

const get = (url: string, who: string) =>
  t.app.inject({ url: `/api/api/${url}`, headers: bearer(tokens[who]!) });
const statement = async (query: string, who: string) => {
  const res = await get(`Merchants/Transactions?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Statement>();
};
const range = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
const NOVEMBER = range('2026-11-01T00:00:00.000Z', '2026-11-21T23:59:59.999Z');

/** The totals straight from the payments, as the reference the hourly sums must agree with. */
async function expectedTotals(code: string, from: string, until: string) {
  return queryRows<{ currency: string; total: string; count: number }>(
    t.database.db,
    sql`select currency, sum(amount)::numeric(20,2)::text as total, count(*)::int as count
        from core.merchant_transactions where merchant_code = ${code}
        and trn_date >= ${from}::timestamptz and trn_date < ${until}::timestamptz
        group by currency order by currency`,
  );
}

describe('whose statement', () => {
  it('gives a merchant user its own statement, whatever the query says', async () => {
    const own = await statement(NOVEMBER, 'merchant');
    expect(own.merchantCode).toBe('20000001');
    expect(own.totalItems).toBeGreaterThan(21 * 3 - 6);
    expect(own.items).toHaveLength(10);
    expect(own.items[0]!.trnDate >= own.items[1]!.trnDate).toBe(true);
    expect(Object.keys(own.items[0]!).sort()).toEqual(
      ['buyerAccount', 'buyerName', 'id', 'remarks', 'trnAmount', 'trnDate', 'txCcy'].sort(),
    );
    const same = await statement(`${NOVEMBER}&merchantCode=20000001`, 'merchant');
    expect(same.totalItems).toBe(own.totalItems);
    const other = await get(`Merchants/Transactions?${NOVEMBER}&merchantCode=20000003`, 'merchant');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: messages.statementOtherMerchant });
    const csv = await get(`Merchants/Transactions/Export?${NOVEMBER}&merchantCode=20000003`, 'merchant');
    expect(csv.statusCode).toBe(403);
  });

  it('lets a monitor read any merchant of its organizations', async () => {
    const other = await statement(`${NOVEMBER}&merchantCode=20000003`, 'supervisor');
    expect(other.merchantCode).toBe('20000003');
    expect(other.totalItems).toBeGreaterThan(0);
    const salaam = await get(`Merchants/Transactions?${NOVEMBER}&merchantCode=30000001`, 'supervisor');
    expect(salaam.statusCode).toBe(404);
    const unknown = await get(`Merchants/Transactions?${NOVEMBER}&merchantCode=99999999`, 'supervisor');
    expect(unknown.statusCode).toBe(404);
  });

  it('is empty for a user with the permission but no merchant', async () => {
    expect(await statement(NOVEMBER, 'officer')).toMatchObject({
      items: [],
      totalItems: 0,
      merchantCode: null,
      totals: [],
    });
    expect((await get(`Merchants/Transactions?${NOVEMBER}`, 'auditor')).statusCode).toBe(403);
  });

  it('tells the web whose statement shows something: a merchant user’s own, any to a monitor, none to staff who only view', async () => {
    const renewed = async (who: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/api/auth/refresh',
        headers: bearer(tokens[who]!),
      });
      expect(res.statusCode, res.body).toBe(200);
      tokens[who] = res.json<{ token: string }>().token;
      return sessionFromToken(tokens[who])!;
    };
    const merchant = await renewed('merchant');
    expect(merchant.isMerchant).toBe(true);
    expect(readsMerchantStatement(merchant)).toBe(true);
    const officer = await renewed('officer');
    expect(officer.isMerchant).toBe(false);
    expect(officer.permissions).toContain('merchant.view_statement');
    expect(readsMerchantStatement(officer)).toBe(false);
    expect(readsMerchantStatement(await renewed('supervisor'))).toBe(true);
    expect(readsMerchantStatement(await renewed('admin'))).toBe(true);
    expect(readsMerchantStatement(await renewed('auditor'))).toBe(false);
  });

  it('checks the range', async () => {
    const reversed = await get(
      `Merchants/Transactions?${range('2026-11-02T00:00:00Z', '2026-11-01T00:00:00Z')}`,
      'merchant',
    );
    expect(reversed.json()).toEqual({ errors: { to: [messages.statementRangeOrder] } });
    const long = await get(
      `Merchants/Transactions?${range('2024-01-01T00:00:00Z', '2026-11-01T00:00:00Z')}`,
      'merchant',
    );
    expect(long.json()).toEqual({ errors: { to: [messages.statementRangeTooLong] } });
    const missing = await get('Merchants/Transactions?from=2026-11-02', 'merchant');
    expect(missing.statusCode).toBe(400);
  });
});

describe('totals', () => {
  it('agree with the payments for ranges of whole days, whole hours, and parts of hours at both ends', async () => {
    for (const [from, to] of [
      ['2026-09-03T10:17:00.000Z', '2026-11-15T17:44:59.999Z'],
      ['2026-11-01T00:00:00.000Z', '2026-11-20T23:59:59.999Z'],
      ['2026-11-02T05:00:00.000Z', '2026-11-05T19:59:59.999Z'],
      ['2026-11-10T00:00:00.000Z', '2026-11-10T23:59:59.999Z'],
      ['2026-11-11T21:30:00.000Z', '2026-11-12T02:29:59.999Z'],
      ['2026-11-12T09:05:00.000Z', '2026-11-12T09:55:00.000Z'],
    ] as const) {
      const until = new Date(Date.parse(to) + 1).toISOString();
      const want = await expectedTotals('20000001', from, until);
      const got = await statement(`${range(from, to)}&size=5`, 'merchant');
      expect(got.totals).toEqual(want.map(({ currency, total }) => ({ currency, total })));
      expect(got.totalItems).toBe(want.reduce((n, r) => n + r.count, 0));
      expect(got.totalPages).toBe(Math.ceil(got.totalItems / 5));
    }
  });

  it('are exact: ten thousand payments of 0.10 and 0.20 make 1500.00', async () => {
    const payments = Array.from({ length: 10_000 }, (_, i) => ({
      orgId: DAHAB,
      merchantCode: '20000002',
      reference: `EXACT${i}`,
      trnDate: new Date(Date.parse('2026-10-05T00:00:00Z') + i * 7_000),
      buyerAccount: '0010000001',
      buyerName: 'Amina Hassan Ali',
      amount: i % 2 ? '0.20' : '0.10',
      currency: 'EUR',
      remarks: 'Exact sums',
    }));
    for (let i = 0; i < payments.length; i += 1000)
      await recordMerchantPayments(t.database.db, payments.slice(i, i + 1000));
    const got = await statement(
      `${range('2026-10-05T00:00:00.000Z', '2026-10-05T23:59:59.999Z')}&merchantCode=20000002`,
      'supervisor',
    );
    const eur = got.totals.find((x) => x.currency === 'EUR');
    // 0.1 + 0.2 in floating point is 0.30000000000000004; 5,000 of each is exactly 1500.00.
    expect(eur?.total).toBe('1500.00');
    const all = await statement(
      `${range('2026-10-05T00:00:00.000Z', '2026-10-06T05:00:00.000Z')}&merchantCode=20000002`,
      'supervisor',
    );
    expect(all.totals.find((x) => x.currency === 'EUR')?.total).toBe('1500.00');
    for (const item of all.items.filter((x) => x.txCcy === 'EUR'))
      expect(item.trnAmount).toMatch(/^0\.[12]0$/);
  });
});

describe('CSV export', () => {
  it('streams every payment of the range in batches, with formulas made harmless', async () => {
    const many = Array.from({ length: 2_500 }, (_, i) => ({
      orgId: DAHAB,
      merchantCode: '20000003',
      reference: `CSV${i}`,
      // Some payments share a time: batches must neither skip nor repeat them.
      trnDate: new Date(Date.parse('2026-11-20T06:00:00Z') + Math.floor(i / 3) * 1000),
      buyerAccount: '0010000002',
      buyerName: 'Mohamed Abdi Warsame',
      amount: '1.00',
      currency: 'USD',
      remarks: 'Batch',
    }));
    await recordMerchantPayments(t.database.db, many);
    await recordMerchantPayments(t.database.db, [
      {
        orgId: DAHAB,
        merchantCode: '20000003',
        reference: 'CSV-FORMULA',
        trnDate: new Date('2026-11-20T12:00:00.000Z'),
        buyerAccount: '0010000001',
        buyerName: '=HYPERLINK("http://x.example")',
        amount: '12.34',
        currency: 'USD',
        remarks: 'Tea, sugar',
      },
    ]);
    const q = range('2026-08-01T00:00:00.000Z', '2026-11-21T23:59:59.999Z');
    const res = await get(`Merchants/Transactions/Export?${q}&merchantCode=20000003`, 'supervisor');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="statement-20000003-2026-08-01-2026-11-21.csv"',
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('trnDate,buyerAccount,buyerName,trnAmount,txCcy,remarks');
    const total = (await statement(`${q}&merchantCode=20000003`, 'supervisor')).totalItems;
    expect(total).toBeGreaterThan(3000);
    expect(lines).toHaveLength(total + 1);
    expect(lines.filter((l) => l.endsWith(',Batch'))).toHaveLength(2_500);
    expect(lines).toContain(
      '2026-11-20T12:00:00.000Z,0010000001,"\'=HYPERLINK(""http://x.example"")",12.34,USD,"Tea, sugar"',
    );
  });
});

describe('simulated payments (sandbox)', () => {
  it('records payments a wallet would make, for the administrator only', async () => {
    const body = {
      organizationId: DAHAB,
      merchantCode: '20000002',
      payments: [
        {
          trnDate: '2026-11-21T08:00:00.000Z',
          amount: '0.10',
          currency: 'USD',
          buyerAccount: '0010000001',
          buyerName: 'Amina Hassan Ali',
        },
        {
          trnDate: '2026-11-21T08:01:00.000Z',
          amount: '0.20',
          currency: 'USD',
          buyerAccount: '0010000001',
          buyerName: 'Amina Hassan Ali',
          remarks: 'Tea',
        },
      ],
    };
    const post = (who: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/api/Sandbox/MerchantPayments',
        headers: bearer(tokens[who]!),
        payload,
      });
    expect((await post('officer', body)).statusCode).toBe(403);
    const bad = await post('admin', { ...body, payments: [{ ...body.payments[0], amount: '0.105' }] });
    expect(bad.statusCode).toBe(400);
    const before = await statement(
      `${range('2026-11-21T07:59:00.000Z', '2026-11-21T08:02:00.000Z')}&merchantCode=20000002`,
      'supervisor',
    );
    const res = await post('admin', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ recorded: 2 });
    const after = await statement(
      `${range('2026-11-21T07:59:00.000Z', '2026-11-21T08:02:00.000Z')}&merchantCode=20000002`,
      'supervisor',
    );
    expect(after.totalItems).toBe(before.totalItems + 2);
    expect(after.items.map((i) => i.remarks)).toContain('Tea');
  });
});
