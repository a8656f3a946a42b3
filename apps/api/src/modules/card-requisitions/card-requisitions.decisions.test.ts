import { describe, expect, it } from 'vitest';
import { messages, P, type cardRequisitionsApi } from '@console/contract';
import { refusalOf } from '../../test/refusal.ts';
import { planRequisitionDecision } from './card-requisitions.decisions.ts';

type Status = cardRequisitionsApi.CardRequisitionStatus;

const row = (status: Status, createdBy = 'cards', awaitingCore = false) => ({
  status,
  createdBy,
  awaitingCore,
});
const checker = { userName: 'cards.checker', isSUDO: false, permissions: [P.ChangeCardRequisitionStatus] };
const body = (status: Status, remarks: string | null = null) => ({
  requestType: 'Card' as const,
  requestId: '0b6f3c1a-2d4e-4f5a-8b9c-1d2e3f4a5b6c',
  status,
  remarks,
  rowVersion: 4,
});
const plan = (from: Status, to: Status, remarks: string | null = null) =>
  planRequisitionDecision(row(from), body(to, remarks), checker);

describe('planRequisitionDecision', () => {
  it('approves or rejects a Pending requisition, with the remarks trimmed', () => {
    expect(plan('Pending', 'Approved', '  Verified at branch ')).toEqual({
      status: 'Approved',
      remarks: 'Verified at branch',
      fulfil: false,
    });
    expect(plan('Pending', 'Rejected', 'Asked twice')).toEqual({
      status: 'Rejected',
      remarks: 'Asked twice',
      fulfil: false,
    });
    expect(plan('Rejected', 'Pending', '   ')).toEqual({ status: 'Pending', remarks: null, fulfil: false });
  });

  it('completes an Approved requisition, or a Rejected one, at the core', () => {
    expect(plan('Approved', 'Completed')).toEqual({ status: 'Completed', remarks: null, fulfil: true });
    expect(plan('Rejected', 'Completed', 'Asked again')).toEqual({
      status: 'Completed',
      remarks: 'Asked again',
      fulfil: true,
    });
  });

  it('takes no decision while the core carries out Completed', () => {
    const busy = () => planRequisitionDecision(row('Approved', 'cards', true), body('Completed'), checker);
    expect(refusalOf(busy)).toEqual({ status: 400, message: messages.alreadyAtCore });
  });

  it('keeps four eyes: whoever requested it never decides it', () => {
    const own = () => planRequisitionDecision(row('Pending', 'Cards.Checker'), body('Approved'), checker);
    expect(refusalOf(own)).toEqual({ status: 403, message: messages.ownRequisition });
  });

  it('refuses any change of a Completed requisition, and the moves the lifecycle has not', () => {
    expect(refusalOf(() => plan('Completed', 'Approved'))).toEqual({
      status: 400,
      message: messages.requisitionCompleted,
    });
    expect(refusalOf(() => plan('Pending', 'Completed'))).toEqual({
      status: 400,
      message: 'A requisition that is Pending cannot become Completed.',
    });
    expect(refusalOf(() => plan('Approved', 'Rejected')).message).toBe(
      'A requisition that is Approved cannot become Rejected.',
    );
    expect(refusalOf(() => plan('Rejected', 'Rejected')).message).toBe(
      'A requisition that is Rejected cannot become Rejected.',
    );
  });
});
