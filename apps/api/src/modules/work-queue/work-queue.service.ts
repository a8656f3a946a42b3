import {
  type ActivityEvent,
  adminChangeKindTitles,
  fillMessage,
  hasPermission,
  messages,
  P,
  workAreas,
  workAreaTitles,
  workQueueApi,
  type AdminChangeKind,
  type EndpointBody,
  type EndpointQuery,
  type SlaState,
  type WorkArea,
  type WorkDecision,
  type WorkOutcome,
} from '@console/contract';
import type { Db, Executor } from '../../db/client.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import { AppError, fail } from '../../kernel/errors.ts';
import { madeBy } from '../../platform/four-eyes.ts';
import type { JobHandler } from '../../platform/jobs/job-queue.ts';
import { inScope } from '../../platform/org-scope.ts';
import { Kept } from '../../platform/kept.ts';
import { iso, offsetOf, pageOf } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { notify } from '../notifications/index.ts';
import type { OrganizationsService } from '../organizations/index.ts';
import { findUserById, usersWhoMay, type UserScopes } from '../users/index.ts';
import * as repo from './work-queue.repository.ts';

const { queueDecisions, workDeciders, workStep } = workQueueApi;
type DecideBody = EndpointBody<typeof workQueueApi.decideWorkItems>;
type SetSlaBody = EndpointBody<typeof workQueueApi.setSla>;
type ListQuery = EndpointQuery<typeof workQueueApi.listWorkQueue>;
type WorkItem = workQueueApi.WorkItem;

/** The deciders of the items that are pending changes, which expire when read. */
const decidesChanges = [workDeciders.AdminChange, workDeciders.MerchantAccess];

/** Whoever made the item, as the four-eyes rule reads a record. */
const made = (item: Pick<repo.WorkItemRow, 'madeBy'>) => ({ createdBy: item.madeBy });

/** The SLA of a kind of item until someone changes it: hours until due soon, until breached. */
export const DEFAULT_SLA: Record<WorkArea, { dueSoonHours: number; breachHours: number }> = {
  Application: { dueSoonHours: 24, breachHours: 48 },
  Business: { dueSoonHours: 48, breachHours: 72 },
  CardRequisition: { dueSoonHours: 24, breachHours: 48 },
  LimitRequisition: { dueSoonHours: 8, breachHours: 24 },
  AdminChange: { dueSoonHours: 24, breachHours: 48 },
  MerchantAccess: { dueSoonHours: 24, breachHours: 48 },
  // A record on hold waits on a hit: FATF asks that sanctions be applied without delay.
  ScreeningHit: { dueSoonHours: 2, breachHours: 24 },
  ScreeningMatch: { dueSoonHours: 2, breachHours: 24 },
  // A review has two weeks: its due time, after which it escalates, is the breach.
  AccessReview: { dueSoonHours: 240, breachHours: 336 },
  // A review opens 30 days before its day: breached when its day comes and it is still waiting.
  KycReview: { dueSoonHours: 14 * 24, breachHours: 30 * 24 },
};

/** A total counted under an SLA filter stops here (`totalAtLeast`): a page never counts a million. */
export const SLA_COUNT_CAP = 1_000;
const HOUR_MS = 3_600_000;
/** How long a process keeps the organizations and SLAs it read, and between two expiries of changes. */
const KEPT_MS = 5_000;
/** Breaches told per read of a lane, and at most per run of the job. */
const BREACH_BATCH = 200;
const BREACHES_PER_RUN = 1_000;
/** A breach older than this when first seen is part of a backlog, not told one by one. */
const BACKLOG_MS = 7 * 24 * HOUR_MS;

/**
 * One decision on one record, through the area's own service: the same rules, transaction, audit
 * and job as the decision taken on the record's screen.
 */
export type QueueDecider = (
  item: { recordId: string; rowVersion: number; area: WorkArea },
  decision: WorkDecision,
  reason: string | null,
  user: SessionUser,
  by: Actor,
) => Promise<void>;

