// Users a browser test makes for itself through the API, so that no other file on the shared
// server signs them in or reads them: the administrator asks, admin.checker approves (four eyes).
import { randomInt } from 'node:crypto';
import type { RunningApp } from './harness.ts';

export interface MadeUser {
  userName: string;
  password: string;
}

/** A user without roles named `<prefix>.<digits of this run>`, ready for their first sign-in. */
export async function makeUser(app: RunningApp, prefix: string): Promise<MadeUser> {
  const digits = String(randomInt(1_000_000, 10_000_000));
  const user = { userName: `${prefix}.${digits}`, password: `Quiet-Harbour-${digits}` };
  const asked = await fetch(app.url('/api/api/AppUsers'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${await app.adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...user, phone: `+25261${digits}`, email: '', roles: [] }),
  });
  if (asked.status !== 202) throw new Error(`asking for ${user.userName} answered ${asked.status}`);
  const change = (await asked.json()) as { id: string };
  const approved = await fetch(app.url(`/api/api/AdminChanges/${change.id}/Approve`), {
    method: 'POST',
    headers: { Authorization: `Bearer ${await app.apiToken('admin.checker')}` },
  });
  if (approved.status !== 200) throw new Error(`approving ${user.userName} answered ${approved.status}`);
  return user;
}
