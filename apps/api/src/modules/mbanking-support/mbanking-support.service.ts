import { fillMessage, messages, type EndpointBody, type mbankingSupportApi as Api } from '@console/contract';
import type { CoreBanking } from '../../core-banking/port.ts';
import type { Db } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { fail } from '../../kernel/errors.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { coreOrg, requireOrganization } from '../organizations/index.ts';
import type { UserScopes } from '../users/index.ts';

/** The activity events of this area (none of them is counted by the dashboards). */
const events = {
  lookup: { type: 'MBankingUser', event: 'Lookup' },
  block: { type: 'MBankingUser', event: 'Block' },
  unblock: { type: 'MBankingUser', event: 'Unblock' },
  resendOtp: { type: 'MBankingUser', event: 'ResendOtp' },
} as const;

/** The user an event is about, and that user's organization, which decides who sees the event. */
const target = (userId: string, organizationId: string) => ({
  targetType: 'MBankingUser',
  targetId: userId,
  organizationId,
});

/**
 * Support of DahabPlus users. The users, their state and transactions belong to the core; this
 * service checks the agent may see the user's organization, asks the core, and audits each action.
 */
export class MbankingSupportService {
  constructor(private readonly d: { db: Db; core: CoreBanking; scopes: UserScopes }) {}

  async lookup(orgId: string, phone: string, user: SessionUser, by: Actor) {
    await this.d.scopes.requireVisible(user, orgId);
    const org = await requireOrganization(this.d.db, orgId);
    const found = await this.d.core.mobileBankingUser(coreOrg(org), phone);
    if (!found) throw fail.notFound(messages.mbankingUserNotFound);
    await recordActivity(this.d.db, by, {
      ...events.lookup,
      remarks: fillMessage(messages.labelled, { label: org.name, value: phone }),
      ...target(found.userId, org.id),
    });
    return found;
  }

  /**
   * The organization of the user; a user of another organization is, for this agent, a user that
   * does not exist.
   */
  private async visible(userId: string, user: SessionUser): Promise<string> {
    const orgId = await this.d.core.mobileBankingUserOrganization(userId);
    if (!orgId) throw fail.notFound(messages.mbankingUserNotFound);
    await this.d.scopes.requireVisible(user, orgId, messages.mbankingUserNotFound);
    return orgId;
  }

  async info(userId: string, page: { page: number; size: number }, user: SessionUser): Promise<Api.UserInfo> {
    await this.visible(userId, user);
    const found = await this.d.core.mobileBankingUserInfo(userId, page);
    if (!found) throw fail.notFound(messages.mbankingUserNotFound);
    const org = await requireOrganization(this.d.db, found.organizationId);
    const names = new Map([[org.id, org.name]]);
    for (const a of found.linkedAccounts)
      if (!names.has(a.organizationId))
        names.set(a.organizationId, (await requireOrganization(this.d.db, a.organizationId)).name);
    return {
      organizationId: org.id,
      organizationName: org.name,
      info: found.info,
      isBlocked: found.isBlocked,
      transactions: found.transactions,
      linkedAccounts: found.linkedAccounts.map(({ organizationId, ...a }) => ({
        entity: names.get(organizationId) ?? organizationId,
        ...a,
      })),
      pendingOtp: found.pendingOtp,
    };
  }

  async block(body: EndpointBody<typeof Api.blockUser>, user: SessionUser, by: Actor) {
    const orgId = await this.visible(body.userId, user);
    await this.d.core.blockMobileBankingUser(body.userId, body.reason, by.userName);
    await recordActivity(this.d.db, by, {
      ...events.block,
      remarks: body.reason,
      ...target(body.userId, orgId),
    });
    return { message: messages.userBlocked };
  }

  async unblock(body: EndpointBody<typeof Api.unblockUser>, user: SessionUser, by: Actor) {
    const orgId = await this.visible(body.userId, user);
    await this.d.core.unblockMobileBankingUser(body.userId);
    await recordActivity(this.d.db, by, { ...events.unblock, remarks: null, ...target(body.userId, orgId) });
    return { message: messages.userUnblocked };
  }

  async channels(userId: string, user: SessionUser) {
    await this.visible(userId, user);
    return this.d.core.mobileBankingOtpChannels(userId);
  }

  async resendOtp(body: EndpointBody<typeof Api.resendOtp>, user: SessionUser, by: Actor) {
    const orgId = await this.visible(body.userId, user);
    await this.d.core.resendMobileBankingOtp(body.userId, body.channel, body.to);
    // Note: the channel is audited, not the address: the report is read more widely than the user info.
    await recordActivity(this.d.db, by, {
      ...events.resendOtp,
      remarks: body.channel,
      ...target(body.userId, orgId),
    });
    return { message: messages.otpResent };
  }
}
