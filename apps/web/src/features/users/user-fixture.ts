// A staff user for the users area's component tests (only tests import it).
import type { usersApi } from '@console/contract';

export const staffUser = (overrides: Partial<usersApi.User> = {}): usersApi.User => ({
  id: '33333333-3333-4333-8333-333333333333',
  rowVersion: 1,
  isDeleted: false,
  createdAt: '',
  createdBy: 'system',
  timeStamp: '',
  userName: 'officer',
  phone: '252611111111',
  email: 'officer@example.com',
  roles: [],
  mfa: false,
  isActive: true,
  isMerchant: false,
  isSUDO: false,
  resetPassword: false,
  branchCode: null,
  pendingChangeId: null,
  ...overrides,
});
