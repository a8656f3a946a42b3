import {
  countedEvents,
  fillMessage,
  messages,
  type customersApi,
  type EndpointBody,
  type EndpointQuery,
} from '@console/contract';
import { inlinePhoto, type CoreBanking } from '../../core-banking/port.ts';
import type { Db } from '../../db/client.ts';
import { editedFields, recordActivity, SECRET_CHANGED, type Actor } from '../../platform/audit.ts';
import { fail } from '../../kernel/errors.ts';
import { coreOrg, requireOrganization } from '../organizations/index.ts';
import type { OtpService } from '../otp/index.ts';
import type { UserScopes } from '../users/index.ts';
import type { AuthService } from '../auth/index.ts';
import type { RecordScreening } from '../screening/index.ts';
import type { RiskRatings } from '../risk/index.ts';
import { iso } from '../../kernel/paging.ts';
import { maskPhone } from '../../platform/phone.ts';
import { maskCustomer, maskEmail, maskOptional } from '../../platform/masking.ts';
import { inScope } from '../../platform/org-scope.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { listCustomers } from './customer-list.repository.ts';
import * as repo from './customers.repository.ts';
import { keepMaskedFields, revealCustomerField, type RevealRequest } from './customer-reveal.ts';

type Api = typeof customersApi;

export interface CustomersDeps {
  db: Db;
  core: CoreBanking;
  otp: OtpService;
  scopes: UserScopes;
  /** The step-up of the mobile-banking PIN reset: the staff member's own fresh code. */
  auth: AuthService;
  screening: RecordScreening;
  risk: RiskRatings;
  /** How far a search by name or email counts its matches. */
  searchCountLimit: number;
}

/**
 * What a core customer id can look like. Anything else (control characters, spaces) is an id no
 * core holds: answered as not found here, never passed on to become a core failure.
 */
const CORE_CUSTOMER_ID = /^[A-Za-z0-9._-]{1,40}$/;

/** The fields of a profile that screening compares with the lists. */
const SCREENED = ['name', 'dateOfBirth', 'nationality'] as const;

/** The fields of a profile that the risk rules read, with the name (docs/kyc.md). */
const RATED = [
  'name',
  'nationality',
  'country',
  'occupation',
  'sourceOfFunds',
  'expectedMonthlyTurnover',
  'accountPurpose',
  'pepSelfDeclared',
  'pepRelationship',
] as const;

export class CustomersService {
  constructor(private readonly d: CustomersDeps) {}

  /** Customers, paged, within the organizations the user may see. */
  async list(q: EndpointQuery<Api['listCustomers']>, user: SessionUser) {
    const page = await listCustomers(this.d.db, q, await this.d.scopes.of(user), this.d.searchCountLimit);
    return { ...page, items: page.items.map(maskCustomer) };
  }

  async get(id: string, user: SessionUser): Promise<customersApi.Customer> {
    const found = await repo.getCustomer(this.d.db, id);
    if (!found || !inScope(await this.d.scopes.of(user), found.customer.organizationId))
      throw fail.notFound();
    const { customer: c, organizationName } = found;
    const { documentsCount, applicationsCount, pendingApplicationsCount, ...fields } = c;
    return maskCustomer({
      ...fields,
      organizationName,
      documents: documentsCount,
      applications: applicationsCount,
      pendingApplications: pendingApplicationsCount,
      createdAt: iso(c.createdAt),
      timeStamp: iso(c.timeStamp),
    });
  }

  /** One masked field in full, for a holder of `pii.reveal` with a reason; audited. */
  reveal = (id: string, request: RevealRequest, user: SessionUser, by: Actor) =>
    revealCustomerField(this.d, id, request, user, by);

  /** The mobile number and status never change here; a stale rowVersion is a 409. */
  async update(
    id: string,
    rowVersion: number,
    body: EndpointBody<Api['updateCustomer']>,
    user: SessionUser,
    by: Actor,
  ): Promise<void> {
    const scope = await this.d.scopes.of(user);
    const screener = await this.d.screening.screener();
    await this.d.db.transaction(async (tx) => {
      // The organization of a profile never changes, so checking it first is enough.
      const found = await repo.getCustomer(tx, id);
      if (!found || !inScope(scope, found.customer.organizationId)) throw fail.notFound();
      const values = keepMaskedFields(body, found.customer);
      const updated = await repo.updateProfile(tx, id, rowVersion, values, by.at);
      // A new name, date of birth or nationality is screened again with the change.
      if (SCREENED.some((field) => found.customer[field] !== updated[field]))
        await screener?.screen(tx, [{ type: 'Customer', id }], by);
      // Rated after the screening, so that a new hit counts.
      if (RATED.some((field) => found.customer[field] !== updated[field]))
        await this.d.risk.rate(tx, [{ type: 'Customer', id }], by.at);
      await recordActivity(tx, by, {
        type: 'Customer',
        event: 'Updated',
        organizationId: found.customer.organizationId,
        remarks: updated.name,
        targetType: 'Customer',
        targetId: id,
        changes: editedFields(found.customer, updated, Object.keys(values)),
      });
    });
  }

