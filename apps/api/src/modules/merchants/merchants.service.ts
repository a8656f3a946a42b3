import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import {
  fillMessage,
  messages,
  type EndpointBody,
  type EndpointQuery,
  type merchantsApi,
} from '@console/contract';
import { inlinePhoto, type CoreBanking } from '../../core-banking/port.ts';
import type { Db } from '../../db/client.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import { fail } from '../../platform/errors.ts';
import { inScope } from '../../platform/org-scope.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { coreOrg, requireOrganization } from '../organizations/index.ts';
import type { MerchantUsers, UserScopes } from '../users/index.ts';
import { emvcoPayload } from './emvco.ts';
import * as repo from './merchants.repository.ts';

type Api = typeof merchantsApi;

export interface MerchantsDeps {
  db: Db;
  core: CoreBanking;
  scopes: UserScopes;
  merchantUsers: MerchantUsers;
}

/** What every payment QR of ours says beyond the merchant's own facts. */
const QR_DEFAULTS = { city: 'Mogadishu', categoryCode: '5999' };
/** Generated codes have 8 digits and never start with 0. */
const newCode = () => String(randomInt(10_000_000, 100_000_000));
const GENERATE_TRIES = 20;

export class MerchantsService {
  constructor(private readonly d: MerchantsDeps) {}

  /** An organization the user may work in; any other one does not exist for them. */
  private async organization(user: SessionUser, orgId: string) {
    await this.d.scopes.requireVisible(user, orgId);
    return requireOrganization(this.d.db, orgId);
  }

  /** A merchant of an organization the user may see; any other one is a 404. */
  async merchant(id: string, user: SessionUser): Promise<repo.MerchantRow> {
    const found = await repo.findMerchant(this.d.db, id);
    if (!found || !inScope(await this.d.scopes.of(user), found.organizationId)) throw fail.notFound();
    return found;
  }

  async accountInquiry(orgId: string, accountNo: string, user: SessionUser) {
    const org = await this.organization(user, orgId);
    const info = await this.d.core.accountInfo(coreOrg(org), accountNo);
    return (
      info ??
      fail
        .notFound(
          fillMessage(messages.accountNotInOrganization, { account: accountNo, organization: org.name }),
        )
        .throwIt()
    );
  }

  /** Merchants/CIF/Image: the account holder's photo, as the customer inquiry shows it. */
  async accountHolderImage(orgId: string, accountNo: string, user: SessionUser) {
    const org = await this.organization(user, orgId);
    const photo = await this.d.core.accountHolderPhoto(coreOrg(org), accountNo);
    if (!photo) throw fail.notFound(messages.noImage);
    return inlinePhoto(photo, `account-${accountNo}`);
  }

  async list(q: EndpointQuery<Api['listMerchants']>, user: SessionUser): Promise<merchantsApi.Merchant[]> {
    await this.organization(user, q.organizationId);
    if (q.code) {
      const found = await repo.merchantByCode(this.d.db, q.code);
      return found && found.organizationId === q.organizationId ? [repo.toMerchant(found)] : [];
    }
    const rows = await repo.merchantsOfAccount(this.d.db, q.organizationId, q.accountNo ?? '');
    return rows.map(repo.toMerchant);
  }

  /** A merchant belongs to an active account of the core; its code, if any, must be free. */
  async create(
    body: EndpointBody<Api['createMerchant']>,
    user: SessionUser,
    by: Actor,
  ): Promise<merchantsApi.Merchant> {
    const org = await this.organization(user, body.organizationId);
    const account = await this.d.core.accountInfo(coreOrg(org), body.accountNo);
    if (!account)
      throw fail.field(
        'accountNo',
        fillMessage(messages.accountNotInOrganization, { account: body.accountNo, organization: org.name }),
      );
    if (account.accStatus !== 'Active')
      throw fail.rule(
        fillMessage(messages.accountNotActive, { account: body.accountNo, status: account.accStatus }),
      );
    const code = body.code || null;
    const id = await this.d.db.transaction(async (tx) => {
      if (code && !(await repo.claimCode(tx, code, org.id, by)))
        throw fail.conflict(messages.merchantCodeTaken);
      const inserted = await repo.insertMerchant(
        tx,
        {
          organizationId: org.id,
          accountNo: account.account,
          currency: account.currency,
          code,
          name: body.name,
          phone: body.phone,
          email: body.email,
        },
        by,
      );
      if (!inserted) throw fail.conflict(messages.merchantCodeTaken);
      await recordActivity(tx, by, {
        type: 'Merchant',
        event: 'Created',
        organizationId: org.id,
        remarks: `${org.name}: ${body.name}${code ? ` (${code})` : ''}`,
        targetType: 'Merchant',
        targetId: inserted,
        changes: fieldChanges(
          {},
          { name: body.name, phone: body.phone, email: body.email, code, accountNumber: account.account },
        ),
      });
      return inserted;
    });
    return repo.toMerchant(await this.merchant(id, user));
  }

