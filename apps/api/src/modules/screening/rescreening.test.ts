import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE } from '@console/contract';
import { DEMO_CORE } from '../../core-banking/sandbox/index.ts';
import { activityEvents, screeningHits } from '../../db/schema/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createAppWithCore, submitApplication } from '../../test/core-helpers.ts';
import { drainJobs } from '../../test/jobs-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { Rescreening } from './rescreening.ts';
import { BEFORE_ANY, type RescreenJob } from './rescreen-job.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const org = DEMO_CORE.org.id;
const FULL = readFileSync(new URL('./fixtures/un-consolidated-list.xml', import.meta.url), 'utf8');
/** The fixture without its first individual (SOi.002): the version before SOi.002 was listed. */
const WITHOUT_SOI002 = FULL.replace(
  /<INDIVIDUAL>(?:(?!<\/INDIVIDUAL>)[\s\S])*SOi\.002[\s\S]*?<\/INDIVIDUAL>/,
  '',
);

beforeAll(async () => {
  ({ t } = await createAppWithCore());
  await seed(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.advance(16 * 60_000);
  for (const name of ['officer', 'admin', 'compliance']) tokens[name] = await tokenFor(t, name);
});

async function importUn(xml: string) {
  const boundary = '----rescreen';
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}Screening/Lists/UN`,
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="un.xml"\r\n\r\n`),
      Buffer.from(xml),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...bearer(tokens.compliance!), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ versionId: string; added: number }>();
}

let phoneNo = 0;
async function customer(name: string, dateOfBirth?: string) {
  const mobile = `+2526178${String(++phoneNo).padStart(5, '0')}`;
  const app = await submitApplication(
    t,
    { maker: tokens.officer!, reader: tokens.admin! },
    {
      organizationId: org,
      mobile,
      customer: { name, email: `r${mobile.slice(-5)}@mail.example`, ...(dateOfBirth ? { dateOfBirth } : {}) },
    },
  );
  return app.customerId;
}

const referencesOf = async (recordId: string) =>
  (await t.database.db.select().from(screeningHits).where(eq(screeningHits.recordId, recordId)))
    .map((h) => h.reference)
    .sort();

const rescreened = async (versionId: string) =>
  (
    await t.database.db
      .select({ remarks: activityEvents.remarks })
      .from(activityEvents)
      .where(and(eq(activityEvents.event, 'ListRescreened'), eq(activityEvents.targetId, versionId)))
  ).map((r) => r.remarks);

describe('re-screening on a new list version', () => {
  let listedLater: string;
  let listedFirst: string;
  let second: { versionId: string; added: number };

  it('screens the records made before a first list against all of it', async () => {
    listedLater = await customer('Cabdiraxmaan Maxamuud Xuseen', '1961-03-14');
    listedFirst = await customer('Faadumo Cali Yaasiin');
    await customer('Yuusuf Nuur Geedi');
    const first = await importUn(WITHOUT_SOI002);
    expect(await referencesOf(listedFirst)).toEqual([]);
    // The batches run in the worker, one after another, each queuing the next.
    expect(await drainJobs(t)).toBe(4);
    expect(await referencesOf(listedFirst)).toEqual(['SOi.003']);
    expect(await referencesOf(listedLater)).toEqual([]);
    const [remarks, ...more] = await rescreened(first.versionId);
    expect(more).toEqual([]);
    expect(remarks).toMatch(/^UN list: \d+ records screened against 2 new or changed entries, \d+ hits$/);
  });

  it('screens every record against the entries a version added only', async () => {
    second = await importUn(FULL);
    expect(second.added).toBe(1);
    expect(await drainJobs(t)).toBe(4);
    expect(await referencesOf(listedLater)).toEqual(['SOi.002']);
    // The entry that did not change raises nothing again.
    expect(await referencesOf(listedFirst)).toEqual(['SOi.003']);
    expect((await rescreened(second.versionId))[0]).toMatch(/against 1 new or changed entries, 1 hits$/);
  });

  it('queues nothing for the same list again', async () => {
    await importUn(FULL);
    expect(await drainJobs(t)).toBe(0);
  });

  it('goes through the records in batches, and a batch run twice writes its hits and its next once', async () => {
    const before = await t.database.db.select().from(screeningHits);
    const oneByOne = new Rescreening({ db: t.database.db, jobs: t.jobs }, 1);
    const start: RescreenJob = {
      versionId: second.versionId,
      source: 'UN',
      type: 'Customer',
      after: BEFORE_ANY,
      screened: 0,
      hits: 0,
      by: { userName: 'compliance' },
    };
    await oneByOne.batch(start, { at: t.clock.now() });
    await oneByOne.batch(start, { at: t.clock.now() });
    // One next batch queued: the rest of the customers. The batch after them, of businesses, was
    // queued and run by the first re-screening of this version, and is not queued again.
    expect(await drainJobs(t)).toBe(1);
    expect(await t.database.db.select().from(screeningHits)).toHaveLength(before.length);
  });
});
