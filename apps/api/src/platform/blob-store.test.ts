import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalBlobStore } from './blob-store.ts';

describe('local blob store', () => {
  it('stores under keys of its own and reads them back', async () => {
    const store = new LocalBlobStore(mkdtempSync(path.join(tmpdir(), 'blobs-')));
    const key = await store.put(Buffer.from('hello'));
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect((await store.get(key))?.toString()).toBe('hello');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('refuses keys that are not its own', async () => {
    const store = new LocalBlobStore(mkdtempSync(path.join(tmpdir(), 'blobs-')));
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/Invalid blob key/);
  });
});
