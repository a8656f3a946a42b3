import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
    // default, which on two cores runs the files one by one (README › Development › Tests).
    maxWorkers: availableParallelism(),
    // A worker keeps the modules it has loaded from one file to the next: importing the app cost
    // each file about 2 s. Modules keep only caches between files, and tracing, which its tests
    // stop again (README › Development › Tests).
    isolate: false,
  },
});
