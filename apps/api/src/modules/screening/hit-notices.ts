import { fillMessage, messages, P, type Permission } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { madeBy } from '../../platform/four-eyes.ts';
import { notify, type Notice } from '../notifications/index.ts';
import { usersWhoMay } from '../users/index.ts';

/** A hit as its notice names it: the list and the entry, never the record. */
export interface HitToTell {
  id: string;
  organizationId: string;
  source: string;
  reference: string;
}

const hitLink = (id: string) => `/screening/hits/${id}`;

/** The staff of the hit's organization who hold `permission`, but not `except`. */
async function holders(exec: Executor, permission: Permission, organizationId: string, except?: string) {
  const able = await usersWhoMay(exec, permission, organizationId);
  return able.filter((u) => except === undefined || !madeBy({ createdBy: except }, u)).map((u) => u.id);
}

/**
 * Tells the reviewers of each organization of the hits just raised there, in the transaction that
 * raised them: one notice for one hit, linking to it; one with the count for several, so that a
 * new list's re-screening does not flood the bell.
 *
 * Note: a notice names the list entry and no person. Who the record is stays on the hit's screen,
 * which checks the reader's organization; a notice outlives the reader's branch mapping.
 */
export async function tellNewHits(exec: Executor, hits: readonly HitToTell[], at: Date): Promise<void> {
  const byOrganization = new Map<string, HitToTell[]>();
  for (const h of hits)
    byOrganization.set(h.organizationId, [...(byOrganization.get(h.organizationId) ?? []), h]);
  for (const [organizationId, raised] of byOrganization) {
    const [one] = raised;
    if (!one) continue;
    const notice: Notice =
      raised.length === 1
        ? {
            kind: 'ScreeningHit',
            title: messages.hitNoticeTitle,
            body: fillMessage(messages.hitNoticeBody, { source: one.source, reference: one.reference }),
            link: hitLink(one.id),
          }
        : {
            kind: 'ScreeningHit',
            title: messages.hitNoticeTitle,
            body: fillMessage(messages.hitsNoticeBody, { count: String(raised.length) }),
            link: '/work?area=ScreeningHit',
          };
    await notify(exec, await holders(exec, P.ReviewScreeningHits, organizationId), notice, at);
  }
}

/** Tells the checkers of the hit's organization, but its proposer, that a true match waits for them. */
export async function tellProposedMatch(
  exec: Executor,
  hit: HitToTell,
  proposedBy: string,
  at: Date,
): Promise<void> {
  await notify(
    exec,
    await holders(exec, P.ConfirmScreeningMatch, hit.organizationId, proposedBy),
    {
      kind: 'ScreeningMatch',
      title: messages.matchNoticeTitle,
      body: fillMessage(messages.matchNoticeBody, { source: hit.source, reference: hit.reference }),
      link: hitLink(hit.id),
    },
    at,
  );
}
