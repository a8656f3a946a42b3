import { createHash } from 'node:crypto';
import type { Db, Executor } from '../../db/client.ts';
import type { Actor } from '../../platform/audit.ts';
import { tellNewHits } from './hit-notices.ts';
import * as hits from './hits.repository.ts';
import type { ScreeningIndex } from './matcher.ts';
import * as records from './records.repository.ts';
import type { ScreenedRecord, ScreenedType } from './records.repository.ts';
import type { ScreeningService } from './screening.service.ts';
import { DEFAULT_THRESHOLDS, thresholdsInForce } from './thresholds.ts';

/** A record to screen: its type and id. */
export interface RecordRef {
  type: ScreenedType;
  id: string;
}

/** Who screens: the user whose change it follows, or the worker's re-screening. */
type By = Pick<Actor, 'at' | 'userName'>;

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Screens records against one index of entries: the lists in force, or only the entries a new
 * version changed. Each match at or above the review threshold is kept as a hit of the record's
 * organization; a pair (record, entry) raised before with the same fields and entry content is
 * left as it was, so a false positive is not raised again until either changes. The reviewers of
 * the record's organization are told of the new hits.
 */
export class Screener {
  constructor(
    private readonly index: ScreeningIndex,
    private readonly threshold: number = DEFAULT_THRESHOLDS.review,
  ) {}

  /**
   * Reads the records and screens them, in the caller's transaction; a business is screened with
   * its signatories. Answers the hits written.
   */
  async screen(exec: Executor, refs: readonly RecordRef[], by: By): Promise<number> {
    const all = [...refs];
    for (const r of refs)
      if (r.type === 'Business')
        for (const id of await records.signatoriesOf(exec, r.id)) all.push({ type: 'Signatory', id });
    const read: ScreenedRecord[] = [];
    for (const type of records.screenedTypes) {
      const ids = all.filter((r) => r.type === type).map((r) => r.id);
      read.push(...(await records.recordsToScreen(exec, type, [...new Set(ids)])));
    }
    return this.screenRecords(exec, read, by);
  }

  async screenRecords(exec: Executor, read: readonly ScreenedRecord[], by: By): Promise<number> {
    const rows: hits.NewHit[] = [];
    for (const r of read) {
      const matches = this.index.check({ ...r.subject, kind: r.kind ?? undefined }, this.threshold);
      if (matches.length === 0) continue;
      const subject = { ...r.subject };
      const subjectHash = hashOf(subject);
      for (const m of matches)
        rows.push({
          recordType: r.type,
          recordId: r.id,
          organizationId: r.organizationId,
          recordName: r.subject.name,
          subject,
          subjectHash,
          entryId: m.entry.entryId,
          entryHash: m.entry.contentHash,
          source: m.entry.source,
          reference: m.entry.reference,
          entryName: m.entry.name,
          score: m.score,
          reasons: [...m.reasons],
          status: 'Pending',
          createdAt: by.at,
          createdBy: by.userName,
        });
    }
    const raised = await hits.insertHits(exec, rows);
    await tellNewHits(exec, raised, by.at);
    return raised.length;
  }
}

/**
 * Screening of the records as they are made and changed: the index of the lists in force is read
 * before the transaction that writes the record, and the record is screened inside it, so the
 * hold starts with the record. With no list imported there is nothing to screen and nothing held:
 * one query, and the change goes on as before.
 */
export class RecordScreening {
  constructor(private readonly d: { db: Db; screening: ScreeningService }) {}

  /**
   * The screener of the lists in force, holding at the review threshold in force; null when no
   * list was ever imported.
   */
  async screener(): Promise<Screener | null> {
    const index = await this.d.screening.indexInForce();
    if (!index) return null;
    const { review } = await thresholdsInForce(this.d.db);
    return new Screener(index, review);
  }

  /** Screens records now, outside any transaction (on demand, or after a change committed). */
  async screen(refs: readonly RecordRef[], by: By): Promise<void> {
    const screener = await this.screener();
    if (screener) await screener.screen(this.d.db, refs, by);
  }
}
