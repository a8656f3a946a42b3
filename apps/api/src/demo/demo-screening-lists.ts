import { RiskRatings } from '../modules/risk/index.ts';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import type { Config } from '../kernel/config.ts';
import { guardCore } from '../core-banking/guarded.ts';
import { SandboxCore } from '../core-banking/sandbox/index.ts';
import type { Database } from '../db/client.ts';
import { organizations, screeningListVersions } from '../db/schema/index.ts';
import { ApplicationDecisions, ApplicationsService } from '../modules/applications/index.ts';
import { CustomerProfiles } from '../modules/customers/index.ts';
import { DocumentsService } from '../modules/documents/index.ts';
import { OtpService } from '../modules/otp/index.ts';
import { Sanctions } from '../modules/sanctions/index.ts';
import { RecordScreening, ScreeningHits, ScreeningService } from '../modules/screening/index.ts';
import { UserScopes } from '../modules/users/index.ts';
import type { Actor } from '../platform/audit.ts';
import { SecretBox } from '../platform/auth/secret-box.ts';
import { TestClock, type Clock } from '../kernel/clock.ts';
import type { BlobStore } from '../platform/blob-store.ts';
import type { SessionUser } from '../kernel/session-user.ts';
import { openDemoQueue } from './demo-jobs.ts';
import { demoStaff, lastCodeSentTo } from './demo-staff.ts';

const HOUR = 3_600_000;

// Beside this module's folder in src/, and beside the built bundle in dist/, where the build copies it.
const fixtures = import.meta.url.endsWith('.ts')
  ? new URL('../modules/screening/fixtures/', import.meta.url)
  : new URL('./screening-fixtures/', import.meta.url);

/** The bank's own watchlist: one person its branches reported, kept under four eyes in the console. */
const WATCHLIST = [
  'reference,name,aliases,date of birth,nationality,id number,phone,account number,merchant code,reason',
  'DB-WL-001,Mukhtaar Cabdi Geelle,Mukhtar Abdi Gelle,1975,Somalia,SO-4471902,+252615559901,,,' +
    'Cheques returned unpaid at three branches; reported by Dahab Bank Hargeisa',
].join('\n');

/**
 * Two customers whose names are Somali spellings of names on the UN fixture: the applications come
 * in through the wizard as any other, and compliance screens them. One is cleared as a false
 * positive; the other waits.
 */
const LISTED = [
  {
    org: 'Dahab Bank',
    maker: 'officer',
    name: 'Cabdiraxmaan Maxamuud Xuseen',
    mobile: '+252617900001',
    dateOfBirth: '1961-03-14',
    gender: 'Male',
    clearedAs: null,
  },
  {
    org: 'Salaam Microfinance',
    maker: 'salaam.officer',
    name: 'Faadumo Cali Yaasiin',
    mobile: '+252618900001',
    dateOfBirth: '1977-05-10',
    gender: 'Female',
    clearedAs:
      'Another woman of the same name: born in Garowe in 1977, her passport and photograph do not match the listed person.',
  },
] as const;

// A file as an upload streams it: one chunk of its bytes.
const upload = (fileName: string, bytes: Buffer) => ({
  fileName,
  file: Readable.from([bytes]),
  alt: null,
});

/**
 * Sanctions screening in the living demo, through the services the API calls: `compliance` imports
 * the UN fixture and the bank's watchlist, two customers with Somali spellings of listed names
 * apply, and compliance screens them and clears one as a false positive a few hours later.
 */
export async function seedScreeningDemo(
  database: Database,
  config: Config,
  clock: Clock,
  blobs: BlobStore,
): Promise<void> {
  const db = database.db;
  const [existing] = await db.select({ n: count() }).from(screeningListVersions);
  if ((existing?.n ?? 0) > 0) return;
  const compliance = await demoStaff(db, config, 'compliance');
  if (!compliance) return;
  const demoClock = new TestClock(new Date(clock.now().getTime() - 10 * HOUR));
  const as = (user: SessionUser): Actor => ({ userName: user.userName, at: demoClock.now() });
  const screening = new ScreeningService({ db });
  const scopes = new UserScopes({ db });
  const records = new RecordScreening({ db, screening });
  const core = new SandboxCore({ db, box: new SecretBox(config.dataEncryptionKey), clock: demoClock });
  const profiles = new CustomerProfiles();
  const jobs = await openDemoQueue(database, config, demoClock);
  const documents = new DocumentsService({ db, blobs, scopes, profiles, screening: records });
  const guarded = guardCore(core, config.coreTimeoutMs);
  const applications = new ApplicationDecisions({ db, core: guarded, scopes, profiles, documents, jobs });
  const sanctions = new Sanctions({ db, core: guarded, jobs, profiles, applications });
  const hits = new ScreeningHits({ db, scopes, records, sanctions });

  await screening.importList(
    'UN',
    upload('consolidated.xml', readFileSync(new URL('un-consolidated-list.xml', fixtures))),
    as(compliance),
  );
  demoClock.advance(HOUR);
  await screening.importList('Local', upload('watchlist.csv', Buffer.from(WATCHLIST)), as(compliance));

  const otp = new OtpService({ db, core, clock: demoClock, key: config.dataEncryptionKey, scopes, profiles });
  const apps = new ApplicationsService({
    db,
    otp,
    scopes,
    profiles,
    screening: records,
    risk: new RiskRatings({ db, scopes, clock: demoClock }),
  });
  for (const person of LISTED) {
    const [org] = await db.select().from(organizations).where(eq(organizations.name, person.org));
    const maker = await demoStaff(db, config, person.maker);
    const account = org?.supportedAccounts.find((a) => a.group === 'Personal');
    if (!org || !maker || !account) continue;
    demoClock.advance(2 * HOUR);
    const choice = { organizationId: org.id, accountType: account.id, currency: account.currencies[0]! };
    await otp.sendFor({ ...choice, phone: person.mobile, operation: 'NewApplication' }, maker, as(maker));
    const app = await apps.create(
      {
        ...choice,
        mobile: person.mobile,
        oTP: await lastCodeSentTo(db, person.mobile),
        language: org.supportedLanguages[0] ?? 'English',
        customer: {
          name: person.name,
          email: `${person.name.split(' ')[0]?.toLowerCase()}.${person.mobile.slice(-4)}@mail.example`,
          city: person.org === 'Dahab Bank' ? 'Kismayo' : 'Garowe',
          country: 'SO',
          nationality: 'SO',
          gender: person.gender,
          title: person.gender === 'Female' ? 'Ms' : 'Mr',
          dateOfBirth: person.dateOfBirth,
          employment: 'Self-employed',
          employer: null,
          salary: null,
          salaryFrequency: null,
        },
      },
      maker,
      as(maker),
    );
    demoClock.advance(HOUR);
    const raised = await hits.screenCustomer(app.customerId, compliance, as(compliance));
    if (!person.clearedAs) continue;
    demoClock.advance(2 * HOUR);
    for (const hit of raised.hits)
      await hits.decide(
        hit.id,
        { decision: 'FalsePositive', reason: person.clearedAs },
        compliance,
        as(compliance),
      );
  }
}
