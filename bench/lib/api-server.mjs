// Starts the product's API from its TypeScript source (node --import tsx apps/api/src/main.ts), so
// that another commit's API runs as it is, without a build, on a free port against a given
// database; signs in a demo user through the real two-factor flow, and stops it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'otplib';

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

/** Ends a server process that the bench started, and waits until it has exited. */
export async function stopProcess(child) {
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
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
