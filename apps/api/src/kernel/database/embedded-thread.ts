import { Worker } from 'node:worker_threads';
import { closedError, type EmbeddedStart, type EmbeddedTransport, type Opened } from './embedded-open.ts';

type Question = { kind: 'send'; bytes: Uint8Array; sync: boolean } | { kind: 'dump' } | { kind: 'close' };
export type ThreadRequest = Question & { id: number };

export type ThreadAnswer =
  | { ready: [oid: number, typarray: number][] }
  | { failed: string }
  | { id: number; bytes?: Uint8Array; error?: string };

interface Waiting {
  resolve(bytes: Uint8Array | undefined): void;
  reject(err: Error): void;
}

/**
 * The embedded database on a worker thread: this thread writes protocol messages to it and gets
 * back what the database answered, as bytes.
 *
 * PGlite runs PostgreSQL compiled to WebAssembly, in the thread that calls it. On the API's own
 * thread every statement stopped the requests' work, and the database and the API used one core
 * between them (docs/architecture.md › The embedded database).
 */
export class EmbeddedThread implements EmbeddedTransport {
  private readonly waiting = new Map<number, Waiting>();
  private next = 0;
  private ended: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (answer: ThreadAnswer) => {
      if (!('id' in answer)) return;
      const waiting = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      // Only a thread with questions out keeps the process alive.
      if (this.waiting.size === 0) worker.unref();
      if (answer.error !== undefined) waiting?.reject(new Error(answer.error));
      else waiting?.resolve(answer.bytes);
    });
    const end = (err: Error) => {
      this.ended ??= err;
      for (const w of this.waiting.values()) w.reject(err);
      this.waiting.clear();
    };
    worker.on('error', end);
    worker.on('exit', () => end(closedError()));
  }

  /** Starts the thread; resolves once the database is open and migrated, with its array types. */
  static async start(start: EmbeddedStart): Promise<Opened<EmbeddedThread>> {
    // The build bundles the thread's module beside main.js. From source (tests, tsx), a thread has
    // no loader for TypeScript until it registers tsx's, which the flags given to it cannot do.
    const fromSource = import.meta.url.endsWith('.ts');
    const file = new URL(`./embedded-thread.worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
    const [tsFile, parent] = [JSON.stringify(file.href), JSON.stringify(import.meta.url)];
    const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${tsFile}, ${parent}))`;
    // A Blob in memory crosses to the thread without a copy; one read from a file cannot cross.
    const snapshot = start.snapshot && new Blob([await start.snapshot.arrayBuffer()]);
    const worker = new Worker(fromSource ? boot : file, {
      eval: fromSource,
      workerData: { ...start, snapshot },
    });
    return new Promise((resolve, reject) => {
      const failed = (err: Error) => reject(err);
      const exited = (code: number) =>
        reject(new Error(`The embedded database's thread ended (${code}) before it opened.`));
      worker.once('error', failed);
      worker.once('exit', exited);
      worker.on('message', function opened(answer: ThreadAnswer) {
        if ('failed' in answer) reject(new Error(answer.failed));
        if (!('ready' in answer)) return;
        worker.off('message', opened);
        worker.off('error', failed);
        worker.off('exit', exited);
        worker.unref();
        resolve({ transport: new EmbeddedThread(worker), arrays: answer.ready });
      });
    });
  }

  async send(bytes: Uint8Array, sync: boolean): Promise<Buffer> {
    // A copy of just these bytes, handed over: a Buffer may be a view of a larger shared one.
    const own = new Uint8Array(bytes);
    const answer = await this.ask({ kind: 'send', bytes: own, sync }, [own.buffer]);
    return answer ? Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength) : Buffer.alloc(0);
  }

  async dump(): Promise<Blob> {
    const answer = await this.ask({ kind: 'dump' });
    return new Blob(answer ? [answer] : []);
  }

  async close(): Promise<void> {
    if (!this.ended) await this.ask({ kind: 'close' });
    await this.worker.terminate();
  }

  private ask(request: Question, transfer: ArrayBuffer[] = []): Promise<Uint8Array | undefined> {
    if (this.ended) return Promise.reject(this.ended);
    const id = ++this.next;
    if (this.waiting.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      try {
        this.worker.postMessage({ ...request, id }, transfer);
      } catch (err) {
        this.waiting.delete(id);
        if (this.waiting.size === 0) this.worker.unref();
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  }
}
