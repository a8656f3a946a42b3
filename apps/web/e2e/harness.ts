// End-to-end harness: the production server as users start it, and headless Chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { expectAccessible } from './accessibility.ts';
import { apiSignIn, firstSignIn, secrets } from './auth-shell-steps.ts';
import { askDesk } from './sign-in-desk.ts';
import { storeSession } from './stored-session.ts';
import { freshCode } from './totp-helper.ts';

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
  /** A file that also gets everything the server prints, for processes that did not start it. */
  logFile?: string;
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
  const log = options.logFile ? createWriteStream(options.logFile) : undefined;
  child.stdout?.on('data', (d: Buffer) => {
    stdout = (stdout + d.toString()).slice(-OUTPUT_LIMIT);
    log?.write(d);
    if (echo) process.stdout.write(d);
  });
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-OUTPUT_LIMIT);
    log?.write(d);
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
      log?.end();
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
   * A new page at `path`, signed in as `userName`: a session of its own, signed in through the API
   * and stored in the browser as the console's sign-in stores it (stored-session.ts).
   */
  signedInAt(userName: string, path: string): Promise<Page>;
  /** The same in `page`, which then opens `path`: after a sign-out, say. */
  signInPage(page: Page, userName: string, path: string): Promise<void>;
  /** A token of `userName` for the test's own API calls, signed in once through the API. */
  apiToken(userName: string): Promise<string>;
  /** The administrator's API token. */
  adminToken(): Promise<string>;
  /** A fresh code of the user's authenticator, for a step the screen asks it for. */
  authenticatorCode(userName: string): Promise<string>;
}

/** How a file's app signs its users in: a token of a fresh session, a code. */
interface SignIns {
  session(userName: string): Promise<string>;
  apiToken(userName: string): Promise<string>;
  code(userName: string): Promise<string>;
}

/** Everything of a file's app but its server: one browser, a context per person, failure dumps. */
function appOn(server: () => { baseUrl: string; output(): string }, signIns: SignIns): RunningApp {
  // One browser for the file, and a context of its own for each person: contexts share no cookie,
  // storage or cache, and one costs a fraction of a browser's start (docs/testing.md › Browser tests).
  let browser: Promise<Browser> | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: Error[] = [];

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
    writeFileSync(join(SCREENSHOT_DIR, `${name}-server.log`), `${addresses}\n\n${server().output()}`);
  });

  afterAll(async () => {
    await (await browser?.catch(() => undefined))?.close();
  });

  const app: RunningApp = {
    get baseUrl() {
      return server().baseUrl;
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
    async signedInAt(userName, path) {
      const page = await app.newPage();
      await app.signInPage(page, userName, path);
      return page;
    },
    async signInPage(page, userName, path) {
      await storeSession(page, app.baseUrl, await signIns.session(userName));
      await page.goto(app.url(path));
    },
    apiToken: (userName) => signIns.apiToken(userName),
    adminToken: () => signIns.apiToken('admin'),
    authenticatorCode: (userName) => signIns.code(userName),
  };
  return app;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The suite's shared server: its address, and the file its output goes to. */
    e2eServer: { baseUrl: string; logFile: string };
    /** The desk that signs the demo users in on the shared server (sign-in-desk.ts). */
    e2eSignInDesk: string;
  }
}

/**
 * The app of a browser test file on the suite's shared server (`global-setup.ts`), which started
 * on the seeded demo data. The files run side by side on it, so a test makes the records it
 * changes (names unique to the run) or changes what no other file reads; the demo users sign in
 * through the suite's sign-in desk.
 */
export function runApp(): RunningApp {
  const { baseUrl, logFile } = inject('e2eServer');
  const desk = inject('e2eSignInDesk');
  const output = () => {
    try {
      return readFileSync(logFile, 'utf8').slice(-2 * OUTPUT_LIMIT);
    } catch {
      return '';
    }
  };
  return appOn(() => ({ baseUrl, output }), {
    session: (userName) => askDesk(desk, 'session', userName),
    apiToken: (userName) => askDesk(desk, 'api-token', userName),
    code: (userName) => askDesk(desk, 'code', userName),
  });
}

export interface OwnApp extends RunningApp {
  /**
   * A new page opens `path` signed out, is sent to sign-in, signs `userName` in for the first
   * time through the page (setting up two-factor authentication) and is back at `path`.
   */
  firstSignInAt(userName: string, path: string): Promise<Page>;
}

/**
 * The app of a browser test file with a server of its own, for what the shared server cannot
 * show: another configuration (`env` as in `startServer`), the first sign-in of the demo users
 * through the page, a change every other file would see. Before the file's first test the
 * production server starts on a copy of the data the suite's set-up seeded, as a second start of
 * `npm start` finds them; `freshData` makes it seed its own, as a first start does (data on a
 * PostgreSQL server). After its last, the server stops.
 */
export function runOwnApp(
  options: { env?: Record<string, string | undefined>; freshData?: boolean } = {},
): OwnApp {
  let server: RunningServer | undefined;
  const apiTokens = new Map<string, Promise<string>>();

  beforeAll(async () => {
    const data = options.freshData ? undefined : { copyOf: inject('e2eSeededData') };
    server = await startServer({ env: options.env, data });
  }, SET_UP_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
  });

  const running = () => {
    if (!server) throw new Error('the server did not start');
    const own = server;
    return {
      baseUrl: own.baseUrl,
      output: () => `${own.output().stderr}\n${own.output().stdout}`,
    };
  };
  // One process signs these users in: the codes it takes in turn need no desk.
  const app = appOn(running, {
    session: (userName) => apiSignIn(running().baseUrl, userName),
    apiToken: (userName) => {
      let token = apiTokens.get(userName);
      if (!token) apiTokens.set(userName, (token = apiSignIn(running().baseUrl, userName)));
      return token;
    },
    code: async (userName) => {
      const secret = secrets.get(userName);
      if (!secret) throw new Error(`${userName} has not set up two-factor authentication in this file`);
      return freshCode(secret);
    },
  });
  return Object.assign(app, {
    async firstSignInAt(userName: string, path: string) {
      const page = await app.newPage();
      const landing = new URL(app.url(path)).pathname;
      await page.goto(app.url(path));
      await page.waitForURL((u) => u.pathname === '/auth/login');
      await firstSignIn(page, userName);
      await page.waitForURL((u) => u.pathname === landing);
      return page;
    },
  });
}
