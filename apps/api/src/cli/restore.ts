/**
 * Fills an empty data folder (DATA_DIR) from a backup:
 *   DATA_DIR=/srv/console/data npm run restore -- /backups/console-2026-12-01.tar
 * Refuses a folder that holds anything, and an archive whose entries do not match its manifest's
 * checksums, before writing where the console looks. See docs/operations.md › Backups.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { extract } from 'tar';
import { Refused, runCommand } from './command.ts';
import { DamagedArchive, readArchive } from '../platform/backup/archive.ts';
import { DATABASE_ENTRY, FILES_ENTRY, SECRETS_ENTRY } from '../platform/backup/backups.ts';

/** Where the archive's entries are written and checked first: inside DATA_DIR, removed after. */
const STAGING = '.restoring';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) throw new Refused('Usage: npm run restore -- <file>', 2);
  if (!existsSync(file)) throw new Refused(`${file} does not exist.`, 2);
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Refused(`DATA_DIR ${dataDir} is not empty: a restore fills an empty folder only.`);
  mkdirSync(dataDir, { recursive: true });
  const staging = path.join(dataDir, STAGING);
  try {
    const manifest = await readArchive(file, staging);
    if (!manifest.entries.some((e) => e.path === DATABASE_ENTRY))
      throw new DamagedArchive('it holds no database');
    const pglite = path.join(dataDir, 'pglite');
    mkdirSync(pglite, { mode: 0o700 });
    // Checked by its checksum already; its entries are named from the folder's root (`/base/…`),
    // which node-tar writes under `cwd`.
    await extract({ file: path.join(staging, DATABASE_ENTRY), cwd: pglite });
    const files = path.join(staging, FILES_ENTRY);
    if (existsSync(files)) renameSync(files, path.join(dataDir, FILES_ENTRY));
    const secrets = path.join(staging, SECRETS_ENTRY);
    if (existsSync(secrets)) renameSync(secrets, path.join(dataDir, SECRETS_ENTRY));
    rmSync(staging, { recursive: true, force: true });
    const count = manifest.entries.filter((e) => e.path.startsWith(`${FILES_ENTRY}/`)).length;
    console.log(
      `Restored into ${dataDir}: the database and ${count} files of the backup of ${manifest.createdAt}.`,
    );
    return 0;
  } catch (err) {
    // The folder was empty: it is left so.
    for (const name of readdirSync(dataDir))
      rmSync(path.join(dataDir, name), { recursive: true, force: true });
    if (err instanceof DamagedArchive)
      throw new Refused(`${file} is damaged: ${err.message}. Nothing was restored.`);
    throw err;
  }
}

runCommand('Restore', main);
