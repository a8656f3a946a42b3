import type { Executor } from '../db/client.ts';
import { insertActivity } from './audit.repository.ts';

/** Who a change is made by: the signed-in user, and the real person behind a view-as session. */
export interface Actor {
  userName: string;
  actorName?: string | undefined;
  address?: string | undefined;
  /** When the change is made: the injected clock's time, read once per request. */
  at: Date;
}

export interface ActivityInput {
  type: string;
  event: string;
  remarks?: string | null;
  /**
   * The organization of the record the change touches, which decides who sees the event; null
   * for a change of no organization (administration, sign-in): head office and auditors only.
   */
  organizationId: string | null;
  targetType?: string;
  targetId?: string;
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
  });
}
