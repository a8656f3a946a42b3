// `npm run openapi -w apps/api`: builds the API in-process with the test settings and an
// in-memory database (no server, nothing to start), writes its OpenAPI document to
// .tmp/openapi.json and the client types generated from it (test/openapi-client-types.ts), then
// lints the document with Redocly's rules as redocly.yaml sets them. Exits 1 on a lint error.
// `--no-lint` only writes the files (npm run typecheck needs the types).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatProblems, getTotals, lint, loadConfig } from '@redocly/openapi-core';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { MemoryBlobStore } from '../platform/blob-store.ts';
import { writeClientTypes } from '../test/openapi-client-types.ts';
import { testConfig } from '../test/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const documentFile = path.join(root, '.tmp/openapi.json');

const database = await openDatabase({ pgliteDir: 'memory' });
const { app } = await buildApp({
  config: testConfig(),
  database,
  blobs: new MemoryBlobStore(),
  serveWeb: false,
});
await app.ready();
const document = app.swagger();
await app.close();
await writeClientTypes(document);
mkdirSync(path.dirname(documentFile), { recursive: true });
writeFileSync(documentFile, `${JSON.stringify(document, null, 2)}\n`);

if (!process.argv.includes('--no-lint')) {
  const config = await loadConfig({ configPath: path.join(root, 'redocly.yaml') });
  const problems = (await lint({ ref: documentFile, config })).map((p) => config.addProblemToIgnore(p));
  const totals = getTotals(problems);
  formatProblems(problems, { totals, format: 'stylish', cwd: root, color: process.stdout.isTTY });
  if (totals.errors > 0) process.exitCode = 1;
  else
    console.log(`OpenAPI document: no lint errors (${totals.warnings} warnings, ${totals.ignored} ignored).`);
}
