// `npm run build -w apps/api`: the API as JavaScript in dist/, which `npm run serve` runs with
// plain node. One bundle per entry point holds our code and the contract's TypeScript source; every
// other package stays an import that node resolves from node_modules at run time. The migrations
// are copied beside the bundles, where db/client.ts looks for them and hands them to the kernel's client,
// and the screening fixtures where the living demo does.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(apiDir, 'dist');
const { dependencies } = JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8'));
// Workspace packages are TypeScript source, which node cannot load: they go into the bundle.
const WORKSPACE = /^@console\//;

const packageName = (specifier) => specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/');

/** Every bare import outside the workspace stays an import; relative ones are bundled. */
const packagesExternal = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (WORKSPACE.test(args.path) ? undefined : { external: true }));
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: apiDir,
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/cli/create-admin.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    // The embedded database's thread, which kernel/database/embedded-thread.ts starts from beside the bundle.
    'embedded-thread.worker': 'src/kernel/database/embedded-thread.worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Class and function names stay as written: logs and errors name them.
  keepNames: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [packagesExternal],
});

// The production install has the API's dependencies only: an import of anything else would fail
// there and not here, where the development packages are installed too.
const builtins = new Set(builtinModules);
const undeclared = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path, external } of output.imports) {
    if (!external || path.startsWith('node:') || builtins.has(path)) continue;
    if (!(packageName(path) in dependencies)) undeclared.add(packageName(path));
  }
}
if (undeclared.size > 0) {
  console.error(`The API imports packages that are not its dependencies: ${[...undeclared].join(', ')}`);
  process.exit(1);
}

cpSync(join(apiDir, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
cpSync(join(apiDir, 'src/db/functions'), join(outdir, 'functions'), { recursive: true });
// The living demo imports the UN fixture (demo/demo-screening-lists.ts).
cpSync(join(apiDir, 'src/modules/screening/fixtures'), join(outdir, 'screening-fixtures'), {
  recursive: true,
});