export interface WorkQueueDeps {
  db: Db;
  scopes: UserScopes;
  organizations: OrganizationsService;
  /** How each kind of item is decided (registered by app.ts from the areas' decision services). */
  deciders: Record<WorkArea, QueueDecider>;
  /**
   * Closes the administration changes past their expiry, which then leave the queue: expiry is
   * applied when changes are read, and the queue reads them too.
   */
  expireChanges: (now: Date) => Promise<void>;
  /** Where a decision that failed unexpectedly is reported. */
  log?: { error(details: object, message: string): void };
}

interface SlaHours {
  dueSoonHours: number;
  breachHours: number;
}

/** A lane of the caller's, with the name of its organization as the items show it. */
type Lane = repo.Lane & { organizationName: string | null };

/**
 * The work queue: what waits on a decision, within the caller's organizations and the kinds they
 * may decide, with its age against the SLA of its kind and organization, who holds it, and the
 * decisions the caller may take on it, one or many at once.
 */
export class WorkQueue {
  // Note: a page of the queue reads neither the organizations, nor the SLAs, nor expires
  // administration changes on every request: each process does it at most once per KEPT_MS
  // (docs/work-queue.md › How the queue is kept and read). A change of SLA on this process applies
  // at once; on another within KEPT_MS. Deciding an expired change is refused whatever the page
  // showed.
  private readonly organizations = new Kept(() => this.d.organizations.every(), KEPT_MS);
  private readonly sla = new Kept(() => repo.slaRows(this.d.db), KEPT_MS);
  private readonly expiry = new Kept((now) => this.d.expireChanges(now), KEPT_MS);

  constructor(private readonly d: WorkQueueDeps) {}

  async list(query: ListQuery, user: SessionUser, now: Date) {
    if (hasPermission(user, decidesChanges)) await this.expiry.get(now);
    const lanes = await this.lanes(user, now, query.area, query.organizationId);
    const window = (lane: Lane) => windowOf(lane, query.slaState);
    const windows = lanes.map((lane) => ({ lane, window: window(lane) }));
    const assigned = assignedOf(query.assignee, user);
    const desc = query.sort?.[0]?.desc ?? false;
    const { rows, total } = await repo.pageOfLanes(
      this.d.db,
      windows,
      assigned,
      { desc, limit: query.size, offset: offsetOf(query.page, query.size) },
      query.slaState ? { kind: 'upTo', cap: SLA_COUNT_CAP } : { kind: 'counted' },
    );
    const items = this.describe(rows, lanes, user, now);
    return pageOf(
      items,
      total,
      query.page,
      query.size,
      query.slaState !== undefined && total >= SLA_COUNT_CAP,
    );
  }

  async count(user: SessionUser, now: Date) {
    const lanes = await this.lanes(user, now);
    return repo.badgeCounts(this.d.db, lanes, user);
  }

  async claim(recordId: string, user: SessionUser, by: Actor): Promise<WorkItem> {
    const { item, lanes } = await this.visible(recordId, user, by.at);
    if (madeBy(made(item), user)) throw fail.rule(messages.workItemYours);
    const held = await this.d.db.transaction(async (tx) => {
      const claimed = await repo.claim(tx, recordId, user.userId, by.at);
      if (claimed && item.assigneeId !== user.userId)
        await this.audit(tx, by, claimed, 'Claimed', user.userName);
      return claimed;
    });
    if (!held) {
      const now = await repo.findItem(this.d.db, recordId);
      const holder = now?.assigneeId ? await this.userName(now.assigneeId) : null;
      throw fail.conflict(fillMessage(messages.workItemClaimed, { userName: holder ?? '' }));
    }
    return this.one(held, lanes, user, by.at);
  }

