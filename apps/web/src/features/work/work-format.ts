import { linkOptions } from '@tanstack/react-router';
import { workDecisions, type WorkDecision, type WorkOutcome } from '@console/contract/core';
import { formatCount } from '@/lib/format';
import type { Values } from '@/lib/i18n';
import type { WorkItem } from './api/list-work-queue';
import { workText } from './messages';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One unit of an age, as the plural chooses it (`days`) and as it is written (`d`). */
const unit = (name: 'days' | 'hours' | 'minutes', value: number): Values => ({
  [name]: value,
  [name.charAt(0)]: formatCount(value),
});

/**
 * How long an item has waited, in its two largest units: `3 d 4 h`, `5 h 12 min`, `7 min`;
 * under a minute `< 1 min`. In the language of the moment.
 */
export function formatAge(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const t = workText.t;
  if (s >= DAY)
    return t('ageDaysHours', {
      ...unit('days', Math.floor(s / DAY)),
      ...unit('hours', Math.floor((s % DAY) / HOUR)),
    });
  if (s >= HOUR)
    return t('ageHoursMinutes', {
      ...unit('hours', Math.floor(s / HOUR)),
      ...unit('minutes', Math.floor((s % HOUR) / MINUTE)),
    });
  if (s >= MINUTE) return t('ageMinutes', unit('minutes', Math.floor(s / MINUTE)));
  return t('ageUnderMinute');
}

/**
 * The decisions every one of the items allows, in the queue's order: what a decision on all of
 * them together may be. None for no items.
 */
export function commonDecisions(items: readonly Pick<WorkItem, 'decisions'>[]): WorkDecision[] {
  if (items.length === 0) return [];
  return workDecisions.filter((d) => items.every((item) => item.decisions.includes(d)));
}

/** Reject and decline say why. */
export const needsReason = (decision: WorkDecision) => decision === 'reject' || decision === 'decline';

/**
 * Where an item's record is read: the customer of an application, the business, the requisitions
 * of its account, the pending administration changes, the hit beside its list entry. Null when the item names no page (an
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
    case 'MerchantAccess':
      return linkOptions({ to: '/admin-changes', search: { status: 'Pending', kind: 'MerchantAccess' } });
    case 'ScreeningHit':
    case 'ScreeningMatch':
      return linkOptions({ to: '/screening/hits/$id', params: { id: item.recordId } });
    case 'KycReview':
      // The review is of the customer: its profile shows the KYC fields, documents and rating.
      return item.customerId ? linkOptions({ to: '/customers/$id', params: { id: item.customerId } }) : null;
    case 'AccessReview':
      // Decided in the queue itself: the record is the user's access, which has no page of its own.
      return null;
  }
}

/** The answer of a decision on several items in a few words: `2 done, 1 refused`. */
export function resultSummary(results: readonly { outcome: WorkOutcome }[]): string {
  const done = results.filter((r) => r.outcome === 'done').length;
  const refused = results.length - done;
  const values = { done, doneN: formatCount(done), refused, refusedN: formatCount(refused) };
  if (refused === 0) return workText.t('summaryDone', values);
  if (done === 0) return workText.t('summaryRefused', values);
  return workText.t('summaryBoth', values);
}

/** How many items the list holds; a count that stopped at its bound reads `10,000+`. */
export function formatTotal(total: number, atLeast: boolean): string {
  const n = formatCount(total);
  return atLeast ? workText.t('totalAtLeast', { n }) : workText.t('total', { count: total, n });
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
