import { linkOptions } from '@tanstack/react-router';
import { workDecisions, type WorkDecision, type WorkOutcome } from '@console/contract/core';
import type { WorkItem } from './api/list-work-queue';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long an item has waited, in its two largest units: `3 d 4 h`, `5 h 12 min`, `7 min`;
 * under a minute `< 1 min`.
 */
export function formatAge(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s >= DAY) return `${Math.floor(s / DAY)} d ${Math.floor((s % DAY) / HOUR)} h`;
  if (s >= HOUR) return `${Math.floor(s / HOUR)} h ${Math.floor((s % HOUR) / MINUTE)} min`;
  if (s >= MINUTE) return `${Math.floor(s / MINUTE)} min`;
  return '< 1 min';
}

/**
 * The decisions every one of the items allows, in the queue's order: what a decision on all of
 * them together may be. None for no items.
 */
export function commonDecisions(items: readonly Pick<WorkItem, 'decisions'>[]): WorkDecision[] {
  if (items.length === 0) return [];
  return workDecisions.filter((d) => items.every((item) => item.decisions.includes(d)));
}

/** The words of a decision, on its button and in its dialog. */
export const decisionTitles: Record<WorkDecision, string> = {
  approve: 'Approve',
  reject: 'Reject',
  decline: 'Decline',
  complete: 'Complete',
};

/** Reject and decline say why. */
export const needsReason = (decision: WorkDecision) => decision === 'reject' || decision === 'decline';

/**
 * Where an item's record is read: the customer of an application, the business, the requisitions
 * of its account, the pending administration changes. Null when the item names no page (an
 * application without its customer).
 */
export function recordLink(item: WorkItem) {
  switch (item.area) {
    case 'Application':
      return item.customerId ? linkOptions({ to: '/customers/$id', params: { id: item.customerId } }) : null;
    case 'Business':
      return linkOptions({ to: '/businesses/$id', params: { id: item.recordId } });
    case 'CardRequisition':
      return linkOptions({ to: '/cards/requisitions', search: { account: item.accountNumber ?? undefined } });
    case 'LimitRequisition':
      return linkOptions({ to: '/cards/limits', search: { account: item.accountNumber ?? undefined } });
    case 'AdminChange':
      return linkOptions({ to: '/admin-changes', search: { status: 'Pending' } });
  }
}

/** The answer of a decision on several items in a few words: `2 done, 1 refused`. */
export function resultSummary(results: readonly { outcome: WorkOutcome }[]): string {
  const done = results.filter((r) => r.outcome === 'done').length;
  const refused = results.length - done;
  if (refused === 0) return `${done} done`;
  if (done === 0) return `${refused} refused`;
  return `${done} done, ${refused} refused`;
}

/** How many items the list holds; a count that stopped at its bound reads `10,000+`. */
export function formatTotal(total: number, atLeast: boolean): string {
  const n = total.toLocaleString('en-US');
  return `${atLeast ? `${n}+` : n} ${total === 1 && !atLeast ? 'item' : 'items'}`;
}

/** The organizations named in a list (the SLAs), once each, by name; none for rows without one. */
export function organizationsOf(
  rows: readonly { organizationId: string | null; organizationName: string | null }[],
): { id: string; name: string }[] {
  const byId = new Map<string, string>();
  for (const r of rows)
    if (r.organizationId) byId.set(r.organizationId, r.organizationName ?? r.organizationId);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
