import { z } from 'zod';
import { applicationsApi, businessesApi, messages, type BusinessStatus } from '@console/contract';
import { blankRejectionItem, type StatusFormValues } from '@/components/rejection-items-fields';
import type { ChangeBusinessStatusBody } from './api/change-business-status';

/** What a reviewer may decide on a business under review. */
export const reviewChoices = ['Approved', 'Rejected', 'Declined'] as const;

/** Change Status is offered only while the business is under review (Pending, or Flagged for a duplicate). */
export const underReview = (status: BusinessStatus): boolean => status === 'Pending' || status === 'Flagged';

/**
 * Spec 2 §4, the business dialog: one blank item is added on every status change (the list is
 * not cleared), and the list shows only when the status is Rejected.
 */
export const rejectionItemsAfterStatusChange = (
  items: StatusFormValues['rejectionItems'],
): StatusFormValues['rejectionItems'] => [...items, blankRejectionItem()];

const item = businessesApi.businessRejectionItem;

/**
 * Form values are plain strings. The items are checked only when they are sent (for Rejected):
 * the hidden list of another status may hold the blank items the rule above adds. The
 * cross-field rule is the contract's.
 */
export const businessStatusSchema = z
  .object({
    status: z.string().pipe(z.enum(reviewChoices, { error: messages.statusRequired })),
    declineReason: z.string().trim().max(500),
    rejectionItems: z.array(z.object({ rejectionReason: z.string(), documentName: z.string() })),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'Rejected') return applicationsApi.checkStatusDecision(v, ctx);
    applicationsApi.checkStatusDecision(v, ctx);
    v.rejectionItems.forEach((entry, index) => {
      for (const issue of item.safeParse(entry).error?.issues ?? [])
        ctx.addIssue({
          code: 'custom',
          path: ['rejectionItems', index, ...issue.path],
          message: issue.message,
        });
    });
  });
export type BusinessStatusOutput = z.output<typeof businessStatusSchema>;

/** The PUT body: the version read, the decline reason only for Declined, the items only for Rejected. */
export function businessStatusBody(
  values: BusinessStatusOutput,
  rowVersion: number,
): ChangeBusinessStatusBody {
  return {
    rowVersion,
    status: values.status,
    declineReason: values.status === 'Declined' ? values.declineReason : null,
    rejectionItems: values.status === 'Rejected' ? values.rejectionItems.map((i) => item.parse(i)) : null,
  };
}
