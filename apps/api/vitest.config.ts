import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that spend most of their time waiting on processes they start, or on the minute a
 * scheduled job runs in, rather than working. They start first, so that the other files fill the
 * cores while they wait; started last, as files of their size are when no earlier run's times are
 * kept (a clean clone), the suite waited for them alone (docs/testing.md › One file per core).
 */
const WAITING_FILES = ['src/platform/multi-process.test.ts', 'src/modules/documents/durability.test.ts'];

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
    include: ['src/**/*.test.ts'],
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
