import type { LookupItem, organizationsApi } from '@console/contract';

type Organization = organizationsApi.Organization;

/** Personal account types the organization offers (customers are people; businesses have their own screens). */
export function accountTypeOptions(org: Organization | undefined): LookupItem[] {
  return (org?.supportedAccounts ?? [])
    .filter((a) => a.group === 'Personal')
    .map((a) => ({ id: a.id, name: a.name }));
}

/** Currencies of one account type of the organization; none until a type is chosen. */
export function currencyOptions(org: Organization | undefined, accountType: string): LookupItem[] {
  const account = org?.supportedAccounts.find((a) => a.id === accountType);
  return (account?.currencies ?? []).map((c) => ({ id: c, name: c }));
}

export function languageOptions(org: Organization | undefined): LookupItem[] {
  return (org?.supportedLanguages ?? []).map((l) => ({ id: l, name: l }));
}

/** The organization named in an address: by name (any case) or by id. */
export function findOrganization(
  orgs: readonly Organization[] | undefined,
  nameOrId: string | undefined,
): Organization | undefined {
  const wanted = nameOrId?.trim().toLowerCase();
  if (!wanted) return undefined;
  return orgs?.find((o) => o.name.toLowerCase() === wanted || o.id.toLowerCase() === wanted);
}
