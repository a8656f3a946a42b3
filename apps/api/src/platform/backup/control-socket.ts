import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { ConfigError } from '../../kernel/config.ts';
import type { Manifest } from './archive.ts';

/** Beside the data it serves: whoever may reach it may read the data folder anyway. */
export const CONTROL_SOCKET = 'control.sock';
/** A Unix socket's path has about a hundred bytes; a longer one cannot be listened on. */
const MAX_SOCKET_PATH = 100;

export const controlSocketOf = (dataDir: string) => path.resolve(dataDir, CONTROL_SOCKET);

export interface ControlLog {
  warn(details: object, message: string): void;
}

/** Whether a console answers on the socket. */
function answers(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(socket);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * The console's own door into its data folder, for `npm run backup`: HTTP on a Unix socket in
 * DATA_DIR, readable by the folder's owner only, not on any network port. `GET /backup` answers
 * the archive. It is claimed before the embedded database opens, so a second console started on
 * the same folder stops instead of opening the database twice.
 */
export class ControlSocket {
  private backup: ((out: Writable) => Promise<Manifest>) | null = null;
  private log: ControlLog | null = null;
  private busy = false;

  private constructor(private readonly server: Server) {
    server?.on('request', (request, response) => {
      const send = (status: number, message: string) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ message }));
      if (request.method !== 'GET' || request.url !== '/backup') return send(404, 'Not found');
      if (!this.backup) return send(503, 'The console is starting: try again once it serves.');
      if (this.busy) return send(409, 'A backup is under way: try again once it has ended.');
      this.busy = true;
      response.writeHead(200, { 'content-type': 'application/x-tar' });
      this.backup(response)
        .catch((err: unknown) => {
          // The archive ends short, which the command finds when it checks it.
          this.log?.warn({ err }, 'backup failed');
          response.destroy();
        })
        .finally(() => (this.busy = false));
    });
  }

  /** Listens on DATA_DIR's socket; refused when a console already answers there. */
  static async claim(dataDir: string): Promise<ControlSocket> {
    const socket = controlSocketOf(dataDir);
    if (Buffer.byteLength(socket) > MAX_SOCKET_PATH)
      throw new ConfigError(
        `DATA_DIR: ${path.resolve(dataDir)} is too long a path for its control socket (at most ${MAX_SOCKET_PATH - CONTROL_SOCKET.length - 1} bytes)`,
      );
    if (await answers(socket))
      throw new ConfigError(`DATA_DIR: another console is running on ${path.resolve(dataDir)}`);
    mkdirSync(dataDir, { recursive: true });
    // Left by a process that was killed.
    rmSync(socket, { force: true });
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, () => resolve());
    });
    chmodSync(socket, 0o600);
    return new ControlSocket(server);
  }

  /** From now on a backup is answered with this; a failed one is logged. */
  serve(backup: (out: Writable) => Promise<Manifest>, log: ControlLog): void {
    this.backup = backup;
    this.log = log;
  }

  close(): Promise<void> {
    const server = this.server;
    // A backup under way ends short: its command says so.
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  }
}
