import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { purgeEnded } from '../../platform/auth/sessions.repository.ts';
import type { JobHandler } from '../../platform/jobs/job-queue.ts';
import { mergeCounts } from '../../platform/list/index.ts';
import { purgeEndedWindows } from '../../platform/sign-in-attempts.repository.ts';
import type { DocumentsService } from '../documents/index.ts';
import type { OtpService } from '../otp/index.ts';

const DAY_MS = 86_400_000;
/** Ended sessions stay this long, for the security team to review who was signed in. */
const SESSIONS_KEPT_MS = 30 * DAY_MS;
/** Expired codes stay a day, for a support call about a code that did not work. */
const CODES_KEPT_MS = DAY_MS;

/**
 * The work that runs on a schedule, once across every process: the purge of what expired, the
 * sweep of files left without a document, the merge of the kept counts. Further scheduled work
 * goes here.
 */
export class Upkeep {
  constructor(
    private readonly d: { db: Db; otp: OtpService; documents: DocumentsService; log: FastifyBaseLogger },
  ) {}

  /** Expired sessions, codes and sign-in windows. */
  readonly purgeJob: JobHandler<object> = {
    run: async (_payload, { at }) => {
      const sessions = await purgeEnded(this.d.db, new Date(at.getTime() - SESSIONS_KEPT_MS));
      const codes = await this.d.otp.purgeExpired(new Date(at.getTime() - CODES_KEPT_MS));
      await purgeEndedWindows(this.d.db, at);
      this.d.log.info({ sessions, codes }, 'purged expired sessions and codes');
    },
  };

  /** Files a crash left between writing an upload and saving its row. */
  readonly sweepJob: JobHandler<object> = {
    run: async () => {
      const swept = await this.d.documents.sweepLeftovers();
      if (swept > 0) this.d.log.info({ swept }, 'removed files left without a document');
    },
  };

  /** The rows that writers at once left to a count, merged into one a key. */
  readonly mergeCountsJob: JobHandler<object> = {
    run: async () => {
      const taken = await mergeCounts(this.d.db);
      if (taken > 0) this.d.log.info({ taken }, 'merged the rows of the kept counts');
    },
  };
}
