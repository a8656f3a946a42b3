import type { Config } from '../kernel/config.ts';
import type { Clock } from '../kernel/clock.ts';
import type { Db } from '../db/client.ts';

/** One step of the demo data; each is idempotent (keyed on natural keys) and deterministic. */
export interface Seeder {
  name: string;
  run(db: Db, config: Config, clock: Clock): Promise<void>;
}

/** Runs seeders in order. Never in production mode. */
export async function runSeeders(db: Db, config: Config, clock: Clock, seeders: Seeder[]): Promise<void> {
  if (config.production) throw new Error('Demo data is never seeded in production mode.');
  for (const seeder of seeders) await seeder.run(db, config, clock);
}