  async assign(recordId: string, userId: string | null, user: SessionUser, by: Actor): Promise<WorkItem> {
    const { item, lanes } = await this.visible(recordId, user, by.at);
    let assignee: string | null = null;
    if (userId !== null) {
      const able = await this.decidersOf(item);
      assignee = able.find((u) => u.id === userId)?.userName ?? null;
      if (!assignee) throw fail.field('userId', messages.workAssigneeCannotDecide);
    }
    const changed = await this.d.db.transaction(async (tx) => {
      const row = await repo.assign(tx, recordId, userId, by.at);
      if (row) await this.audit(tx, by, row, userId ? 'Assigned' : 'Unassigned', assignee);
      return row;
    });
    return this.one(changed ?? fail.notFound(messages.workItemNotFound).throwIt(), lanes, user, by.at);
  }

  async deciders(recordId: string, user: SessionUser, now: Date) {
    const { item } = await this.visible(recordId, user, now);
    return { items: await this.decidersOf(item) };
  }

  /**
   * One decision on several items. First the whole request is checked: every item known to the
   * caller, and the decision one that each item allows as the caller read it (its rowVersion);
   * otherwise 400 and nothing changes. Then each item is decided on its own, through its area's
   * service; what refuses one (stale, made by the caller, no longer waiting, a rule) is said for
   * it and does not undo the others.
   */
  async decide(body: DecideBody, user: SessionUser, by: Actor) {
    await this.expireChanges(user, by.at);
    const lanes = await this.lanes(user, by.at);
    const ids = body.items.map((i) => i.recordId);
    const [waiting, facts] = await Promise.all([
      repo.findItems(this.d.db, ids),
      repo.recordFacts(this.d.db, ids),
    ]);
    const byId = new Map(waiting.map((w) => [w.recordId, w]));
    const scope = await this.d.scopes.of(user);
    for (const asked of body.items) {
      const item = byId.get(asked.recordId);
      if (item && item.area === asked.area && laneOf(lanes, item)) {
        const fact = facts.get(item.recordId);
        if (
          fact?.rowVersion === asked.rowVersion &&
          !queueDecisions(item.area, item.status).includes(body.decision)
        )
          throw fail.field(
            'decision',
            fillMessage(messages.workDecisionNotAllowed, {
              decision: body.decision,
              area: workAreaTitles[item.area].toLowerCase(),
              status: item.status,
            }),
          );
        continue;
      }
      // Not waiting: a record the caller may see went on (decided meanwhile); anything else is unknown.
      const record = await repo.recordOrganization(this.d.db, asked.area, asked.recordId);
      const seen =
        record &&
        hasPermission(user, workDeciders[asked.area]) &&
        (record.organizationId === null ? scope.all : inScope(scope, record.organizationId));
      if (!seen)
        throw fail.field('items', fillMessage(messages.workUnknownItem, { recordId: asked.recordId }));
    }
    const reason = body.reason?.trim() || null;
    const results: { recordId: string; outcome: WorkOutcome; message: string }[] = [];
    for (const asked of body.items) {
      if (!byId.has(asked.recordId)) {
        results.push({ recordId: asked.recordId, outcome: 'notWaiting', message: messages.workNotWaiting });
        continue;
      }
      results.push({
        recordId: asked.recordId,
        ...(await this.decideOne(asked, body.decision, reason, user, by)),
      });
    }
    return { results };
  }

  async listSla(user: SessionUser) {
    const stored = await repo.slaRows(this.d.db);
    const organizations = await this.d.organizations.list(user);
    const scope = await this.d.scopes.of(user);
    const areas = hasPermission(user, P.EditWorkSla)
      ? workAreas
      : workAreas.filter((a) => hasPermission(user, workDeciders[a]));
    const places: { id: string | null; name: string | null }[] = [
      ...organizations.map((o) => ({ id: o.id, name: o.name })),
      ...(scope.all ? [{ id: null, name: null }] : []),
    ];
    const items = areas.flatMap((area) =>
      places
        // Administration changes have one SLA, head office's, whatever their organization.
        .filter((o) => (area === 'AdminChange') === (o.id === null))
        .map((o) => {
          const row = stored.find((s) => s.area === area && s.organizationId === o.id);
          return {
            area,
            organizationId: o.id,
            organizationName: o.name,
            dueSoonHours: row?.dueSoonHours ?? DEFAULT_SLA[area].dueSoonHours,
            breachHours: row?.breachHours ?? DEFAULT_SLA[area].breachHours,
            isDefault: !row,
            updatedBy: row?.updatedBy ?? null,
            updatedAt: row ? iso(row.updatedAt) : null,
          };
        }),
    );
    return { items };
  }

