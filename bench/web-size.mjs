// Bundle size of the web app: builds apps/web (`npm run build`, unless --no-build) and prints the
// raw and gzip size (zlib gzipSync, default level) of what index.html loads up front (entry script,
// modulepreloads, stylesheets) and of every other JS chunk (the lazily loaded route chunks), then
// the sign-in page's figure: the JS needed to render /auth/login (entry, its static imports, and
// the sign-in route chunk with its static imports), read from the build manifest.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatBytes, printTable } from './lib/table.mjs';

/** Asset paths (relative to dist) that index.html loads up front, by kind. */
export function initialAssets(html) {
  const attrs = (tag) =>
    Object.fromEntries([...tag.matchAll(/([\w-]+)\s*=\s*"([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const clean = (p) => p.replace(/^(\.?\/)+/, '').split(/[?#]/)[0];
  const out = new Map();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const a = attrs(tag);
    if (a.src && a.type === 'module') out.set(clean(a.src), 'entry');
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const a = attrs(tag);
    if (!a.href) continue;
    if (a.rel === 'modulepreload') out.set(clean(a.href), out.get(clean(a.href)) ?? 'preload');
    else if (a.rel === 'stylesheet') out.set(clean(a.href), 'css');
  }
  return out;
}

/**
 * Files (relative to dist) that rendering `routeSource` needs: the entry and, when the route's
 * component is split off, its chunk, each with its static imports. `inEntry` tells that the route
 * has no chunk of its own (its code is in the entry).
 */
export function routeJsFiles(manifest, routeSource) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const routeKey = Object.keys(manifest).find(
    (k) => k.startsWith(routeSource) && k.includes('tsr-split=component'),
  );
  if (!entryKey) return null;
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entryKey);
  if (routeKey) visit(routeKey);
  return { files: [...files].filter((f) => /\.m?js$/.test(f)), inEntry: !routeKey };
}

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? listFiles(p) : [p];
  });
}

const KIND_ORDER = { entry: 0, preload: 1, css: 2, chunk: 3, 'lazy css': 4 };

export async function run({ root, args = [] }) {
  const dist = join(root, 'apps', 'web', 'dist');
  if (!args.includes('--no-build')) {
    console.log('$ npm run build');
    const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`npm run build failed (${r.error?.message ?? `exit ${r.status}`})`);
  }
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile))
    throw new Error(`${relative(root, indexFile)} not found; build the web app first`);
  const initial = initialAssets(readFileSync(indexFile, 'utf8'));

  const assetsDir = join(dist, 'assets');
  const files = existsSync(assetsDir) ? listFiles(assetsDir).filter((f) => /\.(m?js|css)$/.test(f)) : [];
  const rows = files.map((file) => {
    const rel = relative(dist, file).split('\\').join('/');
    const buf = readFileSync(file);
    const kind = initial.get(rel) ?? (rel.endsWith('.css') ? 'lazy css' : 'chunk');
    return { file: rel, kind, raw: buf.length, gzip: gzipSync(buf).length };
  });
  for (const rel of initial.keys()) {
    if (!rows.some((r) => r.file === rel))
      console.warn(`  warning: index.html references ${rel}, which is not in dist/assets`);
  }
  rows.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.gzip - a.gzip);

  printTable(
    ['kind', 'file', 'raw', 'gzip'],
    rows.map((r) => [r.kind, r.file, formatBytes(r.raw), formatBytes(r.gzip)]),
  );
  const sum = (list, key) => list.reduce((n, r) => n + r[key], 0);
  const up = rows.filter((r) => initial.has(r.file));
  const upJs = up.filter((r) => !r.file.endsWith('.css'));
  const chunks = rows.filter((r) => r.kind === 'chunk');
  const totals = {
    initialGzip: sum(up, 'gzip'),
    initialJsGzip: sum(upJs, 'gzip'),
    chunkCount: chunks.length,
    largestChunkGzip: chunks.length ? Math.max(...chunks.map((r) => r.gzip)) : 0,
    allJsGzip: sum(
      rows.filter((r) => !r.file.endsWith('.css')),
      'gzip',
    ),
  };
  const manifestFile = join(dist, '.vite', 'manifest.json');
  const signIn = existsSync(manifestFile)
    ? routeJsFiles(JSON.parse(readFileSync(manifestFile, 'utf8')), 'src/routes/auth/login.tsx')
    : null;
  if (!signIn) console.warn('  warning: no build manifest; sign-in figure skipped');
  totals.signInJsGzip = signIn
    ? sum(
        rows.filter((r) => signIn.files.includes(r.file)),
        'gzip',
      )
    : null;
  console.log('');
  printTable(
    ['total', 'gzip'],
    [
      ['loaded up front (entry + preloads + css)', formatBytes(totals.initialGzip)],
      ['  of which JS', formatBytes(totals.initialJsGzip)],
      [`lazy chunks (${totals.chunkCount}), largest`, formatBytes(totals.largestChunkGzip)],
      ['all JS', formatBytes(totals.allJsGzip)],
      ...(signIn
        ? [
            [
              `sign-in page JS (/auth/login${signIn.inEntry ? ', in the entry' : ''}: ${signIn.files.length} files)`,
              formatBytes(totals.signInJsGzip),
            ],
          ]
        : []),
    ],
  );
  return { rows, totals };
}
