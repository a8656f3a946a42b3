import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import {
  fillMessage,
  messages,
  type adminChangesApi,
  type EndpointBody,
  type EndpointQuery,
  type merchantsApi,
} from '@console/contract';
import { inlinePhoto, type CoreBanking } from '../../core-banking/port.ts';
import type { Db } from '../../db/client.ts';
import { askedByRemark, type AdminChanges, type ChangeHandler } from '../admin-changes/index.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import { fail } from '../../kernel/errors.ts';
import { inScope } from '../../platform/org-scope.ts';
import { iso } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { coreOrg, requireOrganization } from '../organizations/index.ts';
import { MERCHANT_ROLE, type MerchantUsers, type UserScopes } from '../users/index.ts';
import { requireNoHold, type RecordScreening } from '../screening/index.ts';
import { emvcoPayload } from './emvco.ts';
import * as repo from './merchants.repository.ts';

type Api = typeof merchantsApi;

export interface MerchantsDeps {
  db: Db;
  core: CoreBanking;
  scopes: UserScopes;
  merchantUsers: MerchantUsers;
  changes: AdminChanges;
  screening: RecordScreening;
}

/** What every payment QR of ours says beyond the merchant's own facts. */
const QR_DEFAULTS = { city: 'Mogadishu', categoryCode: '5999' };
/** Generated codes have 8 digits and never start with 0. */
const newCode = () => String(randomInt(10_000_000, 100_000_000));
const GENERATE_TRIES = 20;

export class MerchantsService {
  constructor(private readonly d: MerchantsDeps) {
    d.changes.handleWith('MerchantAccess', this.accessHandler);
  }

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
    const screener = await this.d.screening.screener();
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
      await screener?.screen(tx, [{ type: 'Merchant', id: inserted }], by);
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
    const screener = await this.d.screening.screener();
    await this.d.db.transaction(async (tx) => {
      const before = await repo.findMerchant(tx, id);
      const { name, phone, email } = body;
      const updated = await repo.updateMerchant(tx, id, body.rowVersion, { name, phone, email }, by.at);
      if (before?.description !== name) await screener?.screen(tx, [{ type: 'Merchant', id }], by);
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
    await requireNoHold(this.d.db, [m.id], null);
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

  async access(id: string, user: SessionUser, now: Date) {
    const m = await this.merchant(id, user);
    const pending = m.userId ? null : await this.d.changes.pendingOf(this.d.db, merchantTarget(m), now);
    return {
      user: m.userId ? await this.d.merchantUsers.contact(this.d.db, m.userId) : null,
      pending: pending && {
        id: pending.id,
        requestedBy: pending.requestedBy,
        requestedAt: iso(pending.requestedAt),
        expiresAt: iso(pending.expiresAt),
      },
    };
  }

  /**
   * Asks for the merchant's user, named by its code. Note: a merchant's access is a grant of
   * access, so it waits for a second person on the merchants' side (four eyes: a holder of
   * merchant.approve_access in the merchant's organization, never the maker); nothing is created
   * and no password exists until the approval (see `accessHandler`).
   */
  async registerUser(merchantId: string, user: SessionUser, by: Actor): Promise<adminChangesApi.AdminChange> {
    const m = await this.merchant(merchantId, user);
    if (!m.code) throw fail.rule(messages.merchantNeedsCode);
    if (m.userId) throw fail.conflict(messages.merchantHasUser);
    await requireNoHold(this.d.db, [m.id], null);
    if (await this.d.merchantUsers.nameTaken(this.d.db, m.code)) throw fail.conflict(messages.userNameTaken);
    // A request past its expiry no longer holds the merchant: a new one may be asked.
    await this.d.changes.expireDue(by.at);
    const access: AccessPayload = { merchantId: m.id, userName: m.code, phone: m.mobileNo, email: m.email };
    return this.d.changes.propose(this.d.db, by, {
      kind: 'MerchantAccess',
      ...merchantTarget(m),
      organizationId: m.organizationId,
      // The approver approves the phone the password goes to: an edit of the merchant meanwhile makes it stale.
      targetVersion: m.rowVersion,
      before: {},
      after: {
        merchant: m.description,
        userName: access.userName,
        phone: access.phone,
        email: access.email,
        role: MERCHANT_ROLE,
      },
      payload: access,
    });
  }

  /**
   * The approved access: the first password is made and hashed before the approval's transaction,
   * the user is created and linked inside it, and the SMS goes once it has committed. Note: the
   * password exists only in this approval and in the SMS the core sends; it is never logged,
   * stored in clear or returned.
   */
  private readonly accessHandler: ChangeHandler<{ password: string; hash: string }> = {
    prepare: (change) => this.d.merchantUsers.preparePassword((change.payload as AccessPayload).userName),
    apply: async (tx, change, by, { hash }) => {
      const p = change.payload as AccessPayload;
      const m = await repo.findMerchant(tx, p.merchantId);
      // Gone, or edited since the request (its phone, its name): what was approved would not apply.
      if (!m || m.rowVersion !== change.targetVersion) throw fail.conflict();
      if (m.userId) throw fail.conflict(messages.merchantHasUser);
      // A hit raised since the request holds the merchant: its user waits for the decision.
      await requireNoHold(tx, [m.id], null);
      const maker = { userName: change.requestedBy, at: by.at };
      const made = await this.d.merchantUsers.create(
        tx,
        { ...p, passwordHash: hash, organizationId: m.organizationId },
        by,
        { maker, remarks: askedByRemark(change, p.userName) },
      );
      if (!(await repo.linkUser(tx, m.id, made.id, by.at))) throw fail.conflict(messages.merchantHasUser);
      await recordActivity(tx, by, {
        type: 'Merchant',
        event: 'AccessCreated',
        organizationId: m.organizationId,
        remarks: askedByRemark(change, `${m.description} (${p.userName})`),
        targetType: 'Merchant',
        targetId: m.id,
      });
    },
    applied: async (change, { password }) => {
      const p = change.payload as AccessPayload;
      const organizationId = change.organizationId ?? fail.notFound().throwIt();
      const org = await requireOrganization(this.d.db, organizationId);
      await this.d.core.sendSms(
        { id: org.id, name: org.name },
        p.phone,
        fillMessage(messages.merchantAccessSms, { userName: p.userName, password }),
      );
    },
  };
}

/** What an approval of a merchant's access creates: the user named by the code, with the merchant's contact. */
type AccessPayload = {
  merchantId: string;
  userName: string;
  phone: string;
  email: string;
};

/** The record a merchant's access is asked for: the merchant, named with its code. */
const merchantTarget = (m: repo.MerchantRow) => ({
  targetType: 'Merchant',
  targetId: m.id,
  targetName: `${m.description} (${m.code ?? ''})`,
});
