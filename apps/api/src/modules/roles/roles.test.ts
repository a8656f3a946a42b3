import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissions, messages, permissionGroups } from '@console/contract';
import { seedId } from '../../platform/seed-id.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { approved } from '../../test/admin-change-helpers.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';

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

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/api/${url}`,
    headers: bearer(admin),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('roles', () => {
  it('serves the permission groups of the contract', async () => {
    const res = await call('GET', 'Permissions');
    expect(res.json()).toEqual(permissionGroups);
    expect(res.json<{ permissions: unknown[] }[]>().flatMap((g) => g.permissions)).toHaveLength(
      allPermissions.length,
    );
  });

  it('validates with the spec messages', async () => {
    const res = await call('POST', 'Roles', { name: ' ', description: '', permissions: [] });
    expect(res.json()).toEqual({
      errors: {
        name: [messages.roleNameRequired],
        description: [messages.descriptionRequired],
        permissions: [messages.roleNeedsPermission],
      },
    });
    expect(
      (await call('POST', 'Roles', { name: 'X', description: 'Y', permissions: ['bank.rob'] })).statusCode,
    ).toBe(400);
  });

  it('creates, lists, edits (not the name) and deletes a role', async () => {
    const created = await call('POST', 'Roles', {
      name: 'Teller',
      description: 'Front desk',
      permissions: ['customer.list', 'customer.list'],
    });
    const applied = await approved(t, checker, created);
    const role = (await call('GET', 'Roles?name=Teller')).json<{
      items: { id: string; rowVersion: number; permissions: string[] }[];
    }>().items[0]!;
    expect(role.id).toBe(applied.targetId);
    expect(role.permissions).toEqual(['customer.list']);
    expect(
      (await call('POST', 'Roles', { name: 'teller', description: 'dup', permissions: ['customer.list'] }))
        .statusCode,
    ).toBe(409);
    const edit = await call('PUT', `Roles/${role.id}`, {
      name: 'Renamed',
      description: 'Desk',
      permissions: ['customer.list', 'document.list'],
      rowVersion: role.rowVersion,
    });
    await approved(t, checker, edit);
    const listed = (await call('GET', 'Roles?name=tell')).json<{
      items: { name: string; description: string; permissions: string[] }[];
    }>();
    expect(listed.items).toEqual([
      expect.objectContaining({
        name: 'Teller',
        description: 'Desk',
        permissions: ['customer.list', 'document.list'],
      }),
    ]);
    expect((await call('GET', 'Roles/Lookup')).json<{ name: string }[]>().map((r) => r.name)).toContain(
      'Teller',
    );
    expect((await call('DELETE', `Roles/${role.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `Roles/${role.id}`)).statusCode).toBe(404);
  });

  it('deleting a held role takes it from its users and ends their sessions', async () => {
    const cards = await tokenFor(t, 'cards');
    expect((await call('DELETE', `Roles/${seedId('role:cards')}`)).statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/api/AppUsers/Permissions', headers: bearer(cards) })).statusCode,
    ).toBe(401);
    const user = (await call('GET', `AppUsers/${seedId('user:cards')}`)).json<{ roles: unknown[] }>();
    expect(user.roles).toEqual([]);
  });
});

describe('organizations', () => {
  it('lists organizations, those with personal accounts, and branches', async () => {
    const all = (await call('GET', 'Organizations')).json<{ name: string }[]>();
    expect(all.map((o) => o.name)).toEqual(['Amal Cooperative', 'Dahab Bank', 'Salaam Microfinance']);
    const personal = (await call('GET', 'Organizations?accGroup=Personal')).json<
      { name: string; supportedAccounts: { group: string }[] }[]
    >();
    expect(personal.map((o) => o.name)).toEqual(['Dahab Bank', 'Salaam Microfinance']);
    expect(personal.every((o) => o.supportedAccounts.every((a) => a.group === 'Personal'))).toBe(true);
    const branches = (await call('GET', `Organizations/${seedId('org:Dahab Bank')}/Branches`)).json<
      { code: string }[]
    >();
    expect(branches.map((b) => b.code)).toEqual(['001', '002', '003']);
    expect(
      (await call('GET', 'Organizations/00000000-0000-4000-8000-000000000000/Branches')).statusCode,
    ).toBe(404);
  });
});
