import { messages } from '@console/contract';
import type { CoreBanking, CoreOrg } from '../../core-banking/port.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, fail } from '../../kernel/errors.ts';
import { requireNotRestricted } from '../decisions/index.ts';
import * as hits from './hits.repository.ts';
import * as records from './records.repository.ts';

/**
 * A record's screening state, as its profile answers it: `Clear` (nothing open), `Pending` (a hit
 * waits for its first review), `Held` (a true match proposed, waiting for the second person),
 * `TrueMatch` (a confirmed match). Pending and Held hold the record; so does a true match.
 */
export type ScreeningState = 'Clear' | 'Pending' | 'Held' | 'TrueMatch';

export interface ScreeningStanding {
  state: ScreeningState;
  /** Hits Pending or TrueMatchProposed. */
  openHits: number;
}

/** The standing that hits of these statuses, counted, give (a record, or a business with its signatories). */
export function standingFrom(counts: ReadonlyMap<string, number>): ScreeningStanding {
  const pending = counts.get('Pending') ?? 0;
  const proposed = counts.get('TrueMatchProposed') ?? 0;
  const state: ScreeningState =
    (counts.get('TrueMatch') ?? 0) > 0
      ? 'TrueMatch'
      : proposed > 0
        ? 'Held'
        : pending > 0
          ? 'Pending'
          : 'Clear';
  return { state, openHits: pending + proposed };
}

/** The standing of some records taken together (a business with its signatories). */
export async function screeningStanding(
  exec: Executor,
  recordIds: readonly string[],
): Promise<ScreeningStanding> {
  return standingFrom(new Map((await hits.holdingHits(exec, recordIds)).map((c) => [c.status, c.n])));
}

/**
 * The standings of many groups of records at once (each customer, or each business with its
 * signatories), by the group's key: one statement for a batch.
 */
export async function screeningStandings(
  exec: Executor,
  groups: ReadonlyMap<string, readonly string[]>,
): Promise<Map<string, ScreeningStanding>> {
  const groupOf = new Map<string, string>();
  for (const [key, ids] of groups) for (const id of ids) groupOf.set(id, key);
  const counts = new Map<string, Map<string, number>>();
  for (const row of await hits.holdingHitsByRecord(exec, [...groupOf.keys()])) {
    const key = groupOf.get(row.recordId)!;
    const of = counts.get(key) ?? new Map<string, number>();
    of.set(row.status, (of.get(row.status) ?? 0) + row.n);
    counts.set(key, of);
  }
  return new Map([...groups.keys()].map((key) => [key, standingFrom(counts.get(key) ?? new Map())]));
}

/**
 * The one check before an action that a hit holds: approving an application or a business,
 * queueing an account opening or a card, giving a merchant its code or QR, linking an account to
 * DahabPlus. Refused with 409 and the reason while any of the records has an open hit, or is a
 * confirmed match; or, a customer, while its review is overdue or its identity documents have
 * expired on the day of `at` (docs/kyc.md).
 */
export async function requireNoHold(
  exec: Executor,
  recordIds: readonly string[],
  /** The moment of the action; null for a merchant, which reviews do not restrict. */
  at: Date | null,
): Promise<void> {
  const { state } = await screeningStanding(exec, recordIds);
  if (state === 'TrueMatch') throw fail.conflict(messages.screeningTrueMatch);
  if (state !== 'Clear') throw fail.conflict(messages.screeningHitPending);
  if (at) await requireNotRestricted(exec, recordIds, at);
}

/** A business is held with its signatories: the ids whose hits hold it. */
export async function businessAndSignatories(exec: Executor, businessId: string): Promise<string[]> {
  return [businessId, ...(await records.signatoriesOf(exec, businessId))];
}

/**
 * The check before a card, a limit or a DahabPlus link on an account of an organization: refused
 * while a record that holds it is held (`holdersOfAccount`: its holder as the core names it, the
 * customer whose application opened it, the business it was opened for).
 */
export async function requireAccountNotHeld(
  exec: Executor,
  core: Pick<CoreBanking, 'accountHolder'>,
  org: CoreOrg,
  accountNo: string,
  at: Date,
): Promise<void> {
  const holder = await core.accountHolder(org, accountNo);
  await requireNoHold(exec, await records.holdersOfAccount(exec, org.id, accountNo, holder), at);
}

/**
 * The check before a limit increase on an account: refused while a customer who holds it is
 * restricted by an overdue review or an expired identity document (a hit does not hold limits).
 */
export async function requireAccountNotRestricted(
  exec: Executor,
  core: Pick<CoreBanking, 'accountHolder'>,
  org: CoreOrg,
  accountNo: string,
  at: Date,
): Promise<void> {
  const holder = await core.accountHolder(org, accountNo);
  await requireNotRestricted(exec, await records.holdersOfAccount(exec, org.id, accountNo, holder), at);
}

/**
 * The check a decision makes while the core may be down: the records the console itself links to
 * the account (the application that opened it, the business it was opened for). The holder the
 * core names is checked by the job that carries the decision out (`refuseStepIfAccountHeld`).
 */
export async function requireAccountNotHeldHere(
  exec: Executor,
  organizationId: string,
  accountNo: string,
  at: Date,
): Promise<void> {
  await requireNoHold(exec, await records.holdersOfAccount(exec, organizationId, accountNo, null), at);
}

/**
 * The whole check inside a job that carries out a step at the core: a hold refuses the step, its
 * reason kept on the record, rather than being tried again.
 */
export async function refuseStepIfAccountHeld(
  exec: Executor,
  core: Pick<CoreBanking, 'accountHolder'>,
  org: CoreOrg,
  accountNo: string,
  at: Date,
): Promise<void> {
  try {
    await requireAccountNotHeld(exec, core, org, accountNo, at);
  } catch (err) {
    if (err instanceof AppError && err.code === 'conflict') throw fail.rule(err.message);
    throw err;
  }
}
