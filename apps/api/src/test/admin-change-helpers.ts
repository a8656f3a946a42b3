import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { adminChangesApi } from '@console/contract';
import { bearer } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

type AdminChange = adminChangesApi.AdminChange;

/** The pending change a request for an administration change answered with (202). */
export function pendingOf(res: LightMyRequestResponse): AdminChange {
  expect(res.statusCode, res.body).toBe(202);
  const change = res.json<AdminChange>();
  expect(change.status).toBe('Pending');
  return change;
}

/** Decides a change as `checker` (a token holding security.approve_changes). */
export const decideChange = (
  t: TestApp,
  checker: string,
  id: string,
  verdict: 'Approve' | 'Reject',
  remarks?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/api/AdminChanges/${id}/${verdict}`,
    headers: bearer(checker),
    ...(remarks === undefined ? {} : { payload: { remarks } }),
  });

/** A request for a change, approved by `checker`: the applied change. */
export async function approved(
  t: TestApp,
  checker: string,
  res: LightMyRequestResponse,
): Promise<AdminChange> {
  const decided = await decideChange(t, checker, pendingOf(res).id, 'Approve');
  expect(decided.statusCode, decided.body).toBe(200);
  return decided.json<AdminChange>();
}
