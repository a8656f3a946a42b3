#!/usr/bin/env node
// A throw-away PostgreSQL server for tests and benchmarks.
//
//   import { startPgServer } from './pg-server.mjs';
//   const pg = await startPgServer(); // { url, port, dataDir, stop() }
//   ...
//   await pg.stop();
//
// CLI (manual runs): `node scripts/pg-server.mjs` prints DATABASE_URL and keeps the server up
// until Ctrl-C.
//
// The cluster lives in a fresh temporary folder, listens on 127.0.0.1 only (no Unix socket) on a
// free port, trusts 127.0.0.1 and nothing else, and is tuned for speed, not durability (fsync off).
// PostgreSQL refuses to run as root: when we are root, initdb and postgres run as the `postgres`
// user (created by Debian's postgresql package), falling back to `nobody`.
import { spawn, execFileSync } from 'node:child_process';
import {
  existsSync,
  readdirSync,
  mkdtempSync,
  chownSync,
  writeFileSync,
  rmSync,
  readFileSync,
  openSync,
  closeSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const PG_LIB = '/usr/lib/postgresql';

/** Directory holding initdb + postgres: /usr/lib/postgresql/<newest>/bin, else the first on PATH. */
export function findPgBinDir() {
  if (existsSync(PG_LIB)) {
    const versions = readdirSync(PG_LIB)
      .filter(
        (v) => existsSync(join(PG_LIB, v, 'bin', 'postgres')) && existsSync(join(PG_LIB, v, 'bin', 'initdb')),
      )
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
    if (versions.length > 0) return join(PG_LIB, versions[0], 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, 'postgres')) && existsSync(join(dir, 'initdb'))) return dir;
  }
  return null;
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
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

function unprivilegedUser() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      if (uid > 0) return { name, uid, gid };
    } catch {
      // user does not exist; try the next
    }
  }
  throw new Error(
    'running as root and neither a "postgres" nor a "nobody" user exists; PostgreSQL refuses to run as root',
  );
}

