import { createHash } from 'node:crypto';
import type { EndpointBody, ListSource, screeningApi } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { fail } from '../../kernel/errors.ts';
import { iso } from '../../kernel/paging.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { ListEntry, ParsedList } from './list-entry.ts';
import { ListRefused } from './list-refused.ts';
import type { ScreeningIndex } from './matcher.ts';
import { parseOfacList } from './ofac-list.ts';
import * as hitsRepo from './hits.repository.ts';
import * as repo from './screening.repository.ts';
import { indexOf } from './entry-index.ts';
import { firstBatch } from './rescreen-job.ts';
import { parseUnList } from './un-list.ts';
import { thresholdsInForce } from './thresholds.ts';
import { parseWatchlist } from './watchlist.ts';

/** What an upload brings: the list file as a stream of its bytes, OFAC's alt.csv beside it. */
export interface ListUpload {
  fileName: string | null;
  file: AsyncIterable<Buffer>;
  alt: Buffer | null;
}

type Chunks = AsyncIterable<Buffer>;

/** The bytes of a stream as they pass, hashed on the way (the version keeps the file's hash). */
async function* hashed(chunks: Chunks, hash: ReturnType<typeof createHash>): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) {
    hash.update(chunk);
    yield chunk;
  }
}

const parsers: Record<ListSource, (upload: ListUpload, chunks: Chunks) => Promise<ParsedList>> = {
  UN: (_, chunks) => parseUnList(chunks),
  Local: (_, chunks) => parseWatchlist(chunks),
  OFAC: (upload, chunks) => parseOfacList(chunks, upload.alt),
};

/** An entry as stored and compared: the parser's reading, hashed. */
const contentHash = (entry: ListEntry): string =>
  createHash('sha256').update(JSON.stringify(entry)).digest('hex');

/** The most versions GET Screening/Lists answers. */
const VERSIONS_SHOWN = 200;

/**
 * The lists and the free check (spec: issue 68). The lists are shared by every organization; the
 * index of the entries in force is kept by each process and rebuilt when another import is seen.
 */
export class ScreeningService {
  private index: { seq: number; built: Promise<ScreeningIndex> } | null = null;

  /**
   * With `jobs`, a new version queues the re-screening of every record against the entries it
   * added or changed; without (the demo's seeding, which screens its records as it makes them),
   * an import changes the lists only.
   */
  constructor(private readonly d: { db: Db; jobs?: Pick<JobQueue, 'send'> }) {}

