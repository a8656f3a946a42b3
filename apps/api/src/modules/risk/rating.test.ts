import { describe, expect, it } from 'vitest';
import { messages, riskApi } from '@console/contract';
import { FATF_JURISDICTIONS, FIRST_RULES } from './default-rules.ts';
import { cents } from '../../kernel/money.ts';
import { rate, type RiskSubject, type RuleSetInForce } from './rating.ts';

const plain: RiskSubject = {
  nationalities: ['SO'],
  residence: 'SO',
  pep: false,
  occupation: 'Teacher',
  sector: null,
  products: ['SAV'],
  channel: 'Branch',
  turnover: '1200.00',
  screening: 'Clear',
};
const first: RuleSetInForce = { version: 1, rules: FIRST_RULES, jurisdictions: FATF_JURISDICTIONS };
const only = (...rules: riskApi.RiskRule[]): RuleSetInForce => ({
  version: 7,
  rules,
  jurisdictions: FATF_JURISDICTIONS,
});
const subject = (over: Partial<RiskSubject>): RiskSubject => ({ ...plain, ...over });

describe('the rating of a subject under a rule set', () => {
  it('is Low with "No rule matched" when no rule matches, and with no rule at all', () => {
    const none = { rating: 'Low', reasons: [{ rating: 'Low', text: messages.riskNoRuleMatched }] };
    expect(rate(plain, first)).toEqual(none);
    expect(rate(plain, only())).toEqual(none);
  });

  it.each<[string, Partial<RiskSubject>, riskApi.RiskRating, string]>([
    [
      'a resident of a call-for-action jurisdiction',
      { residence: 'IR' },
      'Prohibited',
      'Residence IR is on the HighRisk jurisdictions list',
    ],
    [
      'a national of one',
      { nationalities: ['KP'] },
      'High',
      'Nationality KP is on the HighRisk jurisdictions list',
    ],
    [
      'a national of a monitored one',
      { nationalities: ['YE'] },
      'Medium',
      'Nationality YE is on the IncreasedMonitoring jurisdictions list',
    ],
    [
      'a resident of a monitored one',
      { residence: 'KE' },
      'Medium',
      'Residence KE is on the IncreasedMonitoring jurisdictions list',
    ],
    ['a politically exposed person', { pep: true }, 'High', messages.riskReasonPep],
    ['a confirmed sanctions match', { screening: 'TrueMatch' }, 'Prohibited', 'Screening state TrueMatch'],
    ['a pending hit', { screening: 'Pending' }, 'High', 'Screening state Pending'],
    ['a proposed true match', { screening: 'Held' }, 'High', 'Screening state Held'],
    [
      'a turnover at the Medium threshold',
      { turnover: '50000' },
      'Medium',
      'Expected monthly turnover 50000, at least 50000.00',
    ],
    [
      'a turnover above the High one',
      { turnover: '250000.01' },
      'High',
      'Expected monthly turnover 250000.01, at least 250000.00',
    ],
  ])('rates %s by the first rules', (_, over, rating, text) => {
    const rated = rate(subject(over), first);
    expect(rated.rating).toBe(rating);
    expect(rated.reasons[0]).toEqual({ rating, text });
  });

  it('leaves a turnover a cent below a threshold, a country off the lists and no turnover alone', () => {
    expect(rate(subject({ turnover: '49999.99' }), first).rating).toBe('Low');
    expect(rate(subject({ nationalities: ['KE'], residence: 'GB' }), first).rating).toBe('Medium');
    expect(rate(subject({ nationalities: ['GB'], residence: 'GB' }), first).rating).toBe('Low');
    expect(rate(subject({ turnover: null }), first).rating).toBe('Low');
    expect(rate(subject({ nationalities: [], residence: null }), first).rating).toBe('Low');
  });

  it('takes the highest matched rating and gives every matched reason, highest first', () => {
    const rated = rate(
      subject({ nationalities: ['SY'], pep: true, residence: 'MM', turnover: '60000' }),
      first,
    );
    expect(rated.rating).toBe('Prohibited');
    expect(rated.reasons).toEqual([
      { rating: 'Prohibited', text: 'Residence MM is on the HighRisk jurisdictions list' },
      { rating: 'High', text: messages.riskReasonPep },
      { rating: 'Medium', text: 'Nationality SY is on the IncreasedMonitoring jurisdictions list' },
      { rating: 'Medium', text: 'Expected monthly turnover 60000, at least 50000.00' },
    ]);
  });

  it('matches words whole, whatever the case and spaces, and names what matched', () => {
    const rules = only(
      { condition: { factor: 'occupation', values: ['Money Changer', 'jeweller'] }, rating: 'High' },
      { condition: { factor: 'product', values: ['CUR'] }, rating: 'Medium' },
      { condition: { factor: 'channel', values: ['Online'] }, rating: 'High' },
      { condition: { factor: 'sector', values: ['Hawala'] }, rating: 'High' },
    );
    expect(rate(subject({ occupation: '  money CHANGER ' }), rules)).toEqual({
      rating: 'High',
      reasons: [{ rating: 'High', text: 'Occupation money CHANGER' }],
    });
    expect(rate(subject({ occupation: 'Money' }), rules).rating).toBe('Low');
    expect(rate(subject({ products: ['SAV', 'cur'] }), rules).reasons).toEqual([
      { rating: 'Medium', text: 'Product cur' },
    ]);
    expect(rate(subject({ channel: 'online' }), rules).rating).toBe('High');
    expect(rate(subject({ sector: 'hawala' }), rules).reasons[0]?.text).toBe('Business sector hawala');
    expect(rate(subject({ sector: null, occupation: null }), rules).rating).toBe('Low');
  });

  it('names every listed nationality of a business’s signatories in one reason', () => {
    const rules = only({
      condition: { factor: 'nationality', lists: ['HighRisk', 'IncreasedMonitoring'] },
      rating: 'High',
    });
    expect(rate(subject({ nationalities: ['SO', 'IR', 'HT', 'IR'] }), rules).reasons).toEqual([
      {
        rating: 'High',
        text: 'Nationality IR is on the HighRisk jurisdictions list; Nationality HT is on the IncreasedMonitoring jurisdictions list',
      },
    ]);
  });

  it('reads only the lists a rule names, from the rule set’s own jurisdictions', () => {
    const rule: riskApi.RiskRule = {
      condition: { factor: 'residence', lists: ['IncreasedMonitoring'] },
      rating: 'High',
    };
    expect(rate(subject({ residence: 'IR' }), only(rule)).rating).toBe('Low');
    const edited: RuleSetInForce = {
      version: 2,
      rules: [rule],
      jurisdictions: [{ country: 'IR', list: 'IncreasedMonitoring' }],
    };
    expect(rate(subject({ residence: 'IR' }), edited).rating).toBe('High');
    expect(rate(subject({ residence: 'KE' }), edited).rating).toBe('Low');
  });

  it('gives the same answer for the same subject and rules, whatever the order of equal ratings', () => {
    const rules = only(
      { condition: { factor: 'pep' }, rating: 'Medium' },
      { condition: { factor: 'screening', states: ['Clear'] }, rating: 'Medium' },
    );
    const a = rate(subject({ pep: true }), rules);
    expect(a).toEqual(rate(subject({ pep: true }), rules));
    expect(a.reasons.map((r) => r.text)).toEqual([messages.riskReasonPep, 'Screening state Clear']);
  });
});

