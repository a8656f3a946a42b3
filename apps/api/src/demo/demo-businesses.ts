import { RiskRatings } from '../modules/risk/index.ts';
import {
  businessTypes,
  ownershipTypes,
  signatoryTypes,
  type businessesApi,
  type documentNames,
  type EndpointBody,
} from '@console/contract';
import type { Config } from '../kernel/config.ts';
import { SandboxCore } from '../core-banking/sandbox/index.ts';
import { prng } from '../core-banking/sandbox/seed-random.ts';
import { BusinessDocuments, BusinessesService, BusinessDecisions } from '../modules/businesses/index.ts';
import { UserScopes } from '../modules/users/index.ts';
import { organizations } from '../db/schema/index.ts';
import type { Actor } from '../platform/audit.ts';
import { SecretBox } from '../platform/auth/secret-box.ts';
import type { BlobStore } from '../platform/blob-store.ts';
import { TestClock, type Clock } from '../kernel/clock.ts';
import type { SessionUser } from '../kernel/session-user.ts';
import type { Database } from '../db/client.ts';
import { openDemoQueue } from './demo-jobs.ts';
import { demoPdf, demoPerson } from './demo-people.ts';
import { demoStaff } from './demo-staff.ts';
import { waitingAges } from './demo-waiting.ts';
import { demoScreening } from './demo-screening.ts';

/** Businesses per organization with staff: about forty in all. */
export const DEMO_BUSINESSES_PER_ORG = 20;
const DAY = 86_400_000;
const SPAN_DAYS = 60;
const STAFF: Record<string, { maker: string; reviewer: string; orgNo: number }> = {
  'Dahab Bank': { maker: 'officer', reviewer: 'supervisor', orgNo: 0 },
  'Salaam Microfinance': { maker: 'salaam.officer', reviewer: 'salaam.supervisor', orgNo: 1 },
};

/** What happens to the i-th business: every status of the lifecycle appears. */
const outcomes = [
  'Pending',
  'Completed',
  'Rejected',
  'Declined',
  'Flagged',
  'Resubmitted',
  'Completed',
  'Pending',
] as const;
type Outcome = (typeof outcomes)[number];

const words = [
  'Horn',
  'Juba',
  'Shabelle',
  'Gulf',
  'Ocean',
  'Savanna',
  'Sahan',
  'Daallo',
  'Nugaal',
  'Hiiraan',
];
const trades = [
  'Traders',
  'Logistics',
  'Fisheries',
  'Construction',
  'Pharmacy',
  'Livestock Export',
  'Textiles',
];

type DocumentName = (typeof documentNames)[number];
type RegisterBody = EndpointBody<typeof businessesApi.registerBusiness>;
const paper = (type: DocumentName, title: string, no: string) => ({
  fields: { documentType: type, documentNo: no, issueDate: '2023-03-01', expireDate: '2028-02-28' },
  file: demoPdf(`${type}: ${title}`),
});

const registrationNumber = (orgNo: number, i: number) => `BRN-${orgNo + 1}${String(1000 + i)}`;

/**
 * The demo businesses: registered by each organization's officer with 1 to 4 signatories and
 * documents, and reviewed by its supervisor, through the same services as the API, so history,
 * counts and the activity report agree. Idempotent: nothing is done once its first business exists.
 */
