import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Keys are made by the store, never taken from a user's file name. */
export interface BlobStore {
  put(data: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A local folder, two levels deep so no directory grows too large. */
export class LocalBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    // Note: the key shape is checked so that no caller can reach outside the folder.
    if (!KEY.test(key)) throw new Error('Invalid blob key');
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(data: Buffer): Promise<string> {
    const key = randomUUID();
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data, { mode: 0o600, flag: 'wx' });
    return key;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** Keeps files in memory: for tests. */
export class MemoryBlobStore implements BlobStore {
  private readonly files = new Map<string, Buffer>();
  put(data: Buffer): Promise<string> {
    const key = randomUUID();
    this.files.set(key, Buffer.from(data));
    return Promise.resolve(key);
  }
  get(key: string): Promise<Buffer | null> {
    return Promise.resolve(this.files.get(key) ?? null);
  }
  delete(key: string): Promise<void> {
    this.files.delete(key);
    return Promise.resolve();
  }
}
