import type { ActivityEvent, ActivityType } from '@console/contract';
import type { Executor } from '../db/client.ts';
import type { Actor } from '../kernel/actor.ts';
import type { FieldChange } from './audit.repository.ts';
import { insertActivity } from './audit.repository.ts';

export type { Actor } from '../kernel/actor.ts';

export interface ActivityInput {
  /** One of the contract's codes, which the web names in every language. */
  type: ActivityType;
  event: ActivityEvent;
  remarks?: string | null;
  /**
   * The organization of the record the change touches, which decides who sees the event; null
   * for a change of no organization (administration, sign-in): head office and auditors only.
   */
  organizationId: string | null;
  targetType?: string;
  targetId?: string;
  /** The fields the change touched with their old and new values (see `fieldChanges`). */
  changes?: FieldChange[] | null;
}

export type { FieldChange };

/** What a secret field shows in the audit and in a pending change: never its value. */
export const SECRET_CHANGED = 'changed';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields whose values differ between two readings of a record, in the order of `after`
 * then of fields only `before` has. Dates compare and show as ISO text.
 */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const shown = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : (v ?? null));
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((f) => !same(shown(before[f]), shown(after[f])))
    .map((field) => ({ field, old: shown(before[field]), new: shown(after[field]) }));
}

/**
 * The changes of an edit: only `fields` (what people edit) are compared, so the base fields an
 * update bumps (rowVersion, timeStamp) stay out of the audit.
 */
export function editedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): FieldChange[] {
  const pick = (row: Record<string, unknown>) => Object.fromEntries(fields.map((f) => [f, row[f]]));
  return fieldChanges(pick(before), pick(after));
}

/** Writes one activity event; pass the transaction of the change so both land or neither. */
export async function recordActivity(exec: Executor, by: Actor, input: ActivityInput): Promise<void> {
  await insertActivity(exec, {
    type: input.type,
    event: input.event,
    createdBy: by.userName,
    actor: by.actorName ?? by.userName,
    remarks: input.remarks ?? null,
    organizationId: input.organizationId,
    targetType: input.targetType ?? null,
    targetId: input.targetId ?? null,
    address: by.address ?? null,
    createdAt: by.at,
    changes: input.changes?.length ? input.changes : null,
  });
}
