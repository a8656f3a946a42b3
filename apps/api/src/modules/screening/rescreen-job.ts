import type { ListSource } from '@console/contract';
import type { Actor } from '../../kernel/actor.ts';
import { screenedTypes, type ScreenedType } from './records.repository.ts';

/**
 * One batch of the re-screening of a new list version: the records of one type after an id, and
 * what the batches before it found. Each batch screens and queues the next in one transaction,
 * so a batch retried after a crash writes its hits once (a pair raised before is left as it was)
 * and the chain goes on from where it stopped.
 */
export interface RescreenJob {
  versionId: string;
  source: ListSource;
  type: ScreenedType;
  after: string;
  screened: number;
  hits: number;
  /** Who imported the version: the batches are written in their name. */
  by: Omit<Actor, 'at'>;
}

/** Before every id: where a type's batches start (the ids are UUIDs). */
export const BEFORE_ANY = '00000000-0000-0000-0000-000000000000';

export const firstBatch = (
  versionId: string,
  source: ListSource,
  { at: _at, ...by }: Actor,
): RescreenJob => ({
  versionId,
  source,
  type: screenedTypes[0],
  after: BEFORE_ANY,
  screened: 0,
  hits: 0,
  by,
});
