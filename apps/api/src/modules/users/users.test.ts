import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@console/contract';
import { seedId } from '../../platform/seed-id.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { approved, pendingOf } from '../../test/admin-change-helpers.ts';
import { bearer, firstSignIn, login, seed, signIn, tokenFor } from '../../test/auth-helpers.ts';

let t: TestApp;
let admin: string;
/** The second person: administration changes wait for them. */
let checker: string;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  admin = await tokenFor(t, 'admin');
  checker = await tokenFor(t, 'admin.checker');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/api/${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const officerId = seedId('user:officer');
/** The user's rowVersion as an administrator's screen reads it. */
const versionOf = async (id: string) =>
  (await call('GET', `AppUsers/${id}`, admin)).json<{ rowVersion: number }>().rowVersion;
const officerRole = seedId('role:officer');
const auditorRole = seedId('role:auditor');

describe('users list', () => {
  it('pages, filters and sorts', async () => {
    const all = (await call('GET', 'AppUsers?size=2', admin)).json<{
      items: { userName: string }[];
      totalItems: number;
      totalPages: number;
    }>();
    expect(all.totalItems).toBe(14);
    expect(all.totalPages).toBe(7);
    expect(all.items.map((u) => u.userName)).toEqual(['admin', 'admin.checker']);
    const desc = (await call('GET', 'AppUsers?sort=userName,desc&size=1', admin)).json<{
      items: { userName: string }[];
    }>();
    expect(desc.items[0]?.userName).toBe('support');
    const byRole = (await call('GET', `AppUsers?role=${officerRole}`, admin)).json<{
      items: { userName: string; roles: { name: string }[] }[];
    }>();
    expect(byRole.items.map((u) => u.userName)).toEqual(['officer', 'salaam.officer']);
    expect(byRole.items[0]?.roles).toEqual([{ id: officerRole, name: 'Onboarding Officer' }]);
    const byName = (await call('GET', 'AppUsers?userName=SUP', admin)).json<{
      items: { userName: string }[];
    }>();
    expect(byName.items.map((u) => u.userName)).toEqual(['salaam.supervisor', 'supervisor', 'support']);
    expect(
      (await call('GET', 'AppUsers?status=Inactive', admin)).json<{ totalItems: number }>().totalItems,
    ).toBe(0);
    expect((await call('GET', 'AppUsers?size=0', admin)).statusCode).toBe(400);
    expect((await call('GET', 'AppUsers?sort=passwordHash', admin)).statusCode).toBe(400);
  });
});

describe('user administration', () => {
  it('creates a user with the spec messages for missing fields', async () => {
    const empty = await call('POST', 'AppUsers', admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      errors: {
        userName: [messages.usernameRequired],
        password: [messages.passwordRequired],
        phone: [messages.phoneRequired],
      },
    });
    const weak = await call('POST', 'AppUsers', admin, {
      userName: 'teller1',
      password: 'short',
      phone: '+252611111111',
    });
    expect(weak.json()).toEqual({ errors: { password: ['Password must be at least 12 characters.'] } });
    const common = await call('POST', 'AppUsers', admin, {
      userName: 'teller1',
      password: 'password1234',
      phone: '+252611111111',
    });
    expect(common.statusCode).toBe(400);
    const ok = await call('POST', 'AppUsers', admin, {
      userName: 'teller1',
      password: 'Teller-Password-9',
      phone: '+252611111111',
      email: 't@bank.example',
      roles: [auditorRole],
    });
    const asked = pendingOf(ok);
    expect(asked).toMatchObject({
      kind: 'CreateUser',
      targetId: null,
      before: {},
      after: { userName: 'teller1', roles: ['Auditor'], password: 'changed' },
    });
    expect(ok.body).not.toContain('Teller-Password-9');
    expect(ok.body).not.toMatch(/passwordHash|argon2/);
    // Nothing exists until a second person approves it.
    expect((await call('GET', 'AppUsers/Exists?userName=teller1', admin)).json()).toEqual({ exists: false });
    const twice = await call('POST', 'AppUsers', admin, {
      userName: 'Teller1',
      password: 'Teller-Password-9',
      phone: '+252611111111',
    });
    expect(twice.json()).toEqual({ message: messages.alreadyPendingChange });
    const done = await approved(t, checker, ok);
    const user = (await call('GET', `AppUsers/${done.targetId}`, admin)).json<unknown>();
    expect(user).toMatchObject({
      userName: 'teller1',
      isActive: true,
      mfa: false,
      roles: [{ name: 'Auditor' }],
    });
    expect(
      (
        await call('POST', 'AppUsers', admin, {
          userName: 'TELLER1',
          password: 'Teller-Password-9',
          phone: '1',
        })
      ).statusCode,
    ).toBe(409);
    const exists = await call('GET', 'AppUsers/Exists?userName=teller1', admin);
    expect(exists.json()).toEqual({ exists: true });
  });

  it('edits phone and email only', async () => {
    const noVersion = await call('PUT', `AppUsers/${officerId}`, admin, { phone: '+252619999999' });
    expect(noVersion.json()).toEqual({ errors: { rowVersion: [messages.rowVersionRequired] } });
    const res = await call('PUT', `AppUsers/${officerId}`, admin, {
      phone: '+252619999999',
      email: '',
      userName: 'hacked',
      rowVersion: 1,
    });
    expect(res.statusCode).toBe(204);
    const after = (await call('GET', `AppUsers/${officerId}`, admin)).json<{
      userName: string;
      phone: string;
      email: string | null;
      rowVersion: number;
    }>();
    expect(after).toMatchObject({ userName: 'officer', phone: '+252619999999', email: null });
    expect(after.rowVersion).toBe(2);
    const stale = await call('PUT', `AppUsers/${officerId}`, admin, {
      phone: '+252610000000',
      rowVersion: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: messages.conflict });
    expect((await call('GET', `AppUsers/${officerId}`, admin)).json()).toMatchObject({
      phone: '+252619999999',
      rowVersion: 2,
    });
    expect(
      (
        await call('PUT', 'AppUsers/00000000-0000-4000-8000-000000000000', admin, {
          phone: '1',
          rowVersion: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("assigns and removes roles, ending the user's sessions each time", async () => {
    const officer = await tokenFor(t, 'officer');
    expect((await call('GET', 'AppUsers/Permissions', officer)).statusCode).toBe(200);
    const noRole = await call('PUT', `AppUsers/${officerId}/AssignRoles`, admin, {
      roles: [],
      rowVersion: 1,
    });
    expect(noRole.json()).toEqual({ errors: { roles: [messages.selectRole] } });
    const read = await versionOf(officerId);
    const assign = { roles: [auditorRole], rowVersion: read };
    const asked = await call('PUT', `AppUsers/${officerId}/AssignRoles`, admin, assign);
    // Until approved the session lives on, with what it had.
    expect((await call('GET', 'AppUsers/Permissions', officer)).json()).not.toContain(
      'report.view_activity_report',
    );
    expect((await call('GET', `AppUsers/${officerId}`, admin)).json()).toMatchObject({
      pendingChangeId: pendingOf(asked).id,
    });
    await approved(t, checker, asked);
    // The same screen sending again is stale: refused.
    expect((await call('PUT', `AppUsers/${officerId}/AssignRoles`, admin, assign)).statusCode).toBe(409);
    expect((await call('GET', 'AppUsers/Permissions', officer)).statusCode).toBe(401);
    const again = await tokenFor(t, 'officer');
    expect((await call('GET', 'AppUsers/Permissions', again)).json()).toContain(
      'report.view_activity_report',
    );
    const remove = { roleId: auditorRole, rowVersion: read };
    expect((await call('PUT', `AppUsers/${officerId}/RemoveRole`, admin, remove)).statusCode).toBe(409);
    expect((await call('GET', 'AppUsers/Permissions', again)).statusCode).toBe(200);
    remove.rowVersion = await versionOf(officerId);
    expect((await call('PUT', `AppUsers/${officerId}/RemoveRole`, admin, remove)).statusCode).toBe(204);
    expect((await call('GET', 'AppUsers/Permissions', again)).statusCode).toBe(401);
    remove.rowVersion = await versionOf(officerId);
    expect((await call('PUT', `AppUsers/${officerId}/RemoveRole`, admin, remove)).statusCode).toBe(404);
  });

  it("ends sessions when a role's permissions change and when a user is deactivated", async () => {
    const supervisor = await tokenFor(t, 'supervisor');
    const roles = (await call('GET', 'Roles?name=Supervisor', admin)).json<{
      items: { id: string; rowVersion: number; permissions: string[]; description: string }[];
    }>();
    const role = roles.items[0]!;
    const stale = await call('PUT', `Roles/${role.id}`, admin, {
      description: role.description,
      permissions: role.permissions,
      rowVersion: role.rowVersion + 5,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', 'AppUsers/Permissions', supervisor)).statusCode).toBe(200);
    const changed = await call('PUT', `Roles/${role.id}`, admin, {
      description: role.description,
      permissions: role.permissions.slice(1),
      rowVersion: role.rowVersion,
    });
    expect((await call('GET', 'AppUsers/Permissions', supervisor)).statusCode).toBe(200);
    await approved(t, checker, changed);
    expect((await call('GET', 'AppUsers/Permissions', supervisor)).statusCode).toBe(401);

    const auditor = await tokenFor(t, 'auditor');
    const auditorId = seedId('user:auditor');
    const read = await versionOf(auditorId);
    const status = (isActive: boolean, rowVersion: number) =>
      call('PUT', `AppUsers/${auditorId}/ChangeStatus`, admin, { isActive, rowVersion });
    expect((await status(false, read + 1)).statusCode).toBe(409);
    expect((await call('GET', 'AppUsers/Permissions', auditor)).statusCode).toBe(200);
    expect((await status(false, read)).statusCode).toBe(204);
    expect((await call('GET', 'AppUsers/Permissions', auditor)).statusCode).toBe(401);
    expect((await login(t, { userName: 'auditor', password: 'Demo-Password-1' })).statusCode).toBe(401);
    expect((await status(true, read)).statusCode).toBe(409);
    // Activation grants access: it waits for the second person.
    const activation = await status(true, read + 1);
    expect((await call('GET', `AppUsers/${auditorId}`, admin)).json()).toMatchObject({ isActive: false });
    await approved(t, checker, activation);
    expect((await call('GET', `AppUsers/${auditorId}`, admin)).json()).toMatchObject({ isActive: true });
  });

  it('maps a user to one branch per organization', async () => {
    const org = seedId('org:Salaam Microfinance');
    const wrongBranch = await call('POST', 'AppUsers/Branches', admin, {
      userId: officerId,
      organizationId: org,
      branchId: seedId('branch:Dahab Bank:001'),
    });
    expect(wrongBranch.json()).toEqual({ errors: { branchId: [messages.branchRequired] } });
    const created = await call('POST', 'AppUsers/Branches', admin, {
      userId: officerId,
      organizationId: org,
      branchId: seedId('branch:Salaam Microfinance:101'),
    });
    expect(pendingOf(created).after).toEqual({
      branches: ['Dahab Bank / 001 Head Office', 'Salaam Microfinance / 101 Main Branch'],
    });
    await approved(t, checker, created);
    const mapping = (await call('GET', `AppUsers/${officerId}/Branches`, admin))
      .json<{ id: string; rowVersion: number; organizationName: string; branchName: string }[]>()
      .find((m) => m.organizationName === 'Salaam Microfinance')!;
    expect(mapping).toMatchObject({ organizationName: 'Salaam Microfinance', branchName: 'Main Branch' });
    expect(
      (
        await call('POST', 'AppUsers/Branches', admin, {
          userId: officerId,
          organizationId: org,
          branchId: seedId('branch:Salaam Microfinance:102'),
        })
      ).statusCode,
    ).toBe(409);
    await approved(
      t,
      checker,
      await call('PUT', `AppUsers/Branches/${mapping.id}`, admin, {
        organizationId: org,
        branchId: seedId('branch:Salaam Microfinance:102'),
        rowVersion: mapping.rowVersion,
      }),
    );
    const list = (await call('GET', `AppUsers/${officerId}/Branches`, admin)).json<
      { branchCode: string }[]
    >();
    expect(list.map((m) => m.branchCode).sort()).toEqual(['001', '102']);
    expect((await call('DELETE', `AppUsers/Branches/${mapping.id}`, admin)).statusCode).toBe(204);
  });
});

describe('passwords', () => {
  it('forces a reset after an administrator sets a password, and lets only the reset through', async () => {
    const { secret } = await firstSignIn(t, 'merchant');
    const mid = seedId('user:merchant');
    const read = await versionOf(mid);
    const set = { newPassword: 'Temporary-Pass-1', repeatNewPassword: 'Temporary-Pass-1' };
    const mismatch = await call('PUT', `AppUsers/${mid}/ChangePassword`, admin, {
      ...set,
      repeatNewPassword: 'other',
      rowVersion: read,
    });
    expect(mismatch.json()).toEqual({ errors: { repeatNewPassword: [messages.repeatPasswordMismatch] } });
    // Another user's password needs the version read, and a stale one changes nothing.
    const unversioned = await call('PUT', `AppUsers/${mid}/ChangePassword`, admin, set);
    expect(unversioned.json()).toEqual({ errors: { rowVersion: [messages.rowVersionRequired] } });
    const stale = { ...set, rowVersion: read - 1 };
    expect((await call('PUT', `AppUsers/${mid}/ChangePassword`, admin, stale)).statusCode).toBe(409);
    expect((await login(t, { userName: 'merchant', password: 'Temporary-Pass-1' })).statusCode).toBe(401);
    await approved(
      t,
      checker,
      await call('PUT', `AppUsers/${mid}/ChangePassword`, admin, { ...set, rowVersion: read }),
    );
    const token = await signIn(t, 'merchant', secret, 'Temporary-Pass-1');
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      resetPassword: string;
    };
    expect(claims.resetPassword).toBe('True');
    expect((await call('GET', 'Reports/Activity', token)).json()).toEqual({
      message: messages.passwordChangeRequired,
    });
    const noOld = await call('PUT', `AppUsers/${mid}/ChangePassword`, token, {
      newPassword: 'My-Own-Password-7',
      repeatNewPassword: 'My-Own-Password-7',
      isResetting: true,
    });
    expect(noOld.json()).toEqual({ errors: { oldPassword: [messages.adminOldPasswordRequired] } });
    const done = await call('PUT', `AppUsers/${mid}/ChangePassword`, token, {
      oldPassword: 'Temporary-Pass-1',
      newPassword: 'My-Own-Password-7',
      repeatNewPassword: 'My-Own-Password-7',
      isResetting: true,
    });
    expect(done.statusCode).toBe(204);
    expect((await call('GET', 'AppUsers/Permissions', token)).statusCode).toBe(401);
    const fresh = await signIn(t, 'merchant', secret, 'My-Own-Password-7');
    expect((await call('GET', 'Reports/Activity', fresh)).statusCode).toBe(403);
  });

  it("refuses to change another user's password without the permission", async () => {
    const officer = await tokenFor(t, 'officer');
    const res = await call('PUT', `AppUsers/${seedId('user:admin')}/ChangePassword`, officer, {
      newPassword: 'Whatever-Pass-1',
      repeatNewPassword: 'Whatever-Pass-1',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('two-factor reset', () => {
  it('clears the authenticator, ends the sessions, and the next sign-in sets it up again', async () => {
    const { token } = await firstSignIn(t, 'support');
    const id = seedId('user:support');
    const read = await versionOf(id);
    const reset = (token: string, rowVersion: number) =>
      call('PUT', `AppUsers/${id}/ResetTwoFactor`, token, { rowVersion });
    expect((await reset(await tokenFor(t, 'officer'), read)).statusCode).toBe(403);
    expect((await reset(admin, read + 1)).statusCode).toBe(409);
    expect((await call('GET', 'AppUsers/Permissions', token)).statusCode).toBe(200);
    expect((await call('GET', `AppUsers/${id}`, admin)).json()).toMatchObject({ mfa: true });
    const asked = await reset(admin, read);
    expect((await call('GET', 'AppUsers/Permissions', token)).statusCode).toBe(200);
    await approved(t, checker, asked);
    expect((await call('GET', 'AppUsers/Permissions', token)).statusCode).toBe(401);
    expect((await login(t, { userName: 'support', password: 'Demo-Password-1' })).statusCode).toBe(203);
    expect((await call('GET', `AppUsers/${id}`, admin)).json()).toMatchObject({ mfa: false });
  });
});

describe('view as', () => {
  it('reads as the chosen user, changes nothing, and audits both names', async () => {
    const res = await call('POST', 'AppUsers/ViewAs', admin, { userId: seedId('user:supervisor') });
    expect(res.statusCode).toBe(200);
    const token = res.json<{ token: string }>().token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      userName: string;
      actorName: string;
    };
    expect(claims).toMatchObject({ userName: 'supervisor', actorName: 'admin' });
    expect((await call('GET', 'Reports/Activity', token)).statusCode).toBe(200);
    const change = await call('PUT', `AppUsers/${officerId}`, token, { phone: '1', rowVersion: 1 });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual({ message: messages.readOnlySession });
    const events = (await call('GET', 'Reports/Activity?size=100', admin)).json<{
      items: { event: string; actor: string; remarks: string }[];
    }>();
    expect(events.items.find((e) => e.event === 'ViewAs')).toMatchObject({
      actor: 'admin',
      remarks: 'admin viewing as supervisor',
    });
  });
});

describe("a user's language", () => {
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { language?: string };

  it('is kept on the server and carried by the next token, whatever the computer', async () => {
    const token = await tokenFor(t, 'auditor');
    expect(claimsOf(token).language).toBeUndefined();
    const versionBefore = await versionOf(seedId('user:auditor'));
    expect((await call('PUT', 'AppUsers/Language', token, { language: 'so' })).statusCode).toBe(204);
    const refreshed = (await call('POST', 'auth/refresh', token)).json<{ token: string }>().token;
    expect(claimsOf(refreshed).language).toBe('so');
    expect(claimsOf(await tokenFor(t, 'auditor')).language).toBe('so');
    // A preference of the user's own: an administrator's read of the record does not go stale.
    expect(await versionOf(seedId('user:auditor'))).toBe(versionBefore);
  });

  it('refuses a language the console does not speak, and any change during view-as', async () => {
    const token = await tokenFor(t, 'support');
    const unknown = await call('PUT', 'AppUsers/Language', token, { language: 'fr' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errors: { language: [messages.languageUnknown] } });
    const viewing = (await call('POST', 'AppUsers/ViewAs', admin, { userId: seedId('user:support') })).json<{
      token: string;
    }>().token;
    expect((await call('PUT', 'AppUsers/Language', viewing, { language: 'ar' })).statusCode).toBe(403);
    expect(claimsOf(await tokenFor(t, 'support')).language).toBeUndefined();
  });
});
