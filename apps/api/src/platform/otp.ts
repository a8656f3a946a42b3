import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import {
  hasPermission,
  OTP_MAX_TRIES,
  OTP_TTL_MS,
  P,
  type OtpOperation,
  type Permission,
} from '@console/contract';
import type { CoreBanking, CoreOrg } from '../core-banking/port.ts';
import type { Db } from '../db/client.ts';
import { otps } from '../db/schema/index.ts';
import { recordActivity, type Actor } from './audit.ts';
import type { Clock } from './clock.ts';
import { AppError, fail } from './errors.ts';
import { maskPhone, phoneDigits } from './phone.ts';
import type { SessionUser } from './session-user.ts';

/** The permission that sending an OTP for each operation needs. */
const permissionOf: Record<OtpOperation, Permission> = {
  NewApplication: P.AddApplication,
  AccountRequest: P.AddApplication,
  ResetPin: P.ResetPin,
  LinkAccount: P.LinkToDahabPlus,
  ResetCardPin: P.ResetCardPIN,
  ResetCardCounter: P.ResetCardCounter,
};

/** At most this many codes to one phone in the window, so the SMS channel cannot be flooded. */
const SENDS_PER_WINDOW = 5;
const SEND_WINDOW_MS = 15 * 60 * 1000;
export const OTP_INVALID = 'The OTP is not valid or has expired.';

export interface OtpTarget {
  org: CoreOrg;
  phone: string;
  operation: OtpOperation;
  customerId?: string | null | undefined;
}

export class OtpService {
  constructor(private readonly d: { db: Db; core: CoreBanking; clock: Clock; key: Buffer }) {}

  private hash(code: string): string {
    return createHmac('sha256', this.d.key).update(`otp:${code}`).digest('hex');
  }

  /** Sends a new code; any earlier unused code for the same phone and operation stops working. */
  async send(
    target: OtpTarget,
    user: SessionUser,
    by: Actor,
  ): Promise<{ sentTo: string; expiresAt: string }> {
    if (!hasPermission(user, permissionOf[target.operation])) throw fail.forbidden();
    const now = this.d.clock.now();
    const phone = phoneDigits(target.phone);
    const [recent] = await this.d.db
      .select({ n: sql<number>`count(*)::int` })
      .from(otps)
      .where(and(eq(otps.phone, phone), gte(otps.createdAt, new Date(now.getTime() - SEND_WINDOW_MS))));
    if ((recent?.n ?? 0) >= SENDS_PER_WINDOW) {
      throw new AppError(
        'rate_limited',
        'Too many codes were sent to this phone. Please wait a few minutes.',
      );
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
    await this.d.db.transaction(async (tx) => {
      await tx
        .update(otps)
        .set({ usedAt: now })
        .where(
          and(
            eq(otps.phone, phone),
            eq(otps.operation, target.operation),
            eq(otps.organizationId, target.org.id),
            isNull(otps.usedAt),
          ),
        );
      await tx.insert(otps).values({
        organizationId: target.org.id,
        phone,
        operation: target.operation,
        customerId: target.customerId ?? null,
        codeHash: this.hash(code),
        createdAt: now,
        expiresAt,
        createdBy: by.userName,
      });
      await recordActivity(tx, by, {
        type: 'OTP',
        event: 'Sent',
        remarks: `${target.operation} to ${maskPhone(phone)}`,
      });
    });
    await this.d.core.sendSms(
      target.org,
      target.phone,
      `Your verification code is ${code}. It expires in 5 minutes. Never share it.`,
    );
    return { sentTo: maskPhone(phone), expiresAt: expiresAt.toISOString() };
  }

  /**
   * Accepts the code once, for the phone, operation and customer it was sent for. A wrong code
   * counts a try; the fifth wrong try voids it. Note: it commits on its own, before the operation
   * it allows, so no transaction is held open across the call to the core.
   */
  async consume(target: OtpTarget, code: string): Promise<void> {
    const exec = this.d.db;
    const now = this.d.clock.now();
    const phone = phoneDigits(target.phone);
    const [otp] = await exec
      .select()
      .from(otps)
      .where(
        and(
          eq(otps.phone, phone),
          eq(otps.operation, target.operation),
          eq(otps.organizationId, target.org.id),
          isNull(otps.usedAt),
          gte(otps.expiresAt, now),
        ),
      )
      .orderBy(desc(otps.createdAt))
      .limit(1);
    const boundElsewhere = otp?.customerId && target.customerId && otp.customerId !== target.customerId;
    if (!otp || boundElsewhere) throw fail.field('oTP', OTP_INVALID);
    const matches = timingSafeEqual(Buffer.from(this.hash(code)), Buffer.from(otp.codeHash));
    if (!matches) {
      const tries = otp.tries + 1;
      await exec
        .update(otps)
        .set({ tries, ...(tries >= OTP_MAX_TRIES ? { usedAt: now } : {}) })
        .where(eq(otps.id, otp.id));
      throw fail.field('oTP', OTP_INVALID);
    }
    const claimed = await exec
      .update(otps)
      .set({ usedAt: now })
      .where(and(eq(otps.id, otp.id), isNull(otps.usedAt)))
      .returning({ id: otps.id });
    if (claimed.length === 0) throw fail.field('oTP', OTP_INVALID);
  }
}
