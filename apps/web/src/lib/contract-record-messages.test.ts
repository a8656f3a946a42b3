import { describe, expect, it } from 'vitest';
import { adminChangeKindLabel } from './admin-change-kind-messages';
import { jobKindLabel } from './job-kind-messages';
import { setLanguage } from './language';
import { slaStateLabel } from './sla-state-messages';
import { workAreaLabel } from './work-area-messages';
import { workDecisionLabel } from './work-decision-messages';

// The contract's records of statuses.ts, each a namespace of its own keyed by the value sent.
describe('labels of the contract records', () => {
  it('read as the contract says in English', () => {
    expect(workAreaLabel('CardRequisition')).toBe('Card requisition');
    expect(slaStateLabel('DueSoon')).toBe('Due soon');
    expect(jobKindLabel('sweep-files')).toBe('Remove files left without a document');
    expect(adminChangeKindLabel('AllowedNetworks')).toBe("Change an organization's allowed networks");
    expect(workDecisionLabel('decline')).toBe('Decline');
  });

  it('read in Arabic and Somali', async () => {
    await setLanguage('ar');
    expect(workAreaLabel('LimitRequisition')).toBe('طلب تعديل الحد');
    expect(slaStateLabel('Breached')).toBe('متجاوز');
    expect(workDecisionLabel('reject')).toBe('إعادة');
    await setLanguage('so');
    expect(jobKindLabel('open-business-account')).toBe('Fur akoonka ganacsi');
    expect(adminChangeKindLabel('UnlockUser')).toBe('Fur akoon xiran');
  });
});
