import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * A file written under a temporary name. Nothing finds it until `link` gives it its key's name,
 * which the caller does in the same step as saving the row that refers to it.
 */
export interface StagedBlob {
  readonly key: string;
  link(): Promise<void>;
  /** Removes the file, staged or linked: the row was not saved. */
  discard(): Promise<void>;
}

/** Where uploaded files live. Keys are made by the store, never taken from a user's file name. */
export interface BlobStore {
  stage(data: Buffer): Promise<StagedBlob>;
  get(key: string): Promise<Buffer | null>;
  /** Removes a stored file whose row is gone (a record anonymised); a missing file is no error. */
  remove(key: string): Promise<void>;
  /**
   * Removes what a crash left behind: temporary files, and files whose key `kept` does not
   * return. Only files older than `minAgeMs`, so another process's upload in flight stays.
   */
  sweep(kept: (keys: string[]) => Promise<Set<string>>, minAgeMs: number): Promise<number>;
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TEMPORARY = '.part';
const CLOCK_PROBE = '.clock-';
const SWEEP_BATCH = 500;

/** Whether a stored name is a key the store made (a UUID). */
export const isBlobKey = (key: string): boolean => KEY.test(key);

/** The key itself, once checked. Note: only the store's own UUIDs pass, so no caller reaches past its files. */
export function checkedBlobKey(key: string): string {
  if (!KEY.test(key)) throw new Error('Invalid blob key');
  return key;
}

/**
 * The files a sweep found old enough, asked about in batches: those no row keeps are removed.
 * Both stores walk their files their own way and hand the candidates here.
 */
export class OrphanSweep {
  private removed = 0;
  private batch: string[] = [];
  constructor(
    private readonly kept: (keys: string[]) => Promise<Set<string>>,
    private readonly remove: (key: string) => Promise<void>,
  ) {}

  async consider(key: string): Promise<void> {
    this.batch.push(key);
    if (this.batch.length >= SWEEP_BATCH) await this.flush();
  }

  /** Removes a leftover temporary file outright. */
  async discard(remove: () => Promise<void>): Promise<void> {
    await remove();
    this.removed++;
  }

  /** Settles the last batch; answers how many files the sweep removed in all. */
  async flush(): Promise<number> {
    const batch = this.batch;
    this.batch = [];
    if (batch.length > 0) {
      const keep = await this.kept(batch);
      for (const key of batch) {
        if (keep.has(key)) continue;
        await this.remove(key);
        this.removed++;
      }
    }
    return this.removed;
  }
}

/** A local folder, two levels deep so no directory grows too large. */
export class LocalBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, key.slice(0, 2), checkedBlobKey(key));
  }

  async stage(data: Buffer): Promise<StagedBlob> {
    const key = randomUUID();
    const file = this.pathOf(key);
    const temporary = file + TEMPORARY;
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return {
      key,
      link: () => rename(temporary, file),
      discard: async () => {
        await rm(temporary, { force: true });
        await rm(file, { force: true });
      },
    };
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /**
   * The time on the clock that stamps the files: a probe file's modification time. Note: file
   * ages are measured on that clock, not the process's, which may differ (a shared file server,
   * a process whose clock is moved).
   */
  private async fileClock(): Promise<number> {
    await mkdir(this.root, { recursive: true });
    const probe = path.join(this.root, `${CLOCK_PROBE}${randomUUID()}`);
    const handle = await open(probe, 'w');
    await handle.close();
    try {
      return (await stat(probe)).mtimeMs;
    } finally {
      await rm(probe, { force: true });
    }
  }

  async sweep(kept: (keys: string[]) => Promise<Set<string>>, minAgeMs: number): Promise<number> {
    const sweep = new OrphanSweep(kept, (key) => rm(this.pathOf(key), { force: true }));
    const now = await this.fileClock();
    for (const dir of await listDir(this.root)) {
      if (dir.startsWith(CLOCK_PROBE)) {
        // A probe of a process stopped between writing and removing it (SIGKILL, power cut).
        const probe = path.join(this.root, dir);
        const info = await stat(probe).catch(() => null);
        if (info?.isFile() && now - info.mtimeMs >= minAgeMs) await rm(probe, { force: true });
        continue;
      }
      for (const name of await listDir(path.join(this.root, dir))) {
        const file = path.join(this.root, dir, name);
        const info = await stat(file).catch(() => null);
        if (!info?.isFile() || now - info.mtimeMs < minAgeMs) continue;
        if (name.endsWith(TEMPORARY)) await sweep.discard(() => rm(file, { force: true }));
        else if (isBlobKey(name) && name.startsWith(dir)) await sweep.consider(name);
      }
    }
    return sweep.flush();
  }
}

async function listDir(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (e) {
    // Gone, or a stray file where a folder of keys stands: no keys in it.
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw e;
  }
}

/** Keeps files in memory: for tests. */
export class MemoryBlobStore implements BlobStore {
  private readonly files = new Map<string, Buffer>();
  stage(data: Buffer): Promise<StagedBlob> {
    const key = randomUUID();
    const copy = Buffer.from(data);
    return Promise.resolve({
      key,
      link: () => {
        this.files.set(key, copy);
        return Promise.resolve();
      },
      discard: () => {
        this.files.delete(key);
        return Promise.resolve();
      },
    });
  }
  get(key: string): Promise<Buffer | null> {
    return Promise.resolve(this.files.get(key) ?? null);
  }
  remove(key: string): Promise<void> {
    this.files.delete(key);
    return Promise.resolve();
  }
  async sweep(kept: (keys: string[]) => Promise<Set<string>>): Promise<number> {
    const keep = await kept([...this.files.keys()]);
    const gone = [...this.files.keys()].filter((k) => !keep.has(k));
    for (const key of gone) this.files.delete(key);
    return gone.length;
  }
  /** How many files are stored (tests check that refused requests store nothing). */
  get size(): number {
    return this.files.size;
  }
}
