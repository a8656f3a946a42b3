import { fillMessage, messages, P } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import { AppError } from '../../kernel/errors.ts';
import { endUserSessions } from '../../platform/auth/sessions.ts';
import type { JobHandler } from '../../platform/jobs/job-queue.ts';
import type { SecurityPolicies } from '../../platform/security-policies.ts';
import { notify } from '../notifications/index.ts';
import * as repo from './dormant-users.repository.ts';
import { updateUser, usersWhoMay } from './users.repository.ts';

const DAY_MS = 24 * 3_600_000;
/** The administrators hear of a coming deactivation this many days before it. */
export const DORMANCY_NOTICE_DAYS = 7;
/** Accounts handled per batch, and per run: the next run goes on where one stopped. */
const BATCH = 100;
const PER_RUN = 1_000;

const day = (at: Date) => at.toISOString().slice(0, 10);
const system = (at: Date): Actor => ({ userName: 'system', at });

/**
 * Accounts that follow the people: a staff account with no sign-in for the policies' dormant days
 * (90 by default) is deactivated by the upkeep, its sessions ended, and its administrators (who
 * may change its status where it works) are told a week before and at the time; each step is
 * audited. Activating it again is the users' ActivateUser change, which waits for a second person.
 * Every time comes from the run's clock, so the schedule holds on any date.
 */
export class DormantUsers {
  constructor(private readonly d: { db: Db; policies: SecurityPolicies }) {}

  readonly job: JobHandler<object> = {
    run: async (_payload, attempt) => {
      await this.sweep(attempt.at);
    },
  };

  async sweep(at: Date): Promise<{ told: number; deactivated: number }> {
    const { dormantDays } = await this.d.policies.current();
    const deactivateBefore = new Date(at.getTime() - dormantDays * DAY_MS);
    const tellBefore = new Date(deactivateBefore.getTime() + DORMANCY_NOTICE_DAYS * DAY_MS);
    let deactivated = 0;
    while (deactivated < PER_RUN) {
      const batch = await repo.dormant(this.d.db, deactivateBefore, BATCH);
      for (const user of batch) if (await this.deactivate(user, dormantDays, at)) deactivated++;
      // Nothing moved (each changed meanwhile): leave the rest to the next run.
      if (batch.length < BATCH || deactivated === 0) break;
    }
    let told = 0;
    while (told < PER_RUN) {
      const batch = await repo.dormant(this.d.db, tellBefore, BATCH, { untold: true });
      for (const user of batch) if (await this.tell(user, dormantDays, at)) told++;
      if (batch.length < BATCH || told === 0) break;
    }
    return { told, deactivated };
  }

  private async tell(user: repo.DormantRow, days: number, at: Date): Promise<boolean> {
    const to = await this.administratorsOf(user.id);
    const deadline = new Date(user.idleSince.getTime() + days * DAY_MS);
    return this.d.db.transaction(async (tx) => {
      if (!(await repo.markTold(tx, user.id, at))) return false;
      const words = { userName: user.userName, date: day(user.idleSince), deadline: day(deadline) };
      await notify(
        tx,
        to,
        {
          kind: 'DormancyNoticed',
          title: fillMessage(messages.dormancyNoticeTitle, words),
          body: fillMessage(messages.dormancyNoticeBody, words),
          link: usersLink(user.userName),
        },
        at,
      );
      await recordActivity(tx, system(at), {
        type: 'User',
        event: 'DormancyNoticed',
        organizationId: null,
        targetType: 'User',
        targetId: user.id,
        remarks: fillMessage(messages.dormantSince, sinceWords(user, at)),
      });
      return true;
    });
  }

  private async deactivate(user: repo.DormantRow, days: number, at: Date): Promise<boolean> {
    const to = await this.administratorsOf(user.id);
    try {
      await this.d.db.transaction(async (tx) => {
        // The version read: a user changed meanwhile (signed in, edited) is left to the next run.
        await updateUser(tx, user.id, user.rowVersion, { isActive: false }, at);
        await endUserSessions(tx, [user.id], 'dormant', at);
        const words = { userName: user.userName, days: String(days) };
        await notify(
          tx,
          to,
          {
            kind: 'DormantDeactivated',
            title: fillMessage(messages.dormantDeactivatedTitle, words),
            body: fillMessage(messages.dormantDeactivatedBody, words),
            link: usersLink(user.userName),
          },
          at,
        );
        await recordActivity(tx, system(at), {
          type: 'User',
          event: 'DormantDeactivated',
          organizationId: null,
          targetType: 'User',
          targetId: user.id,
          remarks: fillMessage(messages.dormantSince, sinceWords(user, at)),
          changes: fieldChanges({ isActive: true }, { isActive: false }),
        });
      });
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'conflict') return false;
      throw error;
    }
  }

  /** Who may change the user's status where the user works; head office for a user of none. */
  private async administratorsOf(userId: string): Promise<string[]> {
    const orgs = await repo.organizationsOf(this.d.db, userId);
    const found = await Promise.all(
      (orgs.length ? orgs : [null]).map((org) => usersWhoMay(this.d.db, P.ChangeUserStatus, org)),
    );
    return [...new Set(found.flat().map((u) => u.id))].filter((id) => id !== userId);
  }
}

const usersLink = (userName: string) => `/users?userName=${encodeURIComponent(userName)}`;
const sinceWords = (user: repo.DormantRow, at: Date) => ({
  date: day(user.idleSince),
  days: String(Math.floor((at.getTime() - user.idleSince.getTime()) / DAY_MS)),
});
