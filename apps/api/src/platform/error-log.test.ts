import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { endpoint, messages, publicAccess } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../db/client.ts';
import { personalDataIn } from '../test/personal-data.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { recordActivity } from './audit.ts';
import { AppError } from '../kernel/errors.ts';
import { route } from '../kernel/routes.ts';

const phone = '+252615557788';
const otherPhone = '+252617770011';
const email = 'hawa.farah@example.so';
const documentNo = 'P7783341';
const personal = [phone, otherPhone, email, documentNo, phone.slice(1)];

const failing = (name: string) =>
  endpoint({
    method: 'POST',
    path: `Failing/${name}`,
    summary: name,
    tags: ['Test'],
    access: publicAccess,
    response: z.object({}),
    success: 201,
  });

let t: TestApp;
/** A second contact with a phone already held: the server's detail would quote it. */
const duplicateContact = () =>
  t.database.db.execute(
    sql`insert into contacts (mobile, email, document_no) values (${phone}, ${email}, ${documentNo})`,
  );

beforeAll(async () => {
  t = await createTestApp({
    deps: {
      extraRoutes: [
        route(failing('Duplicate'), async () => {
          await duplicateContact();
          return {};
        }),
        // An audited change whose before and after hold a phone and an e-mail, refused for its
        // organization: PostgreSQL's message quotes the value it could not read.
        route(failing('Audit'), async () => {
          await recordActivity(
            t.database.db,
            { userName: 'officer', at: t.clock.now() },
            {
              type: 'Customer',
              event: 'Updated',
              organizationId: documentNo,
              changes: [
                { field: 'mobile', old: phone, new: otherPhone },
                { field: 'email', old: null, new: email },
              ],
            },
          );
          return {};
        }),
        route(failing('Unavailable'), async () => {
          const cause = await duplicateContact().then(
            () => null,
            (err: unknown) => err,
          );
          throw new AppError('unavailable', messages.unavailable, undefined, undefined, cause);
        }),
      ],
    },
  });
  await t.database.db.execute(sql`create table contacts (mobile text unique, email text, document_no text)`);
  await duplicateContact();
});
afterAll(() => t.close());

interface LoggedLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: { type: string; code?: string; statement?: string; constraint?: string; cause?: LoggedLine['err'] };
}

const linesSince = (from: number): LoggedLine[] =>
  t.logs
    .slice(from)
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LoggedLine);

describe('error lines', () => {
  it('name the failed statement, its SQLSTATE and the request, never the values it was given', async () => {
    const from = t.logs.length;
    const answers = [];
    for (const name of ['Duplicate', 'Audit', 'Unavailable'])
      answers.push(await t.app.inject({ method: 'POST', url: `/api/api/Failing/${name}` }));
    expect(answers.map((a) => a.statusCode)).toEqual([500, 500, 503]);

    const text = t.logs.slice(from).join('');
    expect(personalDataIn(text, personal)).toEqual([]);
    expect(text).not.toMatch(/Key \(|params:|values \(/);

    const errors = linesSince(from).filter((l) => l.err);
    expect(errors.map((l) => [l.msg, l.err?.statement, l.err?.cause?.code])).toEqual([
      ['unexpected failure', 'insert into contacts', '23505'],
      ['unexpected failure', 'insert into activity_events', '22P02'],
      ['service unavailable', 'insert into contacts', '23505'],
    ]);
    expect(errors[0]?.err?.cause?.constraint).toBe('contacts_mobile_key');
    expect(errors.map((l) => l.reqId)).toEqual(answers.map((a) => a.headers['x-request-id']));
  });

  it('of a job that failed, and the failure the queue keeps, hold no value either', async () => {
    t.jobs.handle('purge-expired', { run: () => duplicateContact().then(() => undefined) });
    const from = t.logs.length;
    await t.jobs.sendUpkeep('purge-expired');
    expect(await t.jobs.runDue()).toBe(1);

    const failed = linesSince(from).filter((l) => l.msg === 'job attempt failed');
    expect(failed.map((l) => [l.err?.statement, l.err?.cause?.code])).toEqual([
      ['insert into contacts', '23505'],
    ]);
    expect(personalDataIn(t.logs.slice(from).join(''), personal)).toEqual([]);
    const kept = await queryRows<{ output: unknown }>(
      t.database.db,
      sql`select output from pgboss.job where name = 'purge-expired' and state = 'retry'`,
    );
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept[0]?.output)).toContain('insert into contacts');
    expect(personalDataIn(JSON.stringify(kept), personal)).toEqual([]);
  });
});

describe('a rejection nobody handled', () => {
  it('ends the process with a line that names the failure, not its values', () => {
    const failures = path.join(import.meta.dirname, 'process-failures.ts');
    // A failed statement as drizzle reports it, with a phone among its parameters.
    const script = `
      const { exitOnUnhandledFailures } = await import(${JSON.stringify(failures)});
      exitOnUnhandledFailures();
      const cause = Object.assign(new Error('duplicate key value violates unique constraint "contacts_mobile_key"'),
        { severity: 'ERROR', code: '23505', detail: 'Key (mobile)=(${phone}) already exists.' });
      const failed = Object.assign(new Error('Failed query: insert into contacts (mobile) values ($1)\\nparams: ${phone}'),
        { query: 'insert into contacts (mobile) values ($1)', params: ['${phone}'], cause });
      Promise.reject(failed);`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(personalDataIn(run.stderr + run.stdout, personal)).toEqual([]);
    const line = JSON.parse(run.stderr.trim().split('\n').at(-1) ?? '{}') as LoggedLine;
    expect([line.msg, line.err?.statement, line.err?.cause?.code]).toEqual([
      'unhandled rejection',
      'insert into contacts',
      '23505',
    ]);
  });
});
