import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that spend most of their time waiting on processes they start, or on the minute a
 * scheduled job runs in, rather than working. They start first, so that the other files fill the
 * cores while they wait; started last, as files of their size are when no earlier run's times are
 * kept (a clean clone), the suite waited for them alone (docs/testing.md › One file per core).
 */
const WAITING_FILES = [
  'src/platform/multi-process.test.ts',
  'src/modules/documents/durability.test.ts',
  'src/platform/backup/backup.test.ts',
];

/**
 * Which files run (docs/testing.md › Which API tests run where), by API_TESTS, which scripts/test.mjs sets for its suites:
 * `server` (the `api-pg` suite, on a PostgreSQL server): every file but those of the embedded
 * database alone; `engine` (the `api` suite, on PGlite): only the files that test what differs
 * between the two engines: the embedded client, durability through a killed process, statements
 * prepared and kept, the job queue and two instances on one connection, and the SQL that the two
 * plan differently (lists and their deep pages, kept counts, the name search). Unset: every file.
 */
const EMBEDDED_ONLY = [
  'src/kernel/database/embedded-client.test.ts',
  'src/modules/documents/durability.test.ts',
];
const ENGINE_DIFFERENCES = [
  ...EMBEDDED_ONLY,
  'src/platform/statement-cache.test.ts',
  'src/kernel/telemetry.test.ts',
  'src/platform/shared-rate-limit.test.ts',
  'src/platform/jobs/job-queue.test.ts',
  'src/platform/list/list.test.ts',
  'src/platform/list/deep-pages.test.ts',
  'src/platform/list/list-counts.test.ts',
  'src/platform/list/name-search.test.ts',
  'src/modules/search/name-lookup.test.ts',
  'src/modules/customers/search-totals.test.ts',
  // The functions and triggers are applied after the migrations through each engine's own client.
  'src/db/functions.test.ts',
];

function testFiles(scope: string | undefined): { include: string[]; exclude: string[] } {
  const all = { include: ['src/**/*.test.ts'], exclude: configDefaults.exclude };
  if (scope === undefined || scope === '' || scope === 'all') return all;
  // The embedded database's own files open PGlite themselves (the client) or skip on a server
  // (durability): on a server they would test nothing of it.
  if (scope === 'server') return { ...all, exclude: [...all.exclude, ...EMBEDDED_ONLY] };
  if (scope === 'engine') return { include: ENGINE_DIFFERENCES, exclude: configDefaults.exclude };
  throw new Error(`API_TESTS=${scope}: expected all, server or engine`);
}

class WaitingFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waits = (file: TestSpecification) => WAITING_FILES.some((name) => file.moduleId.endsWith(name));
    return [...sorted.filter(waits), ...sorted.filter((file) => !waits(file))];
  }
}

export default defineConfig({
  test: {
    root: import.meta.dirname,
    ...testFiles(process.env.API_TESTS),
    globalSetup: ['src/test/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One file per core, each with a database of its own: vitest keeps one core for itself by
    // default, which on two cores runs the files one by one (docs/testing.md › One file per core).
    maxWorkers: availableParallelism(),
    // A worker keeps the modules it has loaded from one file to the next: importing the app cost
    // each file about 2 s. Modules keep only caches between files, and tracing, which its tests
    // stop again (docs/testing.md › Modules shared between files).
    isolate: false,
    sequence: { sequencer: WaitingFilesFirst },
  },
});