  async setSla(body: SetSlaBody, user: SessionUser, by: Actor) {
    const scope = await this.d.scopes.of(user);
    if (body.area === 'AdminChange') {
      if (!scope.all) throw fail.rule(messages.slaHeadOfficeOnly);
      if (body.organizationId !== null) throw fail.field('organizationId', messages.slaOneForAdminChanges);
    } else if (body.organizationId === null)
      throw fail.field('organizationId', messages.organizationRequired);
    else await this.d.scopes.requireVisible(user, body.organizationId);
    const before = (await this.listSla(user)).items.find(
      (s) => s.area === body.area && s.organizationId === body.organizationId,
    );
    if (!before) throw fail.notFound();
    await this.d.db.transaction(async (tx) => {
      await repo.saveSla(tx, {
        area: body.area,
        organizationId: body.organizationId,
        dueSoonHours: body.dueSoonHours,
        breachHours: body.breachHours,
        updatedBy: by.userName,
        updatedAt: by.at,
      });
      await recordActivity(tx, by, {
        type: 'WorkSla',
        event: 'Changed',
        remarks: before.organizationName
          ? fillMessage(messages.workSlaOfOrganization, {
              area: workAreaTitles[body.area],
              organization: before.organizationName,
            })
          : workAreaTitles[body.area],
        organizationId: body.organizationId,
        targetType: 'WorkSla',
        targetId: `${body.area}:${body.organizationId ?? 'none'}`,
        changes: fieldChanges(
          { dueSoonHours: before.dueSoonHours, breachHours: before.breachHours },
          { dueSoonHours: body.dueSoonHours, breachHours: body.breachHours },
        ),
      });
    });
    this.sla.forget();
    // What was saved, as the list reads it: no second read of every SLA and organization.
    return {
      ...before,
      dueSoonHours: body.dueSoonHours,
      breachHours: body.breachHours,
      isDefault: false,
      updatedBy: by.userName,
      updatedAt: iso(by.at),
    };
  }

  /** The SLA hours of every lane of the bank, stored or default, read afresh (for the breach job). */
  private async slaHours(): Promise<(area: WorkArea, organizationId: string | null) => SlaHours> {
    return hoursOf(await repo.slaRows(this.d.db));
  }

  /**
   * When an item of `area` that waits from `since` breaches its SLA in an organization, as stored
   * now or by default: an access review's due time.
   */
  async deadlines(area: WorkArea, since: Date): Promise<(organizationId: string | null) => Date> {
    const hours = await this.slaHours();
    return (organizationId) => new Date(since.getTime() + hours(area, organizationId).breachHours * HOUR_MS);
  }

  /** The scheduled job that tells breaches (the upkeep's schedule, UPKEEP_CRON). */
  readonly breachJob: JobHandler<object> = {
    run: async (_payload, attempt) => {
      await this.noteBreaches(attempt.at);
    },
  };

  /**
   * Tells each breach once: an activity event on the record, and a notification to its assignee,
   * or to everyone who may decide it when nobody holds it. Several processes running it at once
   * tell each breach once (the mark is taken from unmarked only).
   */
  async noteBreaches(at: Date): Promise<number> {
    const hours = await this.slaHours();
    let told = 0;
    await this.d.expireChanges(at);
    for (const { area, organizationId } of await repo.occupiedLanes(this.d.db)) {
      const sla = hours(area, organizationId);
      const breachBefore = new Date(at.getTime() - sla.breachHours * HOUR_MS);
      await this.noteBacklog(area, organizationId, new Date(breachBefore.getTime() - BACKLOG_MS), at);
      const lane = { area, organizationId, breachBefore };
      // A run tells a bounded number, so that it ends well within a shutdown's grace; the next
      // run goes on where it stopped.
      while (told < BREACHES_PER_RUN) {
        const batch = await repo.untoldBreaches(this.d.db, lane, BREACH_BATCH);
        for (const item of batch) if (await this.tellBreach(item, sla.breachHours, at)) told++;
        if (batch.length < BREACH_BATCH) break;
      }
    }
    return told;
  }

