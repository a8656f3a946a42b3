import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, permissionGroups, type rolesApi } from '@console/contract';
import { mockApi, renderInRouter } from '@/test/table-support';
import { setLanguage } from '@/lib/language';
import { clearToasts, getToasts } from '@/lib/toast';
import { DeleteRoleDialog } from './delete-role-dialog';
import { RoleDialog, RoleForm } from './edit-role-dialog';

const alerts = () => screen.getAllByRole('alert').map((a) => a.textContent);
const toasts = () => getToasts().flatMap((t) => t.messages);

const role: rolesApi.Role = {
  id: '44444444-4444-4444-8444-444444444444',
  rowVersion: 3,
  isDeleted: false,
  createdAt: '',
  createdBy: 'system',
  timeStamp: '',
  name: 'Auditor',
  description: 'Reports only',
  permissions: ['report.view_activity_report'],
  userCount: 1,
  pendingChangeId: null,
};

describe('role form', () => {
  it('requires a name, a description and at least one permission', async () => {
    mockApi({ 'GET Permissions': { body: permissionGroups } });
    const u = userEvent.setup();
    renderInRouter(() => <RoleForm role={null} onDone={vi.fn()} />);
    await screen.findByLabelText('List customers');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(alerts()).toEqual([
        'Role name is required',
        'Description is required',
        'A role must have at least one permission.',
      ]),
    );
  });

  it('selects a whole group by its title and creates the role', async () => {
    clearToasts();
    const calls = mockApi({
      'GET Permissions': { body: permissionGroups },
      'POST Roles': { status: 202, body: {} },
    });
    const onDone = vi.fn();
    const u = userEvent.setup();
    renderInRouter(() => <RoleForm role={null} onDone={onDone} />);
    await u.type(await screen.findByLabelText('Name'), 'Reporter');
    await u.type(screen.getByLabelText('Description'), 'Sees reports');
    await u.click(await screen.findByLabelText('Reports'));
    await u.click(screen.getByLabelText('List customers'));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Reporter',
      description: 'Sees reports',
      permissions: [
        'report.view_activity_report',
        'report.view_dashboard_stats',
        'report.view_user_dashboard',
        'customer.list',
      ],
    });
    expect(toasts()).toEqual([messages.sentForApproval]);
  });

  it('keeps the name on edit and sends the rowVersion', async () => {
    clearToasts();
    const calls = mockApi({
      'GET Permissions': { body: permissionGroups },
      [`PUT Roles/${role.id}`]: { status: 202, body: {} },
    });
    const onDone = vi.fn();
    const u = userEvent.setup();
    renderInRouter(() => <RoleForm role={role} onDone={onDone} />);
    expect((await screen.findByLabelText<HTMLInputElement>('Name')).disabled).toBe(true);
    await u.click(await screen.findByLabelText('View activity report'));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts()).toEqual(['A role must have at least one permission.']));
    await u.click(screen.getByLabelText('View own dashboard'));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      description: 'Reports only',
      permissions: ['report.view_user_dashboard'],
      rowVersion: 3,
    });
    expect(toasts()).toEqual([messages.sentForApproval]);
  });
});

describe('role form in Arabic', () => {
  it('labels the dialog, its fields and the permissions in Arabic, and creates the role as in English', async () => {
    await setLanguage('ar');
    const calls = mockApi({
      'GET Permissions': { body: permissionGroups },
      'POST Roles': { status: 202, body: {} },
    });
    const onOpenChange = vi.fn();
    const u = userEvent.setup();
    renderInRouter(() => <RoleDialog open role={null} onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog', { name: 'إنشاء دور' });
    expect(within(dialog).getByText('الدور مجموعة مسمّاة من الصلاحيات تُمنح للمستخدمين.')).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'الصلاحيات' })).toBeTruthy();
    await u.type(within(dialog).getByLabelText('الاسم'), 'مدقق');
    await u.type(within(dialog).getByLabelText('الوصف'), 'التقارير فقط');
    // A group's title selects the whole group; the permissions are named in Arabic too.
    expect(await within(dialog).findByRole('group', { name: 'العملاء' })).toBeTruthy();
    await u.click(within(dialog).getByLabelText('عرض قائمة العملاء'));
    await u.click(dialog.querySelector('button[type="submit"]') as HTMLElement);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'مدقق',
      description: 'التقارير فقط',
      permissions: ['customer.list'],
    });
  });

  it('counts the holders of a role with the Arabic plural forms', async () => {
    await setLanguage('ar');
    mockApi({});
    const held = (userCount: number) => ({ ...role, userCount });
    const first = renderInRouter(() => <DeleteRoleDialog role={held(2)} onOpenChange={vi.fn()} />);
    const confirm = await screen.findByRole('alertdialog', {
      name: 'هل تريد حذف الدور \u2068Auditor\u2069؟',
    });
    expect(confirm.textContent).toContain('يحمل مستخدمان هذا الدور');
    first.unmount();
    renderInRouter(() => <DeleteRoleDialog role={held(11)} onOpenChange={vi.fn()} />);
    expect((await screen.findByRole('alertdialog')).textContent).toContain('يحمل 11 مستخدمًا هذا الدور');
  });
});
