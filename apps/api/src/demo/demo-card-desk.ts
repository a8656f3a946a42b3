import type { Config } from '../kernel/config.ts';
import { SandboxCore } from '../core-banking/sandbox/index.ts';
import { maskPan } from '../core-banking/sandbox/seed-random.ts';
import { sandboxPlans } from '../core-banking/sandbox/seed.ts';
import { demoOrganizations } from './identity.ts';
import { SecretBox } from '../platform/auth/secret-box.ts';
import type { Clock } from '../kernel/clock.ts';
import type { Db } from '../db/client.ts';
import { pick, workingTime, type Span, type Visit } from './demo-visits.ts';

/** Card PIN resets (counted by the dashboards) and wrong-PIN counter resets over the span. */
const PIN_RESETS = 30;
const COUNTER_RESETS = 10;
/** The head-office card desk serves every organization; `cards` takes most customers. */
const CARD_DESK = ['cards', 'cards', 'cards.checker'] as const;

interface DeskCard {
  orgId: string;
  accountNo: string;
  phone: string;
  cardId: string;
}

/** The seeded physical cards of active accounts, in a fixed order, with the ids the core gives. */
async function seededCards(db: Db, config: Config, clock: Clock): Promise<DeskCard[]> {
  const core = new SandboxCore({ db, box: new SecretBox(config.dataEncryptionKey), clock });
  const cards: DeskCard[] = [];
  for (const plan of sandboxPlans(demoOrganizations)) {
    for (const account of plan.accounts.filter((a) => a.status === 'Active')) {
      const seeded = new Set(
        plan.cards.filter((c) => c.accountNo === account.accountNo).map((c) => maskPan(c.pan)),
      );
      if (seeded.size === 0) continue;
      // Only the seeded ones: cards the requisitions demo had issued carry random numbers.
      const found = await core.accountCards({ id: account.orgId, name: '' }, account.accountNo);
      for (const card of found.filter((c) => seeded.has(c.cardNumber)))
        cards.push({
          orgId: account.orgId,
          accountNo: account.accountNo,
          phone: account.phone,
          cardId: card.id,
        });
    }
  }
  return cards;
}

/**
 * Customers at the card desk: a card PIN reset or a counter reset, each with the OTP sent to the
 * account's phone and the staff member's own code, spread over the span.
 */
export async function cardDeskVisits(
  db: Db,
  config: Config,
  clock: Clock,
  span: Span,
  rand: () => number,
): Promise<Visit[]> {
  const cards = await seededCards(db, config, clock);
  if (cards.length === 0) return [];
  const operations = [
    ...Array.from({ length: PIN_RESETS }, () => 'ResetCardPin' as const),
    ...Array.from({ length: COUNTER_RESETS }, () => 'ResetCardCounter' as const),
  ];
  return operations.map((operation): Visit => {
    const card = pick(rand, cards);
    return {
      at: workingTime(span, span.start + rand() * (span.end - span.start), rand),
      staff: pick(rand, CARD_DESK),
      act: async (d) => {
        const oTP = await d.customerCode({ organizationId: card.orgId, phone: card.phone, operation });
        const body = {
          orgId: card.orgId,
          accountNo: card.accountNo,
          encryptedCardNo: card.cardId,
          mobile: card.phone,
          oTP,
          totp: await d.ownCode(),
        };
        return operation === 'ResetCardPin'
          ? d.accounts.resetCardPin(body, d.user, d.by)
          : d.accounts.resetPinCounter(body, d.user, d.by);
      },
    };
  });
}