describe('exact amounts', () => {
  it('compares money in cents, never as a float', () => {
    expect(cents('0.1')).toBe(10n);
    expect(cents('1250.5')).toBe(125050n);
    expect(cents(' 99999999999999.99 ')).toBe(9999999999999999n);
    expect(cents('7')).toBe(700n);
  });
});

describe('the first rule set', () => {
  it('parses as the contract declares rules and jurisdictions, with no country twice on a list', () => {
    for (const rule of FIRST_RULES) expect(riskApi.riskRule.parse(rule)).toEqual(rule);
    for (const j of FATF_JURISDICTIONS) expect(riskApi.jurisdiction.parse(j)).toEqual(j);
    const keys = FATF_JURISDICTIONS.map((j) => `${j.list}:${j.country}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(FATF_JURISDICTIONS.filter((j) => j.list === 'HighRisk').map((j) => j.country)).toEqual([
      'KP',
      'IR',
      'MM',
    ]);
  });

  it('refuses a rule that does not parse: an unknown factor, rating, list or an amount with three decimals', () => {
    for (const bad of [
      { condition: { factor: 'age' }, rating: 'High' },
      { condition: { factor: 'pep' }, rating: 'Severe' },
      { condition: { factor: 'residence', lists: ['Black'] }, rating: 'High' },
      { condition: { factor: 'residence', lists: [] }, rating: 'High' },
      { condition: { factor: 'turnover', atLeast: '1.005' }, rating: 'High' },
      { condition: { factor: 'occupation', values: [' '] }, rating: 'High' },
    ])
      expect(riskApi.riskRule.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