  /**
   * Breaches older than a week when first seen (a backlog from before the queue was installed,
   * or from a time no process ran) are marked told together, with one activity event for the
   * lane, rather than told one by one: nobody acts on a flood of stale notices.
   */
  private async noteBacklog(area: WorkArea, organizationId: string | null, before: Date, at: Date) {
    await this.d.db.transaction(async (tx) => {
      const marked = await repo.noteBreachesBefore(tx, { area, organizationId }, before, at);
      if (marked === 0) return;
      await recordActivity(
        tx,
        { userName: 'system', at },
        {
          type: 'WorkItem',
          event: 'SlaBacklog',
          remarks: fillMessage(messages.slaBacklog, { count: String(marked), area: workAreaTitles[area] }),
          organizationId,
        },
      );
    });
  }

  private async tellBreach(item: repo.WorkItemRow, breachHours: number, at: Date): Promise<boolean> {
    const [fact] = (await repo.recordFacts(this.d.db, [item.recordId])).values();
    const to = item.assigneeId ? [item.assigneeId] : (await this.decidersOf(item)).map((u) => u.id);
    const area = item.area;
    const step = workStep(area, item.status).toLowerCase();
    return this.d.db.transaction(async (tx) => {
      if (!(await repo.noteBreach(tx, item.recordId, at))) return false;
      await notify(
        tx,
        to,
        {
          kind: 'SlaBreached',
          title: fillMessage(messages.slaBreachedTitle, { area: workAreaTitles[area] }),
          body: fillMessage(messages.slaBreachedBody, {
            record: fact?.recordName ?? item.recordId,
            hours: String(breachHours),
            step,
          }),
          link: `/work?area=${area}&slaState=Breached`,
        },
        at,
      );
      await recordActivity(
        tx,
        { userName: 'system', at },
        {
          type: 'WorkItem',
          event: 'SlaBreached',
          remarks: fillMessage(messages.labelled, {
            label: workAreaTitles[area],
            value: fact?.recordName ?? item.recordId,
          }),
          organizationId: item.organizationId,
          targetType: area,
          targetId: item.recordId,
        },
      );
      return true;
    });
  }

  /** The people who may decide an item: its deciders in its organization, but not its maker. */
  async decidersOf(item: Pick<repo.WorkItemRow, 'area' | 'organizationId' | 'madeBy'>) {
    const able = await usersWhoMay(this.d.db, workDeciders[item.area], item.organizationId);
    return able.filter((u) => !madeBy(made(item), u));
  }

  private async decideOne(
    asked: DecideBody['items'][number],
    decision: WorkDecision,
    reason: string | null,
    user: SessionUser,
    by: Actor,
  ): Promise<{ outcome: WorkOutcome; message: string }> {
    try {
      await this.d.deciders[asked.area](asked, decision, reason, user, by);
      return { outcome: 'done', message: decision === 'complete' ? messages.workQueued : messages.workDone };
    } catch (error) {
      if (!(error instanceof AppError)) {
        this.d.log?.error({ err: error, recordId: asked.recordId }, 'work queue decision failed');
        return { outcome: 'refused', message: messages.unprecedented };
      }
      return { outcome: outcomeOf(error), message: error.message };
    }
  }

  /**
   * Expiry of administration changes is applied when they are read: the list and the decisions
   * apply it; the badge, polled by every checker, does not (the breach job applies it too, so a
   * badge counts an expired change a few minutes at most).
   */
  private async expireChanges(user: SessionUser, now: Date) {
    if (hasPermission(user, decidesChanges)) await this.d.expireChanges(now);
  }

