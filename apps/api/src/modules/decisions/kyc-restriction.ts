import { fillMessage, messages } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import { restrictingFacts } from './kyc-restriction.repository.ts';

/** Why a customer is restricted, in the catalogue's words. */
export interface Restriction {
  kind: 'ReviewOverdue' | 'DocumentExpired';
  /** The day the review fell due, or the day the last identity document expired. */
  since: string;
  message: string;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Why some customers are restricted on the day of `at`: a review past its day and not yet
 * approved, or identity documents of which the last has expired. A restricted customer gets no new
 * account, card, DahabPlus link or limit increase until the review is approved or a new document
 * is on file; nothing else is held (a de-link, a decrease, a PIN reset go on).
 */
export async function restrictionsOf(exec: Executor, customerIds: readonly string[], at: Date) {
  const rows = await restrictingFacts(exec, customerIds, dayOf(at));
  return rows.map((r): Restriction => ({
    kind: r.kind,
    since: r.since,
    message:
      r.kind === 'ReviewOverdue'
        ? fillMessage(messages.kycReviewOverdue, { dueOn: r.since })
        : fillMessage(messages.kycDocumentExpired, { expiredOn: r.since }),
  }));
}

/**
 * The check before a new account, a card, a DahabPlus link or a limit increase: a business rule
 * the customer breaks (400 saying why), not a record changed meanwhile.
 */
export async function requireNotRestricted(exec: Executor, customerIds: readonly string[], at: Date) {
  const [first] = await restrictionsOf(exec, customerIds, at);
  if (first) throw fail.rule(first.message);
}
