import { describe, expect, it } from 'vitest';
import {
  adminChangeStatuses,
  applicationStatuses,
  businessStatuses,
  cardRequisitionStatuses,
  customerStatuses,
  userStatusFilter,
} from '@console/contract/core';
import { setLanguage } from './language';
import { statusLabel, statusText } from './status-messages';

const statuses = [
  ...applicationStatuses,
  ...customerStatuses,
  ...businessStatuses,
  ...cardRequisitionStatuses,
  ...adminChangeStatuses,
  ...userStatusFilter,
];

describe('status labels', () => {
  it('name every status the contract gives a record', () => {
    expect(statuses.filter((s) => !statusText.has(s))).toEqual([]);
  });

  it.each(['so', 'ar'] as const)('translate every one of them in %s', async (language) => {
    await setLanguage(language, { remember: false });
    expect(statuses.filter((s) => statusLabel(s) === s)).toEqual([]);
  });
});
