import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstSignInAt, seedSmallDemo, startApiProcess, type ApiProcess } from '../test/api-process.ts';
import { openTestDatabase } from '../test/test-app.ts';

/**
 * A real process stopped with SIGTERM while clients send requests on fresh connections, as a load
 * balancer's clients would: every request gets an answer (200 before the signal, 503 after it, none
 * reset), readiness says 503 at once, and the process exits once its drain period is over.
 */
const SENDERS = 16;
const DRAIN_SECONDS = 4;

const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-'));
let database: Awaited<ReturnType<typeof openTestDatabase>> | null = null;
let proc: ApiProcess | null = null;
let token = '';

beforeAll(async () => {
  // On the server suite the process serves a database of its own there; otherwise the embedded one.
  database = process.env.DATABASE_URL ? await openTestDatabase() : null;
  await seedSmallDemo({ dataDir, url: database?.url });
  proc = await startApiProcess({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
  });
  token = await firstSignInAt(proc.base, 'admin');
}, 300_000);

afterAll(async () => {
  await proc?.stop('SIGKILL');
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  sentAt: number;
  status: number | null;
  error: string | null;
}

/** One GET on a connection of its own (no keep-alive agent): its status, or the socket's error. */
function send(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const sentAt = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent: false, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ sentAt, status: res.statusCode ?? null, error: null }));
      res.on('error', (err: NodeJS.ErrnoException) =>
        resolve({ sentAt, status: null, error: err.code ?? err.message }),
      );
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ sentAt, status: null, error: err.code ?? err.message }),
    );
    req.end();
  });
}

describe('a stop as a load balancer expects', () => {
  it('answers every request sent around SIGTERM, and says 503 on readiness at once', async () => {
    const base = proc!.base;
    const answers: Answer[] = [];
    let sending = true;
    const senders = Array.from({ length: SENDERS }, async () => {
      while (sending)
        answers.push(await send(`${base}Customers?size=10`, { authorization: `Bearer ${token}` }));
    });
    await sleep(1500);
    const signalAt = performance.now();
    const gone = proc!.stop('SIGTERM');
    // Readiness is the load balancer's cue: refused as soon as the process has taken the signal.
    let ready = await send(`${base}health/ready`);
    for (let i = 0; i < 100 && ready.status === 200; i++) {
      await sleep(20);
      ready = await send(`${base}health/ready`);
    }
    const readyAnsweredAt = performance.now();
    const alive = await send(`${base}health`);
    await sleep(1500);
    sending = false;
    await Promise.all(senders);
    await gone;
    const exitedAt = performance.now();
    proc = null;

    // Every request got an answer: 200 until the drain began, 503 from then on, none reset.
    expect(answers.filter((a) => a.error !== null)).toEqual([]);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200, 503]));
    const late = answers.filter((a) => a.sentAt > readyAnsweredAt);
    expect(late.length).toBeGreaterThan(SENDERS);
    expect(new Set(late.map((a) => a.status))).toEqual(new Set([503]));
    expect(answers.filter((a) => a.sentAt < signalAt && a.status === 200).length).toBeGreaterThan(SENDERS);
    expect(ready.status).toBe(503);
    expect(alive.status).toBe(200);
    // The listener stayed open for the drain period, then the process ended.
    expect(exitedAt - signalAt).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000 - 100);
  }, 120_000);
});
