import { fillMessage, messages, workAreaTitles, type WorkArea, type WorkDecision } from '@console/contract';
import type { AccessReviewDecisions } from '../access-reviews/index.ts';
import type { AdminChanges } from '../admin-changes/index.ts';
import { fail } from '../../kernel/errors.ts';
import type { ApplicationDecisions } from '../applications/index.ts';
import type { BusinessDecisions } from '../businesses/index.ts';
import type { CardRequisitionDecisions } from '../card-requisitions/index.ts';
import type { ReviewDecisions } from '../reviews/index.ts';
import type { QueueDecider } from './work-queue.service.ts';

const refused = (area: WorkArea, decision: WorkDecision, status: string) =>
  fail.rule(
    fillMessage(messages.workDecisionNotAllowed, {
      decision,
      area: workAreaTitles[area].toLowerCase(),
      status,
    }),
  );

/**
 * How the queue's decisions become each area's own: approve and decline an application or a
 * business (a rejection asks for documents, on the record's screen); approve, reject and complete
 * a requisition; approve and reject an administration change or a merchant's access; confirm or
 * revoke an access under review; approve or return a customer's submitted review. Screening
 * hits are listed, and decided on their own screen.
 */
export function queueDeciders(areas: {
  applications: ApplicationDecisions;
  businesses: BusinessDecisions;
  requisitions: CardRequisitionDecisions;
  adminChanges: AdminChanges;
  accessReviews: AccessReviewDecisions;
  reviews: ReviewDecisions;
}): Record<WorkArea, QueueDecider> {
  const review =
    (area: 'Application' | 'Business'): QueueDecider =>
    async (item, decision, reason, user, by) => {
      if (decision !== 'approve' && decision !== 'decline')
        throw refused(area, decision, messages.workWaiting);
      const body = {
        rowVersion: item.rowVersion,
        status: decision === 'approve' ? ('Approved' as const) : ('Declined' as const),
        declineReason: decision === 'decline' ? reason : null,
        comments: decision === 'approve' ? reason : null,
      };
      if (area === 'Application') await areas.applications.changeStatus(item.recordId, body, user, by);
      else await areas.businesses.changeStatus(item.recordId, body, user, by);
    };
  const requisition =
    (requestType: 'Card' | 'Limit', area: WorkArea): QueueDecider =>
    async (item, decision, reason, user, by) => {
      const status = ({ approve: 'Approved', reject: 'Rejected', complete: 'Completed' } as const)[
        decision as 'approve' | 'reject' | 'complete'
      ];
      if (!status) throw refused(area, decision, messages.workWaiting);
      await areas.requisitions.changeStatus(
        { requestType, requestId: item.recordId, status, rowVersion: item.rowVersion, remarks: reason },
        user,
        by,
      );
    };
  const change =
    (area: 'AdminChange' | 'MerchantAccess'): QueueDecider =>
    async (item, decision, reason, user, by) => {
      if (decision === 'approve') await areas.adminChanges.approve(item.recordId, user, by);
      else if (decision === 'reject') await areas.adminChanges.reject(item.recordId, reason ?? '', user, by);
      else throw refused(area, decision, 'Pending');
    };
  // A hit is decided on its own screen, beside its list entry (queueDecisions offers none).
  const hit: QueueDecider = (item, decision) =>
    Promise.reject(refused(item.area, decision, messages.workWaiting));
  return {
    Application: review('Application'),
    Business: review('Business'),
    CardRequisition: requisition('Card', 'CardRequisition'),
    LimitRequisition: requisition('Limit', 'LimitRequisition'),
    AdminChange: change('AdminChange'),
    MerchantAccess: change('MerchantAccess'),
    ScreeningHit: hit,
    ScreeningMatch: hit,
    AccessReview: async (item, decision, reason, user, by) => {
      if (decision !== 'confirm' && decision !== 'revoke') throw refused('AccessReview', decision, 'Pending');
      await areas.accessReviews.decide(
        item.recordId,
        { decision, rowVersion: item.rowVersion, remarks: reason },
        user,
        by,
      );
    },
    // A submitted review is approved or returned to its maker (reject), with the reason as its remark.
    KycReview: async (item, decision, reason, user, by) => {
      if (decision !== 'approve' && decision !== 'reject') throw refused('KycReview', decision, 'Submitted');
      await areas.reviews.decide(
        item.recordId,
        {
          rowVersion: item.rowVersion,
          decision: decision === 'approve' ? 'Approve' : 'Return',
          remark: reason?.trim() || messages.workDone,
        },
        user,
        by,
      );
    },
  };
}
