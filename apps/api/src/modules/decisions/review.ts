import { fillMessage, messages } from '@console/contract';
import { fail, type AppError } from '../../kernel/errors.ts';
import { madeBy, type Decider } from '../../platform/four-eyes.ts';

/** A rejection item: a document the maker owes, and why. */
interface Owed {
  rejectionReason: string;
  documentName: string;
}

/** What a status change writes: the status, its history comment, and the documents it settles or asks for. */
export interface StatusWrite<S extends string> {
  status: S;
  comments: string | null;
  declineReason: string | null;
  /** The rejection items: documents the maker owes from now on. */
  missing: readonly Owed[];
  /** A resubmission settles the documents that were owed. */
  settlesMissing: boolean;
}

/** A status change as planned: what it writes (nothing for a retried opening), then whether the core opens the account. */
export interface StatusPlan<S extends string> {
  write: StatusWrite<S> | null;
  openAccount: boolean;
}

const writes = <S extends string>(
  status: S,
  comments: string | null,
  more: Partial<StatusWrite<S>> = {},
): StatusPlan<S> => ({
  write: { status, comments, declineReason: null, missing: [], settlesMissing: false, ...more },
  openAccount: status === 'Approved',
});

/**
 * The maker's side of the review that applications and businesses share: a resubmission is
 * refused while documents a rejection asked for are still owed, and settles them.
 */
export function planResubmission<S extends string>(
  status: S,
  comments: string,
  owed: readonly string[],
): StatusPlan<S> {
  if (owed.length > 0)
    throw fail.rule(fillMessage(messages.uploadMissingFirst, { documents: owed.join(', ') }));
  return writes(status, comments, { settlesMissing: true });
}

/**
 * The reviewer's side of the review that applications and businesses share, for a user who holds
 * the permission to review: never the maker (four eyes, `ownRecord` says so); Approved asked again
 * while the account is not open asks the core once more; otherwise only from the statuses `from`
 * to those of `to`. Declined keeps its reason; Rejected asks the maker for its documents; an
 * approval opens the account once it is written.
 */
export function planReview<S extends string>(
  record: { status: S; createdBy: string },
  body: {
    status: S;
    comments?: string | null | undefined;
    declineReason?: string | null | undefined;
    rejectionItems?: readonly Owed[] | null | undefined;
  },
  user: Decider,
  rules: { from: readonly S[]; to: readonly S[]; ownRecord: string; refuse: () => AppError },
): StatusPlan<S> {
  // Note: four eyes. Whoever made a record never decides on it.
  if (madeBy(record, user)) throw fail.forbidden(rules.ownRecord);
  if (record.status === 'Approved' && body.status === 'Approved') return { write: null, openAccount: true };
  if (!rules.from.includes(record.status) || !rules.to.includes(body.status)) throw rules.refuse();
  if (body.status === 'Declined')
    return writes(body.status, body.declineReason!, { declineReason: body.declineReason! });
  if (body.status === 'Rejected') {
    const items = body.rejectionItems ?? [];
    const comments = items
      .map((i) => fillMessage(messages.labelled, { label: i.documentName, value: i.rejectionReason }))
      .join('; ');
    return writes(body.status, comments, { missing: items });
  }
  return writes(body.status, body.comments || null);
}
