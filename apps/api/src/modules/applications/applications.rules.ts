import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { messages, type applicationsApi, type EndpointBody } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { customers, documents } from '../../db/schema/index.ts';
import { AppError, fail } from '../../platform/errors.ts';
import { phoneDigits } from '../../platform/phone.ts';
import type { ApplicationRow } from './applications.repository.ts';

type StatusBody = EndpointBody<typeof applicationsApi.changeStatus>;
type Status = ApplicationRow['status'];

export type Plan =
  | { kind: 'review'; status: Status; comments: string | null }
  | { kind: 'resubmit'; status: 'Pending' | 'Flagged'; comments: string | null }
  | { kind: 'retry-opening'; status: 'Approved'; comments: null };

/** What a reviewer may decide on a Pending application. */
const REVIEW_TARGETS: Status[] = ['Approved', 'Declined', 'Rejected', 'Draft'];

/**
 * The lifecycle of the contract (LIFECYCLE): which move is asked, whether this user may make it,
 * and the comment it leaves in the history. Throws the refusal otherwise.
 */
export function planTransition(
  app: ApplicationRow,
  body: StatusBody,
  who: { canReview: boolean; canEdit: boolean; isMaker: boolean },
): Plan {
  const refuse = () => fail.rule(`An application that is ${app.status} cannot become ${body.status}.`);
  if (body.applicationId && body.applicationId !== app.id)
    throw fail.field('applicationId', 'This is not the application of the address.');
  if (body.status === 'Pending') {
    if (app.status !== 'Draft' && app.status !== 'Rejected') throw refuse();
    if (!who.canEdit) throw fail.forbidden();
    return { kind: 'resubmit', status: 'Pending', comments: body.comments || 'Resubmitted' };
  }
  if (!who.canReview) throw fail.forbidden();
  // Note: four eyes. Whoever made an application never decides on it.
  if (who.isMaker)
    throw new AppError('forbidden', 'You cannot change the status of an application you created.');
  if (app.status === 'Approved' && body.status === 'Approved')
    return { kind: 'retry-opening', status: 'Approved', comments: null };
  if (app.status !== 'Pending' || !REVIEW_TARGETS.includes(body.status)) throw refuse();
  if (body.status === 'Declined') {
    if (!body.declineReason) throw fail.field('declineReason', messages.declineReasonRequired);
    return { kind: 'review', status: 'Declined', comments: body.declineReason };
  }
  if (body.status === 'Rejected') {
    const items = body.rejectionItems ?? [];
    if (items.length === 0) throw fail.field('rejectionItems', messages.rejectionReasonRequired);
    return {
      kind: 'review',
      status: 'Rejected',
      comments: items.map((i) => `${i.documentName}: ${i.rejectionReason}`).join('; '),
    };
  }
  return { kind: 'review', status: body.status, comments: body.comments || null };
}

/** A profile follows its onboarding until it is approved; an approved customer stays approved. */
export function customerStatusAfter(current: string, applicationStatus: string): string | null {
  if (current === 'Approved') return null;
  const next =
    (
      { Completed: 'Approved', Declined: 'Declined', Rejected: 'Rejected', Flagged: 'Flagged' } as Record<
        string,
        string
      >
    )[applicationStatus] ?? 'Pending';
  return next === current ? null : next;
}

/**
 * Another profile with the same mobile number (a country-code prefix aside) or the same core
 * customer: the name of the first one found, for the history of the flagged application.
 */
export async function findDuplicate(
  exec: Executor,
  input: {
    mobile: string;
    organizationId: string;
    coreCustomerId: string | null;
    excludeCustomerId?: string;
  },
): Promise<string | null> {
  const tail = phoneDigits(input.mobile).slice(-9);
  const sameMobile = sql`regexp_replace(${customers.mobile}, '\\D', '', 'g') like ${`%${tail}`}`;
  const sameCore = input.coreCustomerId
    ? and(
        eq(customers.organizationId, input.organizationId),
        eq(customers.coreCustomerId, input.coreCustomerId),
      )
    : undefined;
  const where = [eq(customers.isDeleted, false), or(sameMobile, sameCore)!];
  if (input.excludeCustomerId) where.push(ne(customers.id, input.excludeCustomerId));
  const [row] = await exec
    .select({ name: customers.name })
    .from(customers)
    .where(and(...where))
    .limit(1);
  return row?.name ?? null;
}

const IDENTITY_DOCUMENTS = ['Passport', 'National ID', 'Driving License'];

/** Another profile holding one of this customer's identity documents (same type and number). */
export async function identityOwnedElsewhere(exec: Executor, customerId: string): Promise<string | null> {
  const mine = await exec
    .select({ type: documents.documentType, no: documents.documentNo })
    .from(documents)
    .where(
      and(
        eq(documents.customerId, customerId),
        eq(documents.isDeleted, false),
        inArray(documents.documentType, IDENTITY_DOCUMENTS),
      ),
    );
  for (const doc of mine) {
    if (!doc.no) continue;
    const [row] = await exec
      .select({ name: customers.name })
      .from(documents)
      .innerJoin(customers, eq(customers.id, documents.customerId))
      .where(
        and(
          eq(documents.documentType, doc.type),
          eq(documents.documentNo, doc.no),
          ne(documents.customerId, customerId),
          eq(documents.isDeleted, false),
          eq(customers.isDeleted, false),
        ),
      )
      .limit(1);
    if (row) return row.name;
  }
  return null;
}
