import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../kernel/clock.ts';
import { JobQueue } from '../platform/jobs/job-queue.ts';
import { firstSignIn, seed, tokenFor } from '../test/auth-helpers.ts';
import { DAHAB_SPEC, makeFixtures } from '../test/scope-fixtures.ts';
import { createTestApp, testConfig, type TestApp } from '../test/test-app.ts';
import { openDatabase, queryRows, type DatabaseOptions } from './client.ts';

const serverUrl = process.env.DATABASE_URL;
const suffix = randomBytes(5).toString('hex');
const names = {
  db: `roles_${suffix}`,
  owner: `owner_${suffix}`,
  app: `app_${suffix}`,
  member: `member_${suffix}`,
};
const urlAs = (user: string) => {
  const url = new URL(serverUrl ?? 'postgres://localhost');
  url.username = user;
  url.pathname = `/${names.db}`;
  return url.toString();
};

async function runAs(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * What the serving role gets when it tries: PostgreSQL's SQLSTATE and message, or null when it
 * was let. The audit's triggers refuse with the same SQLSTATE (42501), so the message tells
 * whether the privilege was missing or a trigger stopped it.
 */
async function attempt(client: pg.Client, statement: string): Promise<string | null> {
  await client.query('savepoint attempt');
  return client.query(statement).then(
    () => client.query('release savepoint attempt').then(() => null),
    async (err: { code?: string; message?: string }) => {
      await client.query('rollback to savepoint attempt');
      return `${err.code}: ${err.message}`;
    },
  );
}

const install: DatabaseOptions['install'] = (owner) =>
  JobQueue.install(owner, testConfig().jobs, systemClock);
const AUDIT_TABLES = [
  'activity_events',
  'application_history',
  'business_history',
  'card_requisition_remarks',
];

describe.skipIf(!serverUrl)('a PostgreSQL server served as a role that owns nothing', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The set-up of docs/operations.md: the owner owns the database, the serving role logs in.
    await runAs(serverUrl!, [
      `create role ${names.owner} login`,
      `create role ${names.app} login`,
      `create database ${names.db} owner ${names.owner}`,
      `revoke all on database ${names.db} from public`,
      `grant connect, temporary on database ${names.db} to ${names.app}`,
    ]);
    const database = await openDatabase({
      url: urlAs(names.app),
      migrationUrl: urlAs(names.owner),
      install,
      poolSize: 5,
    });
    t = await createTestApp({ database });
    await seed(t);
  }, 240_000);

  afterAll(async () => {
    await t?.close();
    await runAs(serverUrl!, [
      `drop database if exists ${names.db} with (force)`,
      ...[names.member, names.app, names.owner].map((role) => `drop role if exists ${role}`),
    ]);
  });

  it('serves: the demo seeded, a first sign-in, records and documents made through the API, the jobs and the upkeep run', async () => {
    const [who] = await queryRows<{ role: string }>(t.database.db, sql`select current_user as role`);
    expect(who?.role).toBe(names.app);
    await firstSignIn(t, 'admin');
    const [officer, admin] = await Promise.all([tokenFor(t, 'officer'), tokenFor(t, 'admin')]);
    const made = await makeFixtures(t, DAHAB_SPEC, { maker: officer, admin });
    expect(made.application.id).toBeTruthy();
    for (const kind of ['purge-expired', 'sweep-files', 'merge-counts', 'note-sla-breaches'] as const)
      await t.jobs.sendUpkeep(kind);
    await t.jobs.runDue();
    const failed = await queryRows<{ name: string }>(
      t.database.db,
      sql`select name from pgboss.job where state in ('retry', 'failed')`,
    );
    expect(failed).toEqual([]);
  });

  it('cannot disable the audit’s triggers, nor update, delete or truncate activity events and histories', async () => {
    const client = new pg.Client({ connectionString: urlAs(names.app) });
    await client.connect();
    try {
      const counts = () =>
        Promise.all(
          AUDIT_TABLES.map(
            async (table) =>
              (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n ?? 0,
          ),
        );
      const before = await counts();
      expect(before.every((n) => n > 0)).toBe(true);
      await client.query('begin');
      const refused: Record<string, string | null> = {};
      for (const table of AUDIT_TABLES)
        for (const statement of [
          `alter table ${table} disable trigger all`,
          `alter table ${table} disable trigger ${table}_append_only`,
          `drop trigger ${table}_no_truncate on ${table}`,
          `update ${table} set created_by = 'someone else'`,
          `delete from ${table}`,
          `truncate ${table}`,
          `alter table ${table} owner to ${names.app}`,
        ])
          refused[statement] = await attempt(client, statement);
      for (const statement of [
        `create table public.shadow (id int)`,
        `create schema shadow`,
        `create function public.shadow() returns int language sql as 'select 1'`,
        `set role ${names.owner}`,
      ])
        refused[statement] = await attempt(client, statement);
      await client.query('rollback');
      // Refused for want of the privilege or of ownership, before any trigger has to.
      const notRefused = Object.entries(refused).filter(
        ([, why]) => !/^42501: (permission denied|must be owner|must be able to SET ROLE)/.test(why ?? ''),
      );
      expect(notRefused).toEqual([]);
      const privileges = await client.query<{ table: string; rights: string[] }>(
        `select t as table, array(select p from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE',
           'REFERENCES', 'TRIGGER']) p where has_table_privilege(t, p)) as rights from unnest($1::text[]) t`,
        [AUDIT_TABLES],
      );
      expect(privileges.rows).toEqual(AUDIT_TABLES.map((table) => ({ table, rights: ['SELECT', 'INSERT'] })));
      expect(Object.keys(refused)).toHaveLength(AUDIT_TABLES.length * 7 + 4);
      expect(await counts()).toEqual(before);
    } finally {
      await client.end();
    }
  });

  it('refuses to serve as a superuser or as a member of the owner’s role', async () => {
    await runAs(serverUrl!, [`create role ${names.member} login in role ${names.owner}`]);
    const superuser = new URL(serverUrl!);
    superuser.pathname = `/${names.db}`;
    for (const [url, why] of [
      [superuser.toString(), 'is a superuser'],
      [urlAs(names.member), 'is a member of the owner role'],
    ] as const)
      await expect(openDatabase({ url, migrationUrl: urlAs(names.owner), poolSize: 1 })).rejects.toThrow(
        `DATABASE_URL: its role ${new URL(url).username} ${why}`,
      );
  });
});
