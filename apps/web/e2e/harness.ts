// End-to-end harness: the production server as users start it, and headless Chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { expectAccessible } from './accessibility.ts';
import { apiSignIn, firstSignIn } from './auth-shell-steps.ts';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const SCREENSHOT_DIR = join(repoRoot, '.tmp', 'screenshots');
// The compiled API that `npm run build` writes and `npm run serve` runs.
const SERVER_ENTRY = 'apps/api/dist/main.js';
const SERVER_ARGS = ['--enable-source-maps', SERVER_ENTRY];
const SERVER_COMMAND = `node ${SERVER_ARGS.join(' ')}`;

// The living demo is seeded before the server listens: on a busy machine that takes minutes.
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;
// A file's set-up waits for the server as long as startServer does, and for its stop on failure.
const SET_UP_TIMEOUT_MS = READY_TIMEOUT_MS + STOP_TIMEOUT_MS + 50_000;
const OUTPUT_LIMIT = 64 * 1024;
const VIEWPORT = { width: 1280, height: 800 };

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** What the server printed so far (stdout and stderr, the last 64 KiB of each). */
  output(): { stdout: string; stderr: string };
  /** SIGTERM, wait for the process to exit (SIGKILL after 10 s), remove the data folder. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export interface ServerOptions {
  env?: Record<string, string | undefined>;
  /**
   * Where the server keeps its data. Without it, a fresh temporary folder that `stop` removes;
   * with `{ copyOf }`, a fresh folder holding a copy of that one (a server's data seeded once);
   * with `{ keep }`, that folder, left in place on stop.
   */
  data?: { copyOf: string } | { keep: string };
}

/**
 * Starts the production server exactly as users do (`npm run serve`): the compiled API,
 * `node --enable-source-maps apps/api/dist/main.js`, from the repository root, with PORT (free),
 * HOST=127.0.0.1, DATA_DIR (see `data`) and no NODE_ENV, so it runs in demo mode and seeds the demo
 * data, or finds them seeded. It serves the built SPA of apps/web/dist; `npm run build` (which
 * `npm test -- e2e` runs first) builds both.
 * Resolves once GET /api/api/health answers 200. Set E2E_SERVER_LOG=1 to echo the server's output.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(join(repoRoot, SERVER_ENTRY))) {
    throw new Error(`${SERVER_ENTRY} does not exist: run npm run build first.`);
  }
  const port = await freePort();
  const kept = options.data && 'keep' in options.data ? options.data.keep : undefined;
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'console-e2e-'));
  if (options.data && 'copyOf' in options.data) cpSync(options.data.copyOf, dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env };
  // vitest sets NODE_ENV=test and VITEST*; the server must see a user's plain environment.
  for (const key of Object.keys(env)) {
    if (key === 'NODE_ENV' || key === 'DATABASE_URL' || key.startsWith('VITEST')) delete env[key];
  }
  // No load balancer drains a test's server: it stops as soon as its requests are done.
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SHUTDOWN_DRAIN_SECONDS: '0',
  });
  for (const [k, v] of Object.entries(options.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }

  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const echo = process.env.E2E_SERVER_LOG === '1';
  child.stdout?.on('data', (d: Buffer) => {
    stdout = (stdout + d.toString()).slice(-OUTPUT_LIMIT);
    if (echo) process.stdout.write(d);
  });
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-OUTPUT_LIMIT);
    if (echo) process.stderr.write(d);
  });
  let spawnError: Error | undefined;
  child.on('error', (err) => (spawnError = err));
  const exit = new Promise<void>((resolve) => {
    if (exited(child)) resolve();
    else child.once('exit', () => resolve());
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (!exited(child)) {
        child.kill('SIGTERM');
        const done = await Promise.race([exit.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
        if (!done) {
          child.kill('SIGKILL');
          await exit;
        }
      }
      if (!kept) rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    })();
    return stopping;
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (spawnError || exited(child)) {
      lastProblem = spawnError
        ? `could not start: ${spawnError.message}`
        : `server exited with ${child.exitCode ?? child.signalCode}`;
      break;
    }
    try {
      const res = await fetch(`${baseUrl}/api/api/health`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) {
        return { baseUrl, dataDir, stop, output: () => ({ stdout, stderr }) };
      }
      lastProblem = `GET /api/api/health answered ${res.status}`;
    } catch (err) {
      lastProblem = err instanceof Error ? err.message : String(err);
    }
    await sleep(200);
  }
  if (Date.now() >= deadline)
    lastProblem = `not healthy within ${READY_TIMEOUT_MS / 1000} s (${lastProblem})`;
  await stop();
  throw new Error(
    `The server (${SERVER_COMMAND}) did not start: ${lastProblem}\n` +
      `--- stderr ---\n${stderr.trim() || '(empty)'}\n--- stdout (tail) ---\n${stdout.trim().slice(-4_000) || '(empty)'}`,
  );
}

/** Debian's Chromium, headless, through playwright-core. */
function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Every screen a browser test shows is looked at twice: axe checks it (a serious or critical
 * violation fails the step) and a full-page screenshot goes to .tmp/screenshots/<name>.png
 * (gitignored), whose path is returned.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  await expectAccessible(page, name);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export interface RunningApp {
  /** The server's address, e.g. http://127.0.0.1:41234; there once the file's set-up has run. */
  readonly baseUrl: string;
  /** The address of a path on the server. */
  url(path: string): string;
  /** The uncaught errors of every page opened through `newPage`, in the order they happened. */
  readonly pageErrors: Error[];
  /** A page in a browser context of its own, so that each person keeps their own session. */
  newPage(): Promise<Page>;
  /**
   * A new page opens `path` signed out, is sent to sign-in, signs `userName` in for the first
   * time (setting up two-factor authentication) and is back at `path`.
   */
  firstSignInAt(userName: string, path: string): Promise<Page>;
  /** The administrator's API token, signed in once through the API for the whole file. */
  adminToken(): Promise<string>;
}

