import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

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
    react(),
    tailwindcss(),
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
    // Every browser the console supports preloads modules natively; the polyfill would only add
    // weight to the sign-in page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What the entry imports statically loads on every page anyway: one file rather than a
        // dozen small shared chunks, which gzip each on their own and name each other's exports.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
});
