import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { LocalBlobStore } from '../platform/blob-store.ts';
import { systemClock } from '../platform/clock.ts';
import { seedDemoData } from '../demo-data.ts';

const config = loadConfig();
if (config.production) {
  console.error('Demo data is never seeded when NODE_ENV=production.');
  process.exit(1);
}
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await seedDemoData(database.db, config, systemClock, {
  blobs: new LocalBlobStore(path.join(config.dataDir, 'files')),
});
await database.close();
console.log(`Demo data seeded (${database.kind}).`);
