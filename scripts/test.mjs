#!/usr/bin/env node
// `npm test`: every test suite of the repository, in order, with one summary at the end.
//
//   npm test                      all suites
//   npm test -- api               only the suites named or grouped "api" (api + api-pg)
//   npm test -- api-pglite web    several
//   npm test -- e2e --no-build    e2e against the existing builds (apps/web/dist, apps/api/dist)
//   npm test -- api -- -t login   everything after a second `--` goes to vitest
//   npm test -- --list            list the suites
//   TEST_REPORT_DIR=dir npm test  keep each suite's JSON report in dir
//   API_TESTS=all npm test -- api every API file on each engine (docs/testing.md)
//
// The last line is always `tests: N passed, M failed[, K skipped]`; the exit code is 0 only when
// M is 0. A suite that fails without a failing test (missing config, a file that does not load,
// no tests at all, vitest crashing) counts as failed; nothing is skipped silently.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './chromium.mjs';
import { findPgBinDir, startPgServer } from './pg-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const INSTALL_CMD = 'sudo apt-get install -y chromium postgresql';

/**
 * kind vitest: `vitest run --config <config>` from the repo root; kind command: a plain command.
 * groups: extra names that select the suite on the command line.
 */
const SUITES = [
  {
    name: 'contract',
    title: 'contract unit tests',
    kind: 'vitest',
    config: 'packages/contract/vitest.config.ts',
  },
  {
    name: 'api',
    groups: ['api-pglite', 'pglite'],
    title: 'API tests on embedded PGlite of what differs from the server',
    kind: 'vitest',
    config: 'apps/api/vitest.config.ts',
    env: { DATABASE_URL: undefined, API_TESTS: process.env.API_TESTS ?? 'engine' },
    // A file filter given after `--` may name only files of the other API suite.
    selection: true,
  },
  { name: 'web', title: 'web component tests (jsdom)', kind: 'vitest', config: 'apps/web/vitest.config.ts' },
  {
    name: 'api-pg',
    groups: ['api', 'pg', 'postgres'],
    title: 'API integration tests on a PostgreSQL server, every file of it',
    kind: 'vitest',
    config: 'apps/api/vitest.config.ts',
    env: { API_TESTS: process.env.API_TESTS ?? 'server' },
    selection: true,
    needs: ['postgresql'],
    postgres: true,
  },
  {
    name: 'build',
    groups: ['e2e'],
    title: 'production build of the web application and the API',
    kind: 'command',
    cmd: ['npm', 'run', 'build'],
  },
  {
    name: 'e2e',
    title: 'end-to-end tests in headless Chromium',
    kind: 'vitest',
    config: 'apps/web/vitest.e2e.config.ts',
    // The notification test runs its server on a PostgreSQL server of its own.
    needs: ['chromium', 'postgresql'],
    after: 'build',
  },
];

// ---------------------------------------------------------------------------------------------
// Arguments

const argv = process.argv.slice(2);
const dashdash = argv.indexOf('--');
const ownArgs = dashdash === -1 ? argv : argv.slice(0, dashdash);
const vitestArgs = dashdash === -1 ? [] : argv.slice(dashdash + 1);
let noBuild = false;
const wanted = [];
for (const a of ownArgs) {
  if (a === '--no-build') noBuild = true;
  else if (a === '--list' || a === '-h' || a === '--help') {
    console.log('usage: npm test [-- [suite|group ...] [--no-build] [-- vitest args]]\n\nsuites:');
    for (const s of SUITES) {
      console.log(
        `  ${s.name.padEnd(10)} ${s.title}${s.groups ? `  (also selected by: ${s.groups.join(', ')})` : ''}`,
      );
    }
    process.exit(0);
  } else if (a.startsWith('-')) {
    // An unknown flag is most likely meant for vitest.
    vitestArgs.push(a);
  } else wanted.push(a);
}

const matches = (s, w) => s.name === w || (s.groups ?? []).includes(w);
for (const w of wanted) {
  if (!SUITES.some((s) => matches(s, w))) {
    console.error(
      `Unknown suite "${w}". Suites: ${SUITES.map((s) => s.name).join(', ')} (see npm test -- --list)`,
    );
    process.exit(1);
  }
}
let selected = wanted.length === 0 ? [...SUITES] : SUITES.filter((s) => wanted.some((w) => matches(s, w)));
if (noBuild) selected = selected.filter((s) => s.name !== 'build');

// ---------------------------------------------------------------------------------------------
// Prerequisites: system packages needed by the selected suites.

function missingPrereqs() {
  const needs = new Set(selected.flatMap((s) => s.needs ?? []));
  const missing = [];
  if (needs.has('chromium') && !existsSync(CHROMIUM_PATH)) missing.push(`chromium (${CHROMIUM_PATH})`);
  if (needs.has('postgresql') && !findPgBinDir())
    missing.push('postgresql (server binaries initdb, postgres)');
  return missing;
}

