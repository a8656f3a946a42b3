import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CORE } from '../core-banking/sandbox/index.ts';
import { seed } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { activityEvents, coreMbankingUsers } from '../db/schema/index.ts';
import { seedSupportDemo } from './demo-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
});
afterAll(() => t.close());

describe('the support desk demo', () => {
  it('writes its events once, through the service, and leaves the seeded blocked user blocked', async () => {
    await seedSupportDemo(t.database.db, t.config, t.clock);
    await seedSupportDemo(t.database.db, t.config, t.clock);
    const events = await t.database.db
      .select({ event: activityEvents.event, at: activityEvents.createdAt })
      .from(activityEvents)
      .where(eq(activityEvents.createdBy, 'support'));
    expect(events.map((e) => e.event).sort()).toEqual(
      ['Block', 'Lookup', 'Lookup', 'Lookup', 'ResendOtp', 'Unblock'].sort(),
    );
    for (const e of events) expect(e.at.getTime()).toBeLessThan(t.clock.now().getTime());
    const states = await t.database.db
      .select({ userId: coreMbankingUsers.userId, blockedOn: coreMbankingUsers.blockedOn })
      .from(coreMbankingUsers);
    expect(states.filter((s) => s.blockedOn).map((s) => s.userId)).toEqual([DEMO_CORE.blockedUserId]);
  });
});
