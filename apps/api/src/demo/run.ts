import path from 'node:path';
import { loadConfig } from '../kernel/config.ts';
import { openDatabase } from '../db/client.ts';
import { systemClock } from '../kernel/clock.ts';
import { JobQueue } from '../platform/jobs/job-queue.ts';
import { openBlobStore } from '../platform/open-blob-store.ts';
import { seedDemoData } from '../demo-data.ts';

const config = loadConfig();
if (config.production) {
  console.error('Demo data is never seeded when NODE_ENV=production.');
  process.exit(1);
}
const database = await openDatabase({
  url: config.databaseUrl,
  migrationUrl: config.migrationDatabaseUrl,
  install: (owner) => JobQueue.install(owner, config.jobs, systemClock),
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await seedDemoData(database, config, systemClock, { blobs: await openBlobStore(config.blobStore) });
await database.close();
console.log(`Demo data seeded (${database.kind}).`);
