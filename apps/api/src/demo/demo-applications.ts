import { RiskRatings } from '../modules/risk/index.ts';
import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../kernel/config.ts';
import { prng } from '../core-banking/sandbox/seed-random.ts';
import { SandboxCore } from '../core-banking/sandbox/index.ts';
import { ApplicationDecisions, ApplicationsService } from '../modules/applications/index.ts';
import { CustomerProfiles } from '../modules/customers/index.ts';
import { DocumentsService } from '../modules/documents/index.ts';
import { userBranchCode } from '../modules/organizations/index.ts';
import { OtpService } from '../modules/otp/index.ts';
import { UserScopes } from '../modules/users/index.ts';
import { customers, organizations } from '../db/schema/index.ts';
import type { Actor } from '../platform/audit.ts';
import { SecretBox } from '../platform/auth/secret-box.ts';
import type { BlobStore } from '../platform/blob-store.ts';
import { TestClock, type Clock } from '../kernel/clock.ts';
import type { SessionUser } from '../kernel/session-user.ts';
import type { Database, Db } from '../db/client.ts';
import { guardCore } from '../core-banking/guarded.ts';
import { openDemoQueue, runThroughOutage } from './demo-jobs.ts';
import { demoScreening } from './demo-screening.ts';
import { demoDocuments, demoPerson, type DemoPerson } from './demo-people.ts';
import { demoStaff, lastCodeSentTo } from './demo-staff.ts';
import { waitingAges } from './demo-waiting.ts';

/** Customers per organization; a few hundred in all. */
export const DEMO_CUSTOMERS_PER_ORG = 120;
const DAY = 86_400_000;
const SPAN_DAYS = 90;
/** Who makes and who reviews each organization's applications: never the same person. */
const STAFF: Record<string, { maker: string; reviewer: string }> = {
  'Dahab Bank': { maker: 'officer', reviewer: 'supervisor' },
  'Salaam Microfinance': { maker: 'salaam.officer', reviewer: 'salaam.supervisor' },
};

/** What happens to the i-th application after it is made: every status of the lifecycle appears. */
const outcomes = [
  'Pending',
  'Completed',
  'Rejected',
  'Declined',
  'Draft',
  'Completed',
  'Flagged',
  'Shadow',
] as const;
type Outcome = (typeof outcomes)[number];

/**
 * The living demo: customers, applications in every status, their history and documents, made by
 * `officer` and reviewed by `supervisor` through the same services the API uses, so counts,
 * history and the activity report agree. Times step through the 90 days before `clock.now()`;
 * the applications that still wait for a review are made in the last days, in every SLA state.
 * Idempotent: it runs only when none of its customers exist yet.
 */
