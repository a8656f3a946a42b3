import { messages, type organizationsApi } from '@console/contract';
import type { CoreOrg } from '../../core-banking/port.ts';
import type { Executor } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import { inScope } from '../../platform/org-scope.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import type { UserScopes } from '../users/index.ts';
import * as repo from './organizations.repository.ts';

export type { OrganizationRow } from './organizations.repository.ts';
type OrganizationRow = repo.OrganizationRow;

/**
 * Partner organizations and their branches, as the pickers offer them: only the organizations the
 * user works in (every one for head office), so a picker with one choice can make it by itself.
 * The functions below the class take the caller's executor, so a check can run inside the
 * caller's transaction.
 */
export class OrganizationsService {
  constructor(private readonly d: { db: Executor; scopes: UserScopes }) {}

  /** Every organization, whatever the caller's scope: for a service that keeps them and scopes them itself. */
  async every() {
    return repo.listOrganizations(this.d.db);
  }

  /** accGroup keeps the organizations offering that group of accounts, and only those accounts. */
  async list(
    user: SessionUser,
    accGroup?: organizationsApi.Organization['supportedAccounts'][number]['group'],
  ) {
    const scope = await this.d.scopes.of(user);
    const rows = (await repo.listOrganizations(this.d.db)).filter((o) => inScope(scope, o.id));
    if (!accGroup) return rows;
    return rows
      .map((o) => ({ ...o, supportedAccounts: o.supportedAccounts.filter((a) => a.group === accGroup) }))
      .filter((o) => o.supportedAccounts.length > 0);
  }

  async branches(id: string, user: SessionUser) {
    await this.d.scopes.requireVisible(user, id);
    await requireOrganization(this.d.db, id);
    return repo.branchesOf(this.d.db, id);
  }
}

/** The live organization with this id, or 404. */
export async function requireOrganization(exec: Executor, id: string): Promise<OrganizationRow> {
  return (await repo.findOrganization(exec, id)) ?? fail.notFound().throwIt();
}

export const userBranchCode = repo.userBranchCode;

/** Every live organization, whatever anyone's scope. */
export const allOrganizations = repo.listOrganizations;

export const coreOrg = (org: OrganizationRow): CoreOrg => ({ id: org.id, name: org.name });

/** Refuses an account type or currency the organization does not offer. */
export function supportedAccountProblem(
  org: OrganizationRow,
  accountType: string,
  currency: string,
): Record<string, string[]> | null {
  const account = org.supportedAccounts.find((a) => a.id === accountType);
  if (!account) return { accountType: [messages.accountTypeNotOffered] };
  if (!account.currencies.includes(currency)) return { currency: [messages.currencyNotOffered] };
  return null;
}
