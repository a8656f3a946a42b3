import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { StoredSession } from '@console/contract/core';
import { renderWithRouter } from '@/test/render-with-router';
import { ViewAsBanner } from './view-as-banner';

const session: StoredSession = {
  userName: 'officer',
  userId: 'u1',
  userRoles: [],
  permissions: [],
  isSUDO: false,
  tenant: 'DBI',
  resetPassword: false,
  branchCode: null,
  token: 't',
  actorName: null,
  language: null,
};

describe('ViewAsBanner', () => {
  it('says whose view this is, read-only, with a way out', async () => {
    await renderWithRouter(<ViewAsBanner session={{ ...session, actorName: 'admin' }} />);
    expect(screen.getByRole('status').textContent).toContain('Viewing as officer (read-only)');
    expect(screen.getByText(/signed in as admin/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End view-as (log out)' })).toBeTruthy();
  });

  it('is absent from an ordinary session', async () => {
    await renderWithRouter(<ViewAsBanner session={session} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
