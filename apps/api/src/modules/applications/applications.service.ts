import { eq } from 'drizzle-orm';
import { messages, type applicationsApi, type EndpointBody, type EndpointQuery } from '@console/contract';
import { type CoreBanking } from '../../core-banking/port.ts';
import type { Db } from '../../db/client.ts';
import { applications, customers } from '../../db/schema/index.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import {
  coreOrg,
  requireOrganization,
  supportedAccountProblem,
  userBranchCode,
  type OrganizationRow,
} from '../organizations/organizations.service.ts';
import type { OtpService } from '../otp/otp.service.ts';
import { everyOrganization, type OrgScope } from '../../platform/org-scope.ts';
import { iso } from '../../platform/paging.ts';
import { samePhone } from '../../platform/phone.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import * as repo from './applications.repository.ts';
import { findDuplicate } from './applications.rules.ts';
import { created } from '../../db/versioning.ts';

type Api = typeof applicationsApi;
type ApplicationRow = repo.ApplicationRow;

export class ApplicationsService {
  constructor(private readonly d: { db: Db; core: CoreBanking; otp: OtpService; clock: Clock }) {}

  /** Applications, paged, within the organizations of `scope`. */
  list = (q: EndpointQuery<Api['listApplications']>, scope: OrgScope = everyOrganization) =>
    repo.listApplications(this.d.db, q, scope);

  ofCustomer = (customerId: string) => repo.ofCustomer(this.d.db, customerId);

  async history(id: string) {
    await this.require(id);
    return (await repo.historyOf(this.d.db, id)).map((h) => ({ ...h, createdAt: iso(h.createdAt) }));
  }

  async missing(id: string) {
    await this.require(id);
    return (await repo.openMissingDocuments(this.d.db, id)).map((m) => ({
      ...m,
      createdAt: iso(m.createdAt),
    }));
  }

  private require = (id: string) => repo.requireApplication(this.d.db, id);

  /** The maker's own branch in the organization, and an account the organization offers. */
  private async checkAccount(
    user: SessionUser,
    org: OrganizationRow,
    body: { accountType: string; currency: string; branchCode?: string | null | undefined },
  ) {
    const branchCode = await userBranchCode(this.d.db, user.userId, org.id);
    if (!branchCode) throw fail.rule(messages.branchNeeded);
    if (body.branchCode && body.branchCode !== branchCode)
      throw fail.field('branchCode', 'The branch must be your own branch.');
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
    const org = await requireOrganization(this.d.db, body.organizationId);
    const branchCode = await this.checkAccount(user, org, body);
    await this.d.otp.consume(
      { org: coreOrg(org), phone: body.mobile, operation: 'NewApplication', customerId: body.customerId },
      body.oTP,
    );
    const duplicate = await findDuplicate(this.d.db, {
      mobile: body.mobile,
      organizationId: org.id,
      coreCustomerId: body.customerId ?? null,
    });
    const status = duplicate ? 'Flagged' : 'Pending';
    const now = this.d.clock.now();
    const id = await this.d.db.transaction(async (tx) => {
      const [profile] = await tx
        .insert(customers)
        .values({
          ...body.customer,
          organizationId: org.id,
          mobile: body.mobile,
          status,
          coreCustomerId: body.customerId ?? null,
          language: body.customer.language ?? body.language,
          ...created(by),
        })
        .returning({ id: customers.id });
      const [app] = await tx
        .insert(applications)
        .values({
          customerId: profile!.id,
          organizationId: org.id,
          accountType: body.accountType,
          currency: body.currency,
          branchCode,
          language: body.language,
          status,
          ...created(by),
        })
        .returning({ id: applications.id });
      await repo.addHistory(
        tx,
        app!.id,
        status,
        duplicate ? `Possible duplicate of ${duplicate}` : 'Submitted',
        by.userName,
        now,
      );
      await repo.recountCustomer(tx, profile!.id);
      await recordActivity(tx, by, {
        type: 'Application',
        event: 'Created',
        remarks: `${body.customer.name}: ${status}`,
        targetType: 'Application',
        targetId: app!.id,
      });
      return app!.id;
    });
    return this.require(id);
  }

  /** A further account for an existing profile; a shadow application when the core knows the customer. */
  async accountRequest(
    body: EndpointBody<Api['accountRequest']>,
    user: SessionUser,
    by: Actor,
  ): Promise<ApplicationRow> {
    const [profile] = await this.d.db.select().from(customers).where(eq(customers.id, body.customerId));
    if (!profile || profile.isDeleted) throw fail.notFound(messages.customerNotFound);
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
    const now = this.d.clock.now();
    const id = await this.d.db.transaction(async (tx) => {
      const [app] = await tx
        .insert(applications)
        .values({
          customerId: profile.id,
          organizationId: org.id,
          accountType: body.accountType,
          currency: body.currency,
          branchCode,
          status: 'Pending',
          isShadow: profile.coreCustomerId !== null,
          ...created(by),
        })
        .returning({ id: applications.id });
      await repo.addHistory(tx, app!.id, 'Pending', 'Account requested', by.userName, now);
      await repo.recountCustomer(tx, profile.id);
      await recordActivity(tx, by, {
        type: 'Application',
        event: 'AccountRequested',
        remarks: `${profile.name}: ${body.accountType} ${body.currency}`,
        targetType: 'Application',
        targetId: app!.id,
      });
      return app!.id;
    });
    return this.require(id);
  }
}
