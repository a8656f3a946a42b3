import {
  cardEvents,
  fillMessage,
  messages,
  type cardRequisitionsApi,
  type EndpointBody,
  type EndpointQuery,
  type Paged,
} from '@console/contract';
import type { CoreBanking } from '../../core-banking/port.ts';
import type { Db } from '../../db/client.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import { fail } from '../../kernel/errors.ts';
import { iso } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { coreOrg, requireOrganization } from '../organizations/index.ts';
import { requireAccountNotHeld, requireAccountNotRestricted } from '../screening/index.ts';
import type { UserScopes } from '../users/index.ts';
import { requisitionTexts } from './card-requisitions.decisions.ts';
import * as repo from './card-requisitions.repository.ts';

type Api = typeof cardRequisitionsApi;
type ListQuery = EndpointQuery<Api['listCardRequisitions']>;

export interface CardRequisitionsDeps {
  db: Db;
  core: CoreBanking;
  scopes: UserScopes;
}

const common = (r: repo.Requisition, remarks: repo.RemarkEntry[]) => ({
  id: r.id,
  accountNumber: r.accountNumber,
  entity: r.entity,
  organizationId: r.organizationId,
  status: r.status,
  userId: r.createdBy,
  createdOn: iso(r.createdAt),
  rowVersion: r.rowVersion,
  remarks,
  awaitingCore: r.awaitingCore,
  coreError: r.coreError,
});

const asCard = (r: repo.Requisition, remarks: repo.RemarkEntry[]): cardRequisitionsApi.CardRequisition => ({
  ...common(r, remarks),
  productType: r.productType ?? '',
  cardType: r.cardType ?? '',
});

const asLimit = (r: repo.Requisition, remarks: repo.RemarkEntry[]): cardRequisitionsApi.LimitRequisition => ({
  ...common(r, remarks),
  cardNumber: r.cardMasked ?? '',
  limitType: r.limitType ?? '',
  amount: r.amount ?? '0.00',
  currency: r.currency ?? '',
});

/**
 * Card and limit requisitions: listed, and requested from an account's cards; someone else decides
 * them (card-requisitions.decisions.ts).
 */
export class CardRequisitionsService {
  constructor(private readonly d: CardRequisitionsDeps) {}

  private async listOfType<T>(
    type: repo.RequisitionType,
    q: ListQuery,
    user: SessionUser,
    shape: (r: repo.Requisition, remarks: repo.RemarkEntry[]) => T,
  ): Promise<Paged<T>> {
    const found = await repo.listRequisitions(this.d.db, type, q, await this.d.scopes.of(user));
    const remarks = await repo.remarksOf(
      this.d.db,
      found.items.map((r) => r.id),
    );
    return { ...found, items: found.items.map((r) => shape(r, remarks.get(r.id) ?? [])) };
  }

  listCards(q: ListQuery, user: SessionUser) {
    return this.listOfType('Card', q, user, asCard);
  }

  listLimits(q: ListQuery, user: SessionUser) {
    return this.listOfType('Limit', q, user, asLimit);
  }

  private async org(user: SessionUser, orgId: string) {
    await this.d.scopes.requireVisible(user, orgId);
    return coreOrg(await requireOrganization(this.d.db, orgId));
  }

  /** Stores a new Pending requisition with its first history entry and its activity event. */
  private async create(values: Parameters<typeof repo.insertRequisition>[1], by: Actor) {
    return this.d.db.transaction(async (tx) => {
      const row = await repo.insertRequisition(tx, values, by);
      await repo.addRemark(tx, {
        requisitionId: row.id,
        status: 'Pending',
        remarks: null,
        by: by.userName,
        at: by.at,
      });
      await recordActivity(tx, by, {
        ...cardEvents.requisitionCreated,
        organizationId: values.organizationId,
        remarks: fillMessage(messages.requisitionForAccount, {
          requisition: requisitionTexts[values.requestType].area,
          account: values.accountNumber,
        }),
        targetType: 'CardRequisition',
        targetId: row.id,
        // The opaque card id stays out: the masked number (first six, last four) names the card.
        changes: fieldChanges({}, { ...values, cardId: null }),
      });
      return row;
    });
  }

  private async created(id: string): Promise<repo.Requisition> {
    return (await repo.getRequisition(this.d.db, id)) ?? fail.notFound().throwIt();
  }

  async requestCard(body: EndpointBody<Api['requestCard']>, user: SessionUser, by: Actor) {
    const org = await this.org(user, body.organizationId);
    const account = await this.d.core.findAccount(org, body.accountNumber);
    if (!account) throw fail.field('accountNumber', messages.accountNotFound);
    await requireAccountNotHeld(this.d.db, this.d.core, org, account.account, by.at);
    const row = await this.create(
      {
        requestType: 'Card',
        organizationId: org.id,
        accountNumber: account.account,
        status: 'Pending',
        productType: body.productType,
        cardType: body.cardType,
        currency: account.currency,
      },
      by,
    );
    const entries = await repo.remarksOf(this.d.db, [row.id]);
    return asCard(await this.created(row.id), entries.get(row.id) ?? []);
  }

  async requestLimitChange(body: EndpointBody<Api['requestLimitChange']>, user: SessionUser, by: Actor) {
    const org = await this.org(user, body.organizationId);
    const card = await this.d.core.findCard(org, body.accountNumber, body.cardId);
    if (!card) throw fail.field('cardId', messages.cardNotFound);
    // A restricted customer (overdue review, expired identity document) asks for no new limit.
    await requireAccountNotRestricted(this.d.db, this.d.core, org, body.accountNumber, by.at);
    const row = await this.create(
      {
        requestType: 'Limit',
        organizationId: org.id,
        accountNumber: body.accountNumber,
        status: 'Pending',
        cardId: card.id,
        cardMasked: card.cardNumber,
        limitType: body.limitType,
        amount: body.amount,
        currency: card.ccy,
      },
      by,
    );
    const entries = await repo.remarksOf(this.d.db, [row.id]);
    return asLimit(await this.created(row.id), entries.get(row.id) ?? []);
  }
}
