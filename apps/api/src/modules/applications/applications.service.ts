import {
  countedEvents,
  fillMessage,
  messages,
  type applicationsApi,
  type EndpointBody,
  type EndpointQuery,
} from '@console/contract';
import type { Db, Executor } from '../../db/client.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import { fail } from '../../kernel/errors.ts';
import {
  coreOrg,
  requireOrganization,
  supportedAccountProblem,
  type OrganizationRow,
  userBranchCode,
} from '../organizations/index.ts';
import type { OtpService } from '../otp/index.ts';
import type { CustomerProfiles } from '../customers/index.ts';
import type { RecordScreening } from '../screening/index.ts';
import type { RiskRatings } from '../risk/index.ts';
import type { UserScopes } from '../users/index.ts';
import { iso } from '../../kernel/paging.ts';
import { samePhone } from '../../platform/phone.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import * as repo from './applications.repository.ts';

type Api = typeof applicationsApi;
type ApplicationRow = repo.ApplicationRow;

export interface ApplicationsDeps {
  db: Db;
  otp: OtpService;
  scopes: UserScopes;
  profiles: CustomerProfiles;
  screening: RecordScreening;
  risk: RiskRatings;
}

/** Applications read, submitted and requested; what is decided on them is in applications.decisions.ts. */
export class ApplicationsService {
  constructor(private readonly d: ApplicationsDeps) {}

  /** Applications, paged, within the organizations the user may see. */
  async list(q: EndpointQuery<Api['listApplications']>, user: SessionUser) {
    return repo.listApplications(this.d.db, q, await this.d.scopes.of(user));
  }

  async ofCustomer(customerId: string, user: SessionUser) {
    await this.d.profiles.visible(this.d.db, customerId, await this.d.scopes.of(user));
    return repo.ofCustomer(this.d.db, customerId);
  }

  async history(id: string, user: SessionUser) {
    await repo.requireApplication(this.d.db, id, await this.d.scopes.of(user));
    return (await repo.historyOf(this.d.db, id)).map((h) => ({ ...h, createdAt: iso(h.createdAt) }));
  }

  async missing(id: string, user: SessionUser) {
    await repo.requireApplication(this.d.db, id, await this.d.scopes.of(user));
    return (await repo.openMissingDocuments(this.d.db, id)).map((m) => ({
      ...m,
      createdAt: iso(m.createdAt),
    }));
  }

  private require = (id: string) => repo.requireApplication(this.d.db, id);

  /** The profile's counts after one more application of theirs. */
  private async counted(exec: Executor, customerId: string, at: Date): Promise<void> {
    await this.d.profiles.followApplications(
      exec,
      customerId,
      await repo.countsOf(exec, customerId),
      null,
      at,
    );
  }

  /** The maker's own branch in the organization, and an account the organization offers. */
  private async checkAccount(
    user: SessionUser,
    org: OrganizationRow,
    body: { accountType: string; currency: string; branchCode?: string | null | undefined },
  ) {
    const branchCode = await userBranchCode(this.d.db, user.userId, org.id);
    if (!branchCode) throw fail.rule(messages.branchNeeded);
    if (body.branchCode && body.branchCode !== branchCode)
      throw fail.field('branchCode', messages.ownBranchOnly);
    const problem = supportedAccountProblem(org, body.accountType, body.currency);
    if (problem) throw fail.validation(problem);
    return branchCode;
  }