  /** The lanes the caller may work in: the kinds they decide, in the organizations they see. */
  private async lanes(
    user: SessionUser,
    now: Date,
    area?: WorkArea,
    organizationId?: string,
  ): Promise<Lane[]> {
    const scope = await this.d.scopes.of(user);
    const organizations = (await this.organizations.get(now)).filter((o) => inScope(scope, o.id));
    const hours = hoursOf(await this.sla.get(now));
    const places: { id: string | null; name: string | null }[] = [
      ...organizations.map((o) => ({ id: o.id, name: o.name })),
      ...(scope.all ? [{ id: null, name: null }] : []),
    ];
    return workAreas
      .filter((a) => (area ? a === area : true) && hasPermission(user, workDeciders[a]))
      .flatMap((a) =>
        places
          .filter((o) => (organizationId ? o.id === organizationId : true))
          // Of no organization: administration changes, and access reviews of head office's staff.
          .filter((o) => o.id !== null || a === 'AdminChange' || a === 'AccessReview')
          .map((o) => {
            const sla = hours(a, o.id);
            return {
              area: a,
              organizationId: o.id,
              organizationName: o.name,
              dueSoonBefore: new Date(now.getTime() - sla.dueSoonHours * HOUR_MS),
              breachBefore: new Date(now.getTime() - sla.breachHours * HOUR_MS),
            };
          }),
      );
  }

  /** An item in the caller's lanes, or 404: one outside them does not exist for the caller. */
  private async visible(recordId: string, user: SessionUser, now: Date) {
    const lanes = await this.lanes(user, now);
    const item = await repo.findItem(this.d.db, recordId);
    if (!item || !laneOf(lanes, item)) throw fail.notFound(messages.workItemNotFound);
    return { item, lanes };
  }

  private async one(row: repo.WorkItemRow, lanes: Lane[], user: SessionUser, now: Date) {
    const [facts, assigneeName] = await Promise.all([
      repo.recordFacts(this.d.db, [row.recordId]),
      row.assigneeId ? this.userName(row.assigneeId) : null,
    ]);
    const [item] = this.describe(
      [{ ...row, facts: facts.get(row.recordId) ?? null, assigneeName }],
      lanes,
      user,
      now,
    );
    return item ?? fail.notFound(messages.workItemNotFound).throwIt();
  }

  /** The items as the caller reads them: the record's facts, the SLA, and what they may decide. */
  private describe(rows: repo.PageRow[], lanes: Lane[], user: SessionUser, now: Date): WorkItem[] {
    return rows.flatMap((row) => {
      const fact = row.facts;
      const lane = laneOf(lanes, row);
      if (!fact || !lane) return [];
      const step = workStep(row.area, row.status);
      const blockedBecause = this.blocked(row, fact, user, step);
      const area = row.area;
      const dueSoonAt = new Date(row.waitingSince.getTime() + (now.getTime() - lane.dueSoonBefore.getTime()));
      const breachAt = new Date(row.waitingSince.getTime() + (now.getTime() - lane.breachBefore.getTime()));
      return [
        {
          area,
          recordId: row.recordId,
          rowVersion: fact.rowVersion,
          status: row.status,
          step,
          recordName: fact.kind
            ? fillMessage(messages.labelled, {
                label: adminChangeKindTitles[fact.kind as AdminChangeKind],
                value: fact.recordName,
              })
            : area === 'CardRequisition' || area === 'LimitRequisition'
              ? fillMessage(messages.workRecordAccount, { account: fact.recordName })
              : fact.recordName,
          customerId: fact.customerId,
          accountNumber: fact.accountNumber,
          organizationId: row.organizationId,
          organizationName: lane.organizationName,
          madeBy: row.madeBy,
          waitingSince: iso(row.waitingSince),
          ageSeconds: Math.max(0, Math.floor((now.getTime() - row.waitingSince.getTime()) / 1000)),
          slaState: slaStateOf(row.waitingSince, lane),
          dueSoonAt: iso(dueSoonAt),
          breachAt: iso(breachAt),
          assignee: row.assigneeId ? { id: row.assigneeId, userName: row.assigneeName ?? '' } : null,
          decisions: blockedBecause ? [] : queueDecisions(area, row.status),
          blockedBecause,
        },
      ];
    });
  }

