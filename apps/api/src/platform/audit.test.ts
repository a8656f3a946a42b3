import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { seed, tokenFor } from '../test/auth-helpers.ts';
import { DAHAB_SPEC, makeFixtures } from '../test/scope-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { editedFields, fieldChanges, recordActivity } from './audit.ts';

let t: TestApp;
const rows = () =>
  queryRows<{ id: string; remarks: string | null }>(
    t.database.db,
    sql`select id, remarks from activity_events order by id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  for (const remarks of ['first', 'second'])
    await recordActivity(
      t.database.db,
      { userName: 'officer', at: t.clock.now() },
      { type: 'Customer', event: 'Updated', organizationId: null, remarks },
    );
});
afterAll(() => t.close());

// Note: the refusal is the database's (a trigger), so it holds for the application's own
// connection too: nobody who reaches the database through the API can rewrite the audit.
describe('the audit cannot be rewritten, not even by the application’s database user', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of activity events and keeps the rows as they were', async () => {
    const before = await rows();
    expect(before.map((r) => r.remarks).sort()).toEqual(['first', 'second']);
    const attempts = [
      sql`update activity_events set remarks = 'x'`,
      sql`delete from activity_events`,
      sql`truncate activity_events`,
    ];
    for (const attempt of attempts) {
      const refused = await t.database.db.execute(attempt).then(
        () => null,
        (err: Error) => (err.cause instanceof Error ? err.cause : err).message,
      );
      expect(refused).toBe('activity events cannot be changed or removed');
    }
    expect(await rows()).toEqual(before);
  });
});

// The same on the embedded database, where the application's one role owns everything: the
// trigger is what holds there (docs/operations.md › The audit's protection).
describe('the records’ histories cannot be rewritten either', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of the applications’, businesses’ and requisitions’ histories', async () => {
    const other = await createTestApp();
    try {
      await seed(other);
      const [maker, admin] = await Promise.all([tokenFor(other, 'officer'), tokenFor(other, 'admin')]);
      await makeFixtures(other, DAHAB_SPEC, { maker, admin });
      for (const table of ['application_history', 'business_history', 'card_requisition_remarks']) {
        const count = async () =>
          (
            await queryRows<{ n: number }>(
              other.database.db,
              sql.raw(`select count(*)::int as n from ${table}`),
            )
          )[0]?.n;
        const before = await count();
        expect(before, table).toBeGreaterThan(0);
        for (const attempt of [
          `update ${table} set created_by = 'x'`,
          `delete from ${table}`,
          `truncate ${table}`,
        ]) {
          const refused = await other.database.db.execute(sql.raw(attempt)).then(
            () => null,
            (err: Error) => (err.cause instanceof Error ? err.cause : err).message,
          );
          expect(refused, attempt).toBe(`${table} rows cannot be changed or removed`);
        }
        expect(await count()).toBe(before);
      }
    } finally {
      await other.close();
    }
  }, 120_000);
});

describe('fieldChanges and editedFields', () => {
  it('lists only the fields whose values differ, dates as ISO text, missing as null', () => {
    const at = new Date('2026-11-01T00:00:00Z');
    expect(fieldChanges({ a: 1, b: 'x', d: null }, { a: 1, b: 'y', c: at })).toEqual([
      { field: 'b', old: 'x', new: 'y' },
      { field: 'c', old: null, new: at.toISOString() },
    ]);
  });

  it('compares only the edited fields, so base fields an update bumps stay out', () => {
    const before = { name: 'A', city: null, rowVersion: 1 };
    const after = { name: 'B', city: null, rowVersion: 2 };
    expect(editedFields(before, after, ['name', 'city'])).toEqual([{ field: 'name', old: 'A', new: 'B' }]);
  });
});
