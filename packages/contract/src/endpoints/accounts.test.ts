import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { decimalAmount } from './accounts.ts';

const limit = decimalAmount(messages.dailyLimitRequired, messages.limitPositive);
const errorOf = (value: unknown) => {
  const result = limit.safeParse(value);
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe('the amount rule shared by the limit forms and the server', () => {
  it('says the minimum for every number below 1, whatever its sign or decimals', () => {
    for (const below of ['-5', '-5.123', '-0', '0', '0.99', '0.001', '.5', ' -1 '])
      expect(errorOf(below), below).toEqual([messages.limitPositive]);
  });

  it('asks for the amount when empty, and for two decimals when the number is malformed', () => {
    expect(errorOf('')).toEqual([messages.dailyLimitRequired]);
    expect(errorOf('  ')).toEqual([messages.dailyLimitRequired]);
    for (const malformed of ['12.345', '1e3', 'abc', '-', '5-', '1,000'])
      expect(errorOf(malformed), malformed).toEqual([messages.amountFormat]);
  });

  it('takes an exact decimal of 1 or more', () => {
    expect(limit.parse('1')).toBe('1');
    expect(limit.parse(' 750.50 ')).toBe('750.50');
    expect(limit.parse('10.5')).toBe('10.5');
  });
});
