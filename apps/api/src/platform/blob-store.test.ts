import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_TEST_KEYS, startS3Server, type S3TestServer } from '../test/s3-server.ts';
import { LocalBlobStore, type BlobStore } from './blob-store.ts';
import { S3BlobStore } from './s3-blob-store.ts';

const filesUnder = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

/** Makes every file under a folder look written an hour before it was (on the clock that stamps files). */
const ageFiles = (root: string) => {
  for (const f of filesUnder(root)) {
    const file = path.join(f.parentPath, f.name);
    const past = new Date(statSync(file).mtimeMs - 3_600_000);
    utimesSync(file, past, past);
  }
};

interface Subject {
  store: BlobStore;
  /** Makes everything stored look an hour old. */
  age: () => void;
  /** How many files or objects the store holds, of any kind. */
  held: () => number;
}

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const stores: { name: string; open: () => Promise<Subject> }[] = [
  {
    name: 'local folder',
    open: () => {
      const root = mkdtempSync(path.join(tmpdir(), 'blobs-'));
      return Promise.resolve({
        store: new LocalBlobStore(root),
        age: () => ageFiles(root),
        held: () => filesUnder(root).length,
      });
    },
  },
  {
    name: 'S3-compatible bucket',
    open: async () => {
      const bucket = await s3.newBucket();
      const store = new S3BlobStore({
        bucket,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        credentials: S3_TEST_KEYS,
        forcePathStyle: true,
        // Small pages, so that a sweep walks several.
        pageSize: 2,
      });
      // s3rver keeps each object as a file named `<key>._S3rver_object` in the bucket's folder.
      const folder = path.join(s3.directory, bucket);
      return {
        store,
        age: () => ageFiles(folder),
        held: () => filesUnder(folder).filter((f) => f.name.endsWith('._S3rver_object')).length,
      };
    },
  },
];

describe.each(stores)('blob store: $name', ({ open }) => {
  it('keeps a staged file out of reach until it is linked, and discards it whole', async () => {
    const { store, held } = await open();
    const staged = await store.stage(Buffer.from('hello'));
    expect(staged.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await store.get(staged.key)).toBeNull();
    await staged.link();
    expect((await store.get(staged.key))?.toString()).toBe('hello');
    expect(held()).toBe(1);
    await staged.discard();
    expect(await store.get(staged.key)).toBeNull();
    expect(held()).toBe(0);
  });

  it('discards a file that was never linked', async () => {
    const { store, held } = await open();
    const staged = await store.stage(Buffer.from('not wanted'));
    await staged.discard();
    expect(held()).toBe(0);
    expect(await store.get(staged.key)).toBeNull();
  });

  it('gives back the exact bytes stored', async () => {
    const { store } = await open();
    const data = randomBytes(256 * 1024);
    const staged = await store.stage(data);
    await staged.link();
    expect((await store.get(staged.key))?.equals(data)).toBe(true);
  });

  it('refuses keys that are not its own, and knows nothing of unknown ones', async () => {
    const { store } = await open();
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/Invalid blob key/);
    await expect(store.get('staging/00000000-0000-4000-8000-000000000000')).rejects.toThrow(
      /Invalid blob key/,
    );
    expect(await store.get('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('sweeps old temporary files and files no row keeps, and leaves recent ones', async () => {
    const { store, age, held } = await open();
    const kept = await store.stage(Buffer.from('kept'));
    await kept.link();
    const orphans = [];
    for (let i = 0; i < 3; i++) {
      const orphan = await store.stage(Buffer.from(`orphan ${i}`));
      await orphan.link();
      orphans.push(orphan);
    }
    await store.stage(Buffer.from('never linked'));
    age();
    const recent = await store.stage(Buffer.from('in flight'));
    const keep = (keys: string[]) => Promise.resolve(new Set(keys.filter((k) => k === kept.key)));
    expect(await store.sweep(keep, 60_000)).toBe(4);
    expect(await store.get(kept.key)).not.toBeNull();
    for (const orphan of orphans) expect(await store.get(orphan.key)).toBeNull();
    expect(held()).toBe(2);
    await recent.link();
    expect((await store.get(recent.key))?.toString()).toBe('in flight');
  });
});

describe('blob store: local folder, after a stopped process', () => {
  it('removes the clock probe a stopped process left, once old, and keeps a fresh one', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'blobs-'));
    const store = new LocalBlobStore(root);
    writeFileSync(path.join(root, '.clock-left-by-a-kill'), '');
    ageFiles(root);
    writeFileSync(path.join(root, '.clock-of-another-process'), '');
    await store.sweep(() => Promise.resolve(new Set()), 60_000);
    expect(filesUnder(root).map((f) => f.name)).toEqual(['.clock-of-another-process']);
  });
});
