import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coreSmsOutbox } from '../../db/schema/core.ts';
import { phoneDigits, phoneMatches } from './phone-match.ts';

export interface SmsMessage {
  id: string;
  phone: string;
  text: string;
  createdAt: Date;
}

/** Messages the sandbox core has "sent", newest first; `phone` matches on digits like the core does. */
export async function listSmsOutbox(
  db: Executor,
  q: { phone?: string; size: number },
): Promise<SmsMessage[]> {
  const filter = q.phone && phoneDigits(q.phone) ? phoneMatches(coreSmsOutbox.phone, q.phone) : undefined;
  return db
    .select({
      id: coreSmsOutbox.id,
      phone: coreSmsOutbox.phone,
      text: coreSmsOutbox.text,
      createdAt: coreSmsOutbox.createdAt,
    })
    .from(coreSmsOutbox)
    .where(filter)
    .orderBy(desc(coreSmsOutbox.seq))
    .limit(q.size);
}
