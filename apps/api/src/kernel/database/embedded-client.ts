import { protocol, TransactionAbortedError, types, type Results } from '@electric-sql/pglite';
import { answerOf, PreparedStatements, type AnswerOptions } from './embedded-plans.ts';
import { readReplies } from './embedded-replies.ts';
import type { EmbeddedTransport, Opened } from './embedded-open.ts';

/** What a transaction's callback gets: statements inside it, as PGlite's transaction gives them. */
export interface EmbeddedTransaction {
  query<T>(text: string, params?: unknown[], options?: AnswerOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/**
 * Statements share the database; a transaction has it alone. A statement outside a transaction
 * goes to the database without waiting for the one before it, so the database's thread always has
 * the next one; while a transaction is open, the others wait for it.
 */
class Gate {
  private sharing = 0;
  private alone = false;
  private readonly queue: { alone: boolean; go: () => void }[] = [];

  async run<T>(alone: boolean, work: () => Promise<T>): Promise<T> {
    // One woken from the queue finds the gate taken for it (see `wake`).
    if (this.queue.length > 0 || !this.free(alone))
      await new Promise<void>((go) => this.queue.push({ alone, go }));
    else this.take(alone);
    try {
      return await work();
    } finally {
      if (alone) this.alone = false;
      else this.sharing--;
      this.wake();
    }
  }

  private free(alone: boolean): boolean {
    return !this.alone && (!alone || this.sharing === 0);
  }

  private take(alone: boolean): void {
    if (alone) this.alone = true;
    else this.sharing++;
  }

  /** Lets the waiting in, in their order: every statement up to the next transaction, or that one. */
  private wake(): void {
    for (let next = this.queue[0]; next && this.free(next.alone); next = this.queue[0]) {
      this.queue.shift();
      // Taken here, so that the next in line sees it before the woken one runs.
      this.take(next.alone);
      next.go();
      if (next.alone) return;
    }
  }
}

/**
 * The embedded database as drizzle and our code call it (`query`, `exec`, `transaction`), whichever
 * thread it runs on (embedded-thread.ts, or embedded-open.ts's `EmbeddedHere`). Values are written
 * and parsed here as PGlite writes and parses them, array types included.
 */
export class EmbeddedClient {
  readonly parsers: Record<number, types.Parser> = { ...types.parsers };
  readonly serializers: Record<number, types.Serializer> = { ...types.serializers };
  private readonly plans: PreparedStatements;
  private readonly gate = new Gate();

  private readonly transport: EmbeddedTransport;

  constructor({ transport, arrays }: Opened<EmbeddedTransport>) {
    this.transport = transport;
    for (const [oid, typarray] of arrays) {
      this.parsers[typarray] = (text): unknown =>
        types.arrayParser(text, this.parsers[oid] ?? String, typarray);
      this.serializers[typarray] = (value) => types.arraySerializer(value, this.serializers[oid], typarray);
    }
    this.plans = new PreparedStatements((bytes, sync) => transport.send(bytes, sync), this.serializers);
  }

  query<T>(text: string, params: unknown[] = [], options?: AnswerOptions): Promise<Results<T>> {
    return this.gate.run(false, () => this.statement<T>(text, params, options, true));
  }

  /** Statements given as text without parameters, separated by `;`: each one's answer. */
  exec(text: string): Promise<Results[]> {
    return this.gate.run(false, () => this.script(text, true));
  }

  transaction<T>(callback: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    return this.gate.run(true, async () => {
      await this.script('BEGIN', false);
      let closed = false;
      // Its statements still on their way: it ends only after them, as PGlite's transaction does,
      // so that none lands after its COMMIT or ROLLBACK, outside it.
      const running: Promise<unknown>[] = [];
      const inside = <R>(work: () => Promise<R>): Promise<R> => {
        if (closed) return Promise.reject(new Error('Transaction is closed'));
        const done = work();
        running.push(done);
        return done;
      };
      const end = async (command: 'COMMIT' | 'ROLLBACK') => {
        closed = true;
        await Promise.allSettled(running);
        return (await this.script(command, true))[0];
      };
      const tx: EmbeddedTransaction = {
        query: <R>(text: string, params: unknown[] = [], options?: AnswerOptions) =>
          inside(() => this.statement<R>(text, params, options, false)),
        exec: (text) => inside(() => this.script(text, false)),
        rollback: async () => {
          if (closed) throw new Error('Transaction is closed');
          await end('ROLLBACK');
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(tx);
        if (!closed) {
          // COMMIT of a transaction a failed statement aborted answers ROLLBACK.
          if ((await end('COMMIT'))?.command === 'ROLLBACK') throw new TransactionAbortedError();
        }
        return result;
      } catch (err) {
        if (!closed) await end('ROLLBACK');
        throw err;
      }
    });
  }

  /**
   * The data folder, as a tar file, to start other embedded databases from or to back it up. A
   * checkpoint first leaves a database started from it no log to replay (docs/testing.md ›
   * Opening a test database).
   */
  async dumpDataDir(): Promise<Blob> {
    // Alone, as a transaction has the database: the folder is dumped between transactions, with
    // every one acknowledged before in it (a backup's consistent point).
    return this.gate.run(true, async () => {
      await this.script('checkpoint', true);
      return this.transport.dump();
    });
  }

  close(): Promise<void> {
    return this.transport.close();
  }

  private async statement<T>(
    text: string,
    params: unknown[],
    options: AnswerOptions | undefined,
    sync: boolean,
  ) {
    return answerOf<T>(await this.plans.run(text, params, sync), this.parsers, options);
  }

  private async script(text: string, sync: boolean): Promise<Results[]> {
    const replies = readReplies(await this.transport.send(protocol.serialize.query(text), sync));
    return replies.map((reply) => answerOf(reply, this.parsers));
  }
}