  /** The new-application wizard: a new profile and its first application, flagged if it may be a duplicate. */
  async create(
    body: EndpointBody<Api['createApplication']>,
    user: SessionUser,
    by: Actor,
  ): Promise<ApplicationRow> {
    // Another organization does not exist for the maker; in their own, their branch there is required.
    await this.d.scopes.requireVisible(user, body.organizationId);
    const org = await requireOrganization(this.d.db, body.organizationId);
    const branchCode = await this.checkAccount(user, org, body);
    await this.d.otp.consume(
      { org: coreOrg(org), phone: body.mobile, operation: 'NewApplication', customerId: body.customerId },
      body.oTP,
    );
    const duplicate = await this.d.profiles.duplicateOf(this.d.db, {
      mobile: body.mobile,
      organizationId: org.id,
      coreCustomerId: body.customerId ?? null,
    });
    const status = duplicate ? 'Flagged' : 'Pending';
    // The lists are read before the transaction; the new profile is screened inside it.
    const screener = await this.d.screening.screener();
    const id = await this.d.db.transaction(async (tx) => {
      const customerId = await this.d.profiles.create(
        tx,
        {
          ...body.customer,
          organizationId: org.id,
          mobile: body.mobile,
          status,
          coreCustomerId: body.customerId ?? null,
          language: body.customer.language ?? body.language,
        },
        by,
      );
      await screener?.screen(tx, [{ type: 'Customer', id: customerId }], by);
      await this.d.risk.rate(tx, [{ type: 'Customer', id: customerId }], by.at);
      const appId = await repo.insertApplication(
        tx,
        {
          customerId,
          organizationId: org.id,
          accountType: body.accountType,
          currency: body.currency,
          branchCode,
          language: body.language,
          status,
        },
        by,
      );
      const comment = duplicate
        ? fillMessage(messages.possibleDuplicate, { name: duplicate })
        : messages.historySubmitted;
      await repo.addHistory(tx, appId, status, comment, by);
      await this.counted(tx, customerId, by.at);
      await recordActivity(tx, by, {
        ...countedEvents.applicationCreated,
        organizationId: org.id,
        remarks: fillMessage(messages.labelled, { label: body.customer.name, value: status }),
        targetType: 'Application',
        targetId: appId,
        changes: fieldChanges(
          {},
          { accountType: body.accountType, currency: body.currency, branchCode, status },
        ),
      });
      return appId;
    });
    return this.require(id);
  }

  /** A further account for an existing profile; a shadow application when the core knows the customer. */
  async accountRequest(
    body: EndpointBody<Api['accountRequest']>,
    user: SessionUser,
    by: Actor,
  ): Promise<ApplicationRow> {
    const scope = await this.d.scopes.of(user);
    const profile = await this.d.profiles.visible(
      this.d.db,
      body.customerId,
      scope,
      messages.customerNotFound,
    );
    if (profile.organizationId !== body.organizationId) throw fail.rule(messages.orgDetailsMissing);
    if (!samePhone(profile.mobile, body.mobile)) throw fail.field('mobile', messages.countryCodeOnly);
    const org = await requireOrganization(this.d.db, body.organizationId);
    const branchCode = await this.checkAccount(user, org, body);
    await this.d.otp.consume(
      {
        org: coreOrg(org),
        phone: body.mobile,
        operation: 'AccountRequest',
        customerId: profile.coreCustomerId,
      },
      body.oTP,
    );
    const id = await this.d.db.transaction(async (tx) => {
      const appId = await repo.insertApplication(
        tx,
        {
          customerId: profile.id,
          organizationId: org.id,
          accountType: body.accountType,
          currency: body.currency,
          branchCode,
          status: 'Pending',
          isShadow: profile.coreCustomerId !== null,
        },
        by,
      );
      await repo.addHistory(tx, appId, 'Pending', messages.historyAccountRequested, by);
      await this.counted(tx, profile.id, by.at);
      await recordActivity(tx, by, {
        type: 'Application',
        event: 'AccountRequested',
        organizationId: org.id,
        remarks: fillMessage(messages.labelled, {
          label: profile.name,
          value: `${body.accountType} ${body.currency}`,
        }),
        targetType: 'Application',
        targetId: appId,
        changes: fieldChanges(
          {},
          { accountType: body.accountType, currency: body.currency, branchCode, status: 'Pending' },
        ),
      });
      return appId;
    });
    return this.require(id);
  }
}