{
  let missing = missingPrereqs();
  if (missing.length > 0) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    console.error(`Missing system packages: ${missing.join(', ')}`);
    if (!isRoot) {
      console.error(`Install them with:\n\n  ${INSTALL_CMD}\n`);
      process.exit(1);
    }
    console.error('Running as root: installing with apt-get ...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', 'chromium', 'postgresql']]) {
      const r = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
      if (r.status !== 0) {
        console.error(`apt-get ${args.join(' ')} failed (${r.error?.message ?? `exit ${r.status}`}).`);
        process.exit(1);
      }
    }
    missing = missingPrereqs();
    if (missing.length > 0) {
      console.error(`Still missing after apt-get: ${missing.join(', ')}`);
      process.exit(1);
    }
  }
}

const vitestBin = join(root, 'node_modules', 'vitest', 'vitest.mjs');

// ---------------------------------------------------------------------------------------------
// Running

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (s) => (useColor ? `\x1b[${code}m${s}\x1b[0m` : s);
const bold = paint('1');
const red = paint('31');
const green = paint('32');
const yellow = paint('33');
const dim = paint('2');

// TEST_REPORT_DIR keeps each suite's vitest JSON report there (<suite>.json), to count its tests.
const keptReports = process.env.TEST_REPORT_DIR ? resolve(process.env.TEST_REPORT_DIR) : undefined;
if (keptReports) mkdirSync(keptReports, { recursive: true });
const reportDir = keptReports ?? mkdtempSync(join(tmpdir(), 'test-reports-'));
let currentChild = null;
let pgServer = null;
let interrupted = false;

async function cleanup() {
  const pg = pgServer;
  pgServer = null;
  if (pg) await pg.stop().catch((err) => console.error(`stopping PostgreSQL failed: ${err}`));
  if (!keptReports) rmSync(reportDir, { recursive: true, force: true });
}

let signalCount = 0;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    interrupted = true;
    signalCount++;
    if (currentChild && currentChild.exitCode === null) currentChild.kill(sig);
    if (signalCount > 1) {
      // Second signal: do not wait for the suite to wind down.
      void cleanup().finally(() => process.exit(130));
    }
  });
}

function runChild(cmd, args, env) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['inherit', 'inherit', 'inherit'] });
    currentChild = child;
    child.on('error', (err) => {
      currentChild = null;
      resolvePromise({ code: null, error: err });
    });
    child.on('exit', (code, signal) => {
      currentChild = null;
      resolvePromise({ code, signal });
    });
  });
}