  async lookup(mobile: string, organizationId: string | undefined, user: SessionUser) {
    const found = await repo.findByMobile(this.d.db, mobile, organizationId, await this.d.scopes.of(user));
    return found.map(maskCustomer);
  }

  /** An organization the user may work in; any other one does not exist for them. */
  private async organization(user: SessionUser, orgId: string) {
    await this.d.scopes.requireVisible(user, orgId);
    return requireOrganization(this.d.db, orgId);
  }

  async inquiry(orgId: string, mobile: string, user: SessionUser, by: Actor) {
    const org = await this.organization(user, orgId);
    const found = await this.d.core.findCustomersByPhone(coreOrg(org), mobile);
    await recordActivity(this.d.db, by, {
      type: 'Core',
      event: 'CustomerInquiry',
      organizationId: org.id,
      remarks: fillMessage(messages.customerInquiryRemark, {
        organization: org.name,
        mobile: maskPhone(mobile),
        count: String(found.length),
      }),
    });
    // Note: the mobile stays whole: it is the number the user typed, and the desk's OTPs and
    // actions send it back to the core (docs/personal-data.md).
    return found.map((c) => ({
      ...c,
      email: maskOptional(c.email, maskEmail),
      telephone: maskOptional(c.telephone, maskPhone),
    }));
  }

  async image(orgId: string, customerId: string, user: SessionUser) {
    const org = await this.organization(user, orgId);
    if (!CORE_CUSTOMER_ID.test(customerId)) throw fail.notFound();
    const photo = await this.d.core.customerPhoto(coreOrg(org), customerId);
    if (!photo) throw fail.notFound();
    return inlinePhoto(photo, `customer-${customerId}`);
  }

  async accounts(customerId: string, orgId: string, user: SessionUser) {
    const org = await this.organization(user, orgId);
    if (!CORE_CUSTOMER_ID.test(customerId)) throw fail.notFound();
    // Note: the account number stays whole: the desk's actions name the account at the core with
    // it (docs/personal-data.md); the holder's phone is masked.
    const accounts = await this.d.core.customerAccounts(coreOrg(org), customerId);
    return accounts.map((a) => ({ ...a, phone: maskOptional(a.phone, maskPhone) }));
  }

  async mobileBankingUser(orgId: string, phone: string, user: SessionUser) {
    const org = await this.organization(user, orgId);
    return (await this.d.core.mobileBankingUser(coreOrg(org), phone)) ?? fail.notFound().throwIt();
  }

  /** Resets the mobile-banking PIN once the OTP sent to the customer for ResetPin is given. */
  async resetPin(
    body: EndpointBody<Api['resetPin']>,
    user: SessionUser,
    by: Actor,
  ): Promise<{ message: string }> {
    await this.d.scopes.requireVisible(user, body.organizationId);
    if (!CORE_CUSTOMER_ID.test(body.customerId)) throw fail.field('customerId', messages.customerNotFound);
    const org = await requireOrganization(this.d.db, body.organizationId);
    const target = {
      org: coreOrg(org),
      phone: body.mobile,
      operation: 'ResetPin' as const,
      customerId: body.customerId,
    };
    await this.d.auth.requireFreshCode(user, body.totp, by);
    await this.d.otp.consume(target, body.oTP);
    await this.d.core.resetMobilePin(target.org, body.customerId, body.mobile);
    await recordActivity(this.d.db, by, {
      ...countedEvents.resetPin,
      organizationId: org.id,
      remarks: fillMessage(messages.pinResetRemark, { organization: org.name, customerId: body.customerId }),
      targetType: 'CoreCustomer',
      targetId: body.customerId,
      // Note: a PIN is never shown, not even masked: the audit says only that it changed.
      changes: [{ field: 'mobileBankingPin', old: null, new: SECRET_CHANGED }],
    });
    return { message: messages.pinReset };
  }
}
