import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Header, Pack, Parser, ReadEntry } from 'tar';

/**
 * A backup is one tar file (node-tar): the entries, then `manifest.json` naming each entry with
 * its size and SHA-256, so that a restore finds a damaged or cut archive before it writes
 * anything where the console will look.
 */
export const MANIFEST = 'manifest.json';
const FORMAT = 'backoffice-console-backup';

export interface ManifestEntry {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  entries: ManifestEntry[];
}

export class DamagedArchive extends Error {}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** An entry's path as the archive may hold it: relative, without `..`, in forward slashes. */
function checkedPath(name: string): string {
  const normal = path.posix.normalize(name);
  if (!name || path.posix.isAbsolute(name) || normal.startsWith('..') || normal !== name)
    throw new DamagedArchive(`the archive holds an entry outside its folder: ${name}`);
  return normal;
}

/** Writes entries one at a time into a tar stream, waiting for `out` to take each. */
export class ArchiveWriter {
  private readonly pack = new Pack({ portable: true });
  private readonly entries: ManifestEntry[] = [];
  private readonly done: Promise<void>;

  constructor(out: Writable) {
    this.done = pipeline(this.pack, out);
  }

  async add(name: string, data: Buffer): Promise<void> {
    const entry = new ReadEntry(
      new Header({
        path: checkedPath(name),
        size: data.length,
        type: 'File',
        mode: 0o600,
        mtime: new Date(0),
      }),
    );
    const taken = this.pack.write(entry);
    entry.end(data);
    this.entries.push({ path: name, size: data.length, sha256: sha256(data) });
    if (!taken) await once(this.pack, 'drain');
  }

  /** The manifest last, then the end of the archive. */
  async finish(createdAt: Date): Promise<Manifest> {
    const manifest: Manifest = {
      format: FORMAT,
      version: 1,
      createdAt: createdAt.toISOString(),
      entries: this.entries,
    };
    const data = Buffer.from(JSON.stringify(manifest, null, 1));
    const entry = new ReadEntry(new Header({ path: MANIFEST, size: data.length, type: 'File', mode: 0o600 }));
    this.pack.write(entry);
    entry.end(data);
    this.pack.end();
    await this.done;
    return manifest;
  }
}

function parsedManifest(data: Buffer): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(data.toString('utf8')) as Partial<Manifest>;
  } catch {
    throw new DamagedArchive('its manifest cannot be read');
  }
  if (manifest.format !== FORMAT || manifest.version !== 1 || !Array.isArray(manifest.entries))
    throw new DamagedArchive('it is not a backup of the console');
  return manifest as Manifest;
}

/**
 * Reads an archive through, checking every entry against the manifest (present once, same size,
 * same SHA-256, nothing unlisted), and answers the manifest. With `into`, each entry is written
 * under that folder as it is read (the caller removes the folder when this throws).
 */
export async function readArchive(file: string, into?: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifest: Manifest | null = null;
  const writes: Promise<void>[] = [];
  let problem: Error | null = null;
  const parser = new Parser({
    strict: true,
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => {
        const data = Buffer.concat(chunks);
        try {
          if (entry.type !== 'File')
            throw new DamagedArchive(`the archive holds a ${entry.type}: ${entry.path}`);
          const name = checkedPath(entry.path);
          if (seen.has(name) || (name === MANIFEST && manifest))
            throw new DamagedArchive(`${name} appears twice`);
          if (name === MANIFEST) manifest = parsedManifest(data);
          else {
            seen.set(name, { size: data.length, sha256: sha256(data) });
            if (into) writes.push(writeFile(path.join(into, name), data));
          }
        } catch (err) {
          problem ??= err as Error;
        }
      });
    },
  });
  parser.on('warn', (code: string, message: string) => {
    problem ??= new DamagedArchive(`${code}: ${message}`);
  });
  try {
    await pipeline(createReadStream(file), parser);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw err;
    throw new DamagedArchive(`it cannot be read as a tar file (${(err as Error).message})`);
  }
  await Promise.all(writes);
  if (problem) throw problem;
  const found = manifest as Manifest | null;
  if (!found) throw new DamagedArchive('it has no manifest: it was cut short or is not a backup');
  for (const expected of found.entries) {
    const got = seen.get(expected.path);
    if (!got) throw new DamagedArchive(`${expected.path} is missing`);
    if (got.size !== expected.size || got.sha256 !== expected.sha256)
      throw new DamagedArchive(`${expected.path} does not match its checksum`);
    seen.delete(expected.path);
  }
  const extra = [...seen.keys()];
  if (extra.length > 0) throw new DamagedArchive(`${extra[0]} is not in the manifest`);
  return found;
}

async function writeFile(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, 'wx', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
