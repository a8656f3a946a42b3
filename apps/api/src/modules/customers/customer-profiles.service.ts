import type { Executor } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import { inScope, type OrgScope } from '../../platform/org-scope.ts';
import * as repo from './customer-profiles.repository.ts';

/**
 * A profile follows its onboarding until it is approved; an approved customer stays approved, and
 * a blocked one (sanctioned) stays blocked.
 */
export function customerStatusAfter(
  current: repo.CustomerStatus,
  applicationStatus: string,
): repo.CustomerStatus | null {
  if (current === 'Approved' || current === 'Blocked') return null;
  const follows: Record<string, repo.CustomerStatus> = {
    Completed: 'Approved',
    Declined: 'Declined',
    Rejected: 'Rejected',
    Flagged: 'Flagged',
  };
  const next = follows[applicationStatus] ?? 'Pending';
  return next === current ? null : next;
}

/**
 * What other areas may do to customer profiles. Each operation takes the executor of the
 * caller's transaction, so that a profile changes together with what changed it.
 */
export class CustomerProfiles {
  /** The live profile, if the scope lets the user see it; otherwise it does not exist (404). */
  async visible(exec: Executor, id: string, scope: OrgScope, message?: string): Promise<repo.CustomerRecord> {
    const profile = await repo.liveProfile(exec, id);
    if (!profile || !inScope(scope, profile.organizationId)) throw fail.notFound(message);
    return profile;
  }

  find = (exec: Executor, id: string) => repo.liveProfile(exec, id);

  /** The profile a new application brings. */
  create = (exec: Executor, values: repo.NewProfile, by: { userName: string; at: Date }) =>
    repo.insertProfile(exec, values, by);

  duplicateOf = (
    exec: Executor,
    input: { mobile: string; organizationId: string; coreCustomerId: string | null },
  ) => repo.duplicateName(exec, input);

  /** The organizations whose customers on file have this mobile. */
  organizationsWithMobile = (exec: Executor, mobile: string) => repo.organizationsWithMobile(exec, mobile);

  /** The counts of its applications, and its status while it is still being onboarded. */
  async followApplications(
    exec: Executor,
    id: string,
    counts: { all: number; ongoing: number },
    applicationStatus: string | null,
    at: Date,
  ): Promise<void> {
    await repo.setApplicationCounts(exec, id, counts);
    if (!applicationStatus) return;
    const profile = await repo.liveProfile(exec, id);
    const next = profile ? customerStatusAfter(profile.status, applicationStatus) : null;
    if (next) await repo.setStatus(exec, id, next, at);
  }

  /** The profile made for a duplicate goes once its application moved elsewhere and nothing is left. */
  async removeIfEmpty(exec: Executor, id: string, at: Date): Promise<void> {
    const profile = await repo.liveProfile(exec, id);
    if (profile && profile.applicationsCount === 0 && profile.documentsCount === 0)
      await repo.softDeleteProfile(exec, id, at);
  }

  /** A confirmed sanctions match: the profile is Blocked for good; answers the status it had. */
  block = (exec: Executor, id: string, at: Date) => repo.block(exec, id, at);

  verified = (exec: Executor, id: string, coreCustomerId: string, at: Date) =>
    repo.setCoreCustomerId(exec, id, coreCustomerId, at);

  documentAdded = (exec: Executor, id: string) => repo.countDocumentAdded(exec, id);
}