/**
 * The set-up of one browser test file, each file with its own server: before its first test the
 * production server starts (`env` as in `startServer`); after its last, every browser opened
 * through it closes and the server stops. The server starts on a copy of the data that the suite's
 * set-up had the same server seed once (`global-setup.ts`), as a second start of `npm start` finds
 * them; `freshData` makes it seed its own, as a first start does (data on a PostgreSQL server).
 */
export function runApp(
  options: { env?: Record<string, string | undefined>; freshData?: boolean } = {},
): RunningApp {
  let server: RunningServer | undefined;
  // One browser for the file, and a context of its own for each person: contexts share no cookie,
  // storage or cache, and one costs a fraction of a browser's start (docs/testing.md › Browser tests).
  let browser: Promise<Browser> | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: Error[] = [];
  let adminToken: Promise<string> | undefined;

  beforeAll(async () => {
    const data = options.freshData ? undefined : { copyOf: inject('e2eSeededData') };
    server = await startServer({ env: options.env, data });
  }, SET_UP_TIMEOUT_MS);

  // A failed step leaves a picture of every page the file opened, their addresses and the server's
  // last words, to say what the page showed when the step gave up.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const name = `failed-${task.name}`.replace(/[^\w.-]+/g, '-').slice(0, 80);
    const pages = contexts.flatMap((context) => context.pages());
    for (const [i, page] of pages.entries()) {
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${i}.png`) }).catch(() => {});
    }
    const addresses = pages.map((page, i) => `${i}: ${page.url()}`).join('\n');
    const output = server?.output();
    writeFileSync(
      join(SCREENSHOT_DIR, `${name}-server.log`),
      `${addresses}\n\n${output?.stderr ?? ''}\n${output?.stdout ?? ''}`,
    );
  });

  afterAll(async () => {
    await (await browser?.catch(() => undefined))?.close();
    await server?.stop();
  });

  const app: RunningApp = {
    get baseUrl() {
      if (!server) throw new Error('the server did not start');
      return server.baseUrl;
    },
    url: (path) => `${app.baseUrl}${path}`,
    pageErrors,
    async newPage() {
      const context = await (await (browser ??= launchBrowser())).newContext({ viewport: VIEWPORT });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error));
      return page;
    },
    async firstSignInAt(userName, path) {
      const page = await app.newPage();
      const landing = new URL(app.url(path)).pathname;
      await page.goto(app.url(path));
      await page.waitForURL((u) => u.pathname === '/auth/login');
      await firstSignIn(page, userName);
      await page.waitForURL((u) => u.pathname === landing);
      return page;
    },
    adminToken: () => (adminToken ??= apiSignIn(app.baseUrl, 'admin')),
  };
  return app;
}
