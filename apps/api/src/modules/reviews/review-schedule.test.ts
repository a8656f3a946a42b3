import { describe, expect, it } from 'vitest';
import { messages } from '@console/contract';
import { addMonths, reviewsToOpen, stateOf } from './review-schedule.ts';
import { planDecision } from './reviews.decisions.ts';
import { periodicDueOf } from './reviews.service.ts';

const intervals = { high: 12, medium: 24, low: 60 };

describe('the schedule of reviews, alone', () => {
  it('adds months as PostgreSQL does, month ends and leap days included', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2027-03-10', 60)).toBe('2032-03-10');
    expect(addMonths('2027-12-31', 24)).toBe('2029-12-31');
  });

  it('follows the rating: High every 12 months, Medium 24, Low 60; Prohibited as High', () => {
    const since = '2027-05-20';
    expect(periodicDueOf({ rating: 'High', since }, intervals)).toBe('2028-05-20');
    expect(periodicDueOf({ rating: 'Medium', since }, intervals)).toBe('2029-05-20');
    expect(periodicDueOf({ rating: 'Low', since }, intervals)).toBe('2032-05-20');
    expect(periodicDueOf({ rating: 'Prohibited', since }, intervals)).toBe('2028-05-20');
    expect(periodicDueOf({ rating: 'High', since }, { ...intervals, high: 6 })).toBe('2027-11-20');
  });

  it('opens a review 30 days before its day, and one for a document expiring within 30 days', () => {
    const standing = { periodicDue: '2028-05-20', identityExpiry: '2030-01-01', open: [] };
    expect(reviewsToOpen(standing, '2028-04-19')).toEqual([]);
    expect(reviewsToOpen(standing, '2028-04-20')).toEqual([{ reason: 'Periodic', dueOn: '2028-05-20' }]);
    expect(reviewsToOpen({ ...standing, open: ['Periodic'] }, '2028-06-01')).toEqual([]);
    expect(reviewsToOpen({ ...standing, identityExpiry: '2028-01-30' }, '2027-12-31')).toEqual([
      { reason: 'DocumentExpiring', dueOn: '2028-01-30' },
    ]);
    expect(reviewsToOpen({ ...standing, identityExpiry: '2028-01-31' }, '2027-12-31')).toEqual([]);
    expect(reviewsToOpen({ ...standing, identityExpiry: null }, '2029-12-31')).toEqual([
      { reason: 'Periodic', dueOn: '2028-05-20' },
    ]);
  });

  it('is due through its day and overdue from the next', () => {
    expect(stateOf('Due', '2028-05-20', '2028-05-20')).toBe('due');
    expect(stateOf('Submitted', '2028-05-20', '2028-05-21')).toBe('overdue');
    expect(stateOf('Approved', '2028-05-20', '2029-01-01')).toBeNull();
  });
});

describe('the decision on a review, alone', () => {
  const checker = { userName: 'supervisor', isSUDO: false, permissions: [] };
  const submitted = { status: 'Submitted', submittedBy: 'Officer', reason: 'Periodic' };
  const facts = { identityExpiry: null, today: '2028-05-01' };

  it('is taken on a submitted review, never by whoever submitted it', () => {
    expect(planDecision(submitted, 'Approve', checker, facts)).toBe('Approved');
    expect(planDecision(submitted, 'Return', checker, facts)).toBe('Due');
    expect(() => planDecision(submitted, 'Approve', { ...checker, userName: 'officer' }, facts)).toThrow(
      messages.reviewOwn,
    );
    expect(() =>
      planDecision(submitted, 'Approve', { ...checker, userName: 'OFFICER', isSUDO: true }, facts),
    ).toThrow(messages.reviewOwn);
    expect(() =>
      planDecision({ ...submitted, status: 'Due', submittedBy: null }, 'Approve', checker, facts),
    ).toThrow(messages.reviewNotSubmitted);
    expect(() => planDecision({ ...submitted, status: 'Approved' }, 'Return', checker, facts)).toThrow(
      messages.reviewDecided,
    );
  });

  it('approves a review of an expiring document only once a newer one is on file', () => {
    const expiring = { ...submitted, reason: 'DocumentExpiring' };
    expect(() => planDecision(expiring, 'Approve', checker, facts)).toThrow(/new identity document/);
    expect(() =>
      planDecision(expiring, 'Approve', checker, { ...facts, identityExpiry: '2028-05-31' }),
    ).toThrow(/new identity document/);
    expect(planDecision(expiring, 'Approve', checker, { ...facts, identityExpiry: '2028-06-01' })).toBe(
      'Approved',
    );
    expect(planDecision(expiring, 'Return', checker, facts)).toBe('Due');
  });
});
