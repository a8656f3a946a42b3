import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../db/client.ts';
import { firstSignInAt, seedSmallDemo, startApiProcess, type ApiProcess } from '../../test/api-process.ts';

/**
 * A real API process on the embedded database, killed with SIGKILL while it acknowledges writes:
 * after each restart every acknowledged edit and upload is there, and once the sweep a restart
 * queues has run, the stored files are exactly those of the document rows.
 */
const CYCLES = 3;
const ACKS_BEFORE_KILL = 12;
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64),
]);

const dataDir = mkdtempSync(path.join(tmpdir(), 'durability-'));
let child: ApiProcess | null = null;
let base = '';
afterAll(async () => {
  await child?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<void> {
  child = await startApiProcess({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    DATABASE_URL: undefined,
  });
  base = child.base;
}

async function stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  await child?.stop(signal);
  child = null;
}

/** Waits for the sweep the last start queued: nothing waits in the queue, and a poll's time more. */
async function sweptAfterStart(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const ready = (await (await fetch(`${base}health/ready`)).json()) as { queue: { waiting: number } };
    if (ready.queue.waiting === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  // A graceful stop lets a job under way finish.
  await new Promise((r) => setTimeout(r, 3000));
}

let token = '';
const headers = () => ({ authorization: `Bearer ${token}` });
const api = (url: string, init: RequestInit = {}) =>
  fetch(base + url, { ...init, headers: { ...headers(), ...(init.headers as object) } });

async function signIn(): Promise<void> {
  token = await firstSignInAt(base, 'admin');
}

type Profile = { id: string; name: string; email: string; rowVersion: number };
const readProfile = async (id: string) => (await (await api(`Customers/${id}`)).json()) as Profile;

/** Edits one profile after another, each from the version the last acknowledged edit left. */
async function editUntilKilled(p: Profile, acked: Map<string, Profile>, count: () => void, tag: string) {
  let current = await readProfile(p.id);
  for (let n = 0; ; n++) {
    const name = `Durable ${tag}-${n}`;
    const res = await api(`Customers/${p.id}/${current.rowVersion}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, email: current.email }),
    }).catch(() => null);
    if (!res || res.status !== 204) return;
    current = { ...current, name, rowVersion: current.rowVersion + 1 };
    acked.set(p.id, current);
    count();
  }
}

async function uploadUntilKilled(customerId: string, acked: string[], count: () => void) {
  for (;;) {
    const form = new FormData();
    form.set('customerId', customerId);
    form.set('documentType', 'Photo');
    form.set('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const res = await api('Documents', { method: 'POST', body: form }).catch(() => null);
    if (!res || res.status !== 201) return;
    acked.push(((await res.json()) as { id: string }).id);
    count();
  }
}

/** Every file looks written long ago, as after a restart some minutes later. */
function ageFiles(): void {
  const root = path.join(dataDir, 'files');
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    // An hour before it was written, on the clock that stamps files.
    const past = new Date(statSync(file).mtimeMs - 60 * 60_000);
    utimesSync(file, past, past);
  }
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('durability on the embedded database', () => {
  it('keeps every acknowledged edit and upload through SIGKILL, and no file without its row', async () => {
    await seedSmallDemo({ dataDir });
    await start();
    await signIn();
    const list = (await (await api('Customers?size=4')).json()) as { items: { id: string }[] };
    const profiles = await Promise.all(list.items.slice(0, 2).map((c) => readProfile(c.id)));
    const uploadTo = list.items.slice(2, 4).map((c) => c.id);
    expect(profiles).toHaveLength(2);
    expect(uploadTo).toHaveLength(2);
    const allUploads: string[] = [];

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const edits = new Map<string, Profile>();
      const uploads: string[] = [];
      let acks = 0;
      let killed = Promise.resolve();
      const count = () => {
        if (++acks === ACKS_BEFORE_KILL) killed = stop('SIGKILL');
      };
      await Promise.all([
        ...profiles.map((p, i) => editUntilKilled(p, edits, count, `${cycle}.${i}`)),
        ...uploadTo.map((id) => uploadUntilKilled(id, uploads, count)),
      ]);
      await killed;
      expect(child).toBeNull();
      expect(acks).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

      // The last start happens "later": its sweep may take whatever the kills left behind.
      if (cycle === CYCLES - 1) ageFiles();
      await start();
      for (const acked of edits.values()) {
        const stored = await readProfile(acked.id);
        // An edit in flight at the kill may have landed without its answer: never an older one.
        expect([acked.rowVersion, acked.rowVersion + 1]).toContain(stored.rowVersion);
        if (stored.rowVersion === acked.rowVersion) expect(stored.name).toBe(acked.name);
      }
      for (const id of uploads) expect((await api(`Documents/${id}/File`)).status, id).toBe(200);
      allUploads.push(...uploads);
    }
    await sweptAfterStart();
    await stop('SIGTERM');

    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const rows =
        (await database.db.query.documents.findMany({ columns: { id: true, blobKey: true } })) ?? [];
      const files = readdirSync(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name);
      expect(files.sort()).toEqual(rows.map((r) => r.blobKey).sort());
      const ids = new Set(rows.map((r) => r.id));
      const sweeps = await queryRows<{ state: string }>(
        database.db,
        sql`select state from pgboss.job where name = 'sweep-files'`,
      );
      expect(sweeps.map((j) => j.state)).toContain('completed');
      for (const id of allUploads) expect(ids.has(id), id).toBe(true);
    } finally {
      await database.close();
    }
  }, 420_000);
});
