// Starts the product's API from its TypeScript source (node --import tsx apps/api/src/main.ts), so
// that another commit's API runs as it is, without a build, on a free port against a given
// database, or a worker (the jobs alone); signs in a demo user through the real two-factor flow,
// and stops them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { generate } from 'otplib';

/** Fixed secrets, so that every process of a bench on one database reads what another wrote. */
export const BENCH_SECRETS = {
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
  DATA_ENCRYPTION_KEY: '0123456789abcdef'.repeat(4),
};

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function startApi({ root, databaseUrl, env = {}, nodeArgs = [] }) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('API did not start within 120 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    pid: child.pid,
    async stop() {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a worker (PROCESS_ROLE=worker: the background jobs, no HTTP listener) against a database
 * and resolves once it says that it runs them. Its warnings and errors are passed on.
 */
export async function startWorker({ root, databaseUrl, env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-worker-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PROCESS_ROLE: 'worker',
      SEED_DEMO: 'false',
      // Info, for the line that says it runs the jobs; only warnings and errors are shown.
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The worker did not start within 120 s')), 120_000);
    const exited = (code) => reject(new Error(`The worker exited with ${code}`));
    child.once('exit', exited);
    createInterface({ input: child.stdout }).on('line', (line) => {
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        entry = { level: 50, msg: line };
      }
      if (entry.level >= 40) console.log(`worker: ${line}`);
      if (String(entry.msg).startsWith('Worker running the background jobs')) {
        clearTimeout(timer);
        child.off('exit', exited);
        resolve();
      }
    });
  });
  try {
    await started;
  } catch (err) {
    if (child.exitCode === null) await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    pid: child.pid,
    async stop() {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Ends a server process that the bench started, and waits until it has exited. */
export async function stopProcess(child) {
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
}

/** A new token for the session of `token`, as the console renews one before it expires. */
export async function renewToken(baseUrl, token) {
  const res = await fetch(`${baseUrl}/api/api/auth/refresh`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`Renewing a token failed with ${res.status}`);
  return (await res.json()).token;
}

/** Signs in through set-up (203) and the code, as the web does; returns the bearer token. */
export async function signIn(baseUrl, userName, password = 'Demo-Password-1') {
  const post = (body) =>
    fetch(`${baseUrl}/api/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const first = await post({ userName, password });
  if (first.status !== 203)
    throw new Error(`Expected the two-factor set-up for ${userName}, got ${first.status}`);
  const { manualEntryKey } = await first.json();
  const done = await post({ userName, password, totp: await generate({ secret: manualEntryKey }) });
  if (done.status !== 200) throw new Error(`Sign-in of ${userName} failed with ${done.status}`);
  return (await done.json()).token;
}
