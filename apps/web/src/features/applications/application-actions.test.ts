import { describe, expect, it } from 'vitest';
import { P, messages } from '@console/contract/core';
import {
  FOUR_EYES_REASON,
  NO_EDIT_PERMISSION,
  NO_STATUS_PERMISSION,
  offeredActions,
} from './application-actions';
import { application, session } from '@/test/application-fixtures';

const labels = (status: Parameters<typeof application>[0]) =>
  offeredActions(application(status), session()).map((a) => a.label);

describe('actions per application state', () => {
  it('offers Change status only while Pending, Resolve only while Flagged, Missing Documents and History always', () => {
    expect(labels({ status: 'Pending' })).toEqual(['Change status', 'Missing Documents', 'History']);
    expect(labels({ status: 'Flagged' })).toEqual(['Resolve', 'Missing Documents', 'History']);
    expect(labels({ status: 'Rejected' })).toEqual(['Resubmit', 'Missing Documents', 'History']);
    expect(labels({ status: 'Draft' })).toEqual(['Resubmit', 'Missing Documents', 'History']);
    expect(labels({ status: 'Completed' })).toEqual(['Missing Documents', 'History']);
    expect(labels({ status: 'Approved' })).toEqual(['Missing Documents', 'History']);
    expect(labels({ status: 'Approved', openingError: 'Core down' })).toEqual([
      'Retry account opening',
      'Missing Documents',
      'History',
    ]);
  });

  it('four eyes: the maker sees Change status disabled, with the reason', () => {
    const [status] = offeredActions(application({ createdBy: 'Supervisor' }), session());
    expect(status).toEqual({
      action: 'status',
      label: 'Change status',
      enabled: false,
      reason: FOUR_EYES_REASON,
    });
  });

  it('without the permission Change status and Resolve are disabled, with the reason', () => {
    const officer = session({ userName: 'officer', permissions: [P.ListApplications, P.EditApplication] });
    expect(offeredActions(application({ createdBy: 'someone' }), officer)[0]).toMatchObject({
      enabled: false,
      reason: NO_STATUS_PERMISSION,
    });
    // The officer made this one too: both reasons are said.
    expect(offeredActions(application({ status: 'Flagged' }), officer)[0]).toMatchObject({
      label: 'Resolve',
      enabled: false,
      reason: `${NO_STATUS_PERMISSION} ${FOUR_EYES_REASON}`,
    });
    const noEdit = session({ permissions: [P.ListApplications] });
    expect(offeredActions(application({ status: 'Rejected' }), noEdit)[0]).toMatchObject({
      enabled: false,
      reason: NO_EDIT_PERMISSION,
    });
  });

  it('a reviewer who did not make it may change it', () => {
    expect(offeredActions(application(), session())[0]).toEqual({
      action: 'status',
      label: 'Change status',
      enabled: true,
    });
  });

  it('while the core opens the account, any decision offered is disabled with the reason', () => {
    const opening = application({ status: 'Approved', openingError: 'Core down', awaitingCore: true });
    expect(offeredActions(opening, session())).toEqual([
      { action: 'retry', label: 'Retry account opening', enabled: false, reason: messages.alreadyAtCore },
      { action: 'missing', label: 'Missing Documents', enabled: true },
      { action: 'history', label: 'History', enabled: true },
    ]);
  });
});
