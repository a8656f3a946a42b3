import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@console/contract';
import { systemInfo } from '@/test/system-info';
import { mockApi, renderInRouter } from '@/test/table-support';
import { clearToasts, getToasts } from '@/lib/toast';
import { UserForm, UserFormDialog } from './user-form-dialog';
import { staffUser } from './user-fixture';

const roles = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Auditor' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Support' },
];

const user = staffUser();

const alerts = () => screen.getAllByRole('alert').map((a) => a.textContent);
const toasts = () => getToasts().flatMap((t) => t.messages);

describe('user form', () => {
  it('requires username, password and phone on create', async () => {
    mockApi({ 'GET Roles/Lookup': { body: roles }, 'GET System/Info': systemInfo(16) });
    const u = userEvent.setup();
    renderInRouter(() => <UserForm onDone={vi.fn()} />);
    await u.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(alerts()).toEqual(['Username is required', 'Password is required', 'Phone is required']),
    );
    // The first password follows the minimum in force: said under the field, and as its error.
    expect(await screen.findByText('At least 16 characters.')).toBeTruthy();
    await u.type(screen.getByLabelText('Password'), 'Fifteen-chars-1');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(alerts()).toEqual([
        'Username is required',
        'Password must be at least 16 characters.',
        'Phone is required',
      ]),
    );
  });

  it('creates a user with the chosen roles and says so', async () => {
    clearToasts();
    const calls = mockApi({
      'GET Roles/Lookup': { body: roles },
      'GET System/Info': systemInfo(12),
      'POST AppUsers': { status: 202, body: {} },
    });
    const onDone = vi.fn();
    const u = userEvent.setup();
    renderInRouter(() => <UserForm onDone={onDone} />);
    await u.type(await screen.findByLabelText('Username'), 'officer');
    await u.type(screen.getByLabelText('Password'), 'A-long-enough-password');
    await u.type(screen.getByLabelText('Phone'), '252611111111');
    await u.click(await screen.findByLabelText('Support'));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      userName: 'officer',
      password: 'A-long-enough-password',
      phone: '252611111111',
      email: '',
      roles: [roles[1]!.id],
    });
    // Creating a user grants access: a second person approves it.
    expect(toasts()).toEqual([messages.sentForApproval]);
  });

  it('edits only phone and email; the username is not editable', async () => {
    clearToasts();
    const calls = mockApi({ [`PUT AppUsers/${user.id}`]: { status: 204 } });
    const onDone = vi.fn();
    const u = userEvent.setup();
    renderInRouter(() => <UserForm user={user} onDone={onDone} />);
    expect((await screen.findByLabelText<HTMLInputElement>('Username')).disabled).toBe(true);
    await u.clear(screen.getByLabelText('Phone'));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts()).toEqual(['Phone is required']));
    await u.type(screen.getByLabelText('Phone'), '252622222222');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ phone: '252622222222', email: 'officer@example.com', rowVersion: 1 });
    expect(toasts()).toEqual(['User updated successfully!']);
  });

  it('is one dialog for both: the password and roles are asked on create only, and edit saves without them', async () => {
    const u = userEvent.setup();
    const calls = mockApi({
      'GET Roles/Lookup': { body: roles },
      [`PUT AppUsers/${user.id}`]: { status: 204 },
    });
    const creating = renderInRouter(() => <UserFormDialog open onOpenChange={vi.fn()} />);
    const create = await screen.findByRole('dialog', { name: 'Create User' });
    expect(within(create).getByLabelText('Password')).toBeTruthy();
    expect(await within(create).findByRole('group', { name: 'Roles' })).toBeTruthy();
    expect(within(create).getByLabelText<HTMLInputElement>('Username').disabled).toBe(false);
    creating.unmount();

    const onOpenChange = vi.fn();
    renderInRouter(() => <UserFormDialog user={user} onOpenChange={onOpenChange} />);
    const edit = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(edit).queryByLabelText('Password')).toBeNull();
    expect(within(edit).queryByRole('group', { name: 'Roles' })).toBeNull();
    expect(within(edit).getByLabelText<HTMLInputElement>('Username').value).toBe('officer');

    await u.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(within(edit).queryAllByRole('alert')).toEqual([]);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      phone: '252611111111',
      email: 'officer@example.com',
      rowVersion: 1,
    });
  });
});
