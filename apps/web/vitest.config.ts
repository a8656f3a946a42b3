import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { catalogues } from './build/compile-catalogues.ts';

// Component tests need neither Tailwind nor the router plugin; keeping them out keeps runs fast.
// The catalogues are compiled as in the build, so tests read the texts users read.
const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  root,
  plugins: [catalogues(), react()],
  resolve: { alias: { '@': src } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // A test waits for what the screen does, not for the clock: on a loaded machine a render of a
    // whole screen can take seconds, which says nothing about the screen.
    testTimeout: 30_000,
    // One file per core: vitest keeps one core for itself by default, which on two cores runs
    // the files one by one (README › Development › Tests).
    maxWorkers: availableParallelism(),
  },
});
