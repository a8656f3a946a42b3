// Start-up of the API: the time from spawning the process to the first 200 of
// GET /api/api/health/ready, the CPU it used until then (steadier than the time on a shared
// machine), and its resident memory (RSS) then, after 200 requests, and at its peak. It runs the compiled server that `npm start` serves (with and without source maps) beside
// the same server run from its TypeScript source through tsx, as `npm run dev` does, each start on
// the embedded database in a fresh DATA_DIR. The variants take turns, after one start each that is
// not counted (tsx's transform cache, the file cache), and the median of the runs is printed.
//
//   npm run bench -- startup [--runs=5] [--demo] [--no-build]
//
// --demo also measures starts that seed the demo data (the default outside production), which
// take tens of seconds each; without it, SEED_DEMO=false.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, stopProcess } from './lib/api-server.mjs';
import { cpuMs } from './lib/cpu.mjs';
import { printTable } from './lib/table.mjs';

const VARIANTS = [
  { name: 'tsx (TypeScript source)', args: ['--import', 'tsx', 'apps/api/src/main.ts'] },
  { name: 'compiled, source maps', args: ['--enable-source-maps', 'apps/api/dist/main.js'] },
  { name: 'compiled, no source maps', args: ['apps/api/dist/main.js'] },
];
const REQUESTS = 200;
const READY_TIMEOUT_MS = 300_000;

/** Resident and peak resident memory of a process, in MiB, from /proc (Linux). */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

async function startOnce(root, variant, seed) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-startup-'));
  const env = { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  if (seed) delete env.SEED_DEMO;
  else env.SEED_DEMO = 'false';
  const ready = `http://127.0.0.1:${port}/api/api/health/ready`;

  const started = performance.now();
  const child = spawn(process.execPath, variant.args, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4_000)));
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`${variant.name} exited with ${child.exitCode}:\n${stderr}`);
      if (performance.now() - started > READY_TIMEOUT_MS) throw new Error(`${variant.name} was not ready`);
      const status = await fetch(ready).then(
        async (res) => (await res.arrayBuffer(), res.status),
        () => 0,
      );
      if (status === 200) break;
      await sleep(20);
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuMs([child.pid]) / 1000;
    const atReady = memory(child.pid);
    for (let i = 0; i < REQUESTS; i++) await (await fetch(ready)).arrayBuffer();
    const afterRequests = memory(child.pid);
    return { seconds, cpu, rssReady: atReady.rss, rssRequests: afterRequests.rss, peak: afterRequests.peak };
  } finally {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function run({ root, args = [] }) {
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
  const scenarios = [{ name: 'SEED_DEMO=false', seed: false }];
  if (args.includes('--demo')) scenarios.push({ name: 'demo seed', seed: true });
  if (!args.includes('--no-build')) {
    console.log('$ npm run build -w apps/api');
    const r = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (r.status !== 0) throw new Error(`the API build failed (${r.error?.message ?? `exit ${r.status}`})`);
  }
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`load average at the start: ${load()}`);

  const rows = [];
  for (const scenario of scenarios) {
    const results = new Map(VARIANTS.map((v) => [v, []]));
    for (const variant of VARIANTS) await startOnce(root, variant, scenario.seed);
    for (let i = 0; i < runs; i++) {
      for (const variant of VARIANTS) {
        const r = await startOnce(root, variant, scenario.seed);
        console.log(
          `  ${scenario.name}, ${variant.name}, run ${i + 1}: ${r.seconds.toFixed(2)} s, CPU ${r.cpu.toFixed(2)} s`,
        );
        results.get(variant).push(r);
      }
    }
    for (const [variant, rs] of results) {
      const seconds = rs.map((r) => r.seconds);
      const mib = (key) => median(rs.map((r) => r[key])).toFixed(0);
      rows.push([
        scenario.name,
        variant.name,
        `${median(seconds).toFixed(2)} s`,
        `${Math.min(...seconds).toFixed(2)}–${Math.max(...seconds).toFixed(2)}`,
        `${median(rs.map((r) => r.cpu)).toFixed(2)} s`,
        mib('rssReady'),
        mib('rssRequests'),
        mib('peak'),
      ]);
    }
  }
  console.log(`load average at the end: ${load()}\n`);
  printTable(
    [
      'start',
      'server',
      'to ready',
      'range s',
      'CPU to ready',
      'RSS ready MiB',
      `RSS +${REQUESTS} req MiB`,
      'peak RSS MiB',
    ],
    rows,
  );
  console.log(`\nmedians of ${runs} runs each`);
}
