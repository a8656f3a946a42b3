import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE, messages, type riskApi } from '@console/contract';
import { DEMO_CORE } from '../../core-banking/sandbox/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { registration, signatory } from '../../test/business-fixtures.ts';
import { createAppWithCore, submitApplication } from '../../test/core-helpers.ts';
import { insertCustomers } from '../../test/customer-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { FATF_JURISDICTIONS, FATF_SOURCE, FIRST_RULES } from './default-rules.ts';

type Risk = riskApi.RiskAnswer;

let t: TestApp;
const tokens: Record<string, string> = {};
const org = DEMO_CORE.org.id;

beforeAll(async () => {
  ({ t } = await createAppWithCore());
  await seed(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.advance(16 * 60_000);
  for (const name of ['officer', 'admin', 'compliance', 'salaam.officer', 'nobody'])
    tokens[name] = await tokenFor(t, name);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${API_BASE}${url}`,
    headers: bearer(tokens[who] ?? who),
    ...(payload ? { payload } : {}),
  });

let phoneNo = 0;
function wizard(customer: Record<string, unknown>) {
  const mobile = `+2526178${String(++phoneNo).padStart(5, '0')}`;
  return submitApplication(
    t,
    { maker: tokens.officer!, reader: tokens.admin! },
    { organizationId: org, mobile, customer: { email: `r${mobile.slice(-5)}@mail.example`, ...customer } },
  );
}

const riskOf = async (path: string, who = 'officer') => {
  const res = await call('GET', path, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Risk>();
};

describe('the rules in force', () => {
  it('answers the first rule set, with FATF’s lists and their source date', async () => {
    const res = await call('GET', 'Risk/Rules', 'compliance');
    expect(res.statusCode, res.body).toBe(200);
    const rules = res.json<riskApi.RuleSetAnswer>();
    expect(rules).toMatchObject({ version: 1, status: 'InForce', jurisdictionsSource: FATF_SOURCE });
    expect(rules.rules).toEqual(FIRST_RULES);
    expect(new Set(rules.jurisdictions.map((j) => `${j.list}:${j.country}`))).toEqual(
      new Set(FATF_JURISDICTIONS.map((j) => `${j.list}:${j.country}`)),
    );
    // Read twice, still one rule set.
    expect((await call('GET', 'Risk/Rules', 'compliance')).json<riskApi.RuleSetAnswer>().id).toBe(rules.id);
  });

  it('is refused without risk.view', async () => {
    expect((await call('GET', 'Risk/Rules', 'officer')).statusCode).toBe(403);
    expect((await call('GET', 'Risk/Rules', 'nobody')).statusCode).toBe(403);
  });
});

describe('a customer’s rating', () => {
  it('is Low with no rule matched for a plain customer, made at the wizard', async () => {
    const app = await wizard({ name: 'Yuusuf Nuur Geedi', nationality: 'SO', country: 'SO' });
    const risk = await riskOf(`Customers/${app.customerId}/Risk`);
    expect(risk).toEqual({
      recordType: 'Customer',
      recordId: app.customerId,
      rating: 'Low',
      computedRating: 'Low',
      reasons: [{ rating: 'Low', text: messages.riskNoRuleMatched }],
      ruleSetVersion: 1,
      ratedAt: expect.any(String) as unknown,
      override: null,
      pendingOverride: null,
      restrictions: [],
    });
  });

  it('follows the nationality and the KYC fields as they change, with the time of each rating', async () => {
    const app = await wizard({ name: 'Xaliimo Cali Jaamac', nationality: 'YE', country: 'SO' });
    const first = await riskOf(`Customers/${app.customerId}/Risk`);
    expect(first.rating).toBe('Medium');
    expect(first.reasons).toEqual([
      { rating: 'Medium', text: 'Nationality YE is on the IncreasedMonitoring jurisdictions list' },
    ]);
    expect(first.ratedAt).toBe(t.clock.now().toISOString());

    const edit = async (fields: object) => {
      t.clock.advance(60_000);
      const { rowVersion } = (await call('GET', `Customers/${app.customerId}`, 'officer')).json<{
        rowVersion: number;
      }>();
      const res = await call('PUT', `Customers/${app.customerId}/${rowVersion}`, 'officer', {
        name: 'Xaliimo Cali Jaamac',
        email: 'xaliimo@mail.example',
        ...fields,
      });
      expect(res.statusCode, res.body).toBe(204);
      return riskOf(`Customers/${app.customerId}/Risk`);
    };
    const pep = await edit({ pepSelfDeclared: true, pepRelationship: 'Self' });
    expect(pep.rating).toBe('High');
    expect(pep.reasons.map((r) => r.text)).toEqual([
      messages.riskReasonPep,
      'Nationality YE is on the IncreasedMonitoring jurisdictions list',
    ]);
    expect(pep.ratedAt).toBe(t.clock.now().toISOString());

    const resident = await edit({ pepSelfDeclared: false, nationality: 'SO', country: 'IR' });
    expect(resident).toMatchObject({
      rating: 'Prohibited',
      reasons: [{ rating: 'Prohibited', text: 'Residence IR is on the HighRisk jurisdictions list' }],
    });
    const plain = await edit({ country: 'SO', expectedMonthlyTurnover: '49999.99' });
    expect(plain.rating).toBe('Low');
    expect((await edit({ expectedMonthlyTurnover: '50000.00' })).rating).toBe('Medium');

    // A change of a field the rules do not read leaves the rating as it was.
    const before = await riskOf(`Customers/${app.customerId}/Risk`);
    t.clock.advance(60_000);
    const { rowVersion } = (await call('GET', `Customers/${app.customerId}`, 'officer')).json<{
      rowVersion: number;
    }>();
    await call('PUT', `Customers/${app.customerId}/${rowVersion}`, 'officer', {
      name: 'Xaliimo Cali Jaamac',
      email: 'xaliimo@mail.example',
      city: 'Baidoa',
    });
    expect(await riskOf(`Customers/${app.customerId}/Risk`)).toEqual(before);
  });

  it('rates a customer registered before ratings existed at its first reading', async () => {
    const [row] = await insertCustomers(t, [{ name: 'Maryan Axmed Faarax' }]);
    const risk = await riskOf(`Customers/${row!.id}/Risk`);
    expect(risk).toMatchObject({ rating: 'Low', ruleSetVersion: 1 });
    expect(await riskOf(`Customers/${row!.id}/Risk`)).toEqual(risk);
  });

  it('is 404 outside the caller’s organizations, and for no customer', async () => {
    const app = await wizard({ name: 'Cumar Xasan Warsame' });
    expect((await call('GET', `Customers/${app.customerId}/Risk`, 'salaam.officer')).statusCode).toBe(404);
    expect((await call('GET', `Customers/${crypto.randomUUID()}/Risk`, 'officer')).statusCode).toBe(404);
    expect((await call('GET', 'Customers/not-an-id/Risk', 'officer')).statusCode).toBe(400);
    expect((await call('GET', `Customers/${app.customerId}/Risk`, 'nobody')).statusCode).toBe(403);
    // Head office compliance reads every organization's.
    expect((await call('GET', `Customers/${app.customerId}/Risk`, 'compliance')).statusCode).toBe(200);
  });
});

describe('a business’s rating', () => {
  it('reads its signatories’ nationalities, its country and its turnover', async () => {
    const res = await call(
      'POST',
      'Businesses',
      'officer',
      registration({
        monthlyTurnover: '250000',
        signatories: [
          signatory(),
          signatory({ name: 'Saado Cabdi', nationality: 'KP', ownershipPercentage: 50 }),
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: string }>();
    const risk = await riskOf(`Businesses/${id}/Risk`);
    expect(risk).toMatchObject({ recordType: 'Business', recordId: id, rating: 'High', ruleSetVersion: 1 });
    expect(risk.reasons).toEqual([
      { rating: 'High', text: 'Nationality KP is on the HighRisk jurisdictions list' },
      { rating: 'High', text: 'Expected monthly turnover 250000.00, at least 250000.00' },
      { rating: 'Medium', text: 'Expected monthly turnover 250000.00, at least 50000.00' },
    ]);
    expect((await call('GET', `Businesses/${id}/Risk`, 'salaam.officer')).statusCode).toBe(404);
  });

  it('is Low for a business no rule matches', async () => {
    const res = await call('POST', 'Businesses', 'officer', registration());
    const { id } = res.json<{ id: string }>();
    expect((await riskOf(`Businesses/${id}/Risk`)).rating).toBe('Low');
  });
});
