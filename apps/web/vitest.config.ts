import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { catalogues } from './build/compile-catalogues.ts';

// Component tests need neither Tailwind nor the router plugin; keeping them out keeps runs fast.
// The catalogues are compiled as in the build, so tests read the texts users read.
const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));

// A file that mocks a module needs modules of its own: those loaded before would keep the real one.
const mocking = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(`${src}/${file}`, 'utf8').includes('vi.mock('))
  .map((file) => `src/${file}`);

export default defineConfig({
  root,
  plugins: [catalogues(), react()],
  resolve: { alias: { '@': src } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // A test waits for what the screen does, not for the clock: on a loaded machine a render of a
    // whole screen can take seconds, which says nothing about the screen.
    testTimeout: 30_000,
    // One file per core: vitest keeps one core for itself by default, which on two cores runs
    // the files one by one (docs/testing.md › One file per core).
    maxWorkers: availableParallelism(),
    // The other files share their worker's modules from one file to the next: each file loading
    // React, the router and the screens again took about half of the suite's time
    // (docs/testing.md › Modules shared between files). `setup.ts` resets what a test leaves behind.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared modules',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...mocking],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'module mocks', include: mocking } },
    ],
  },
});
