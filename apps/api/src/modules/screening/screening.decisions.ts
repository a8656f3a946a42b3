import { hasPermission, messages, P } from '@console/contract';
import { fail } from '../../kernel/errors.ts';
import { madeBy, type Decider } from '../../platform/four-eyes.ts';

export type HitStatus = 'Pending' | 'TrueMatchProposed' | 'FalsePositive' | 'TrueMatch' | 'Closed';
export type HitDecision = 'FalsePositive' | 'TrueMatch';

/** What a decision writes: the hit's next status, and who proposed a true match. */
export interface HitPlan {
  status: HitStatus;
  proposedBy: string | null;
}

/**
 * The lifecycle of a hit. A reviewer clears a pending hit as a false positive, or proposes a true
 * match; a true match then waits for a second person holding `screening.confirm_match`, never its
 * proposer, who confirms it or clears it. A cleared or confirmed hit is decided: nothing more.
 */
export function planHitDecision(
  hit: { status: HitStatus; proposedBy: string | null },
  decision: HitDecision,
  user: Decider,
): HitPlan {
  if (hit.status === 'FalsePositive' || hit.status === 'TrueMatch' || hit.status === 'Closed')
    throw fail.conflict(messages.hitDecided);
  if (hit.status === 'Pending') {
    if (decision === 'FalsePositive') return { status: 'FalsePositive', proposedBy: null };
    return { status: 'TrueMatchProposed', proposedBy: user.userName };
  }
  // Note: four eyes. Whoever proposed the true match never confirms it, nor clears it.
  if (hit.proposedBy !== null && madeBy({ createdBy: hit.proposedBy }, user))
    throw fail.forbidden(messages.ownMatchProposal);
  if (!hasPermission(user, P.ConfirmScreeningMatch)) throw fail.forbidden(messages.confirmMatchNeeded);
  return { status: decision, proposedBy: hit.proposedBy };
}
