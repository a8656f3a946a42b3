import { basename } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { catalogues } from './build/compile-catalogues.ts';

// Resolved from this file, so the build works whether it is started here or from the repo root.
const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  root,
  plugins: [
    // The router plugin must come before the React plugin: it rewrites route files for splitting.
    tanstackRouter({
      target: 'react',
      routesDirectory: `${src}/routes`,
      generatedRouteTree: `${src}/routeTree.gen.ts`,
      autoCodeSplitting: true,
      // The sign-in screen is the first page of every session: its code goes with the entry rather
      // than in a chunk fetched once the entry has run.
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/auth/login' ? [] : undefined) },
      quoteStyle: 'single',
    }),
    catalogues(),
    react(),
    tailwindcss(),
    hoistTransitiveImports(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // The router's store reads React's own useSyncExternalStore (React 18 and later) rather than
      // the shim that re-implements it for older Reacts.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph, read by the bundle-size bench (bench/web-size.mjs).
    manifest: true,
    // index.html preloads what the entry imports. Preloading what a lazy chunk imports would need
    // those names in the chunk that loads it: for the route chunks, some 140 names in the entry,
    // 3.3 KB gzip of the sign-in page. A lazy chunk names them itself instead
    // (hoistTransitiveImports below). No polyfill: every browser the console supports preloads.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        // What the entry imports statically loads on every page anyway: one file rather than a
        // dozen small shared chunks, which gzip each on their own and name each other's exports.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
});

/**
 * A lazily loaded chunk imports every chunk it needs, not only those it uses directly, so the
 * browser asks for all of them as soon as the chunk arrives rather than one level of imports at a
 * time (Rollup's hoistTransitiveImports, which Rolldown does not have). The imports go last, so
 * modules still run in the order they did.
 */
function hoistTransitiveImports(): Plugin {
  return {
    name: 'hoist-transitive-imports',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
      );
      for (const chunk of chunks.values()) {
        if (!chunk.isDynamicEntry) continue;
        const needed = new Set(chunk.imports);
        for (const file of needed) for (const dep of chunks.get(file)?.imports ?? []) needed.add(dep);
        const hoisted = [...needed].filter((f) => !chunk.imports.includes(f) && !chunks.get(f)?.isEntry);
        if (hoisted.length) chunk.code += `\n${hoisted.map((f) => `import"./${basename(f)}";`).join('')}`;
      }
    },
  };
}
