import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Root is this package, so the config works from the repository root (scripts/test.mjs) and from here.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'contract',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
