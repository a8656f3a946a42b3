import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.ts';
import type { OrgFixture } from './scope-fixtures.ts';

// What the scope walk looks for: another organization's texts in an answer, and, after the walk,
// its text messages, its rows and the walker's activity in it.

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The first of the fixtures' texts found in `text`: the mark in any case and anywhere (it is in
 * emails too), the others as whole words (a user name `officer` is not part of `salaam.officer`).
 */
export function leakIn(o: OrgFixture, text: string): string | undefined {
  const edge = '[A-Za-z0-9._@+-]';
  const whole = o.markers.filter((m) => m !== o.spec.mark).map((m) => `(?<!${edge})${escape(m)}(?!${edge})`);
  return (new RegExp(escape(o.spec.mark), 'i').exec(text) ?? new RegExp(whole.join('|')).exec(text))?.[0];
}

/** The organization's text messages: sent in its name or to one of its phones. */
export async function smsCount(db: Executor, o: OrgFixture): Promise<number> {
  const tails = [o.customer.mobile, o.owner.mobile, o.merchant.phone, o.spec.core.phone].map((p) =>
    p.replace(/\D/g, '').slice(-9),
  );
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from core.sms_outbox
        where org_id = ${o.orgId} or right(regexp_replace(phone, '\\D', '', 'g'), 9) in ${tails}`,
  );
  return row?.n ?? 0;
}

/** One digest of every row of the organization a request could change, the core's included. */
export async function checksum(db: Executor, o: OrgFixture): Promise<string> {
  const org = o.orgId;
  const of = (table: string, where: string, row = 'x::text') =>
    `(select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) from ${table} x where ${where})`;
  const apps = `application_id in (select id from applications where organization_id = '${org}')`;
  const biz = `business_id in (select id from businesses where organization_id = '${org}')`;
  const parts = [
    of('customers', `organization_id = '${org}'`),
    of('documents', `customer_id in (select id from customers where organization_id = '${org}')`),
    of('applications', `organization_id = '${org}'`),
    of('application_history', apps),
    of('application_missing_documents', apps),
    of('businesses', `organization_id = '${org}'`),
    of('business_owners', biz),
    of('business_documents', biz),
    of('business_history', biz),
    of('business_missing_documents', biz),
    of('merchants', `organization_id = '${org}'`),
    of('merchant_codes', `organization_id = '${org}'`),
    of('card_requisitions', `organization_id = '${org}'`),
    of(
      'card_requisition_remarks',
      `requisition_id in (select id from card_requisitions where organization_id = '${org}')`,
    ),
    of('otps', `organization_id = '${org}'`),
    // The walkers' own language is theirs to set, whatever the route's sample: not another's row.
    of(
      'users',
      `id in (select user_id from user_branches where organization_id = '${org}')`,
      `(to_jsonb(x) - 'language')::text`,
    ),
    of('user_branches', `organization_id = '${org}'`),
    of('core.customers', `org_id = '${org}'`),
    of('core.accounts', `org_id = '${org}'`),
    of('core.cards', `org_id = '${org}'`),
    of('core.card_orders', `org_id = '${org}'`),
    of('core.card_limits', `card_id in (select id from core.cards where org_id = '${org}')`),
    of('core.mbanking_users', `org_id = '${org}'`),
    of(
      'core.mbanking_otp_resends',
      `user_id in (select user_id from core.mbanking_users where org_id = '${org}')`,
    ),
  ];
  const [row] = await queryRows<{ sum: string }>(db, sql.raw(`select md5(${parts.join(` || `)}) as sum`));
  return row?.sum ?? '';
}

/** The activity `userName` wrote in the organization. */
export async function eventsIn(db: Executor, o: OrgFixture, userName: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from activity_events
        where organization_id = ${o.orgId} and lower(created_by) = lower(${userName})`,
  );
  return row?.n ?? 0;
}
