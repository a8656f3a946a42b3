import { describe, expect, it } from 'vitest';
import {
  commonDecisions,
  formatAge,
  formatTotal,
  organizationsOf,
  recordLink,
  resultSummary,
} from './work-format';
import { item } from './work-item.fixture';

const MIN = 60;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatAge', () => {
  it('writes the two largest units: days and hours, hours and minutes, minutes', () => {
    expect(formatAge(3 * DAY + 4 * HOUR + 59 * MIN)).toBe('3 d 4 h');
    expect(formatAge(DAY)).toBe('1 d 0 h');
    expect(formatAge(5 * HOUR + 12 * MIN + 30)).toBe('5 h 12 min');
    expect(formatAge(HOUR)).toBe('1 h 0 min');
    expect(formatAge(7 * MIN + 59)).toBe('7 min');
  });

  it('says < 1 min under a minute, and never a negative age', () => {
    expect(formatAge(59)).toBe('< 1 min');
    expect(formatAge(0)).toBe('< 1 min');
    expect(formatAge(-30)).toBe('< 1 min');
  });
});

describe('commonDecisions', () => {
  it('offers only the decisions every selected item allows, in the queue order', () => {
    const business = item({ decisions: ['approve', 'decline'] });
    const change = item({ area: 'AdminChange', decisions: ['approve', 'reject'] });
    const approved = item({ area: 'CardRequisition', decisions: ['complete'] });
    expect(commonDecisions([business])).toEqual(['approve', 'decline']);
    expect(commonDecisions([business, change])).toEqual(['approve']);
    expect(
      commonDecisions([change, item({ area: 'LimitRequisition', decisions: ['reject', 'approve'] })]),
    ).toEqual(['approve', 'reject']);
    expect(commonDecisions([business, approved])).toEqual([]);
  });

  it('offers nothing for no items, or with an item that allows none', () => {
    expect(commonDecisions([])).toEqual([]);
    expect(commonDecisions([item({}), item({ decisions: [] })])).toEqual([]);
  });
});

describe('recordLink', () => {
  it('leads to the page of each kind of record', () => {
    expect(recordLink(item({ area: 'Application', customerId: 'c1' }))).toMatchObject({
      to: '/customers/$id',
      params: { id: 'c1' },
    });
    expect(recordLink(item({ area: 'Application', customerId: null }))).toBeNull();
    expect(recordLink(item({ area: 'Business', recordId: 'b1' }))).toMatchObject({
      to: '/businesses/$id',
      params: { id: 'b1' },
    });
    expect(recordLink(item({ area: 'CardRequisition', accountNumber: '0019000001' }))).toMatchObject({
      to: '/cards/requisitions',
      search: { account: '0019000001' },
    });
    expect(recordLink(item({ area: 'LimitRequisition', accountNumber: '0019000002' }))).toMatchObject({
      to: '/cards/limits',
      search: { account: '0019000002' },
    });
    expect(recordLink(item({ area: 'AdminChange' }))).toMatchObject({
      to: '/admin-changes',
      search: { status: 'Pending' },
    });
  });
});

describe('resultSummary and formatTotal', () => {
  it('counts what was done and what was refused', () => {
    expect(resultSummary([{ outcome: 'done' }, { outcome: 'stale' }, { outcome: 'done' }])).toBe(
      '2 done, 1 refused',
    );
    expect(resultSummary([{ outcome: 'done' }])).toBe('1 done');
    expect(resultSummary([{ outcome: 'madeByYou' }, { outcome: 'notWaiting' }])).toBe('2 refused');
  });

  it('writes a total that stopped counting as 10,000+', () => {
    expect(formatTotal(10_000, true)).toBe('10,000+ items');
    expect(formatTotal(1234, false)).toBe('1,234 items');
    expect(formatTotal(1, false)).toBe('1 item');
    expect(formatTotal(0, false)).toBe('0 items');
  });
});

describe('organizationsOf', () => {
  it('lists each organization once, by name, and leaves out rows of none', () => {
    expect(
      organizationsOf([
        { organizationId: 's', organizationName: 'Salaam Microfinance' },
        { organizationId: 'd', organizationName: 'Dahab Bank' },
        { organizationId: 'd', organizationName: 'Dahab Bank' },
        { organizationId: null, organizationName: null },
      ]),
    ).toEqual([
      { id: 'd', name: 'Dahab Bank' },
      { id: 's', name: 'Salaam Microfinance' },
    ]);
  });
});
