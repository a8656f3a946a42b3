import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { messages, type mbankingSupportApi } from '@console/contract';
import type { Db } from '../../db/client.ts';
import {
  coreAccounts,
  coreMbankingPendingOtps,
  coreMbankingTransactions,
  coreMbankingUsers,
  coreSmsOutbox,
} from '../../db/schema/core.ts';
import { coreMbankingOtpResends } from '../../db/schema/core-mbanking.ts';
import type { Clock } from '../../kernel/clock.ts';
import { CoreRefusedError, type MbankingUserRecord } from '../port.ts';

/** What the sandbox "sends" when support resends an OTP. Note: never the code itself. */
export const OTP_RESEND_SMS =
  'DahabPlus: your verification code was sent again. Open the app to finish your request.';

interface Deps {
  db: Db;
  clock: Clock;
}

async function user(db: Db, userId: string) {
  const [row] = await db.select().from(coreMbankingUsers).where(eq(coreMbankingUsers.userId, userId));
  return row ?? null;
}

async function existing(db: Db, userId: string) {
  const row = await user(db, userId);
  if (!row) throw new CoreRefusedError(messages.mbankingUserNotFound);
  return row;
}

export async function mbankingUserOrganization(db: Db, userId: string): Promise<string | null> {
  return (await user(db, userId))?.orgId ?? null;
}

export async function mbankingUserInfo(
  db: Db,
  userId: string,
  ask: { page: number; size: number },
): Promise<MbankingUserRecord | null> {
  const u = await user(db, userId);
  if (!u) return null;
  const [transactions, [total], linked, pending] = await Promise.all([
    db
      .select()
      .from(coreMbankingTransactions)
      .where(eq(coreMbankingTransactions.userId, userId))
      .orderBy(desc(coreMbankingTransactions.createdOn), desc(coreMbankingTransactions.id))
      .limit(ask.size)
      .offset(ask.page * ask.size),
    db
      .select({ n: count() })
      .from(coreMbankingTransactions)
      .where(eq(coreMbankingTransactions.userId, userId)),
    db
      .select()
      .from(coreAccounts)
      .where(
        and(
          eq(coreAccounts.orgId, u.orgId),
          eq(coreAccounts.customerId, u.customerId),
          eq(coreAccounts.mobileBanking, true),
        ),
      )
      .orderBy(coreAccounts.openedAt, coreAccounts.accountNo),
    db
      .select()
      .from(coreMbankingPendingOtps)
      .where(eq(coreMbankingPendingOtps.userId, userId))
      .orderBy(desc(coreMbankingPendingOtps.createdAt)),
  ]);
  const totalItems = total?.n ?? 0;
  return {
    organizationId: u.orgId,
    info: {
      userId: u.userId,
      fullName: u.fullName,
      email: u.email,
      isEmailVerified: u.isEmailVerified,
      whatsApp: u.whatsapp,
      isWhatsappVerified: u.isWhatsappVerified,
    },
    isBlocked: u.blockedOn
      ? { reason: u.blockedReason, blockedBy: u.blockedBy, blockedOn: u.blockedOn.toISOString() }
      : null,
    transactions: {
      items: transactions.map((t) => ({
        id: t.id,
        createdOn: t.createdOn.toISOString(),
        from: t.fromAccount,
        to: t.toAccount,
        transferType: t.transferType,
        amount: t.amount,
        currency: t.currency,
      })),
      page: ask.page,
      size: ask.size,
      totalItems,
      totalPages: Math.ceil(totalItems / ask.size),
      totalAtLeast: false,
    },
    linkedAccounts: linked.map((a) => ({
      organizationId: a.orgId,
      type: a.accountType,
      currency: a.currency,
      accountNo: a.accountNo,
    })),
    pendingOtp: pending.map((p) => ({ platform: p.platform, createdAt: p.createdAt.toISOString() })),
  };
}

export async function blockMbankingUser(d: Deps, userId: string, reason: string, blockedBy: string) {
  await existing(d.db, userId);
  // The state is checked in the update itself, so two agents blocking at once cannot both succeed.
  const changed = await d.db
    .update(coreMbankingUsers)
    .set({ blockedReason: reason, blockedBy, blockedOn: d.clock.now() })
    .where(and(eq(coreMbankingUsers.userId, userId), isNull(coreMbankingUsers.blockedOn)))
    .returning({ userId: coreMbankingUsers.userId });
  if (changed.length === 0) throw new CoreRefusedError(messages.alreadyBlocked);
}

export async function unblockMbankingUser(d: Deps, userId: string) {
  const u = await existing(d.db, userId);
  if (!u.blockedOn) throw new CoreRefusedError(messages.notBlocked);
  const changed = await d.db
    .update(coreMbankingUsers)
    .set({ blockedReason: null, blockedBy: null, blockedOn: null })
    .where(and(eq(coreMbankingUsers.userId, userId), eq(coreMbankingUsers.blockedOn, u.blockedOn)))
    .returning({ userId: coreMbankingUsers.userId });
  if (changed.length === 0) throw new CoreRefusedError(messages.notBlocked);
}

/** The phone by SMS always; email and WhatsApp only once the customer has verified them. */
function channelsOf(u: typeof coreMbankingUsers.$inferSelect): mbankingSupportApi.OtpChannelOption[] {
  return [
    { channel: 'SMS' as const, value: u.phone },
    ...(u.email && u.isEmailVerified ? [{ channel: 'Email' as const, value: u.email }] : []),
    ...(u.whatsapp && u.isWhatsappVerified ? [{ channel: 'WhatsApp' as const, value: u.whatsapp }] : []),
  ];
}

export async function mbankingOtpChannels(db: Db, userId: string) {
  return channelsOf(await existing(db, userId));
}

export async function resendMbankingOtp(
  d: Deps,
  userId: string,
  channel: mbankingSupportApi.OtpChannel,
  to: string,
) {
  const u = await existing(d.db, userId);
  if (u.blockedOn) throw new CoreRefusedError(messages.resendWhileBlocked);
  const target = channelsOf(u).find((c) => c.channel === channel && c.value === to.trim());
  if (!target) throw new CoreRefusedError(messages.otpChannelUnknown);
  const [pending] = await d.db
    .select()
    .from(coreMbankingPendingOtps)
    .where(eq(coreMbankingPendingOtps.userId, userId))
    .orderBy(desc(coreMbankingPendingOtps.createdAt))
    .limit(1);
  if (!pending) throw new CoreRefusedError(messages.noPendingOtps);
  const now = d.clock.now();
  await d.db.transaction(async (tx) => {
    await tx
      .insert(coreMbankingOtpResends)
      .values({ userId, pendingOtpId: pending.id, channel, sentTo: target.value, createdAt: now });
    if (channel === 'SMS')
      await tx
        .insert(coreSmsOutbox)
        .values({ orgId: u.orgId, phone: target.value, text: OTP_RESEND_SMS, createdAt: now });
  });
}
