import { cardRequisitionsApi } from '@console/contract';
import type { Config } from '../kernel/config.ts';
import { SandboxCore } from '../core-banking/sandbox/index.ts';
import { sandboxPlans } from '../core-banking/sandbox/seed.ts';
import { demoOrganizations } from './identity.ts';
import { CardRequisitionDecisions, CardRequisitionsService } from '../modules/card-requisitions/index.ts';
import { UserScopes } from '../modules/users/index.ts';
import { cardRequisitions } from '../db/schema/index.ts';
import { SecretBox } from '../platform/auth/secret-box.ts';
import { TestClock, type Clock } from '../kernel/clock.ts';
import type { SessionUser } from '../kernel/session-user.ts';
import type { Database } from '../db/client.ts';
import { guardCore } from '../core-banking/guarded.ts';
import { openDemoQueue, runUntilDead } from './demo-jobs.ts';
import { demoStaff } from './demo-staff.ts';
import { waitingAges } from './demo-waiting.ts';

/**
 * About sixty requisitions, half for cards and half for limits, over the 60 days before the start;
 * those still waiting for a decision in the last days, in every SLA state.
 */
export const DEMO_REQUISITIONS = 60;
const DAY = 86_400_000;
/** A decision comes six hours after the step before it. */
const DECISION_MS = 6 * 3_600_000;
/** What becomes of the i-th requisition: every status appears in both lists. */
const outcomes = ['Pending', 'Approved', 'Completed', 'Rejected', 'Pending', 'Completed'] as const;

/**
 * Card and limit requisitions made by `cards` from the accounts with cards and decided by
 * `cards.checker` (four eyes), through the service the API uses, so the lists, the remarks
 * history and the activity report agree. Idempotent: it runs only while there is none.
 */
export async function seedCardRequisitions(database: Database, config: Config, clock: Clock): Promise<void> {
  const db = database.db;
  if ((await db.select({ id: cardRequisitions.id }).from(cardRequisitions).limit(1)).length > 0) return;
  const maker = await demoStaff(db, config, 'cards');
  const checker = await demoStaff(db, config, 'cards.checker');
  if (!maker || !checker) return;
  const now = clock.now().getTime();
  const start = now - DEMO_REQUISITIONS * DAY;
  const demoClock = new TestClock(new Date(start));
  const core = new SandboxCore({ db, box: new SecretBox(config.dataEncryptionKey), clock: demoClock });
  const scopes = new UserScopes({ db });
  const service = new CardRequisitionsService({ db, core, scopes });
  const jobs = await openDemoQueue(database, config, demoClock);
  // Guarded as the API's core is, so that a failed step records what the API would.
  const decisions = new CardRequisitionDecisions({
    db,
    core: guardCore(core, config.coreTimeoutMs),
    scopes,
    jobs,
  });
  jobs.handle('fulfil-card-requisition', decisions.fulfilmentJob);
  const accounts = sandboxPlans(demoOrganizations).flatMap((plan) =>
    plan.accounts
      .filter((a) => a.status !== 'Closed' && plan.cards.some((c) => c.accountNo === a.accountNo))
      .map((a) => ({ orgId: a.orgId, accountNo: a.accountNo })),
  );
  const as = (user: SessionUser) => ({ userName: user.userName, at: demoClock.now() });
  /** What still waits for a decision, by kind and organization: made last, recently (demo-waiting.ts). */
  const waiting = new Map<
    string,
    { area: 'CardRequisition' | 'LimitRequisition'; make: (at: number) => Promise<void> }[]
  >();
  for (let i = 0; i < DEMO_REQUISITIONS; i++) {
    const account = accounts[i % accounts.length]!;
    const kind = i % 2 === 0 ? 'Card' : 'Limit';
    const org = { id: account.orgId, name: '' };
    const outcome = outcomes[Math.floor(i / 2) % outcomes.length]!;
    /** Requests the i-th requisition at the demo clock's time and takes it to its outcome. */
    const requestAndDecide = async () => {
      let row: { id: string; rowVersion: number };
      if (kind === 'Card') {
        row = await service.requestCard(
          {
            organizationId: account.orgId,
            accountNumber: account.accountNo,
            productType: cardRequisitionsApi.cardProductTypes[i % 2]!,
            cardType: cardRequisitionsApi.cardTypes[Math.floor(i / 2) % 2]!,
          },
          maker,
          as(maker),
        );
      } else {
        const [card] = await core.accountCards(org, account.accountNo);
        if (!card) return;
        row = await service.requestLimitChange(
          {
            organizationId: account.orgId,
            accountNumber: account.accountNo,
            cardId: card.id,
            limitType: cardRequisitionsApi.cardLimitTypes[i % 3]!,
            amount: `${(1 + (i % 7)) * 250}.00`,
          },
          maker,
          as(maker),
        );
      }
      const decide = async (status: 'Approved' | 'Rejected' | 'Completed', remarks: string | null) => {
        demoClock.advance(DECISION_MS);
        row = await decisions.changeStatus(
          { requestType: kind, requestId: row.id, status, remarks, rowVersion: row.rowVersion },
          checker,
          as(checker),
        );
        // The last one finds the core down through every attempt: a dead job, its reason on the record.
        if (status === 'Completed' && i === DEMO_REQUISITIONS - 1) await runUntilDead(jobs, core);
        else await jobs.runDue();
      };
      if (outcome === 'Rejected')
        await decide('Rejected', 'The customer asked for it twice; keeping the first.');
      if (outcome === 'Approved' || outcome === 'Completed')
        await decide('Approved', 'Customer verified at branch.');
      if (outcome === 'Completed') await decide('Completed', null);
    };
    if (outcome === 'Pending' || outcome === 'Approved') {
      const area = kind === 'Card' ? 'CardRequisition' : 'LimitRequisition';
      const lane = waiting.get(`${area}:${account.orgId}`) ?? [];
      waiting.set(`${area}:${account.orgId}`, lane);
      // An approved one waits from its approval, six hours after its request.
      const lead = outcome === 'Approved' ? DECISION_MS : 0;
      lane.push({
        area,
        make: (at) => {
          demoClock.set(new Date(at - lead));
          return requestAndDecide();
        },
      });
      continue;
    }
    demoClock.set(new Date(start + i * DAY));
    await requestAndDecide();
  }
  for (const [key, lane] of waiting) {
    const ages = waitingAges(lane[0]!.area, lane.length, `requisitions:${key}`);
    for (const [k, { make }] of lane.entries()) await make(now - ages[k]!);
  }
}
