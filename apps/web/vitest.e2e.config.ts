import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end tests: the production server (the compiled apps/api/dist/main.js serving apps/web/dist)
// driven by headless Chromium. Run through `npm test -- e2e`, which builds both first.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['apps/web/e2e/**/*.test.ts'],
    // The demo data, seeded once for every file's server.
    globalSetup: ['apps/web/e2e/global-setup.ts'],
    // Two files per core, each with its own server, browsers and data: a file waits on its page,
    // its server and the jobs the server runs in turns, and one file per core left a third of the
    // machine idle (docs/testing.md › Browser tests).
    maxWorkers: 2 * availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // A browser on a busy two-core machine: polls wait for the page, not for a fixed second.
    expect: { poll: { timeout: 10_000 } },
  },
});
