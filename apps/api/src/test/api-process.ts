import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect } from 'vitest';
import { loadConfig } from '../kernel/config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoData } from '../demo-data.ts';
import { DEMO_PASSWORD } from '../demo/identity.ts';
import { totpCode, totpStep } from '../platform/auth/totp.ts';
import { systemClock } from '../kernel/clock.ts';
import { personalDataIn } from './personal-data.ts';

const REPO = path.resolve(import.meta.dirname, '../../../..');
/** A start that seeds the whole demo takes over a minute on a busy machine. */
const START_LIMIT_MS = 240_000;

/** A TCP port on 127.0.0.1 that was free a moment ago. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A process of the product, started as `npm run serve` starts it. */
export interface ApiProcess {
  /** Its API, ending in `/api/api/` (a worker has none listening there). */
  base: string;
  /**
   * Ends it with the signal (SIGTERM: a graceful stop) and waits until it has exited; fails when
   * the process logged a phone or an e-mail address.
   */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Starts `node --import tsx apps/api/src/main.ts` on a free port of 127.0.0.1 with this process's
 * environment and `env` over it (an undefined value removes a variable), and waits until it is
 * ready: its health answers or, for a worker, which has no listener, it has logged `readyLine`.
 */
export async function startApiProcess(
  env: Record<string, string | undefined>,
  readyLine?: RegExp,
): Promise<ApiProcess> {
  const port = await freePort();
  // No load balancer drains a test's process: a graceful stop need not wait for one.
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    SHUTDOWN_DRAIN_SECONDS: '0',
  };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let written = '';
  const personal = new Set<string>();
  const keep = (chunk: Buffer) => {
    // The end of what came before, so that a number split between two chunks is still seen.
    const text = written.slice(-64) + chunk.toString();
    for (const found of personalDataIn(text)) personal.add(found);
    written = (written + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const proc: ApiProcess = {
    base: `http://127.0.0.1:${port}/api/api/`,
    async stop(signal) {
      if (!exited(child)) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await gone;
      }
      if (personal.size > 0) throw new Error(`The process logged personal data: ${[...personal].join(', ')}`);
    },
  };
  const ready = async () =>
    readyLine
      ? readyLine.test(written)
      : fetch(`${proc.base}health`).then(
          (r) => r.ok,
          () => false,
        );
  for (const deadline = Date.now() + START_LIMIT_MS; Date.now() < deadline && !exited(child);) {
    if (await ready()) return proc;
    await new Promise((r) => setTimeout(r, 100));
  }
  await proc.stop('SIGKILL').catch(() => undefined);
  throw new Error(`The process did not start:\n${written.slice(-2000)}`);
}

/**
 * A demo user's first sign-in over HTTP: the two-factor set-up, then a code of the key it gave.
 * Answers the session's token.
 */
export async function firstSignInAt(
  base: string,
  userName: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const post = (body: object) =>
    fetch(`${base}auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const setup = await post({ userName, password: DEMO_PASSWORD });
  expect(setup.status, userName).toBe(203);
  const { manualEntryKey } = (await setup.json()) as { manualEntryKey: string };
  const totp = await totpCode(manualEntryKey, totpStep(new Date()));
  const done = await post({ userName, password: DEMO_PASSWORD, totp });
  expect(done.status, userName).toBe(200);
  return ((await done.json()) as { token: string }).token;
}

/**
 * The small demo that tests build on (its users and customers), seeded before a process's first
 * start into the embedded database of `dataDir`, or into the server database `url`: the living
 * demo that a first start seeds adds nothing these tests read, and took most of their time.
 */
export async function seedSmallDemo(where: { dataDir: string; url?: string }): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: where.dataDir });
  const database = await openDatabase(
    where.url ? { url: where.url, poolSize: 2 } : { pgliteDir: path.join(where.dataDir, 'pglite') },
  );
  try {
    await seedDemoData(database, config, systemClock);
  } finally {
    await database.close();
  }
}
