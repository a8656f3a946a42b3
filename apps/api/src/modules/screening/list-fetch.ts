import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { MAX_LIST_BYTES } from '@console/contract';
import type { Db } from '../../db/client.ts';
import type { JobHandler } from '../../platform/jobs/job-queue.ts';
import * as repo from './screening.repository.ts';
import type { ScreeningService } from './screening.service.ts';

/** How long one fetch may take before the attempt fails (the next schedule tries again). */
const FETCH_TIMEOUT_MS = 120_000;

/** A fetch that did not bring a list: the job fails with this, and the Operations screen says it. */
export class ListFetchFailed extends Error {
  override readonly name = 'ListFetchFailed';
}

/** The body of an answer, refused past the size a list may have. */
async function bodyOf(res: Response): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > MAX_LIST_BYTES) throw new ListFetchFailed(`the list is larger than ${MAX_LIST_BYTES} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  if (res.body)
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > MAX_LIST_BYTES) throw new ListFetchFailed(`the list is larger than ${MAX_LIST_BYTES} bytes`);
      chunks.push(Buffer.from(chunk));
    }
  return Buffer.concat(chunks);
}

/**
 * The UN list fetched from its address (SANCTIONS_UN_URL) on the worker's schedule, and imported
 * as an upload is: a new version only when the file differs from the one in force (its SHA-256),
 * so an unchanged list fetched every hour writes nothing. A file the importer refuses leaves the
 * version in force and fails the job with the importer's reason.
 */
export class UnListFetch {
  constructor(
    private readonly d: {
      db: Db;
      screening: Pick<ScreeningService, 'importList'>;
      url: string;
      fetch?: typeof fetch;
    },
  ) {}

  readonly job: JobHandler<object> = {
    run: async (_, attempt) => {
      await this.fetchOnce(attempt.at);
    },
  };

  /** Answers whether a new version was imported. */
  async fetchOnce(at: Date): Promise<boolean> {
    const get = this.d.fetch ?? fetch;
    let res: Response;
    try {
      res = await get(this.d.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
    } catch (err) {
      throw new ListFetchFailed(`the list's address could not be reached: ${(err as Error).message}`);
    }
    if (!res.ok) throw new ListFetchFailed(`the list's address answered ${res.status}`);
    const bytes = await bodyOf(res);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (sha256 === (await repo.latestFileSha256(this.d.db, 'UN'))) return false;
    const fileName = decodeURIComponent(new URL(this.d.url).pathname.split('/').pop() || '') || null;
    await this.d.screening.importList(
      'UN',
      { fileName, file: Readable.from([bytes]), alt: null },
      { userName: 'system', at },
    );
    return true;
  }
}
