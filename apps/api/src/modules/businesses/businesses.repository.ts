import { and, asc, eq, ne, not, sql } from 'drizzle-orm';
import { messages, type businessesApi } from '@console/contract';
import type { Opening } from '../decisions/index.ts';
import type { Executor } from '../../db/client.ts';
import { businesses, businessHistory, businessOwners, organizations } from '../../db/schema/index.ts';
import { created, insertCreated, updateVersioned, type NewRecord } from '../../db/versioning.ts';
import { fail } from '../../kernel/errors.ts';
import { everyOrganization, inScope, type OrgScope } from '../../platform/org-scope.ts';
import { iso } from '../../kernel/paging.ts';

import { rowColumns } from './business-list.repository.ts';

export type Business = businessesApi.Business;
export type BusinessStatus = businessesApi.BusinessRow['status'];

const profileColumns = {
  ...rowColumns,
  registrationDate: businesses.registrationDate,
  type: businesses.type,
  address: businesses.address,
  city: businesses.city,
  country: businesses.country,
  contactPersonName: businesses.contactPersonName,
  contactPersonEmail: businesses.contactPersonEmail,
  contactPersonPhone: businesses.contactPersonPhone,
  countriesTradedWith: businesses.countriesTradedWith,
  capitalInvested: businesses.capitalInvested,
  noOfEmployees: businesses.noOfEmployees,
  monthlyTurnover: businesses.monthlyTurnover,
  annualTurnover: businesses.annualTurnover,
  language: businesses.language,
  signatoryType: businesses.signatoryType,
  signatoryNotes: businesses.signatoryNotes,
  declineReason: businesses.declineReason,
  openingError: businesses.openingError,
  awaitingCore: businesses.awaitingCore,
};

export async function getBusiness(exec: Executor, id: string): Promise<Business | null> {
  const [row] = await exec
    .select(profileColumns)
    .from(businesses)
    .innerJoin(organizations, eq(organizations.id, businesses.organizationId))
    .where(and(eq(businesses.id, id), not(businesses.isDeleted)));
  return row ? { ...row, registrationNo: row.registrationNumber, createdAt: iso(row.createdAt) } : null;
}

/** The business, if `scope` holds its organization; otherwise it does not exist for the user (404). */
export async function requireBusiness(
  exec: Executor,
  id: string,
  scope: OrgScope = everyOrganization,
): Promise<Business> {
  const found = await getBusiness(exec, id);
  if (!found || !inScope(scope, found.organizationId)) throw fail.notFound(messages.businessNotFound);
  return found;
}

export type NewBusiness = NewRecord<typeof businesses>;
export type NewOwner = Omit<NewRecord<typeof businessOwners>, 'businessId' | 'position'>;

/** The new business's id, or null when its registration number is taken in the organization (a race lost). */
export async function insertBusiness(
  exec: Executor,
  values: NewBusiness,
  by: { userName: string; at: Date },
): Promise<string | null> {
  const [row] = await exec
    .insert(businesses)
    .values({ ...values, ...created(by) })
    .onConflictDoNothing()
    .returning({ id: businesses.id });
  return row?.id ?? null;
}

export async function insertOwners(
  exec: Executor,
  businessId: string,
  owners: readonly NewOwner[],
  by: { userName: string; at: Date },
): Promise<void> {
  for (const [position, owner] of owners.entries())
    await insertCreated(exec, businessOwners, { ...owner, businessId, position }, by);
}

/** Whether a live business of the organization already has this registration number. */
export async function registrationTaken(
  exec: Executor,
  organizationId: string,
  registrationNumber: string,
): Promise<boolean> {
  const [row] = await exec
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      and(
        eq(businesses.organizationId, organizationId),
        eq(businesses.registrationNumber, registrationNumber),
        not(businesses.isDeleted),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A business of another organization with this registration number, by name. */
export async function registrationKnownElsewhere(
  exec: Executor,
  organizationId: string,
  registrationNumber: string,
): Promise<string | null> {
  const [row] = await exec
    .select({ name: businesses.name })
    .from(businesses)
    .where(
      and(
        ne(businesses.organizationId, organizationId),
        eq(businesses.registrationNumber, registrationNumber),
        not(businesses.isDeleted),
      ),
    )
    .limit(1);
  return row?.name ?? null;
}

/** The business of another signatory already holding one of these ID numbers, by name. */
export async function signatoryKnown(
  exec: Executor,
  ids: readonly { idType: string; idNumber: string }[],
  exceptBusinessId?: string,
): Promise<string | null> {
  for (const { idType, idNumber } of ids) {
    const [row] = await exec
      .select({ name: businesses.name, owner: businessOwners.name })
      .from(businessOwners)
      .innerJoin(businesses, eq(businesses.id, businessOwners.businessId))
      .where(
        and(
          eq(businessOwners.idNumber, idNumber),
          eq(businessOwners.idType, idType),
          not(businessOwners.isDeleted),
          not(businesses.isDeleted),
          exceptBusinessId ? ne(businesses.id, exceptBusinessId) : undefined,
        ),
      )
      .limit(1);
    if (row) return `${row.owner} (${row.name})`;
  }
  return null;
}

export async function addHistory(
  exec: Executor,
  businessId: string,
  status: BusinessStatus,
  comments: string | null,
  by: { userName: string; at: Date },
): Promise<void> {
  await exec
    .insert(businessHistory)
    .values({ businessId, status, comments, createdBy: by.userName, createdAt: by.at });
}

export const historyOf = (exec: Executor, businessId: string) =>
  exec
    .select({
      status: businessHistory.status,
      comments: businessHistory.comments,
      createdBy: businessHistory.createdBy,
      createdAt: businessHistory.createdAt,
    })
    .from(businessHistory)
    .where(eq(businessHistory.businessId, businessId))
    .orderBy(asc(businessHistory.seq));

/** A decision on the business as the client read it (a stale rowVersion is a 409). */
export const updateStatus = (
  exec: Executor,
  id: string,
  rowVersion: number,
  values: { status: BusinessStatus; declineReason?: string | null },
  at: Date,
) => updateVersioned(exec, businesses, id, rowVersion, values, at);

/** What the core answered to the account opening: the account, or why it failed. */
export async function setOpening(exec: Executor, id: string, outcome: Opening, at: Date): Promise<void> {
  await exec
    .update(businesses)
    .set({ ...outcome, rowVersion: sql`${businesses.rowVersion} + 1`, timeStamp: at })
    .where(eq(businesses.id, id));
}

/** The business of a live signatory, or null. */
export async function businessOfOwner(exec: Executor, ownerId: string): Promise<string | null> {
  const [row] = await exec
    .select({ businessId: businessOwners.businessId })
    .from(businessOwners)
    .where(and(eq(businessOwners.id, ownerId), not(businessOwners.isDeleted)));
  return row?.businessId ?? null;
}
