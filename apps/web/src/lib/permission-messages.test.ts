import { describe, expect, it } from 'vitest';
import { permissionGroups } from '@console/contract/core';
import { setLanguage } from './language';
import { permissionGroupTitle, permissionLabel } from './permission-messages';

const accounts = permissionGroups.find((g) => g.title === 'Accounts and cards');

describe('permission labels', () => {
  it('read as the catalogue says in English', () => {
    expect(permissionLabel('account.link_to_dahabplus')).toBe('Link account to DahabPlus');
    expect(accounts && permissionGroupTitle(accounts)).toBe('Accounts and cards');
  });

  it('read in Arabic by the names and groups the Roles screen has', async () => {
    await setLanguage('ar');
    expect(permissionLabel('account.link_to_dahabplus')).toBe('ربط الحساب بـ DahabPlus');
    expect(accounts && permissionGroupTitle(accounts)).toBe('الحسابات والبطاقات');
    // A name the catalogue does not know (a role saved before a permission went) stays as it is.
    expect(permissionLabel('legacy.old_permission')).toBe('legacy.old_permission');
    expect(permissionLabel('legacy.old_permission', 'Old permission')).toBe('Old permission');
    expect(permissionGroupTitle({ title: 'Legacy', permissions: [] })).toBe('Legacy');
  });
});
