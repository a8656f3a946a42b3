import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { dumpEmbedded, type Database } from '../../db/client.ts';
import { isBlobKey } from '../blob-store.ts';
import type { Clock } from '../../kernel/clock.ts';
import { ArchiveWriter, type Manifest } from './archive.ts';

/** Where each part of a data folder goes in a backup, and back. */
export const DATABASE_ENTRY = 'database/pglite.tar';
export const FILES_ENTRY = 'files';
/** Outside production, the generated keys the data were encrypted with (`kernel/config.ts`). */
export const SECRETS_ENTRY = 'secrets.json';

export interface BackupSource {
  /** The embedded database, as the console has it open. */
  database: Database;
  dataDir: string;
  /** The local file store's folder. */
  filesDir: string;
  /** Runs the work while no file of the store is removed (the sweep waits). */
  keepingFiles<T>(work: () => Promise<T>): Promise<T>;
  clock: Clock;
}

/** The stored files, as `files/<xx>/<key>`: names the store made; temporary files stay out. */
async function storedFiles(filesDir: string): Promise<string[]> {
  const names: string[] = [];
  const dirs = await readdir(filesDir, { withFileTypes: true }).catch(() => []);
  for (const dir of dirs.filter((d) => d.isDirectory()).sort((a, b) => a.name.localeCompare(b.name)))
    for (const name of (await readdir(path.join(filesDir, dir.name))).sort())
      if (isBlobKey(name)) names.push(`${dir.name}/${name}`);
  return names;
}

/**
 * One consistent archive of a running console's data folder. The database is dumped alone,
 * between transactions: every write acknowledged before is in it. The files come after, while no
 * file may be removed: each document row of the dump has its file (a file is named only with its
 * row, before the commit), and a file written after the dump is one more, which the restored
 * console's sweep removes as it finds no row for it.
 */
export function writeBackup(out: Writable, source: BackupSource): Promise<Manifest> {
  return source.keepingFiles(async () => {
    const archive = new ArchiveWriter(out);
    const dump = await dumpEmbedded(source.database);
    await archive.add(DATABASE_ENTRY, Buffer.from(await dump.arrayBuffer()));
    for (const name of await storedFiles(source.filesDir))
      await archive.add(`${FILES_ENTRY}/${name}`, await readFile(path.join(source.filesDir, name)));
    const secrets = path.join(source.dataDir, SECRETS_ENTRY);
    if (existsSync(secrets)) await archive.add(SECRETS_ENTRY, await readFile(secrets));
    return archive.finish(source.clock.now());
  });
}
