import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { changeStatusBody } from './applications.ts';

const errorsOf = (body: object) => {
  const result = changeStatusBody.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the status-change rule shared by the form and the server', () => {
  it('asks a reason of Declined and an item of Rejected, and nothing of the other moves', () => {
    expect(errorsOf({ rowVersion: 1, status: 'Declined' })).toEqual({
      declineReason: messages.declineReasonRequired,
    });
    expect(errorsOf({ rowVersion: 1, status: 'Declined', declineReason: '   ' })).toEqual({
      declineReason: messages.declineReasonRequired,
    });
    expect(errorsOf({ rowVersion: 1, status: 'Rejected', rejectionItems: [] })).toEqual({
      rejectionItems: messages.rejectionReasonRequired,
    });
    expect(
      errorsOf({
        rowVersion: 1,
        status: 'Rejected',
        rejectionItems: [{ rejectionReason: '', documentName: 'Photo' }],
      }),
    ).toEqual({ 'rejectionItems.0.rejectionReason': messages.rejectionReasonSelect });
    expect(errorsOf({ rowVersion: 1, status: 'Declined', declineReason: 'Late' })).toEqual({});
    expect(errorsOf({ rowVersion: 1, status: 'Draft' })).toEqual({});
  });

  it('needs the version the client read', () => {
    expect(errorsOf({ status: 'Draft' })).toEqual({ rowVersion: messages.rowVersionRequired });
    expect(errorsOf({ status: 'Draft', rowVersion: -1 })).toHaveProperty('rowVersion');
  });
});