export async function seedLivingDemo(
  database: Database,
  config: Config,
  clock: Clock,
  blobs: BlobStore,
): Promise<void> {
  const db = database.db;
  const orgs = await db.select().from(organizations).orderBy(organizations.name);
  const firstMobiles = orgs.map((_, n) => demoPerson(prng(`demo:${n}`), n, 0).mobile);
  const existing = await db
    .select({ id: customers.id })
    .from(customers)
    .where(inArray(customers.mobile, firstMobiles))
    .limit(1);
  if (existing.length > 0) return;

  const demoClock = new TestClock(clock.now());
  const core = new SandboxCore({ db, box: new SecretBox(config.dataEncryptionKey), clock: demoClock });
  const scopes = new UserScopes({ db });
  const profiles = new CustomerProfiles();
  const otp = new OtpService({ db, core, clock: demoClock, key: config.dataEncryptionKey, scopes, profiles });
  const screening = demoScreening(db);
  const docs = new DocumentsService({ db, blobs, scopes, profiles, screening });
  const apps = new ApplicationsService({
    db,
    otp,
    scopes,
    profiles,
    screening,
    risk: new RiskRatings({ db, scopes, clock: demoClock }),
  });
  const jobs = await openDemoQueue(database, config, demoClock);
  // Guarded as the API's core is, so that a failed opening records what the API would.
  const guarded = guardCore(core, config.coreTimeoutMs);
  const review = new ApplicationDecisions({ db, core: guarded, scopes, profiles, documents: docs, jobs });
  jobs.handle('open-application-account', review.openingJob);
  const now = clock.now().getTime();
  const start = now - SPAN_DAYS * DAY;
  const as = (user: SessionUser): Actor => ({ userName: user.userName, at: demoClock.now() });

  /** Sends the code as the core would and reads it back from the sandbox's SMS outbox. */
  const code = async (input: Parameters<OtpService['sendFor']>[0], maker: SessionUser) => {
    await otp.sendFor(input, maker, as(maker));
    return lastCodeSentTo(db, input.phone);
  };

  for (const [n, org] of orgs.entries()) {
    const staff = STAFF[org.name];
    const maker = staff && (await demoStaff(db, config, staff.maker));
    const reviewer = staff && (await demoStaff(db, config, staff.reviewer));
    if (!maker || !reviewer) continue;
    const branch = await userBranchCode(db, maker.userId, org.id);
    const account = org.supportedAccounts.find((a) => a.group === 'Personal');
    if (!branch || !account) continue;
    const rand = prng(`demo:${n}`);
    const made: { person: DemoPerson; customerId: string; outcome: Outcome }[] = [];

    /**
     * Makes an application at the demo clock's time, as the wizard does: a shadow account request
     * of a customer the core knows, or a new application with its documents.
     */
    const makeApplication = async (
      i: number,
      outcome: Outcome,
      person: DemoPerson,
      earlier: (typeof made)[number] | undefined,
      coreId: string | null,
    ) => {
      const choice = { organizationId: org.id, accountType: account.id, currency: account.currencies[0]! };
      if (outcome === 'Shadow' && earlier && coreId) {
        const oTP = await code(
          { ...choice, phone: person.mobile, operation: 'AccountRequest', customerId: coreId },
          maker,
        );
        await apps.accountRequest(
          { ...choice, customerId: earlier.customerId, mobile: person.mobile, oTP },
          maker,
          as(maker),
        );
        return null;
      }
      const oTP = await code({ ...choice, phone: person.mobile, operation: 'NewApplication' }, maker);
      const app = await apps.create(
        {
          ...choice,
          mobile: person.mobile,
          oTP,
          language: org.supportedLanguages[0] ?? 'English',
          customer: {
            name: person.name,
            email: person.email,
            city: person.city,
            country: 'SO',
            nationality: 'SO',
            gender: person.gender,
            title: person.gender === 'Female' ? 'Ms' : 'Mr',
            dateOfBirth: person.dateOfBirth,
            employment: person.employer ? 'Employed' : 'Self-employed',
            employer: person.employer,
            salary: person.salary,
            salaryFrequency: person.salary ? 'Monthly' : null,
          },
        },
        maker,
        as(maker),
      );
      for (const d of demoDocuments(person, i).slice(0, outcome === 'Rejected' ? 1 : 2)) {
        demoClock.advance(10 * 60_000);
        await docs.upload(
          { fields: { customerId: app.customerId, documentType: d.documentType, ...d.fields }, file: d.file },
          maker,
          as(maker),
        );
      }
      return app;
    };

    // What still waits for a review is made last, recently (demo-waiting.ts), in its order.
    const waiting: ((at: number) => Promise<unknown>)[] = [];
    for (let i = 0; i < DEMO_CUSTOMERS_PER_ORG; i++) {
      // Spread over the span, a few hours of work per customer, in office hours.
      demoClock.set(new Date(start + (i / DEMO_CUSTOMERS_PER_ORG) * SPAN_DAYS * DAY + 8 * 3_600_000));
      const outcome: Outcome = outcomes[i % outcomes.length]!;
      // A duplicate comes from anyone earlier; a further account, from a customer the core now knows.
      const pool = outcome === 'Shadow' ? made.filter((m) => m.outcome === 'Completed') : made;
      const earlier = pool.length > 0 ? pool[Math.floor(rand() * pool.length)] : undefined;
      const person =
        earlier && outcome !== 'Pending' && (outcome === 'Flagged' || outcome === 'Shadow')
          ? earlier.person
          : demoPerson(rand, n, i);
      // A further account of a customer the core knows is a request of its own.
      const coreId = outcome === 'Shadow' && earlier ? await coreCustomerOf(db, earlier.customerId) : null;
      // The review's delay is drawn for every new application, waiting or not, so that the names
      // and choices that follow come out the same whichever ones wait.
      const reviewAfter = coreId ? 0 : Math.floor(1 + rand() * 48) * 3_600_000;
      const decision = decisions[outcome];
      if (!decision) {
        // Only a new customer's application is a later one's earlier customer (a Pending one).
        if (outcome === 'Pending') made.push({ person, customerId: '', outcome });
        waiting.push((at) => {
          demoClock.set(new Date(at));
          return makeApplication(i, outcome, person, earlier, coreId);
        });
        continue;
      }
      const app = (await makeApplication(i, outcome, person, earlier, coreId))!;
      if (app.status !== 'Flagged') made.push({ person, customerId: app.customerId, outcome });
      demoClock.advance(reviewAfter);
      await review.changeStatus(app.id, { ...decision, rowVersion: app.rowVersion }, reviewer, as(reviewer));
      // The second application of each organization opens its account through two failed attempts.
      if (i === 1) await runThroughOutage(jobs, core, 2);
      else await jobs.runDue();
    }
    const ages = waitingAges('Application', waiting.length, `applications:${org.name}`);
    for (const [k, make] of waiting.entries()) await make(now - ages[k]!);
  }
}

async function coreCustomerOf(db: Db, customerId: string): Promise<string | null> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  return customer?.coreCustomerId ?? null;
}

type ReviewBody = Omit<Parameters<ApplicationDecisions['changeStatus']>[1], 'rowVersion'>;

/** The reviewer's step that brings a fresh application to its demo outcome; none for the rest. */
const decisions: Partial<Record<Outcome, ReviewBody>> = {
  Completed: { status: 'Approved', comments: 'Documents verified.' },
  Rejected: {
    status: 'Rejected',
    comments: 'Identity paper missing.',
    rejectionItems: [{ rejectionReason: 'Document missing', documentName: 'Passport' }],
  },
  Declined: { status: 'Declined', declineReason: 'Applicant is outside the service area.' },
  Draft: { status: 'Draft', comments: 'Please complete the employer.' },
};
