import type { Config } from './kernel/config.ts';
import { merchantsCoreSeeder, sandboxSeeder } from './core-banking/sandbox/index.ts';
import type { Database } from './db/client.ts';
import { customersSeeder } from './demo/customers.ts';
import { seedAccountsDemo } from './demo/demo-accounts.ts';
import { seedAdminChanges } from './demo/demo-admin-changes.ts';
import { seedLivingDemo } from './demo/demo-applications.ts';
import { seedMerchantAccess } from './demo/demo-merchant-access.ts';
import { seedScreeningDemo } from './demo/demo-screening-lists.ts';
import { seedDemoBusinesses } from './demo/demo-businesses.ts';
import { seedCardRequisitions } from './demo/demo-card-requisitions.ts';
import { seedSupportDemo } from './demo/demo-support.ts';
import { demoOrganizations, identitySeeder } from './demo/identity.ts';
import { DEMO_MERCHANTS, merchantsSeeder } from './demo/merchants.ts';
import { runSeeders, type Seeder } from './demo/index.ts';
import type { BlobStore } from './platform/blob-store.ts';
import type { Clock } from './kernel/clock.ts';

/**
 * The demo data in seeding order. Assembled here, where both the database's seeders and the
 * sandbox core's are known, so neither folder imports the other's list; the sandbox core is told
 * the demo's organizations and merchants here.
 */
const demoSeeders: Seeder[] = [
  identitySeeder,
  sandboxSeeder(demoOrganizations),
  customersSeeder,
  merchantsCoreSeeder(DEMO_MERCHANTS, demoOrganizations),
  merchantsSeeder,
];

/**
 * Demo data for an embedded or test installation. Never called in production mode. With a file
 * store it adds the living demo (customers and applications in every status, with documents,
 * businesses in every status with signatories and documents, card requisitions, the DahabPlus and
 * card desks' links, limits and PIN resets, the support desk's work, administration changes
 * approved, rejected and pending, merchants' access waiting for a supervisor, and the sanctions
 * lists with two customers screened against them);
 * without one, only the small seed that tests build on.
 */
export async function seedDemoData(
  database: Database,
  config: Config,
  clock: Clock,
  options: { blobs?: BlobStore } = {},
): Promise<void> {
  const db = database.db;
  await runSeeders(db, config, clock, demoSeeders);
  if (options.blobs) {
    await seedLivingDemo(database, config, clock, options.blobs);
    await seedDemoBusinesses(database, config, clock, options.blobs);
    await seedCardRequisitions(database, config, clock);
    await seedAccountsDemo(db, config, clock);
    await seedSupportDemo(db, config, clock);
    await seedAdminChanges(database, config, clock);
    await seedMerchantAccess(database, config, clock);
    await seedScreeningDemo(database, config, clock, options.blobs);
  }
}
