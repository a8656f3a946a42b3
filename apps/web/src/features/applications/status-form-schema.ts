import { z } from 'zod';
import { applicationsApi, messages, type ApplicationStatus } from '@console/contract';
import { blankRejectionItem, type StatusFormValues } from '@/components/rejection-items-fields';
import type { ChangeStatusBody } from './api/change-application-status';

/** The status-change set for customers' applications (spec 2 §4); the current one is left out. */
export const statusChoices = ['Draft', 'Pending', 'Approved', 'Declined', 'Rejected'] as const;
export type StatusChoice = (typeof statusChoices)[number];

export const choicesFor = (current: ApplicationStatus): StatusChoice[] =>
  statusChoices.filter((s) => s !== current);

/**
 * Spec 2 §4: in the application dialog the item list is cleared on every status change, and one
 * blank item is added when the new status is Rejected.
 */
export const rejectionItemsAfterStatusChange = (status: string): StatusFormValues['rejectionItems'] =>
  status === 'Rejected' ? [blankRejectionItem()] : [];

/** Form values are plain strings, each narrowed to what the contract accepts; the cross-field rule is the contract's. */
export const statusFormSchema = z
  .object({
    status: z.string().pipe(z.enum(statusChoices, { error: messages.statusRequired })),
    declineReason: z.string().trim().max(500),
    rejectionItems: z.array(
      z.object({
        rejectionReason: z.string().pipe(applicationsApi.rejectionItem.shape.rejectionReason),
        documentName: z.string().pipe(applicationsApi.rejectionItem.shape.documentName),
      }),
    ),
  })
  .superRefine(applicationsApi.checkStatusDecision);

export type StatusFormOutput = z.output<typeof statusFormSchema>;

/** The PUT body: the version read, the decline reason only for Declined, the items only for Rejected. */
export function statusBody(values: StatusFormOutput, rowVersion: number): ChangeStatusBody {
  return {
    rowVersion,
    status: values.status,
    declineReason: values.status === 'Declined' ? values.declineReason : null,
    rejectionItems: values.status === 'Rejected' ? values.rejectionItems : null,
  };
}
