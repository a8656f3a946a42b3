import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { businessStatuses } from '@console/contract';
import { MemoryBlobStore } from '../platform/blob-store.ts';
import { seed } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { queryRows } from '../db/client.ts';
import { DEMO_BUSINESSES_PER_ORG, seedDemoBusinesses } from './demo-businesses.ts';

let t: TestApp;
const blobs = new MemoryBlobStore();

beforeAll(async () => {
  t = await createTestApp({ deps: { blobs } });
  await seed(t);
  await seedDemoBusinesses(t.database, t.config, t.clock, blobs);
}, 300_000);
afterAll(() => t.close());

const counts = async () =>
  (
    await queryRows<{ b: number; o: number; d: number }>(
      t.database.db,
      sql`select (select count(*)::int from businesses) b, (select count(*)::int from business_owners) o,
        (select count(*)::int from business_documents) d`,
    )
  )[0]!;

describe('demo businesses', () => {
  it('about forty businesses in every status, each with 1 to 4 signatories and documents', async () => {
    const { b, o, d } = await counts();
    expect(b).toBe(2 * DEMO_BUSINESSES_PER_ORG);
    expect(o).toBeGreaterThanOrEqual(b);
    // The registration certificate and the principal's passport for every business, most with a trade licence.
    expect(d).toBeGreaterThan(2 * b);
    expect(d).toBeLessThanOrEqual(3 * b);
    const statuses = await queryRows<{ status: string }>(
      t.database.db,
      sql`select distinct status::text from businesses order by 1`,
    );
    const seen = statuses.map((s) => s.status);
    expect(seen).toEqual(businessStatuses.filter((s) => s !== 'Approved').sort());
    const completed = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int n from businesses where status = 'Completed' and account_number is not null`,
    );
    expect(completed[0]!.n).toBeGreaterThan(0);
  });

  it('adds nothing on a second run', async () => {
    const before = await counts();
    await seedDemoBusinesses(t.database, t.config, t.clock, blobs);
    expect(await counts()).toEqual(before);
  });
});