export async function seedDemoBusinesses(
  database: Database,
  config: Config,
  clock: Clock,
  blobs: BlobStore,
): Promise<void> {
  const db = database.db;
  const demoClock = new TestClock(clock.now());
  const jobs = await openDemoQueue(database, config, demoClock);
  const scopes = new UserScopes({ db });
  const core = new SandboxCore({ db, box: new SecretBox(config.dataEncryptionKey), clock: demoClock });
  const service = new BusinessesService({
    db,
    scopes,
    screening: demoScreening(db),
    risk: new RiskRatings({ db, scopes, clock: demoClock }),
    searchCountLimit: config.searchCountLimit,
  });
  const review = new BusinessDecisions({ db, core, scopes, jobs });
  jobs.handle('open-business-account', review.openingJob);
  const documents = new BusinessDocuments({ db, blobs, scopes });
  const as = (user: SessionUser): Actor => ({ userName: user.userName, at: demoClock.now() });
  const now = clock.now().getTime();
  const start = now - SPAN_DAYS * DAY;
  const known: string[] = [];

  for (const org of await db.select().from(organizations).orderBy(organizations.name)) {
    const staff = STAFF[org.name];
    const account = org.supportedAccounts.find((a) => a.group === 'Business');
    if (!staff || !account) continue;
    const maker = await demoStaff(db, config, staff.maker);
    const reviewer = await demoStaff(db, config, staff.reviewer);
    if (!maker || !reviewer) continue;
    const first = await service.list(
      { page: 0, size: 1, registrationNumber: registrationNumber(staff.orgNo, 0) },
      maker,
    );
    if (first.totalItems > 0) continue;
    const rand = prng(`businesses:${org.name}`);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

    const waiting: ((at: number) => Promise<void>)[] = [];
    for (let i = 0; i < DEMO_BUSINESSES_PER_ORG; i++) {
      demoClock.set(new Date(start + (i / DEMO_BUSINESSES_PER_ORG) * SPAN_DAYS * DAY + 9 * 3_600_000));
      const outcome: Outcome = outcomes[i % outcomes.length]!;
      const name = `${pick(words)} ${pick(trades)} ${i + 1}`;
      const contact = demoPerson(rand, staff.orgNo, 600 + i);
      const count = 1 + (i % 4);
      const signatories: RegisterBody['signatories'] = Array.from({ length: count }, (_, s) => {
        const person = demoPerson(rand, staff.orgNo, 700 + i * 4 + s);
        const idNumber =
          outcome === 'Flagged' && s === 0 && known.length > 0
            ? pick(known)
            : `ID${staff.orgNo}${1000 + i}${s}`;
        return {
          name: person.name,
          nationality: 'SO',
          dateOfBirth: person.dateOfBirth,
          mobileNumber: person.mobile,
          email: person.email,
          ownershipType: s === 0 ? 'Director' : pick(ownershipTypes),
          ownershipPercentage: Math.floor(100 / count),
          idType: 'Passport',
          idNumber,
          idExpiryDate: '2031-06-30',
        };
      });
      const registration: RegisterBody = {
        organizationId: org.id,
        accountType: account.id,
        currency: account.currencies[0]!,
        name,
        registrationNumber: registrationNumber(staff.orgNo, i),
        registrationDate: `20${String(10 + (i % 14)).padStart(2, '0')}-0${1 + (i % 9)}-15`,
        type: pick(businessTypes),
        email: `info.${staff.orgNo}${i}@business.example`,
        address: `${pick(words)} Road ${1 + i}`,
        city: contact.city,
        country: 'SO',
        contactPersonName: contact.name,
        contactPersonEmail: contact.email,
        contactPersonPhone: `+2526190${staff.orgNo}${String(i).padStart(5, '0')}`,
        countriesTradedWith: ['KE', 'ET', 'AE'].slice(0, 1 + (i % 3)),
        capitalInvested: `${(20 + i) * 5000}.00`,
        noOfEmployees: 3 + i * 2,
        monthlyTurnover: `${(4 + i) * 2500}.50`,
        annualTurnover: `${(4 + i) * 30006}.00`,
        language: org.supportedLanguages[0] ?? 'English',
        signatoryType: count === 1 ? 'Sole' : pick(signatoryTypes.slice(1)),
        signatories,
      };
      for (const s of signatories) if (s !== signatories[0] || outcome !== 'Flagged') known.push(s.idNumber);
      // Drawn here for every business, waiting or not, so the names that follow come out the same.
      const decideAfter = Math.floor(2 + rand() * 48) * 3_600_000;
      /** Registers the business at the demo clock's time, with its papers, and takes its review. */
      const registerAndReview = async () => {
        const business = await service.register(registration, maker, as(maker));
        const upload = async (
          owner: { businessId: string } | { ownerId: string },
          doc: ReturnType<typeof paper>,
        ) => {
          demoClock.advance(5 * 60_000);
          if ('ownerId' in owner)
            await documents.uploadForOwner(
              { fields: { ...doc.fields, ownerId: owner.ownerId }, file: doc.file },
              maker,
              as(maker),
            );
          else await documents.uploadForBusiness(owner.businessId, doc, maker, as(maker));
        };
        await upload(
          { businessId: business.id },
          paper('Business Registration', name, business.registrationNumber),
        );
        if (outcome !== 'Rejected' && outcome !== 'Resubmitted')
          await upload({ businessId: business.id }, paper('Trade License', name, `TL-${staff.orgNo}${i}`));
        // The first signatory's passport; the others' papers are what reviewers ask for later.
        const [principal] = await service.signatories(business.id, maker);
        if (principal)
          await upload({ ownerId: principal.id }, paper('Passport', principal.name, principal.idNumber));
        demoClock.advance(decideAfter);
        const decide = (
          body: Omit<Parameters<BusinessDecisions['changeStatus']>[1], 'rowVersion'>,
          who: SessionUser,
        ) =>
          service
            .get(business.id, who)
            .then((b) =>
              review.changeStatus(business.id, { ...body, rowVersion: b.rowVersion }, who, as(who)),
            )
            .then(() => jobs.runDue());
        if (outcome === 'Completed')
          await decide({ status: 'Approved', comments: 'Registry and signatories verified.' }, reviewer);
        if (outcome === 'Declined')
          await decide(
            { status: 'Declined', declineReason: "Activity outside the bank's risk appetite." },
            reviewer,
          );
        if (outcome === 'Rejected' || outcome === 'Resubmitted')
          await decide(
            {
              status: 'Rejected',
              rejectionItems: [{ rejectionReason: 'Document missing', documentName: 'Trade License' }],
            },
            reviewer,
          );
        if (outcome === 'Resubmitted') {
          demoClock.advance(26 * 3_600_000);
          await upload({ businessId: business.id }, paper('Trade License', name, `TL-${staff.orgNo}${i}`));
          await decide({ status: 'Pending', comments: 'Trade license added.' }, maker);
        }
      };
      // What still waits for a review is made last, recently (demo-waiting.ts), in its order: a
      // resubmitted one is registered so long before that its resubmission falls there.
      if (outcome === 'Pending' || outcome === 'Flagged' || outcome === 'Resubmitted') {
        const lead = outcome === 'Resubmitted' ? decideAfter + 26 * 3_600_000 + 15 * 60_000 : 0;
        waiting.push((at) => {
          demoClock.set(new Date(at - lead));
          return registerAndReview();
        });
      } else await registerAndReview();
    }
    const ages = waitingAges('Business', waiting.length, `businesses:${org.name}`);
    for (const [k, make] of waiting.entries()) await make(now - ages[k]!);
  }
}
