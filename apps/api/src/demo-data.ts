import type { Config } from './config.ts';
import { sandboxSeeder } from './core-banking/sandbox/index.ts';
import type { Db } from './db/client.ts';
import { customersSeeder } from './db/seed/customers.ts';
import { identitySeeder } from './db/seed/identity.ts';
import { runSeeders, type Seeder } from './db/seed/index.ts';
import type { Clock } from './platform/clock.ts';

/**
 * The demo data in seeding order. Assembled here, where both the database's seeders and the
 * sandbox core's are known, so neither folder imports the other's list.
 */
const demoSeeders: Seeder[] = [identitySeeder, sandboxSeeder, customersSeeder];

/** Demo data for an embedded or test installation. Never called in production mode. */
export const seedDemoData = (db: Db, config: Config, clock: Clock) =>
  runSeeders(db, config, clock, demoSeeders);
