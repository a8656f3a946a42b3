import { mkdtempSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalBlobStore } from './blob-store.ts';

const freshRoot = () => mkdtempSync(path.join(tmpdir(), 'blobs-'));
const filesUnder = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
/** Makes every file look written an hour before it was (on the clock that stamps files). */
const age = (root: string) => {
  for (const f of filesUnder(root)) {
    const file = path.join(f.parentPath, f.name);
    const past = new Date(statSync(file).mtimeMs - 3_600_000);
    utimesSync(file, past, past);
  }
};

describe('local blob store', () => {
  it('keeps a staged file out of reach until it is linked, and discards it whole', async () => {
    const store = new LocalBlobStore(freshRoot());
    const staged = await store.stage(Buffer.from('hello'));
    expect(staged.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await store.get(staged.key)).toBeNull();
    await staged.link();
    expect((await store.get(staged.key))?.toString()).toBe('hello');
    await staged.discard();
    expect(await store.get(staged.key)).toBeNull();
  });

  it('refuses keys that are not its own', async () => {
    const store = new LocalBlobStore(freshRoot());
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/Invalid blob key/);
  });

  it('sweeps old temporary files and files no row keeps, and leaves recent ones', async () => {
    const root = freshRoot();
    const store = new LocalBlobStore(root);
    const kept = await store.stage(Buffer.from('kept'));
    await kept.link();
    const orphan = await store.stage(Buffer.from('orphan'));
    await orphan.link();
    await store.stage(Buffer.from('never linked'));
    age(root);
    const recent = await store.stage(Buffer.from('in flight'));
    const keep = (keys: string[]) => Promise.resolve(new Set(keys.filter((k) => k === kept.key)));
    expect(await store.sweep(keep, 60_000)).toBe(2);
    expect(await store.get(kept.key)).not.toBeNull();
    expect(await store.get(orphan.key)).toBeNull();
    expect(filesUnder(root)).toHaveLength(2);
    await recent.link();
    expect((await store.get(recent.key))?.toString()).toBe('in flight');
  });
});