function suiteEnv(suite, extra = {}) {
  const env = { ...process.env };
  for (const [k, v] of Object.entries({ ...suite.env, ...extra })) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** @returns {Promise<{status: 'ok' | 'failed', passed: number, failed: number, skipped: number, note?: string}>} */
async function runVitestSuite(suite, extraEnv) {
  const result = { status: 'failed', passed: 0, failed: 0, skipped: 0 };
  if (!existsSync(vitestBin)) return { ...result, note: 'vitest is not installed (run npm ci)' };
  const configPath = join(root, suite.config);
  if (!existsSync(configPath)) {
    console.error(red(`✗ ${suite.config} does not exist; the ${suite.name} suite cannot run.`));
    return { ...result, note: `config ${suite.config} does not exist` };
  }
  const reportFile = join(reportDir, `${suite.name}.json`);
  const args = [
    vitestBin,
    'run',
    '--config',
    suite.config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    ...(suite.selection && vitestArgs.length > 0 ? ['--passWithNoTests'] : []),
    ...vitestArgs,
  ];
  console.log(dim(`$ vitest ${args.slice(1).join(' ')}`));
  const { code, signal, error } = await runChild(process.execPath, args, suiteEnv(suite, extraEnv));
  if (error) return { ...result, note: `could not start vitest: ${error.message}` };

  const report = readReport(reportFile);
  if (!report) {
    const why = signal
      ? `vitest was stopped by ${signal}`
      : `vitest exited with ${code} and wrote no report (no test files, or a config error)`;
    return { ...result, note: why };
  }
  result.passed = report.numPassedTests ?? 0;
  result.failed = report.numFailedTests ?? 0;
  result.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // Test files that failed without a failing test (import error, a failing hook): count each.
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  result.failed += brokenFiles;
  const notes = [];
  if (brokenFiles > 0) notes.push(`${brokenFiles} test file(s) failed to load or run`);
  const none = result.passed + result.failed === 0;
  if (none && suite.selection && vitestArgs.length > 0 && code === 0) {
    return { ...result, status: 'ok', note: 'none of the selected tests is in this suite' };
  }
  if (none) notes.push('no tests ran');
  if ((code !== 0 || signal) && result.failed === 0) notes.push(`vitest exited with ${signal ?? code}`);
  if (notes.length === 0 && result.failed === 0) result.status = 'ok';
  if (notes.length > 0) result.note = notes.join('; ');
  return result;
}

async function runCommandSuite(suite) {
  console.log(dim(`$ ${suite.cmd.join(' ')}`));
  const { code, signal, error } = await runChild(suite.cmd[0], suite.cmd.slice(1), suiteEnv(suite));
  if (error)
    return { status: 'failed', passed: 0, failed: 0, skipped: 0, note: `could not start: ${error.message}` };
  if (code === 0) return { status: 'ok', passed: 0, failed: 0, skipped: 0 };
  return { status: 'failed', passed: 0, failed: 0, skipped: 0, note: `exited with ${signal ?? code}` };
}

async function runSuite(suite, results) {
  if (suite.after) {
    const dep = results.get(suite.after);
    if (dep && dep.status !== 'ok') {
      return { status: 'failed', passed: 0, failed: 0, skipped: 0, note: `not run: ${suite.after} failed` };
    }
  }
  if (suite.kind === 'command') return runCommandSuite(suite);
  if (!suite.postgres) return runVitestSuite(suite, {});
  if (!existsSync(join(root, suite.config))) return runVitestSuite(suite, {}); // reports the missing config
  try {
    console.log(dim('starting a PostgreSQL server ...'));
    pgServer = await startPgServer();
    console.log(dim(`DATABASE_URL=${pgServer.url}`));
  } catch (err) {
    console.error(red(`✗ could not start PostgreSQL: ${err instanceof Error ? err.message : String(err)}`));
    return { status: 'failed', passed: 0, failed: 0, skipped: 0, note: 'could not start PostgreSQL' };
  }
  try {
    return await runVitestSuite(suite, { DATABASE_URL: pgServer.url });
  } finally {
    const pg = pgServer;
    pgServer = null;
    await pg.stop();
  }
}

// In seconds always, so that a log of every run reads suite by suite alike.
const fmtTime = (ms) => `${(ms / 1000).toFixed(1)} s`;
const countsText = (r) => {
  const parts = [`${r.passed} passed`, `${r.failed} failed`];
  if (r.skipped) parts.push(`${r.skipped} skipped`);
  return parts.join(', ');
};

const results = new Map();
const timings = new Map();
try {
  for (const [i, suite] of selected.entries()) {
    if (interrupted) break;
    console.log(`\n${bold(`━━ [${i + 1}/${selected.length}] ${suite.name}: ${suite.title} ━━`)}`);
    const t0 = Date.now();
    let r;
    try {
      r = await runSuite(suite, results);
    } catch (err) {
      console.error(err);
      r = {
        status: 'failed',
        passed: 0,
        failed: 0,
        skipped: 0,
        note: `crashed: ${err instanceof Error ? err.message : String(err)}`,
      };
    }
    if (interrupted && r.status === 'ok') r = { ...r, status: 'failed', note: 'interrupted' };
    results.set(suite.name, r);
    timings.set(suite.name, Date.now() - t0);
    console.log(
      bold(`━━ ${suite.name}: ${r.status === 'ok' ? 'ok' : 'FAILED'} in ${fmtTime(Date.now() - t0)}`),
    );
  }
} finally {
  await cleanup();
}

// ---------------------------------------------------------------------------------------------
// Summary

let passed = 0;
let failed = 0;
let skipped = 0;
let suiteOnlyFailures = 0;
console.log(`\n${bold('Summary')}`);
for (const suite of selected) {
  const r = results.get(suite.name);
  const name = suite.name.padEnd(9);
  if (!r) {
    console.log(`  ${name} ${yellow('not run')}   interrupted`);
    failed++;
    suiteOnlyFailures++;
    continue;
  }
  passed += r.passed;
  skipped += r.skipped;
  let f = r.failed;
  if (r.status !== 'ok' && f === 0) {
    f = 1; // the suite itself failed
    suiteOnlyFailures++;
  }
  failed += f;
  const status = r.status === 'ok' ? green('ok    ') : red('FAILED');
  const counts = suite.kind === 'vitest' ? countsText(r) : '';
  const note = r.note ? (r.status === 'ok' ? dim : red)(`${counts ? ' — ' : ''}${r.note}`) : '';
  console.log(`  ${name} ${status}  ${counts}${note}  ${dim(fmtTime(timings.get(suite.name) ?? 0))}`);
}
if (suiteOnlyFailures > 0) {
  console.log(dim('  (a suite that failed without a failing test counts as 1 failed)'));
}
if (interrupted) console.log(yellow('  interrupted'));
let last = `tests: ${passed} passed, ${failed} failed`;
if (skipped > 0) last += `, ${skipped} skipped`;
console.log(last);
process.exitCode = interrupted ? 130 : failed > 0 ? 1 : 0;
