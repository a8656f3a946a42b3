import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';

/** A transaction that writes, then stays open, holding what it wrote, until it is let go. */
export function heldOpen(db: Db, writes: (tx: Executor) => Promise<unknown>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let written!: () => void;
  const done = new Promise<void>((resolve) => (written = resolve));
  const ended = db.transaction(async (tx) => {
    await writes(tx);
    written();
    await released;
  });
  return {
    written: Promise.race([done, ended]),
    letGo: () => {
      release();
      return ended;
    },
  };
}

/** Writes in a transaction that fails (55P03) instead of waiting two seconds for a row lock. */
export function withoutWaiting(db: Db, writes: (tx: Executor) => Promise<unknown>): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local lock_timeout = '2s'`);
    await writes(tx);
  });
}
