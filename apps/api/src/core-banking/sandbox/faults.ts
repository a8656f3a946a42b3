import { eq } from 'drizzle-orm';
import type { sandboxApi } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { coreSettings } from '../../db/schema/core.ts';

export type CoreFaultMode = sandboxApi.CoreFaultMode;

interface CoreSwitches {
  mode: CoreFaultMode;
  /** An extra delay before every call, in any mode. */
  latencyMs: number;
}

const SETTINGS_ROW = 1;

/** The switches as they stand; a core never switched is well and quick. */
export async function coreSwitches(db: Executor): Promise<CoreSwitches> {
  const [row] = await db
    .select({ mode: coreSettings.mode, latencyMs: coreSettings.latencyMs })
    .from(coreSettings)
    .where(eq(coreSettings.id, SETTINGS_ROW));
  return row ?? { mode: 'ok', latencyMs: 0 };
}

export async function setCoreFaultMode(db: Executor, mode: CoreFaultMode): Promise<void> {
  await db
    .insert(coreSettings)
    .values({ id: SETTINGS_ROW, mode })
    .onConflictDoUpdate({ target: coreSettings.id, set: { mode } });
}

export async function setCoreLatency(db: Executor, latencyMs: number): Promise<void> {
  await db
    .insert(coreSettings)
    .values({ id: SETTINGS_ROW, latencyMs })
    .onConflictDoUpdate({ target: coreSettings.id, set: { latencyMs } });
}
