// Writes src/routeTree.gen.ts without a full build, so `tsc` can run on a fresh checkout.
// The TanStack router plugin generates the tree when Vite resolves its config; nothing is bundled.
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
await resolveConfig({ configFile, logLevel: 'warn' }, 'build');
