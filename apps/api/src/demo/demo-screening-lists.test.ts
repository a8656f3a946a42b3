import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryBlobStore } from '../platform/blob-store.ts';
import { customers, screeningHits, screeningListVersions } from '../db/schema/index.ts';
import { seed } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedScreeningDemo } from './demo-screening-lists.ts';

const blobs = new MemoryBlobStore();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { blobs } });
  await seed(t);
});
afterAll(() => t.close());

describe('the screening demo', () => {
  it('imports the lists, and screens two customers with Somali spellings of listed names, once', async () => {
    await seedScreeningDemo(t.database, t.config, t.clock, blobs);
    await seedScreeningDemo(t.database, t.config, t.clock, blobs);
    const db = t.database.db;
    const versions = await db.select().from(screeningListVersions);
    expect(versions.map((v) => `${v.source} ${v.entries} ${v.createdBy}`).sort()).toEqual([
      'Local 1 compliance',
      'UN 3 compliance',
    ]);
    const hits = await db.select().from(screeningHits);
    const names = new Map((await db.select().from(customers)).map((c) => [c.id, c.name]));
    expect(hits.map((h) => `${names.get(h.recordId)} ${h.reference} ${h.status}`).sort()).toEqual([
      'Cabdiraxmaan Maxamuud Xuseen SOi.002 Pending',
      'Faadumo Cali Yaasiin SOi.003 FalsePositive',
    ]);
    const cleared = hits.find((h) => h.status === 'FalsePositive');
    expect(cleared?.decidedBy).toBe('compliance');
    for (const h of hits) expect(h.createdAt.getTime()).toBeLessThan(t.clock.now().getTime());
  });
});
