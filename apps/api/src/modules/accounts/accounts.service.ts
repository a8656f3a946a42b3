import {
  cardEvents,
  countedEvents,
  fillMessage,
  messages,
  type accountsApi,
  type EndpointBody,
  type EndpointParams,
} from '@console/contract';
import type { CoreBanking, CoreOrg } from '../../core-banking/port.ts';
import type { Db } from '../../db/client.ts';
import { recordActivity, SECRET_CHANGED, type Actor } from '../../platform/audit.ts';
import { fail } from '../../kernel/errors.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import type { AuthService } from '../auth/index.ts';
import { coreOrg, requireOrganization } from '../organizations/index.ts';
import type { OtpService } from '../otp/index.ts';
import { cents } from '../../kernel/money.ts';
import { requireAccountNotHeld, requireAccountNotRestricted } from '../screening/index.ts';
import type { UserScopes } from '../users/index.ts';

type Api = typeof accountsApi;

export interface AccountsDeps {
  db: Db;
  core: CoreBanking;
  otp: OtpService;
  scopes: UserScopes;
  auth: AuthService;
}

/**
 * DahabPlus link and limits, and the physical cards of an account. The core keeps the state;
 * every change writes its activity event once the core has made it.
 */
export class AccountsService {
  constructor(private readonly d: AccountsDeps) {}

  /** An organization the user may work in; any other one does not exist for them. */
  private async org(user: SessionUser, orgId: string): Promise<CoreOrg> {
    await this.d.scopes.requireVisible(user, orgId);
    return coreOrg(await requireOrganization(this.d.db, orgId));
  }

  async link(body: EndpointBody<Api['linkAccount']>, user: SessionUser, by: Actor) {
    const org = await this.org(user, body.organizationId);
    // A held record's account is not linked; its code stays unspent for when the hold ends.
    await requireAccountNotHeld(this.d.db, this.d.core, org, body.accountNo, by.at);
    await this.d.otp.consume({ org, phone: body.mobile, operation: 'LinkAccount' }, body.oTP);
    await this.d.core.linkAccount(org, body);
    await recordActivity(this.d.db, by, {
      ...countedEvents.linkAccount,
      organizationId: org.id,
      remarks: fillMessage(messages.accountRemark, { organization: org.name, account: body.accountNo }),
      targetType: 'CoreAccount',
      targetId: body.accountNo,
    });
    return { message: messages.accountLinked };
  }

  async deLink(body: EndpointBody<Api['deLinkAccount']>, user: SessionUser, by: Actor) {
    const org = await this.org(user, body.organizationId);
    await this.d.core.delinkAccount(org, body);
    await recordActivity(this.d.db, by, {
      ...countedEvents.deLinkAccount,
      organizationId: org.id,
      remarks: fillMessage(messages.accountRemark, { organization: org.name, account: body.accountNo }),
      targetType: 'CoreAccount',
      targetId: body.accountNo,
    });
    return { message: messages.accountDelinked };
  }

  async limit(p: EndpointParams<Api['getLimit']>, user: SessionUser) {
    const org = await this.org(user, p.org);
    return this.d.core.accountLimit(org, {
      accountNo: p.account,
      accountType: p.accountType,
      mobile: p.phone,
    });
  }

  async setLimit(body: EndpointBody<Api['setLimit']>, user: SessionUser, by: Actor): Promise<void> {
    const org = await this.org(user, body.orgId);
    const account = { accountNo: body.accountNo, accountType: body.accountType, mobile: body.mobile };
    const { currency, limit: old } = await this.d.core.accountLimit(org, account);
    // A restricted customer (overdue review, expired identity document) gets no higher limit; a lower one is fine.
    if (old === null || cents(body.limit) > cents(old))
      await requireAccountNotRestricted(this.d.db, this.d.core, org, body.accountNo, by.at);
    await this.d.core.setAccountLimit(org, account, body.limit);
    await recordActivity(this.d.db, by, {
      ...countedEvents.setLimit,
      organizationId: org.id,
      remarks: fillMessage(messages.dailyLimitRemark, {
        organization: org.name,
        account: body.accountNo,
        limit: body.limit,
        currency,
      }),
      targetType: 'CoreAccount',
      targetId: body.accountNo,
      changes: old === body.limit ? null : [{ field: 'dailyLimit', old, new: body.limit }],
    });
  }

  async cards(p: EndpointParams<Api['listCards']>, user: SessionUser) {
    const org = await this.org(user, p.org);
    return this.d.core.accountCards(org, p.account);
  }

  /**
   * The two card operations: the staff member's own fresh code first (a stolen session alone
   * cannot pass), then the customer's OTP, then the core.
   */
  private async cardOperation(
    body: EndpointBody<Api['resetCardPin']>,
    operation: 'ResetCardPin' | 'ResetCardCounter',
    user: SessionUser,
    by: Actor,
  ) {
    const org = await this.org(user, body.orgId);
    const card = await this.d.core.findCard(org, body.accountNo, body.encryptedCardNo);
    if (!card) throw fail.field('encryptedCardNo', messages.cardNotFound);
    await this.d.auth.requireFreshCode(user, body.totp, by);
    await this.d.otp.consume({ org, phone: body.mobile, operation }, body.oTP);
    const ref = { accountNo: body.accountNo, cardId: body.encryptedCardNo, mobile: body.mobile };
    if (operation === 'ResetCardPin') await this.d.core.resetCardPin(org, ref);
    else await this.d.core.resetCardPinCounter(org, ref);
    await recordActivity(this.d.db, by, {
      ...(operation === 'ResetCardPin' ? countedEvents.resetCardPin : cardEvents.resetPinCounter),
      organizationId: org.id,
      remarks: fillMessage(messages.cardRemark, {
        organization: org.name,
        card: card.cardNumber,
        account: body.accountNo,
      }),
      targetType: 'CoreAccount',
      targetId: body.accountNo,
      // Note: a PIN is never shown, not even masked: the audit says only that it changed.
      changes: operation === 'ResetCardPin' ? [{ field: 'cardPin', old: null, new: SECRET_CHANGED }] : null,
    });
  }

  async resetCardPin(body: EndpointBody<Api['resetCardPin']>, user: SessionUser, by: Actor) {
    await this.cardOperation(body, 'ResetCardPin', user, by);
    return { message: messages.pinReset };
  }

  async resetPinCounter(body: EndpointBody<Api['resetPinCounter']>, user: SessionUser, by: Actor) {
    await this.cardOperation(body, 'ResetCardCounter', user, by);
    return { message: messages.pinCounterReset };
  }
}
