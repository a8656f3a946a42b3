import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { coreMbankingUsers, coreSchema } from './core.ts';

/**
 * Every OTP the sandbox core resent on a support agent's request, through whichever channel
 * (SMS also lands in the SMS outbox). Note: no code is stored: the customer's app holds it.
 */
export const coreMbankingOtpResends = coreSchema.table(
  'mbanking_otp_resends',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => coreMbankingUsers.userId),
    pendingOtpId: uuid().notNull(),
    channel: text().notNull(),
    sentTo: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('core_mbanking_otp_resends_user_idx').on(t.userId, t.createdAt)],
);
