import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, P } from '@console/contract';
import { approved, decideChange, pendingOf } from '../../test/admin-change-helpers.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedId } from '../../platform/seed-id.ts';

let t: TestApp;
let admin: string;
let checker: string;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  admin = await tokenFor(t, 'admin');
  checker = await tokenFor(t, 'admin.checker');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/api/${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

type Role = { id: string; rowVersion: number; description: string; permissions: string[] };
const roleNamed = async (name: string) =>
  (await call('GET', `Roles?name=${encodeURIComponent(name)}`, admin)).json<{ items: Role[] }>().items[0]!;
const askRoleEdit = (role: Role, permissions: string[], token = admin) =>
  call('PUT', `Roles/${role.id}`, token, {
    description: role.description,
    permissions,
    rowVersion: role.rowVersion,
  });

describe('administration changes', () => {
  it("gives a role's new permission no effect until a second person approves it", async () => {
    const officer = await tokenFor(t, 'officer');
    expect((await call('GET', 'Operations/Jobs', officer)).statusCode).toBe(403);
    const role = await roleNamed('Onboarding Officer');
    const asked = pendingOf(await askRoleEdit(role, [...role.permissions, P.ViewJobs]));
    expect(asked).toMatchObject({
      kind: 'EditRole',
      targetType: 'Role',
      targetId: role.id,
      requestedBy: 'admin',
      before: { permissions: [...role.permissions].sort() },
      after: { permissions: [...role.permissions, P.ViewJobs].sort() },
    });
    // Still pending: the role is unchanged, and a session started now does not get the permission.
    expect((await roleNamed('Onboarding Officer')).permissions).not.toContain(P.ViewJobs);
    const before = await tokenFor(t, 'officer');
    expect((await call('GET', 'Operations/Jobs', before)).statusCode).toBe(403);
    expect((await call('GET', 'AdminChanges?status=Pending', checker)).json()).toMatchObject({
      items: [expect.objectContaining({ id: asked.id })],
    });

    // The maker never decides, isSUDO or not.
    const own = await decideChange(t, admin, asked.id, 'Approve');
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: messages.ownAdminChange });

    const done = await decideChange(t, checker, asked.id, 'Approve');
    expect(done.json()).toMatchObject({ status: 'Approved', decidedBy: 'admin.checker' });
    expect((await call('GET', 'AppUsers/Permissions', before)).statusCode).toBe(401);
    const after = await tokenFor(t, 'officer');
    expect((await call('GET', 'Operations/Jobs', after)).statusCode).toBe(200);

    const again = await decideChange(t, checker, asked.id, 'Approve');
    expect(again.json()).toEqual({ message: messages.adminChangeDecided });
    const unknown = await decideChange(t, checker, '00000000-0000-4000-8000-000000000000', 'Approve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.adminChangeNotFound });
    expect((await call('GET', `AdminChanges/${asked.id}`, checker)).json()).toMatchObject({
      status: 'Approved',
    });
  });

  it('closes a change as stale when its record changed after the request', async () => {
    const role = await roleNamed('Card Operations');
    const asked = pendingOf(await askRoleEdit(role, role.permissions.slice(1)));
    // One pending change per record.
    expect((await askRoleEdit(role, role.permissions)).json()).toEqual({
      message: messages.alreadyPendingChange,
    });
    const other = await call('PUT', `Roles/${role.id}`, admin, {
      description: 'changed',
      permissions: role.permissions,
      rowVersion: role.rowVersion,
    });
    expect(other.statusCode).toBe(400);
    // Another change of the role lands meanwhile (as a removal and re-creation elsewhere would).
    await t.database.db.execute(`update roles set row_version = row_version + 1 where id = '${role.id}'`);
    const stale = await decideChange(t, checker, asked.id, 'Approve');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: messages.adminChangeStale });
    expect((await call('GET', `AdminChanges/${asked.id}`, checker)).json()).toMatchObject({
      status: 'Stale',
      remarks: messages.adminChangeStale,
    });
    expect((await roleNamed('Card Operations')).permissions).toEqual(role.permissions);
  });

  it('rejects with a reason, refuses a change about oneself, and lets changes expire', async () => {
    const target = seedId('user:admin.checker');
    const version = (await call('GET', `AppUsers/${target}`, admin)).json<{ rowVersion: number }>()
      .rowVersion;
    const aboutChecker = pendingOf(
      await call('PUT', `AppUsers/${target}/ResetTwoFactor`, admin, { rowVersion: version }),
    );
    const self = await decideChange(t, checker, aboutChecker.id, 'Approve');
    expect(self.json()).toEqual({ message: messages.adminChangeAboutYou });

    const noReason = await decideChange(t, checker, aboutChecker.id, 'Reject', ' ');
    expect(noReason.json()).toEqual({ errors: { remarks: [messages.changeRejectionReasonRequired] } });
    const other = await tokenFor(t, 'auditor', [P.ApproveAdminChanges, P.AllOrganizations]);
    const rejected = await decideChange(t, other, aboutChecker.id, 'Reject', 'Not asked for by the user.');
    expect(rejected.json()).toMatchObject({ status: 'Rejected', remarks: 'Not asked for by the user.' });
    expect((await call('GET', `AppUsers/${target}`, admin)).json()).toMatchObject({ rowVersion: version });

    const role = await roleNamed('Merchant');
    const late = pendingOf(await askRoleEdit(role, [...role.permissions, P.ListMerchants]));
    t.clock.advance(73 * 3_600_000);
    // Sessions do not last that long either.
    admin = await tokenFor(t, 'admin');
    checker = await tokenFor(t, 'admin.checker');
    const expired = await decideChange(t, checker, late.id, 'Approve');
    expect(expired.json()).toEqual({ message: messages.adminChangeExpired });
    expect((await call('GET', 'AdminChanges?status=Expired', checker)).json()).toMatchObject({
      items: [expect.objectContaining({ id: late.id })],
    });
  });

  it('keeps administration changes from staff who see only their organizations', async () => {
    const role = await roleNamed('Auditor');
    await approved(t, checker, await askRoleEdit(role, role.permissions));
    const local = await tokenFor(t, 'salaam.supervisor', [P.ViewAdminChanges, P.ApproveAdminChanges]);
    expect((await call('GET', 'AdminChanges', local)).json()).toMatchObject({ items: [], totalItems: 0 });
    const all = (await call('GET', 'AdminChanges?kind=EditRole', checker)).json<{
      items: { id: string }[];
    }>();
    expect((await call('GET', `AdminChanges/${all.items[0]!.id}`, local)).statusCode).toBe(404);
    expect((await decideChange(t, local, all.items[0]!.id, 'Approve')).statusCode).toBe(404);
  });
});
