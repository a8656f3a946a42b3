import {
  fillMessage,
  messages,
  type businessesApi,
  type EndpointBody,
  type EndpointQuery,
} from '@console/contract';
import type { Db } from '../../db/client.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import { fail } from '../../kernel/errors.ts';
import { iso } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { requireOrganization, supportedAccountProblem, userBranchCode } from '../organizations/index.ts';
import type { RecordScreening } from '../screening/index.ts';
import type { RiskRatings } from '../risk/index.ts';
import type { UserScopes } from '../users/index.ts';
import * as docs from './business-documents.repository.ts';
import { listBusinesses } from './business-list.repository.ts';
import * as repo from './businesses.repository.ts';

type Api = typeof businessesApi;
type Business = repo.Business;

export interface BusinessesDeps {
  db: Db;
  scopes: UserScopes;
  screening: RecordScreening;
  risk: RiskRatings;
  /** How far a search by name or registration number counts its matches. */
  searchCountLimit: number;
}

/** Registration, inquiry and the reading of business profiles; what is decided on them is in businesses.decisions.ts. */
export class BusinessesService {
  constructor(private readonly d: BusinessesDeps) {}

  /** Businesses, paged, within the organizations the user may see. */
  async list(q: EndpointQuery<Api['listBusinesses']>, user: SessionUser) {
    return listBusinesses(this.d.db, q, await this.d.scopes.of(user), this.d.searchCountLimit);
  }

  async get(id: string, user: SessionUser): Promise<Business> {
    return repo.requireBusiness(this.d.db, id, await this.d.scopes.of(user));
  }

  async signatories(id: string, user: SessionUser): Promise<businessesApi.Signatory[]> {
    await this.get(id, user);
    return (await docs.ownersOf(this.d.db, id)).map((o) => ({
      id: o.id,
      businessId: o.businessId,
      name: o.name,
      nationality: o.nationality,
      dateOfBirth: o.dateOfBirth,
      countryOfBirth: o.countryOfBirth,
      mobileNumber: o.mobileNumber,
      email: o.email,
      ownershipType: o.ownershipType,
      ownershipPercentage: o.ownershipPercentage,
      idType: o.idType,
      idNumber: o.idNumber,
      idExpiryDate: o.idExpiryDate,
      visaExpiryDate: o.visaExpiryDate,
      notes: o.notes,
      documents: o.documents,
    }));
  }

  async history(id: string, user: SessionUser) {
    await this.get(id, user);
    return (await repo.historyOf(this.d.db, id)).map((h) => ({ ...h, createdAt: iso(h.createdAt) }));
  }

  async missing(id: string, user: SessionUser) {
    await this.get(id, user);
    return (await docs.openMissingDocuments(this.d.db, id)).map((m) => ({
      ...m,
      createdAt: iso(m.createdAt),
    }));
  }

  /**
   * Registers a business with its signatories: Pending, or Flagged when its registration number
   * is known in another organization or a signatory's ID number is already known.
   */
  async register(
    body: EndpointBody<Api['registerBusiness']>,
    user: SessionUser,
    by: Actor,
  ): Promise<Business> {
    // Another organization does not exist for the maker; in their own, their branch there is required.
    await this.d.scopes.requireVisible(user, body.organizationId);
    const org = await requireOrganization(this.d.db, body.organizationId);
    const branchCode = await userBranchCode(this.d.db, user.userId, org.id);
    if (!branchCode) throw fail.rule(messages.branchNeeded);
    if (body.branchCode && body.branchCode !== branchCode)
      throw fail.field('branchCode', messages.ownBranchOnly);
    const businessOffer = {
      ...org,
      supportedAccounts: org.supportedAccounts.filter((a) => a.group === 'Business'),
    };
    const problem = supportedAccountProblem(businessOffer, body.accountType, body.currency);
    if (problem) throw fail.validation(problem);
    if (await repo.registrationTaken(this.d.db, org.id, body.registrationNumber))
      throw fail.conflict(messages.registrationNumberTaken);
    const duplicate =
      (await repo.registrationKnownElsewhere(this.d.db, org.id, body.registrationNumber)) ??
      (await repo.signatoryKnown(this.d.db, body.signatories));
    const status = duplicate ? 'Flagged' : 'Pending';
    const { signatories, organizationId: _org, branchCode: _branch, ...profile } = body;
    const screener = await this.d.screening.screener();
    const id = await this.d.db.transaction(async (tx) => {
      const businessId = await repo.insertBusiness(
        tx,
        {
          ...profile,
          organizationId: org.id,
          branchCode,
          status,
          contactPersonEmail: profile.contactPersonEmail || null,
          noOfEmployees: profile.noOfEmployees ?? null,
          signatoryNotes: profile.signatoryNotes || null,
        },
        by,
      );
      if (!businessId) throw fail.conflict(messages.registrationNumberTaken);
      await repo.insertOwners(
        tx,
        businessId,
        signatories.map((s) => ({
          ...s,
          countryOfBirth: s.countryOfBirth || null,
          email: s.email || null,
          visaExpiryDate: s.visaExpiryDate || null,
          notes: s.notes || null,
          ownershipPercentage: s.ownershipPercentage.toFixed(2),
        })),
        by,
      );
      // The business is screened with each of its signatories.
      await screener?.screen(tx, [{ type: 'Business', id: businessId }], by);
      await this.d.risk.rate(tx, [{ type: 'Business', id: businessId }], by.at);
      const comment = duplicate
        ? fillMessage(messages.businessDuplicate, { name: duplicate })
        : messages.businessRegistered;
      await repo.addHistory(tx, businessId, status, comment, by);
      await recordActivity(tx, by, {
        type: 'Business',
        event: 'Registered',
        organizationId: org.id,
        remarks: fillMessage(messages.labelled, { label: body.name, value: status }),
        targetType: 'Business',
        targetId: businessId,
        changes: fieldChanges(
          {},
          {
            name: body.name,
            registrationNumber: body.registrationNumber,
            accountType: body.accountType,
            currency: body.currency,
            branchCode,
            status,
            signatories: signatories.map((s) => s.name).join(', '),
          },
        ),
      });
      return businessId;
    });
    return repo.requireBusiness(this.d.db, id);
  }
}
