import { describe, expect, it } from 'vitest';
import { messages, P } from '@console/contract';
import { AppError } from '../../kernel/errors.ts';
import { planHitDecision, type HitStatus } from './screening.decisions.ts';

const reviewer = { userName: 'compliance', isSUDO: false, permissions: [P.ReviewScreeningHits] };
const checker = {
  userName: 'compliance.checker',
  isSUDO: false,
  permissions: [P.ReviewScreeningHits, P.ConfirmScreeningMatch],
};

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return { status: (err as AppError).status, message: (err as AppError).message };
  }
  throw new Error('not refused');
};

describe('a hit decision', () => {
  it('clears a pending hit as a false positive, or proposes a true match', () => {
    expect(planHitDecision({ status: 'Pending', proposedBy: null }, 'FalsePositive', reviewer)).toEqual({
      status: 'FalsePositive',
      proposedBy: null,
    });
    expect(planHitDecision({ status: 'Pending', proposedBy: null }, 'TrueMatch', reviewer)).toEqual({
      status: 'TrueMatchProposed',
      proposedBy: 'compliance',
    });
  });

  it('has a proposed true match confirmed or cleared by a second person who may confirm', () => {
    const proposed = { status: 'TrueMatchProposed' as const, proposedBy: 'compliance' };
    expect(planHitDecision(proposed, 'TrueMatch', checker)).toEqual({
      status: 'TrueMatch',
      proposedBy: 'compliance',
    });
    expect(planHitDecision(proposed, 'FalsePositive', checker)).toEqual({
      status: 'FalsePositive',
      proposedBy: 'compliance',
    });
    expect(refusal(() => planHitDecision(proposed, 'TrueMatch', reviewer))).toEqual({
      status: 403,
      message: messages.ownMatchProposal,
    });
    // The proposer's name in another case is still the proposer.
    expect(
      refusal(() => planHitDecision(proposed, 'TrueMatch', { ...checker, userName: 'COMPLIANCE' })).status,
    ).toBe(403);
    const other = { ...reviewer, userName: 'another.reviewer' };
    expect(refusal(() => planHitDecision(proposed, 'TrueMatch', other))).toEqual({
      status: 403,
      message: messages.confirmMatchNeeded,
    });
  });

  it.each<HitStatus>(['FalsePositive', 'TrueMatch', 'Closed'])(
    'refuses any decision on a hit %s',
    (status) => {
      for (const decision of ['FalsePositive', 'TrueMatch'] as const)
        expect(
          refusal(() => planHitDecision({ status, proposedBy: 'compliance' }, decision, checker)),
        ).toEqual({
          status: 409,
          message: messages.hitDecided,
        });
    },
  );
});
