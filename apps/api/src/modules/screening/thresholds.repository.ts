import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { screeningSettings } from '../../db/schema/index.ts';

export type SettingsRow = typeof screeningSettings.$inferSelect;

/** The one row of thresholds; null until the first approved change. */
export async function readSettings(exec: Executor): Promise<SettingsRow | null> {
  const [row] = await exec.select().from(screeningSettings).where(eq(screeningSettings.id, 1));
  return row ?? null;
}

/** Stores approved thresholds: creates the row the first time, then moves its version on. */
export async function writeSettings(
  exec: Executor,
  values: Omit<SettingsRow, 'id' | 'rowVersion'>,
): Promise<void> {
  await exec
    .insert(screeningSettings)
    .values({ id: 1, rowVersion: 1, ...values })
    .onConflictDoUpdate({
      target: screeningSettings.id,
      set: { ...values, rowVersion: sql`${screeningSettings.rowVersion} + 1` },
    });
}