  /** Why the caller cannot decide the item from the queue, or null. */
  private blocked(row: repo.WorkItemRow, fact: repo.RecordFacts, user: SessionUser, step: string) {
    // Note: four eyes. Whoever made an item never decides it; nor a change to their own account.
    if (madeBy(made(row), user) || (user.actor && madeBy(made(row), user.actor)))
      return messages.workItemYours;
    if (fact.targetType === 'User' && fact.targetId === (user.actor?.userId ?? user.userId))
      return messages.adminChangeAboutYou;
    if (fact.awaitingCore) return messages.alreadyAtCore;
    if (queueDecisions(row.area, row.status).length === 0)
      return fillMessage(messages.workItemOpenIt, { step: step.toLowerCase() });
    return null;
  }

  private async userName(id: string): Promise<string | null> {
    return (await findUserById(this.d.db, id))?.userName ?? null;
  }

  /** Claims and assignments are kept in the activity report, on the item's record. */
  private audit(exec: Executor, by: Actor, row: repo.WorkItemRow, event: ActivityEvent, to: string | null) {
    return recordActivity(exec, by, {
      type: 'WorkItem',
      event,
      remarks: to
        ? fillMessage(messages.workItemHandedTo, { area: workAreaTitles[row.area], userName: to })
        : workAreaTitles[row.area],
      organizationId: row.organizationId,
      targetType: row.area,
      targetId: row.recordId,
    });
  }
}

/** The SLA hours of a lane, from the stored rows or the product's default. */
const hoursOf =
  (stored: repo.SlaRow[]) =>
  (area: WorkArea, organizationId: string | null): SlaHours => {
    const place = area === 'AdminChange' ? null : organizationId;
    return stored.find((s) => s.area === area && s.organizationId === place) ?? DEFAULT_SLA[area];
  };

/** The lane an item belongs to among the caller's, if any. */
const laneOf = <L extends repo.Lane>(
  lanes: readonly L[],
  item: Pick<repo.WorkItemRow, 'area' | 'organizationId'>,
): L | undefined => lanes.find((l) => l.area === item.area && l.organizationId === item.organizationId);

export function slaStateOf(
  waitingSince: Date,
  lane: Pick<repo.Lane, 'dueSoonBefore' | 'breachBefore'>,
): SlaState {
  if (waitingSince.getTime() <= lane.breachBefore.getTime()) return 'Breached';
  if (waitingSince.getTime() <= lane.dueSoonBefore.getTime()) return 'DueSoon';
  return 'Within';
}

/** The waiting times an SLA state keeps in a lane. */
function windowOf(lane: Lane, state: SlaState | undefined): repo.Window {
  if (state === 'Breached') return { after: null, upTo: lane.breachBefore };
  if (state === 'DueSoon') return { after: lane.breachBefore, upTo: lane.dueSoonBefore };
  if (state === 'Within') return { after: lane.dueSoonBefore, upTo: null };
  return { after: null, upTo: null };
}

function assignedOf(assignee: ListQuery['assignee'], user: SessionUser): repo.Assigned {
  if (assignee === 'me') return { kind: 'to', userId: user.userId };
  if (assignee === 'unassigned') return { kind: 'unassigned' };
  return { kind: 'anyone' };
}

/** What a refusal of the area's service means for the item. */
function outcomeOf(error: AppError): WorkOutcome {
  if (error.code === 'conflict') return 'stale';
  if (error.code === 'not_found') return 'notWaiting';
  const own: string[] = [
    messages.ownApplicationStatus,
    messages.ownBusinessStatus,
    messages.ownRequisition,
    messages.ownAdminChange,
    messages.adminChangeAboutYou,
    messages.ownAccessReview,
    messages.reviewOwn,
  ];
  if (own.includes(error.message)) return 'madeByYou';
  if (
    error.message === messages.adminChangeDecided ||
    error.message === messages.adminChangeExpired ||
    error.message === messages.accessReviewDecided
  )
    return 'notWaiting';
  return 'refused';
}
