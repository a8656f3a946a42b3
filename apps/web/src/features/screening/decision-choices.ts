import type { screeningApi } from '@console/contract';
import type { HitStatus } from './hit-status-badge';
import type { screeningText } from './messages';

type Key = Parameters<typeof screeningText.t>[0];
type Decision = (typeof screeningApi.hitDecisions)[number];

/** What a user may do with a hit, as the API's four eyes allow it (screening.decisions.ts). */
export type HitChoices =
  | { kind: 'decide'; options: { decision: Decision; label: Key }[] }
  | { kind: 'note'; note: Key; values?: Record<string, string> };

export function hitChoices(
  hit: { status: HitStatus; proposedBy: string | null },
  user: { userName: string | null; canConfirm: boolean },
): HitChoices {
  if (hit.status === 'Pending')
    return {
      kind: 'decide',
      options: [
        { decision: 'FalsePositive', label: 'decideFalsePositive' },
        { decision: 'TrueMatch', label: 'proposeTrueMatch' },
      ],
    };
  if (hit.status !== 'TrueMatchProposed') return { kind: 'note', note: 'decidedAlready' };
  // Note: four eyes. The proposer of a true match neither confirms nor clears it.
  if (hit.proposedBy !== null && hit.proposedBy === user.userName)
    return { kind: 'note', note: 'ownProposal' };
  if (!user.canConfirm)
    return { kind: 'note', note: 'waitsForConfirmation', values: { name: hit.proposedBy ?? '' } };
  return {
    kind: 'decide',
    options: [
      { decision: 'TrueMatch', label: 'confirmTrueMatch' },
      { decision: 'FalsePositive', label: 'clearProposal' },
    ],
  };
}
