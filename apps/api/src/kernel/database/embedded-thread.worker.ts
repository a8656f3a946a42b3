// The embedded database on a thread of its own (see embedded-thread.ts, which starts it). It opens
// PGlite, applies the migrations, then answers each message with what the database wrote back,
// one message at a time, in the order they came.
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { exchange, inTurn, openPglite, type EmbeddedStart } from './embedded-open.ts';
import type { ThreadAnswer, ThreadRequest } from './embedded-thread.ts';

const port = parentPort;
if (!port) throw new Error('embedded-thread.worker runs on a worker thread only.');

async function answer(client: PGlite, request: ThreadRequest): Promise<ThreadAnswer> {
  switch (request.kind) {
    case 'send':
      return { id: request.id, bytes: await exchange(client, request.bytes, request.sync) };
    case 'dump': {
      const data = await client.dumpDataDir('none');
      return { id: request.id, bytes: new Uint8Array(await data.arrayBuffer()) };
    }
    case 'close':
      await client.close();
      return { id: request.id };
  }
}

const { client, arrays } = await openPglite(workerData as EmbeddedStart).catch((err: unknown) => {
  port.postMessage({ failed: err instanceof Error ? err.message : String(err) } satisfies ThreadAnswer);
  throw err;
});
port.postMessage({ ready: arrays } satisfies ThreadAnswer);

const turn = inTurn();
port.on('message', (request: ThreadRequest) => {
  void turn(async () => {
    let reply: ThreadAnswer;
    try {
      reply = await answer(client, request);
    } catch (err) {
      reply = { id: request.id, error: err instanceof Error ? err.message : String(err) };
    }
    // The bytes are handed over, not copied: `exchange` gives them a buffer of their own.
    port.postMessage(reply, 'bytes' in reply && reply.bytes ? [reply.bytes.buffer as ArrayBuffer] : []);
  });
});