  async importList(source: ListSource, upload: ListUpload, actor: Actor) {
    const hash = createHash('sha256');
    let parsed: ParsedList;
    try {
      parsed = await parsers[source](upload, hashed(upload.file, hash));
    } catch (err) {
      if (err instanceof ListRefused) throw fail.field('file', err.message);
      throw err;
    }
    const fileSha256 = hash.digest('hex');
    return this.d.db.transaction(async (tx) => {
      await repo.lockList(tx, source);
      const known = new Map((await repo.knownEntries(tx, source)).map((k) => [k.reference, k]));
      const inFile = new Set<string>();
      const fresh: ListEntry[] = [];
      const changed: { id: string; entry: ListEntry; back: boolean }[] = [];
      const removed: {
        id: string;
        delistedOn: string | null;
        entry?: Record<string, unknown>;
        contentHash?: string;
      }[] = [];
      const delistedNew: ListEntry[] = [];
      for (const entry of parsed.entries) {
        inFile.add(entry.reference);
        const was = known.get(entry.reference);
        const inForce = was !== undefined && was.removedVersionId === null;
        if (entry.delistedOn !== null) {
          if (inForce)
            removed.push({
              id: was.id,
              delistedOn: entry.delistedOn,
              entry: entry as unknown as Record<string, unknown>,
              contentHash: contentHash(entry),
            });
          else if (!was) delistedNew.push(entry);
          continue;
        }
        if (!was) fresh.push(entry);
        else if (!inForce) changed.push({ id: was.id, entry, back: true });
        else if (was.contentHash !== contentHash(entry)) changed.push({ id: was.id, entry, back: false });
      }
      for (const [reference, was] of known)
        if (!inFile.has(reference) && was.removedVersionId === null)
          removed.push({ id: was.id, delistedOn: null });
      const added = fresh.length + changed.filter((c) => c.back).length;
      const changedCount = changed.filter((c) => !c.back).length;
      const before = await repo.latestVersion(tx, source);
      if (before && added === 0 && changedCount === 0 && removed.length === 0) {
        // The same list again: nothing changes, the version in force answers.
        await recordActivity(tx, actor, {
          type: 'ScreeningList',
          event: 'ListImported',
          remarks: `${source} list: the same entries again, nothing changed`,
          organizationId: null,
          targetType: 'ScreeningList',
          targetId: before.versionId,
        });
        return { ...this.answer(before), added: 0, removed: 0, changed: 0 };
      }
      const inForceBefore = [...known.values()].filter((k) => k.removedVersionId === null).length;
      const entries = inForceBefore + added - removed.length;
      const versionId = await repo.insertVersion(tx, {
        source,
        entries,
        added,
        removed: removed.length,
        changed: changedCount,
        generatedAt: parsed.generatedAt,
        fileName: upload.fileName,
        fileSha256,
        createdAt: actor.at,
        createdBy: actor.userName,
      });
      const row = (entry: ListEntry, removedVersionId: string | null) => ({
        source,
        reference: entry.reference,
        kind: entry.kind,
        name: entry.name,
        entry: entry as unknown as Record<string, unknown>,
        contentHash: contentHash(entry),
        addedVersionId: versionId,
        changedVersionId: versionId,
        removedVersionId,
        delistedOn: entry.delistedOn,
      });
      await repo.insertEntries(tx, [
        ...fresh.map((e) => row(e, null)),
        ...delistedNew.map((e) => row(e, versionId)),
      ]);
      for (const c of changed) {
        const { source: _s, reference: _r, addedVersionId, ...values } = row(c.entry, null);
        await repo.updateEntry(tx, c.id, c.back ? { ...values, addedVersionId } : values);
      }
      await repo.removeEntries(tx, removed, versionId);
      // A delisting closes the open hits on its entries; decided ones stay for the report.
      await hitsRepo.closeHitsOfRemoved(tx, source, actor.at, actor.userName);
      if (added + changedCount > 0 && this.d.jobs)
        await this.d.jobs.send(tx, 'rescreen-list-version', firstBatch(versionId, source, actor));
      await recordActivity(tx, actor, {
        type: 'ScreeningList',
        event: 'ListImported',
        remarks: `${source} list: ${entries} entries, ${added} added, ${removed.length} removed, ${changedCount} changed`,
        organizationId: null,
        targetType: 'ScreeningList',
        targetId: versionId,
        changes: [
          { field: 'version', old: before?.versionId ?? null, new: versionId },
          { field: 'entries', old: before?.entries ?? 0, new: entries },
        ],
      });
      return { versionId, source, entries, added, removed: removed.length, changed: changedCount };
    });
  }

  private answer(v: NonNullable<Awaited<ReturnType<typeof repo.latestVersion>>>) {
    return {
      versionId: v.versionId,
      source: v.source as ListSource,
      entries: v.entries,
      added: v.added,
      removed: v.removed,
      changed: v.changed,
    };
  }

  async versions() {
    const rows = await repo.listVersions(this.d.db, VERSIONS_SHOWN);
    return rows.map((v) => ({ ...v, source: v.source as ListSource, createdAt: iso(v.createdAt) }));
  }

  /** The index of the entries in force, rebuilt once after any import (by any process). */
  async currentIndex(): Promise<ScreeningIndex> {
    const seq = await repo.lastImport(this.d.db);
    if (this.index?.seq === seq) return this.index.built;
    const built = repo.entriesInForce(this.d.db).then(indexOf);
    this.index = { seq, built };
    built.catch(() => {
      if (this.index?.built === built) this.index = null;
    });
    return built;
  }

  /** The index of the entries in force; null when no list was ever imported or none is in force. */
  async indexInForce(): Promise<ScreeningIndex | null> {
    if ((await repo.lastImport(this.d.db)) === 0) return null;
    const index = await this.currentIndex();
    return index.size === 0 ? null : index;
  }

  async check(body: EndpointBody<typeof screeningApi.checkName>) {
    const index = await this.currentIndex();
    const { report } = await thresholdsInForce(this.d.db);
    const matches = index.check(
      {
        name: body.name,
        kind: body.kind,
        dateOfBirth: body.dateOfBirth,
        nationality: body.nationality,
        documentNumber: body.documentNumber,
      },
      report,
    );
    return {
      hits: matches.map((m) => ({
        source: m.entry.source,
        reference: m.entry.reference,
        name: m.entry.name,
        kind: m.entry.kind,
        score: m.score,
        reasons: [...m.reasons],
      })),
    };
  }
}
