/**
 * Writes a backup of a running console's data folder (DATA_DIR: the embedded database and the
 * files) into one archive:
 *   npm run backup -- /backups/console-2026-12-01.tar
 * The running console makes it (platform/backup/backups.ts) while it serves; this command asks
 * for it on DATA_DIR's control socket, writes it beside the target and checks every entry against
 * the manifest before giving it the target's name. See docs/operations.md › Backups.
 */
import { createWriteStream, existsSync, renameSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Refused, runCommand } from './command.ts';
import { DamagedArchive, readArchive } from '../platform/backup/archive.ts';
import { controlSocketOf } from '../platform/backup/control-socket.ts';

function archiveFrom(socket: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const asked = request({ socketPath: socket, path: '/backup', method: 'GET' }, resolve);
    asked.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        ['ENOENT', 'ECONNREFUSED'].includes(err.code ?? '')
          ? new Refused(
              `No console answers on ${socket}: the backup is made by the running console. Start it, or copy DATA_DIR while it is stopped.`,
            )
          : err,
      ),
    );
    asked.end();
  });
}

async function main(): Promise<number> {
  const target = process.argv[2];
  if (!target || process.argv.length > 3) throw new Refused('Usage: npm run backup -- <file>', 2);
  if (process.env.DATABASE_URL || process.env.BLOB_STORE === 's3')
    throw new Refused(
      'This console keeps its data on a PostgreSQL server or in object storage: back those up with their own tools (docs/operations.md › Backups).',
      2,
    );
  if (existsSync(target)) throw new Refused(`${target} exists already: name a new file.`, 2);
  const started = performance.now();
  const answer = await archiveFrom(controlSocketOf(process.env.DATA_DIR ?? './data'));
  if (answer.statusCode !== 200) {
    const chunks: Buffer[] = [];
    for await (const chunk of answer) chunks.push(chunk as Buffer);
    const { message } = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { message?: string };
    throw new Refused(`The console made no backup: ${message ?? `status ${answer.statusCode}`}`);
  }
  const part = `${target}.part`;
  try {
    await pipeline(answer, createWriteStream(part, { flags: 'wx', mode: 0o600 }));
    const manifest = await readArchive(part);
    renameSync(part, target);
    const files = manifest.entries.filter((e) => e.path.startsWith('files/')).length;
    const bytes = manifest.entries.reduce((n, e) => n + e.size, 0);
    console.log(
      `Backup written to ${path.resolve(target)}: the database and ${files} files, ${(bytes / 1e6).toFixed(1)} MB, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    return 0;
  } catch (err) {
    rmSync(part, { force: true });
    if (err instanceof DamagedArchive)
      throw new Refused(`The backup came incomplete (${err.message}); nothing was written.`);
    throw err;
  }
}

runCommand('Backup', main);
