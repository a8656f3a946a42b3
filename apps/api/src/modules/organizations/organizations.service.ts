import { messages, type organizationsApi } from '@console/contract';
import type { CoreOrg } from '../../core-banking/port.ts';
import type { Executor } from '../../db/client.ts';
import { fail } from '../../platform/errors.ts';
import * as repo from './organizations.repository.ts';

export type { OrganizationRow } from './organizations.repository.ts';
type OrganizationRow = repo.OrganizationRow;

/**
 * Partner organizations and their branches: reference data other areas read. The functions take
 * the caller's executor, so a check can run inside the caller's transaction.
 */
export class OrganizationsService {
  constructor(private readonly exec: Executor) {}

  /** accGroup keeps the organizations offering that group of accounts, and only those accounts. */
  async list(accGroup?: organizationsApi.Organization['supportedAccounts'][number]['group']) {
    const rows = await repo.listOrganizations(this.exec);
    if (!accGroup) return rows;
    return rows
      .map((o) => ({ ...o, supportedAccounts: o.supportedAccounts.filter((a) => a.group === accGroup) }))
      .filter((o) => o.supportedAccounts.length > 0);
  }

  async branches(id: string) {
    await requireOrganization(this.exec, id);
    return repo.branchesOf(this.exec, id);
  }
}

/** The live organization with this id, or 404. */
export async function requireOrganization(exec: Executor, id: string): Promise<OrganizationRow> {
  return (await repo.findOrganization(exec, id)) ?? fail.notFound().throwIt();
}

export const isBranchOf = repo.isBranchOf;
export const userBranchCode = repo.userBranchCode;

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
