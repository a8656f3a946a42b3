import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@console/contract';
import { seed } from '../test/auth-helpers.ts';
import { queryRows } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_REQUISITIONS, seedCardRequisitions } from './demo-card-requisitions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  await seedCardRequisitions(t.database, t.config, t.clock);
});
afterAll(() => t.close());

describe('demo card requisitions', () => {
  it('fills both lists with every status, decided by someone other than the requester', async () => {
    const list = await queryRows<{ request_type: string; status: string; n: number }>(
      t.database.db,
      sql`select request_type, status, count(*)::int as n from card_requisitions group by 1, 2`,
    );
    const total = list.reduce((sum, r) => sum + Number(r.n), 0);
    expect(total).toBe(DEMO_REQUISITIONS);
    for (const type of ['Card', 'Limit'])
      for (const status of ['Pending', 'Approved', 'Rejected', 'Completed'])
        expect(
          list.some((r) => r.request_type === type && r.status === status),
          `${type} ${status}`,
        ).toBe(true);
    const own = await queryRows(
      t.database.db,
      sql`select 1 from card_requisition_remarks m join card_requisitions r on r.id = m.requisition_id
          where m.status <> 'Pending' and m.created_by = r.created_by`,
    );
    expect(own).toHaveLength(0);
  });

  it('leaves one dead job in the queue, its reason on its requisition', async () => {
    const dead = await queryRows<{ id: string; output: { message: string } }>(
      t.database.db,
      sql`select data->>'recordId' as id, output from pgboss.job
          where name = 'fulfil-card-requisition' and state = 'failed'`,
    );
    expect(dead).toHaveLength(1);
    expect(dead[0]!.output.message).toBe(messages.unavailable);
    const [row] = await queryRows<{ status: string; core_error: string; awaiting_core: boolean }>(
      t.database.db,
      sql`select status, core_error, awaiting_core from card_requisitions where id = ${dead[0]!.id}`,
    );
    expect(row).toEqual({ status: 'Approved', core_error: messages.coreDidNotAnswer, awaiting_core: false });
  });

  it('adds nothing on a second run', async () => {
    await seedCardRequisitions(t.database, t.config, t.clock);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from card_requisitions`,
    );
    expect(rows[0]?.n).toBe(DEMO_REQUISITIONS);
  });
});
