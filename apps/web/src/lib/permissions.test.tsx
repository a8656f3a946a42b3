import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { P, readsMerchantStatement } from '@console/contract/core';
import { fakeToken, jsonResponse } from '@/test/tokens';
import { RequirePermission } from './permissions';
import { clearSession, startSession } from './session';

const guarded = (
  <RequirePermission permission={P.ListUsers}>
    <p>Users screen</p>
  </RequirePermission>
);

describe('RequirePermission', () => {
  afterEach(() => clearSession());

  it('shows the message of spec 1 §2 without a session or without the permission', async () => {
    const { rerender } = render(guarded);
    expect(screen.getByText('You are not allowed to access this resource.')).toBeTruthy();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, [P.ListRoles]));
    await startSession(fakeToken());
    rerender(guarded);
    expect(screen.getByText('You are not allowed to access this resource.')).toBeTruthy();
    expect(screen.queryByText('Users screen')).toBeNull();
  });

  it('renders the screen for a holder, and for isSUDO', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, [P.ListUsers]));
    await startSession(fakeToken());
    const { rerender } = render(guarded);
    expect(screen.getByText('Users screen')).toBeTruthy();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, []));
    await startSession(fakeToken({ isSUDO: 'True' }));
    rerender(guarded);
    expect(screen.getByText('Users screen')).toBeTruthy();
  });

  it('shows the merchant statement to a merchant’s own user and to monitors, not to staff who only view', async () => {
    const statement = (
      <RequirePermission
        permission={[P.ViewMerchantStatement, P.MonitorMerchantStatement]}
        shows={readsMerchantStatement}
      >
        <p>Statement</p>
      </RequirePermission>
    );
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(jsonResponse(200, [P.ViewMerchantStatement])),
    );
    await startSession(fakeToken());
    const { rerender } = render(statement);
    expect(screen.getByText('You are not allowed to access this resource.')).toBeTruthy();
    await startSession(fakeToken({ isMerchant: 'True' }));
    rerender(statement);
    expect(screen.getByText('Statement')).toBeTruthy();
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(jsonResponse(200, [P.MonitorMerchantStatement])),
    );
    await startSession(fakeToken());
    rerender(statement);
    expect(screen.getByText('Statement')).toBeTruthy();
  });
});