function run(cmd, args, opts) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}\n${out}`)),
    );
  });
}

const tail = (file, n = 40) => {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-n).join('\n');
  } catch {
    return '(no log)';
  }
};

/** Resolves when the server accepts connections: pg_isready if present, else a `pg` connection. */
async function waitReady(binDir, port, child, logFile, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const pgIsReady = join(binDir, 'pg_isready');
  const useIsReady = existsSync(pgIsReady);
  let pg = null;
  if (!useIsReady) pg = (await import('pg')).default;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `postgres exited during start-up (code ${child.exitCode ?? child.signalCode})\n${tail(logFile)}`,
      );
    }
    let ok;
    if (useIsReady) {
      ok = await run(pgIsReady, [
        '-q',
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        'postgres',
      ]).then(
        () => true,
        () => false,
      );
    } else {
      const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
      ok = await client.connect().then(
        () =>
          client.query('select 1').then(
            () => true,
            () => false,
          ),
        () => false,
      );
      await client.end().catch(() => {});
    }
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`postgres did not become ready within ${timeoutMs} ms\n${tail(logFile)}`);
}

const live = new Set();
let exitHookInstalled = false;
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Last resort if the owner never called stop(): immediate shutdown and remove the folder.
  process.on('exit', () => {
    for (const s of live) {
      try {
        s.child.kill('SIGQUIT');
      } catch {
        /* already gone */
      }
      try {
        rmSync(s.dataDir, { recursive: true, force: true });
      } catch {
        /* best effort */
      }
    }
  });
}

/**
 * Starts a fresh PostgreSQL server.
 * @param {{ timeoutMs?: number, settings?: Record<string, string | number> }} [options]
 *   settings: extra `-c name=value` server settings (override the fast, non-durable defaults).
 * @returns {Promise<{ url: string, port: number, dataDir: string, stop: () => Promise<void> }>}
 */
export async function startPgServer(options = {}) {
  const { timeoutMs = 30_000, settings = {} } = options;
  const binDir = findPgBinDir();
  if (!binDir) {
    throw new Error(
      'PostgreSQL server binaries (initdb, postgres) not found in /usr/lib/postgresql/*/bin or PATH. ' +
        'Install them: sudo apt-get install -y postgresql',
    );
  }
  const user = unprivilegedUser();
  const dataDir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const logFile = join(dataDir, 'server.log');
  const asUser = user ? { uid: user.uid, gid: user.gid } : {};
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C', LANG: 'C', TZ: 'UTC' };
  if (user) {
    chownSync(dataDir, user.uid, user.gid);
    env.HOME = dataDir;
  }
  const pgdata = join(dataDir, 'data');
  const cleanupDir = () => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });

  try {
    await run(
      join(binDir, 'initdb'),
      [
        '-D',
        pgdata,
        '-U',
        'postgres',
        '-A',
        'trust',
        '-E',
        'UTF8',
        '--no-locale',
        '--no-sync',
        '--no-instructions',
      ],
      { cwd: dataDir, env, ...asUser },
    );
    // Only TCP from 127.0.0.1, trusted; no other entries.
    writeFileSync(
      join(pgdata, 'pg_hba.conf'),
      '# TYPE  DATABASE  USER  ADDRESS       METHOD\nhost    all       all   127.0.0.1/32  trust\n',
    );
    if (user) chownSync(join(pgdata, 'pg_hba.conf'), user.uid, user.gid);
  } catch (err) {
    cleanupDir();
    throw err;
  }

  const serverSettings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: 200,
    ...settings,
  };

  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const args = ['-D', pgdata, '-p', String(port)];
    for (const [k, v] of Object.entries(serverSettings)) args.push('-c', `${k}=${v}`);
    const logFd = openSync(logFile, 'a');
    const child = spawn(join(binDir, 'postgres'), args, {
      cwd: dataDir,
      env,
      stdio: ['ignore', logFd, logFd],
      ...asUser,
    });
    closeSync(logFd);
    const spawnError = new Promise((_, reject) => child.once('error', reject));
    try {
      await Promise.race([waitReady(binDir, port, child, logFile, timeoutMs), spawnError]);
    } catch (err) {
      child.kill('SIGQUIT');
      if (child.exitCode === null && child.signalCode === null) {
        await Promise.race([new Promise((r) => child.once('exit', r)), sleep(5_000)]);
      }
      const inUse = /already in use|could not bind/i.test(tail(logFile, 10));
      if (inUse && attempt < 3) continue; // lost the port race; try another port
      cleanupDir();
      throw err;
    }

    const exited = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    const entry = { child, dataDir };
    live.add(entry);
    installExitHook();

    let stopping = null;
    const stop = () => {
      stopping ??= (async () => {
        // SIGINT = "fast" shutdown; escalate to immediate (SIGQUIT), then SIGKILL.
        for (const [signal, waitMs] of [
          ['SIGINT', 10_000],
          ['SIGQUIT', 5_000],
          ['SIGKILL', 5_000],
        ]) {
          if (child.exitCode !== null || child.signalCode !== null) break;
          try {
            child.kill(signal);
          } catch {
            break;
          }
          const done = await Promise.race([exited.then(() => true), sleep(waitMs).then(() => false)]);
          if (done) break;
        }
        live.delete(entry);
        cleanupDir();
      })();
      return stopping;
    };

    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dataDir, stop };
  }
}

// CLI: start, print the URL, stop on Ctrl-C / SIGTERM.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const server = await startPgServer();
  console.log(`PostgreSQL ready (data in ${server.dataDir})`);
  console.log(`DATABASE_URL=${server.url}`);
  console.log('Press Ctrl-C to stop.');
  const shutdown = () => {
    server.stop().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  setInterval(() => {}, 1 << 30);
}
