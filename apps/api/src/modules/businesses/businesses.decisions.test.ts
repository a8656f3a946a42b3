import { describe, expect, it } from 'vitest';
import { messages, P, type businessesApi } from '@console/contract';
import { refusalOf } from '../../test/refusal.ts';
import { planBusinessStatusChange } from './businesses.decisions.ts';

type Status = businessesApi.BusinessRow['status'];
type Body = Parameters<typeof planBusinessStatusChange>[1];

const business = (status: Status, createdBy = 'officer') => ({ status, createdBy });
const officer = { userName: 'officer', isSUDO: false, permissions: [P.EditBusiness] };
const supervisor = {
  userName: 'supervisor',
  isSUDO: false,
  permissions: [P.EditBusiness, P.ChangeBusinessStatus],
};
const body = (status: Body['status'], more: Partial<Body> = {}): Body => ({ rowVersion: 2, status, ...more });
const cleanWrite = { declineReason: null, missing: [], settlesMissing: false };

describe('planBusinessStatusChange', () => {
  it('lets a reviewer approve a Pending or Flagged business, and the core opens the account then', () => {
    for (const from of ['Pending', 'Flagged'] as const)
      expect(planBusinessStatusChange(business(from), body('Approved'), supervisor, [])).toEqual({
        write: { ...cleanWrite, status: 'Approved', comments: null },
        openAccount: true,
      });
  });

  it('declines with the reason, and rejects with the documents owed', () => {
    const declined = planBusinessStatusChange(
      business('Pending'),
      body('Declined', { declineReason: 'Outside the risk appetite.' }),
      supervisor,
      [],
    );
    expect(declined.write).toEqual({
      ...cleanWrite,
      status: 'Declined',
      comments: 'Outside the risk appetite.',
      declineReason: 'Outside the risk appetite.',
    });
    const items = [{ rejectionReason: 'Document missing' as const, documentName: 'Trade License' as const }];
    const rejected = planBusinessStatusChange(
      business('Flagged'),
      body('Rejected', { rejectionItems: items }),
      supervisor,
      [],
    );
    expect(rejected).toEqual({
      write: {
        ...cleanWrite,
        status: 'Rejected',
        comments: 'Trade License: Document missing',
        missing: items,
      },
      openAccount: false,
    });
  });

  it('asks the core again for a business left Approved, writing nothing first', () => {
    expect(planBusinessStatusChange(business('Approved'), body('Approved'), supervisor, [])).toEqual({
      write: null,
      openAccount: true,
    });
  });

  it('keeps four eyes: whoever registered the business never decides on it', () => {
    const own = () =>
      planBusinessStatusChange(business('Pending', 'Supervisor'), body('Approved'), supervisor, []);
    expect(refusalOf(own)).toEqual({ status: 403, message: messages.ownBusinessStatus });
  });

  it('needs the permission to decide, and to resubmit', () => {
    const decide = () => planBusinessStatusChange(business('Pending'), body('Approved'), officer, []);
    expect(refusalOf(decide)).toEqual({ status: 403, message: messages.forbidden });
    const reviewerOnly = { ...supervisor, permissions: [P.ChangeBusinessStatus] };
    const resubmit = () => planBusinessStatusChange(business('Rejected'), body('Pending'), reviewerOnly, []);
    expect(refusalOf(resubmit)).toEqual({ status: 403, message: messages.forbidden });
  });

  it('refuses the moves the lifecycle has not', () => {
    const refused = (from: Status, to: Body['status']) =>
      refusalOf(() => planBusinessStatusChange(business(from), body(to), supervisor, []));
    for (const from of ['Rejected', 'Declined', 'Completed'] as const)
      expect(refused(from, 'Approved')).toEqual({
        status: 400,
        message: `A business that is ${from} cannot become Approved.`,
      });
    for (const from of ['Pending', 'Flagged', 'Approved', 'Declined', 'Completed'] as const)
      expect(refused(from, 'Pending').message).toBe(`A business that is ${from} cannot become Pending.`);
  });

  it('lets the maker resubmit a Rejected business once nothing is owed, settling what was', () => {
    const owed = () =>
      planBusinessStatusChange(business('Rejected'), body('Pending'), officer, ['Trade License']);
    expect(refusalOf(owed)).toEqual({
      status: 400,
      message: 'Upload the missing documents first: Trade License.',
    });
    expect(planBusinessStatusChange(business('Rejected'), body('Pending'), officer, [])).toEqual({
      write: {
        ...cleanWrite,
        status: 'Pending',
        comments: messages.historyResubmitted,
        settlesMissing: true,
      },
      openAccount: false,
    });
  });
});
