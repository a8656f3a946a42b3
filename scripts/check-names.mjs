#!/usr/bin/env node
// Part of `npm run lint`: every file and folder of the code is named in kebab-case
// (`customer-status-dialog.tsx`). Route files keep the router's own marks: `__root`, a leading `_`
// for a layout, and `$name` for a path parameter (`$` alone catches the rest of a path).
import { execFileSync } from 'node:child_process';

const CODE = /\.(ts|tsx|mjs|js|css)$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ROUTE_PART = /^(__root|_?[a-z0-9]+(-[a-z0-9]+)*|\$([a-z][a-zA-Z0-9]*)?)$/;

const files = execFileSync('git', ['ls-files', 'apps', 'packages', 'scripts', 'bench'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => CODE.test(f) && !f.endsWith('routeTree.gen.ts'));

const wrong = new Set();
for (const file of files) {
  const inRoutes = file.startsWith('apps/web/src/routes/');
  for (const part of file.split('/').slice(1)) {
    // A name is checked without its endings (`.test.tsx`, `.repository.ts`, `.config.ts`).
    const stem = part.split('.')[0] ?? '';
    const ok = inRoutes ? ROUTE_PART.test(stem) : KEBAB.test(stem);
    if (!ok) wrong.add(`${file} (${part})`);
  }
}
if (wrong.size > 0) {
  console.error(`Names not in kebab-case:\n${[...wrong].map((w) => `  ${w}`).join('\n')}`);
  process.exit(1);
}
