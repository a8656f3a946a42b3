import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { coreAccounts, coreCards, coreSmsOutbox } from '../../db/schema/core.ts';
import { coreCardLimits, coreCardOrders } from '../../db/schema/core-cards.ts';
import type { SecretBox } from '../../platform/auth/secret-box.ts';
import type { Clock } from '../../kernel/clock.ts';
import {
  CoreRefusedError,
  type CardLimitRequest,
  type CardRef,
  type CoreCard,
  type CoreOrg,
  type IssueCardRequest,
} from '../port.ts';
import { phonesMatch } from './phone-match.ts';
import { cardNumber, maskPan } from './seed-random.ts';

const BINS: Record<string, string> = { 'Visa Classic': '458011', 'Visa Gold': '458022' };

const asCard = (c: typeof coreCards.$inferSelect): CoreCard => ({
  id: c.id,
  cardNumber: c.masked,
  cardHolder: c.holder,
  product: c.product,
  ccy: c.ccy,
  creationDate: c.creationDate,
});

export async function accountCards(db: Executor, org: CoreOrg, accountNo: string): Promise<CoreCard[]> {
  const rows = await db
    .select()
    .from(coreCards)
    .where(and(eq(coreCards.orgId, org.id), eq(coreCards.accountNo, accountNo)))
    .orderBy(asc(coreCards.creationDate), asc(coreCards.masked));
  return rows.map(asCard);
}

export async function findCard(
  db: Executor,
  org: CoreOrg,
  accountNo: string,
  cardId: string,
): Promise<CoreCard | null> {
  const [row] = await db
    .select()
    .from(coreCards)
    .where(and(eq(coreCards.id, cardId), eq(coreCards.orgId, org.id), eq(coreCards.accountNo, accountNo)));
  return row ? asCard(row) : null;
}

/** The card of the reference, on its account, with a phone of that account. */
async function card(db: Executor, org: CoreOrg, ref: CardRef) {
  const [row] = await db
    .select({ card: coreCards, phone: coreAccounts.phone })
    .from(coreCards)
    .innerJoin(
      coreAccounts,
      and(eq(coreAccounts.orgId, coreCards.orgId), eq(coreAccounts.accountNo, coreCards.accountNo)),
    )
    .where(
      and(eq(coreCards.id, ref.cardId), eq(coreCards.orgId, org.id), eq(coreCards.accountNo, ref.accountNo)),
    );
  if (!row) throw new CoreRefusedError('This card does not belong to the account.');
  if (!phonesMatch(ref.mobile, row.phone))
    throw new CoreRefusedError(`The mobile number does not belong to account ${ref.accountNo}.`);
  return row.card;
}

export async function resetCardPin(db: Db, clock: Clock, org: CoreOrg, ref: CardRef): Promise<void> {
  const found = await card(db, org, ref);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.update(coreCards).set({ pinResetAt: now, pinTries: 0 }).where(eq(coreCards.id, found.id));
    // Note: the message names the card by its last four digits only and never carries a PIN.
    await tx.insert(coreSmsOutbox).values({
      orgId: org.id,
      phone: ref.mobile,
      text: `The PIN of your card ending ${found.masked.slice(-4)} has been reset. Collect the new PIN mailer at your branch.`,
      createdAt: now,
    });
  });
}

export async function resetCardPinCounter(db: Executor, org: CoreOrg, ref: CardRef): Promise<void> {
  const found = await card(db, org, ref);
  await db.update(coreCards).set({ pinTries: 0 }).where(eq(coreCards.id, found.id));
}

export async function issueCard(
  db: Db,
  deps: { box: SecretBox; clock: Clock },
  org: CoreOrg,
  req: IssueCardRequest,
): Promise<{ cardNumber: string }> {
  const bin = BINS[req.productType];
  if (!bin) throw new CoreRefusedError(`The core does not issue ${req.productType} cards.`);
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(coreCardOrders).where(eq(coreCardOrders.reference, req.reference));
    if (done) return { cardNumber: done.masked };
    const [acc] = await tx
      .select()
      .from(coreAccounts)
      .where(and(eq(coreAccounts.orgId, org.id), eq(coreAccounts.accountNo, req.accountNo)));
    if (!acc)
      throw new CoreRefusedError(`Account ${req.accountNo} does not exist in the core of ${org.name}.`);
    if (acc.status === 'Closed' || acc.status === 'Blocked' || acc.status === 'Frozen')
      throw new CoreRefusedError(`A ${acc.status.toLowerCase()} account cannot get a new card.`);
    const pan = cardNumber(bin, () => randomInt(0, 10) / 10);
    const masked = maskPan(pan);
    const id = deps.box.seal(pan);
    const now = deps.clock.now();
    await tx.insert(coreCards).values({
      id,
      orgId: org.id,
      accountNo: acc.accountNo,
      masked,
      holder: acc.name.toUpperCase(),
      product: req.productType,
      ccy: acc.currency,
      creationDate: now.toISOString().slice(0, 10),
    });
    await tx.insert(coreCardOrders).values({
      reference: req.reference,
      orgId: org.id,
      accountNo: acc.accountNo,
      cardId: id,
      masked,
      productType: req.productType,
      cardType: req.cardType,
      issuedAt: now,
    });
    return { cardNumber: masked };
  });
}

export async function applyCardLimit(
  db: Executor,
  clock: Clock,
  org: CoreOrg,
  req: CardLimitRequest,
): Promise<void> {
  const found = await findCard(db, org, req.accountNo, req.cardId);
  if (!found) throw new CoreRefusedError('This card does not belong to the account.');
  const values = {
    cardId: req.cardId,
    limitType: req.limitType,
    amount: req.amount,
    reference: req.reference,
    appliedAt: clock.now(),
  };
  await db
    .insert(coreCardLimits)
    .values(values)
    .onConflictDoUpdate({
      target: [coreCardLimits.cardId, coreCardLimits.limitType],
      set: { amount: values.amount, reference: values.reference, appliedAt: values.appliedAt },
    });
}
