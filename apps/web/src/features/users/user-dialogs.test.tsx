import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type StoredSession, type usersApi } from '@console/contract';
import { mockApi, renderInRouter } from '@/test/table-support';
import { signedInAs } from '@/test/session';
import { systemInfo } from '@/test/system-info';
import { clearToasts, getToasts } from '@/lib/toast';
import { AssignRoleDialog } from './assign-role-dialog';
import { BranchMappingForm } from './branch-mapping-form';
import { ChangePasswordForm } from './change-password-dialog';
import { ResetTwoFactorDialog } from './reset-two-factor-dialog';
import { UserRowActions } from './user-row-actions';

const signedIn = signedInAs();

const target = { id: '33333333-3333-4333-8333-333333333333', userName: 'officer', rowVersion: 4 };
const alerts = () => screen.getAllByRole('alert').map((a) => a.textContent);

describe('change password (admin)', () => {
  it('for another user: no old password, required fields, matching repeat, isResetting false', async () => {
    clearToasts();
    signedIn.session = null;
    const calls = mockApi({
      'GET System/Info': systemInfo(14),
      [`PUT AppUsers/${target.id}/ChangePassword`]: { status: 202, body: {} },
    });
    const onDone = vi.fn();
    const u = userEvent.setup();
    renderInRouter(() => <ChangePasswordForm user={target} onDone={onDone} />);
    const submit = await screen.findByRole('button', { name: 'Change Password' });
    expect(screen.queryByLabelText('Old password')).toBeNull();
    await u.click(submit);
    await waitFor(() =>
      expect(alerts()).toEqual(['New password is required', 'Please repeat the new password']),
    );
    // The minimum in force, in the hint and in the error alike, before anything is sent.
    expect(await screen.findByText('At least 14 characters.')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-describedby')).toBe(
      'pw-new-hint pw-new-error',
    );
    await u.type(screen.getByLabelText('New password'), 'Thirteen-char');
    await u.type(screen.getByLabelText('Repeat new password'), 'Thirteen-char');
    await u.click(submit);
    await waitFor(() => expect(alerts()).toEqual(['Password must be at least 14 characters.']));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await u.clear(screen.getByLabelText('New password'));
    await u.clear(screen.getByLabelText('Repeat new password'));
    await u.type(screen.getByLabelText('New password'), 'A-new-long-password');
    await u.type(screen.getByLabelText('Repeat new password'), 'Something-else');
    await u.click(submit);
    await waitFor(() => expect(alerts()).toEqual(['Repeat password field must match new password field.']));
    await u.clear(screen.getByLabelText('Repeat new password'));
    await u.type(screen.getByLabelText('Repeat new password'), 'A-new-long-password');
    await u.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      newPassword: 'A-new-long-password',
      repeatNewPassword: 'A-new-long-password',
      isResetting: false,
      rowVersion: 4,
    });
    expect(getToasts().flatMap((t) => t.messages)).toEqual([messages.sentForApproval]);
  });

  it('for oneself (reset mode): the old password is required', async () => {
    signedIn.session = { userId: target.id, userName: 'officer' } as StoredSession;
    mockApi({ 'GET System/Info': systemInfo(12) });
    const u = userEvent.setup();
    renderInRouter(() => <ChangePasswordForm user={target} onDone={vi.fn()} />);
    await u.click(await screen.findByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(alerts()[0]).toBe('Old password is required'));
  });
});

describe('assign role', () => {
  const user = { ...target, roles: [] } as unknown as usersApi.User;

  it('says No roles assigned. and asks for a role before assigning', async () => {
    mockApi({
      'GET Roles/Lookup': { body: [{ id: '11111111-1111-4111-8111-111111111111', name: 'Auditor' }] },
      [`GET AppUsers/${target.id}`]: { body: user },
    });
    const u = userEvent.setup();
    renderInRouter(() => <AssignRoleDialog user={user} onOpenChange={vi.fn()} />);
    expect(await screen.findByText('No roles assigned.')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Assign' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a role to assign.');
  });

  it('removes one role once confirmed, and says so', async () => {
    clearToasts();
    const held = { ...user, roles: [{ id: '11111111-1111-4111-8111-111111111111', name: 'Auditor' }] };
    const calls = mockApi({
      'GET Roles/Lookup': { body: held.roles },
      [`GET AppUsers/${target.id}`]: { body: held },
      [`PUT AppUsers/${target.id}/RemoveRole`]: { status: 204 },
    });
    const u = userEvent.setup();
    renderInRouter(() => <AssignRoleDialog user={held} onOpenChange={vi.fn()} />);
    const removeAuditor = await screen.findByRole('button', { name: 'Remove role Auditor' });

    // Cancel keeps the role.
    await u.click(removeAuditor);
    let confirm = await screen.findByRole('alertdialog', { name: 'Remove role Auditor?' });
    expect(confirm.textContent).toContain(
      'officer will lose the permissions of this role and will be signed out.',
    );
    await u.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await u.click(removeAuditor);
    confirm = await screen.findByRole('alertdialog', { name: 'Remove role Auditor?' });
    await u.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(getToasts().flatMap((t) => t.messages)).toEqual(['Role removed successfully!']),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      roleId: held.roles[0]!.id,
      rowVersion: held.rowVersion,
    });
  });
});

describe('branch mapping', () => {
  it('requires an organization and a branch', async () => {
    mockApi({ 'GET Organizations': { body: [] } });
    const u = userEvent.setup();
    renderInRouter(() => <BranchMappingForm userId={target.id} editing={null} onDone={vi.fn()} />);
    await u.click(await screen.findByRole('button', { name: 'Add' }));
    await waitFor(() => expect(alerts()).toEqual(['Organization is required.', 'Branch is required.']));
  });
});

describe('row actions', () => {
  it('disables the actions the signed-in user may not use', async () => {
    signedIn.session = {
      userId: 'someone-else',
      permissions: ['user.list_users', 'user.edit_user'],
      isSUDO: false,
    } as StoredSession;
    const onAction = vi.fn();
    const u = userEvent.setup();
    renderInRouter(() => (
      <UserRowActions user={{ ...target, isActive: true } as usersApi.User} onAction={onAction} />
    ));
    await u.click(await screen.findByRole('button', { name: 'Actions for officer' }));
    const state = (name: string) => screen.getByRole('menuitem', { name }).hasAttribute('data-disabled');
    expect(state('Edit')).toBe(false);
    for (const name of ['Change Password', 'Assign Role', 'Branch Mapping', 'Deactivate', 'View as'])
      expect(state(name)).toBe(true);
    await u.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onAction).toHaveBeenCalledWith('edit', expect.objectContaining({ id: target.id }));
  });
});

describe('reset two-factor', () => {
  it('asks first, then clears the authenticator of that user', async () => {
    const calls = mockApi({ [`PUT AppUsers/${target.id}/ResetTwoFactor`]: { status: 202, body: {} } });
    const onOpenChange = vi.fn();
    const u = userEvent.setup();
    renderInRouter(() => (
      <ResetTwoFactorDialog user={{ ...target, mfa: true } as usersApi.User} onOpenChange={onOpenChange} />
    ));
    expect(await screen.findByText('Reset two-factor authentication of officer?')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.body).toEqual({ rowVersion: 4 });
  });
});
