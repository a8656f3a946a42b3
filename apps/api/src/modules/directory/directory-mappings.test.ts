import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { P, type directoryApi } from '@console/contract';
import { branches, organizations, roles } from '../../db/schema/index.ts';
import { approved, decideChange, pendingOf } from '../../test/admin-change-helpers.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let maker: string;
let checker: string;
let salaamReader: string;
let dahab: { orgId: string; branchId: string };
let salaamBranch: string;
let officerRole: string;
let supervisorRole: string;

beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  const db = t.database.db;
  const branchOf = async (name: string) => {
    const [row] = await db
      .select({ id: branches.id, orgId: branches.organizationId })
      .from(branches)
      .innerJoin(organizations, eq(organizations.id, branches.organizationId))
      .where(eq(organizations.name, name))
      .limit(1);
    if (!row) throw new Error(`No branch of ${name}`);
    return row;
  };
  const d = await branchOf('Dahab Bank');
  dahab = { orgId: d.orgId, branchId: d.id };
  salaamBranch = (await branchOf('Salaam Microfinance')).id;
  const roleId = async (name: string) =>
    (await db.select().from(roles).where(eq(roles.name, name)))[0]?.id ?? '';
  officerRole = await roleId('Onboarding Officer');
  supervisorRole = await roleId('Onboarding Supervisor');
  maker = await tokenFor(t, 'officer', [P.ViewSessions, P.EditSecurityPolicies, P.ApproveAdminChanges]);
  checker = await tokenFor(t, 'admin.checker');
  salaamReader = await tokenFor(t, 'salaam.officer', [P.ViewSessions]);
});
afterAll(() => t.close());

const url = '/api/api/Security/DirectoryMappings';
const list = async (token: string) => {
  const res = await t.app.inject({ url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<directoryApi.DirectoryMapping[]>();
};
const propose = (token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: body });
const change = (token: string, id: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `${url}/${id}`, headers: bearer(token), payload: body });
const input = () => ({
  tenant: 'DBI',
  groupName: 'onboarding',
  organizationId: dahab.orgId,
  branchId: dahab.branchId,
  roleIds: [officerRole],
});

describe('directory mappings under four eyes', () => {
  it('applies a new mapping only when a second person approves it', async () => {
    const asked = pendingOf(await propose(maker, input()));
    expect(asked).toMatchObject({ kind: 'DirectoryMapping', organizationId: dahab.orgId });
    expect(await list(maker)).toHaveLength(0);
    // The maker holds the approval permission, and still cannot decide their own request.
    expect((await decideChange(t, maker, asked.id, 'Approve')).statusCode).toBe(400);
    expect(await list(maker)).toHaveLength(0);
    expect((await decideChange(t, checker, asked.id, 'Approve')).statusCode).toBe(200);
    const [mapping] = await list(maker);
    expect(mapping).toMatchObject({
      tenant: 'DBI',
      groupName: 'onboarding',
      organizationName: 'Dahab Bank',
      roles: [{ id: officerRole, name: 'Onboarding Officer' }],
    });
  });

  it('changes a mapping through four eyes too, from the version read', async () => {
    const [mapping] = await list(maker);
    if (!mapping) throw new Error('No mapping');
    const body = { ...input(), roleIds: [officerRole, supervisorRole], rowVersion: mapping.rowVersion };
    expect((await change(maker, mapping.id, { ...body, rowVersion: 99 })).statusCode).toBe(409);
    await approved(t, checker, await change(maker, mapping.id, body));
    const [after] = await list(maker);
    expect(after?.roles.map((r) => r.name).sort()).toEqual(['Onboarding Officer', 'Onboarding Supervisor']);
    expect(after?.rowVersion).toBe(mapping.rowVersion + 1);
  });

  it('refuses a group mapped twice, a branch of another organization, unknown roles', async () => {
    expect((await propose(maker, input())).statusCode).toBe(409);
    expect((await propose(maker, { ...input(), groupName: 'x', branchId: salaamBranch })).statusCode).toBe(
      400,
    );
    const unknownRole = { ...input(), groupName: 'y', roleIds: ['00000000-0000-4000-8000-000000000000'] };
    expect((await propose(maker, unknownRole)).statusCode).toBe(400);
    expect((await propose(maker, { ...input(), groupName: 'z', roleIds: [] })).statusCode).toBe(400);
  });

  it('keeps each organization to its own mappings', async () => {
    expect(await list(salaamReader)).toHaveLength(0);
    const [mapping] = await list(maker);
    const salaamMaker = await tokenFor(t, 'salaam.officer', [P.EditSecurityPolicies]);
    const body = { ...input(), rowVersion: mapping?.rowVersion ?? 1 };
    expect((await change(salaamMaker, mapping?.id ?? '', body)).statusCode).toBe(404);
    expect(
      (await propose(salaamMaker, { ...input(), groupName: 'salaam' })).statusCode,
    ).toBeGreaterThanOrEqual(403);
  });
});
