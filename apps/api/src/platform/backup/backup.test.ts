import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Executor } from '../../db/client.ts';
import { firstSignInAt, seedSmallDemo, startApiProcess, type ApiProcess } from '../../test/api-process.ts';
import { pngWith } from '../../test/multipart-body.ts';

/**
 * `npm run backup` against a console serving writes, `npm run restore` into a new folder, and a
 * console started on it: every write acknowledged before the backup began is there, every
 * document's bytes, and the kept totals are those the rows give.
 */
const REPO = path.resolve(import.meta.dirname, '../../../../..');
const root = mkdtempSync(path.join(tmpdir(), 'backup-'));
const source = path.join(root, 'data');
const restored = path.join(root, 'restored');
const archive = path.join(root, 'console.tar');

const children: ApiProcess[] = [];
afterAll(async () => {
  for (const child of children) await child.stop('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

const serve = async (dataDir: string) => {
  const child = await startApiProcess({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    DATABASE_URL: undefined,
  });
  children.push(child);
  return child;
};

/** A command of the console (`npm run backup`'s or `restore`'s source), and what it said. */
function command(name: 'backup' | 'restore', file: string, dataDir: string) {
  return new Promise<{ code: number | null; said: string }>((resolve) => {
    const run = spawn(process.execPath, ['--import', 'tsx', `apps/api/src/cli/${name}.ts`, file], {
      cwd: REPO,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let said = '';
    run.stdout.on('data', (c: Buffer) => (said += c.toString()));
    run.stderr.on('data', (c: Buffer) => (said += c.toString()));
    run.on('exit', (code) => resolve({ code, said }));
  });
}

const sha = (data: Buffer | ArrayBuffer) =>
  createHash('sha256')
    .update(Buffer.from(data as ArrayBuffer))
    .digest('hex');

interface Acked<T> {
  at: number;
  value: T;
}

/**
 * The kept counters, each key's sum (a key may have several rows, one per writer at once), as
 * kept and as the refresh functions count them again from the rows, in a transaction undone.
 */
async function keptAndCounted(exec: Executor) {
  const kept = () =>
    queryRows<{ k: string; n: string }>(
      exec,
      sql.raw(
        [
          ['list_counts', 'n'],
          ['list_day_counts', 'n'],
          ['activity_daily_counts', 'count'],
          ['work_counts', 'n'],
          ['customer_name_word_counts', 'n'],
          ['business_name_word_counts', 'n'],
        ]
          .map(
            ([table, n]) =>
              `select '${table} ' || (to_jsonb(t) - '${n}' - 'id')::text as k, sum(t.${n})::text as n
                 from ${table} t group by 1 having sum(t.${n}) <> 0`,
          )
          .join(' union all ') + ' order by 1',
      ),
    );
  const before = await kept();
  await exec.execute(sql`select refresh_customer_counts(), refresh_application_counts(), refresh_business_counts(),
    refresh_card_requisition_counts(), refresh_work_counts(), refresh_activity_daily_counts(),
    refresh_name_words('customers', 'customer_name_words', 'customer_name_word_counts'),
    refresh_name_words('businesses', 'business_name_words', 'business_name_word_counts')`);
  return { kept: before, counted: await kept() };
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('a backup of the embedded database and its files', () => {
  it('taken during writes, restores into a new folder where a console finds every acknowledged write', async () => {
    await seedSmallDemo({ dataDir: source });
    const console1 = await serve(source);
    const token = await firstSignInAt(console1.base, 'admin');
    const api = (base: string, url: string, init: RequestInit = {}) =>
      fetch(base + url, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...(init.headers as object) },
      });

    const list = (await (await api(console1.base, 'Customers?size=4')).json()) as { items: { id: string }[] };
    expect(list.items).toHaveLength(4);
    const uploads: Acked<{ id: string; sha: string }>[] = [];
    const edits = new Map<string, Acked<{ name: string; rowVersion: number }>>();
    let writing = true;

    const upload = async (customerId: string) => {
      while (writing) {
        // A picture of text of its own, so that each file has a hash of its own.
        const bytes = pngWith(randomBytes(256).toString('hex'));
        const form = new FormData();
        form.set('customerId', customerId);
        form.set('documentType', 'Photo');
        form.set('file', new Blob([bytes], { type: 'image/png' }), 'photo.png');
        const res = await api(console1.base, 'Documents', { method: 'POST', body: form });
        expect(res.status).toBe(201);
        const { id } = (await res.json()) as { id: string };
        uploads.push({ at: performance.now(), value: { id, sha: sha(bytes) } });
      }
    };
    const edit = async (id: string, tag: string) => {
      let current = (await (await api(console1.base, `Customers/${id}`)).json()) as {
        email: string;
        rowVersion: number;
      };
      for (let n = 0; writing; n++) {
        const name = `Backed ${tag} ${n % 3 === 0 ? 'Up' : 'Kept'} ${n}`;
        const res = await api(console1.base, `Customers/${id}/${current.rowVersion}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name, email: current.email }),
        });
        expect(res.status).toBe(204);
        current = { ...current, rowVersion: current.rowVersion + 1 };
        edits.set(id, { at: performance.now(), value: { name, rowVersion: current.rowVersion } });
      }
    };
    const writers = Promise.all([
      ...list.items.slice(0, 2).map((c, i) => edit(c.id, `E${i}`)),
      ...list.items.slice(2).map((c) => upload(c.id)),
    ]);
    let stopped: unknown = null;
    void writers.catch((err: unknown) => (stopped = err));
    while (uploads.length < 6 && !stopped) await new Promise((r) => setTimeout(r, 50));
    if (stopped) throw stopped;
    const began = performance.now();
    const ackedBefore = { uploads: uploads.filter((u) => u.at < began), edits: new Map(edits) };
    const backup = await command('backup', archive, source);
    const writtenDuring = uploads.length - ackedBefore.uploads.length;
    writing = false;
    await writers;
    expect(backup, backup.said).toMatchObject({ code: 0 });
    expect(backup.said).toMatch(/^Backup written to .*console\.tar: the database and \d+ files/);
    // The console went on writing while it made the backup.
    expect(writtenDuring).toBeGreaterThan(0);
    await console1.stop('SIGTERM');

    // Refused: a folder that holds anything, a damaged or cut archive; the empty folder stays so.
    const refusedInto = path.join(root, 'refused');
    mkdirSync(refusedInto);
    const whole = readFileSync(archive);
    const flipped = Buffer.from(whole);
    flipped[Math.floor(whole.length / 2)]! ^= 0xff;
    const damaged = path.join(root, 'damaged.tar');
    const cut = path.join(root, 'cut.tar');
    writeFileSync(damaged, flipped);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.9)));
    const notEmpty = await command('restore', archive, source);
    expect(notEmpty.code).not.toBe(0);
    expect(notEmpty.said).toMatch(/is not empty: a restore fills an empty folder only/);
    for (const bad of [damaged, cut]) {
      const refused = await command('restore', bad, refusedInto);
      expect(refused.code, refused.said).not.toBe(0);
      expect(refused.said).toMatch(/is damaged: .*\. Nothing was restored\./);
      expect(readdirSync(refusedInto)).toEqual([]);
    }

    const restore = await command('restore', archive, restored);
    expect(restore, restore.said).toMatchObject({ code: 0 });
    const console2 = await serve(restored);
    // The session and the keys came back with the data: the same token serves.
    for (const { value } of ackedBefore.uploads) {
      const file = await api(console2.base, `Documents/${value.id}/File`);
      expect(file.status, value.id).toBe(200);
      expect(sha(await file.arrayBuffer()), value.id).toBe(value.sha);
    }
    for (const [id, { value }] of ackedBefore.edits) {
      const stored = (await (await api(console2.base, `Customers/${id}`)).json()) as {
        name: string;
        rowVersion: number;
      };
      // Edits acknowledged during the backup may be in it too; none acknowledged before is missing.
      expect(stored.rowVersion).toBeGreaterThanOrEqual(value.rowVersion);
      if (stored.rowVersion === value.rowVersion) expect(stored.name).toBe(value.name);
    }
    await console2.stop('SIGTERM');

    const database = await openDatabase({
      pgliteDir: path.join(restored, 'pglite'),
      embeddedThread: 'caller',
    });
    try {
      const keys = await queryRows<{ key: string }>(
        database.db,
        sql`select blob_key as key from documents union all select blob_key from business_documents`,
      );
      expect(keys.length).toBeGreaterThanOrEqual(ackedBefore.uploads.length);
      for (const { key } of keys)
        expect(existsSync(path.join(restored, 'files', key.slice(0, 2), key)), key).toBe(true);
      let compared: Awaited<ReturnType<typeof keptAndCounted>> | undefined;
      await database.db
        .transaction(async (tx) => {
          compared = await keptAndCounted(tx);
          tx.rollback();
        })
        .catch(() => undefined);
      expect(compared?.kept.length).toBeGreaterThan(0);
      expect(compared?.kept).toEqual(compared?.counted);
    } finally {
      await database.close();
    }
  }, 420_000);
});
