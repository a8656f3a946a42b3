import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../client.ts';
import { sandboxSeeder } from '../../core-banking/sandbox/seed.ts';
import { customersSeeder } from './customers.ts';
import { seedLivingDemo } from './demo-applications.ts';
import type { BlobStore } from '../../platform/blob-store.ts';
import { identitySeeder } from './identity.ts';

/** One step of the demo data; each is idempotent (keyed on natural keys) and deterministic. */
export interface Seeder {
  name: string;
  run(db: Db, config: Config, clock: Clock): Promise<void>;
}

const seeders: Seeder[] = [identitySeeder, sandboxSeeder, customersSeeder];

/**
 * Demo data for an embedded or test installation. Never called in production mode. With a file
 * store it adds the living demo (hundreds of customers and applications with their documents);
 * without one, only the small seed that tests build on.
 */
export async function seedDemoData(
  db: Db,
  config: Config,
  clock: Clock,
  options: { blobs?: BlobStore } = {},
): Promise<void> {
  if (config.production) throw new Error('Demo data is never seeded in production mode.');
  for (const seeder of seeders) await seeder.run(db, config, clock);
  if (options.blobs) await seedLivingDemo(db, config, clock, options.blobs);
}