  /** Name, phone and email only: the code and the account never change. */
  async update(id: string, body: EndpointBody<Api['updateMerchant']>, user: SessionUser, by: Actor) {
    const { organizationId } = await this.merchant(id, user);
    await this.d.db.transaction(async (tx) => {
      const before = await repo.findMerchant(tx, id);
      const { name, phone, email } = body;
      const updated = await repo.updateMerchant(tx, id, body.rowVersion, { name, phone, email }, by.at);
      await recordActivity(tx, by, {
        type: 'Merchant',
        event: 'Updated',
        organizationId,
        remarks: `${updated.name}${updated.code ? ` (${updated.code})` : ''}`,
        targetType: 'Merchant',
        targetId: id,
        changes:
          before &&
          fieldChanges(
            { name: before.description, phone: before.mobileNo, email: before.email },
            { name, phone, email },
          ),
      });
    });
  }

  /**
   * A code nobody was ever given: each candidate is inserted into the table of handed-out codes,
   * whose key settles concurrent requests (the loser of a race tries another one).
   */
  async generateCode(orgId: string, user: SessionUser, by: Actor): Promise<{ code: string }> {
    const org = await this.organization(user, orgId);
    for (let i = 0; i < GENERATE_TRIES; i++) {
      const code = newCode();
      if (await repo.reserveNewCode(this.d.db, code, org.id, by)) return { code };
    }
    throw fail.unavailable();
  }

  async qr(id: string, user: SessionUser): Promise<{ payload: string; image: string }> {
    const m = await this.merchant(id, user);
    if (!m.code) throw fail.rule(messages.noQrCode);
    const payload = emvcoPayload({
      ...QR_DEFAULTS,
      organization: m.organizationName,
      code: m.code,
      name: m.description,
      currency: m.currency,
    });
    const image = await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 4, width: 360 });
    return { payload, image };
  }

  async access(id: string, user: SessionUser): Promise<{ user: merchantsApi.MerchantUser | null }> {
    const m = await this.merchant(id, user);
    return { user: m.userId ? await this.d.merchantUsers.contact(this.d.db, m.userId) : null };
  }

  /**
   * The merchant's user, named by its code. Note: the first password exists only in this call and
   * in the SMS the core sends; it is never logged, stored in clear or returned.
   */
  async registerUser(merchantId: string, user: SessionUser, by: Actor): Promise<merchantsApi.MerchantUser> {
    const m = await this.merchant(merchantId, user);
    if (!m.code) throw fail.rule(messages.merchantNeedsCode);
    if (m.userId) throw fail.conflict(messages.merchantHasUser);
    const userName = m.code;
    const { password, hash } = await this.d.merchantUsers.preparePassword(userName);
    const created = await this.d.db.transaction(async (tx) => {
      const made = await this.d.merchantUsers.create(
        tx,
        { userName, phone: m.mobileNo, email: m.email, passwordHash: hash, organizationId: m.organizationId },
        by,
      );
      if (!(await repo.linkUser(tx, m.id, made.id, by.at))) throw fail.conflict(messages.merchantHasUser);
      await recordActivity(tx, by, {
        type: 'Merchant',
        event: 'AccessCreated',
        organizationId: m.organizationId,
        remarks: `${m.description} (${userName})`,
        targetType: 'Merchant',
        targetId: m.id,
      });
      return made;
    });
    await this.d.core.sendSms(
      { id: m.organizationId, name: m.organizationName },
      m.mobileNo,
      fillMessage(messages.merchantAccessSms, { userName, password }),
    );
    return created;
  }
}
