import { describe, expect, it } from 'vitest';
import { messages, P, type applicationsApi } from '@console/contract';
import { refusalOf } from '../../test/refusal.ts';
import { checkFlagResolution, planStatusChange, type Resubmission } from './applications.decisions.ts';

type Status = applicationsApi.ApplicationRow['status'];
type Body = Parameters<typeof planStatusChange>[1];

const id = '5d0c2a4e-7b1f-4c1e-9a55-0f3c6b2d8e01';
const app = (status: Status, createdBy = 'officer') => ({ id, status, createdBy });
const officer = { userName: 'officer', isSUDO: false, permissions: [P.EditApplication] };
const supervisor = {
  userName: 'Supervisor',
  isSUDO: false,
  permissions: [P.EditApplication, P.ChangeApplicationStatus],
};
const body = (status: Body['status'], more: Partial<Body> = {}): Body => ({ rowVersion: 3, status, ...more });
const nothingOwed: Resubmission = { missingDocuments: [], duplicateOf: null };
const cleanWrite = { declineReason: null, missing: [], settlesMissing: false };

describe('planStatusChange', () => {
  it('lets a reviewer approve a Pending application, and the core opens the account then', () => {
    expect(planStatusChange(app('Pending'), body('Approved'), supervisor, null)).toEqual({
      write: { status: 'Approved', comments: null, ...cleanWrite },
      openAccount: true,
    });
  });

  it('declines with the reason, rejects with the documents owed, or sends back to Draft', () => {
    const declined = planStatusChange(
      app('Pending'),
      body('Declined', { declineReason: 'Outside the service area.' }),
      supervisor,
      null,
    );
    expect(declined).toEqual({
      write: {
        ...cleanWrite,
        status: 'Declined',
        comments: 'Outside the service area.',
        declineReason: 'Outside the service area.',
      },
      openAccount: false,
    });
    const items = [
      { rejectionReason: 'Document missing', documentName: 'Passport' as const },
      { rejectionReason: 'Unreadable', documentName: 'Proof of Address' as const },
    ];
    const rejected = planStatusChange(
      app('Pending'),
      body('Rejected', { rejectionItems: items }),
      supervisor,
      null,
    );
    expect(rejected.write).toEqual({
      ...cleanWrite,
      status: 'Rejected',
      comments: 'Passport: Document missing; Proof of Address: Unreadable',
      missing: items,
    });
    const draft = planStatusChange(
      app('Pending'),
      body('Draft', { comments: 'Add the employer.' }),
      supervisor,
      null,
    );
    expect(draft.write).toEqual({ ...cleanWrite, status: 'Draft', comments: 'Add the employer.' });
  });

  it('asks the core again for an application left Approved, writing nothing first', () => {
    expect(planStatusChange(app('Approved'), body('Approved'), supervisor, null)).toEqual({
      write: null,
      openAccount: true,
    });
  });

  it('keeps four eyes: the maker never decides, whatever the case of the name', () => {
    const own = () => planStatusChange(app('Pending', 'supervisor'), body('Approved'), supervisor, null);
    expect(refusalOf(own)).toEqual({ status: 403, message: messages.ownApplicationStatus });
    const retry = () => planStatusChange(app('Approved', 'SUPERVISOR'), body('Approved'), supervisor, null);
    expect(refusalOf(retry)).toEqual({ status: 403, message: messages.ownApplicationStatus });
  });

  it('needs the permission to decide, and to resubmit', () => {
    expect(refusalOf(() => planStatusChange(app('Pending'), body('Approved'), officer, null))).toEqual({
      status: 403,
      message: messages.forbidden,
    });
    const reviewerOnly = { ...supervisor, permissions: [P.ChangeApplicationStatus] };
    const resubmit = () => planStatusChange(app('Draft'), body('Pending'), reviewerOnly, nothingOwed);
    expect(refusalOf(resubmit)).toEqual({ status: 403, message: messages.forbidden });
  });

  it('refuses the moves the lifecycle has not', () => {
    const refused = (from: Status, to: Body['status']) =>
      refusalOf(() => planStatusChange(app(from), body(to), supervisor, nothingOwed));
    expect(refused('Pending', 'Completed')).toEqual({
      status: 400,
      message: 'An application that is Pending cannot become Completed.',
    });
    for (const from of ['Declined', 'Completed', 'Flagged', 'Draft'] as const)
      expect(refused(from, 'Approved').message).toBe(
        `An application that is ${from} cannot become Approved.`,
      );
    for (const from of ['Pending', 'Approved', 'Completed', 'Flagged'] as const)
      expect(refused(from, 'Pending').message).toBe(`An application that is ${from} cannot become Pending.`);
  });

  it('lets the maker resubmit a Rejected application once nothing is owed, settling what was', () => {
    const owed = { missingDocuments: ['Passport', 'Proof of Address'], duplicateOf: null };
    expect(refusalOf(() => planStatusChange(app('Rejected'), body('Pending'), officer, owed))).toEqual({
      status: 400,
      message: 'Upload the missing documents first: Passport, Proof of Address.',
    });
    expect(planStatusChange(app('Rejected'), body('Pending'), officer, nothingOwed)).toEqual({
      write: {
        ...cleanWrite,
        status: 'Pending',
        comments: messages.historyResubmitted,
        settlesMissing: true,
      },
      openAccount: false,
    });
    const fromDraft = planStatusChange(
      app('Draft'),
      body('Pending', { comments: 'Employer added.' }),
      officer,
      nothingOwed,
    );
    expect(fromDraft.write).toMatchObject({ status: 'Pending', comments: 'Employer added.' });
  });

  it('flags a resubmission that may be a duplicate', () => {
    const duplicate = { missingDocuments: [], duplicateOf: 'Amina Hassan' };
    expect(planStatusChange(app('Draft'), body('Pending'), officer, duplicate).write).toEqual({
      ...cleanWrite,
      status: 'Flagged',
      comments: 'Possible duplicate of Amina Hassan',
      settlesMissing: true,
    });
  });

  it('refuses a body naming another application', () => {
    const other = body('Approved', { applicationId: '5d0c2a4e-7b1f-4c1e-9a55-0f3c6b2d8e02' });
    expect(refusalOf(() => planStatusChange(app('Pending'), other, supervisor, null))).toEqual({
      status: 400,
      message: messages.notThisApplication,
    });
  });
});

describe('checkFlagResolution', () => {
  const resolution = { rowVersion: 1, destinationCustomerId: id, comments: 'Same person.' };

  it('lets a reviewer other than the maker resolve a Flagged application', () => {
    expect(() => checkFlagResolution(app('Flagged'), resolution, supervisor)).not.toThrow();
  });

  it('refuses the maker, and an application that is not Flagged', () => {
    expect(
      refusalOf(() => checkFlagResolution(app('Flagged', 'supervisor'), resolution, supervisor)),
    ).toEqual({
      status: 403,
      message: messages.ownApplicationReview,
    });
    expect(refusalOf(() => checkFlagResolution(app('Pending'), resolution, supervisor))).toEqual({
      status: 400,
      message: messages.onlyFlaggedResolved,
    });
  });
});
