import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedClient } from './embedded-client.ts';
import { EmbeddedHere, type EmbeddedStart } from './embedded-open.ts';
import { MAX_PREPARED } from './embedded-plans.ts';
import { EmbeddedThread } from './embedded-thread.ts';

// Every case runs with the database on a thread of its own, as the API runs it, and on this one.
describe.each([
  ['on its own thread', (start: EmbeddedStart) => EmbeddedThread.start(start)],
  ["on the caller's thread", (start: EmbeddedStart) => EmbeddedHere.start(start)],
])('the embedded database %s', (_, open) => {
  const onThread = async (snapshot?: Blob) => new EmbeddedClient(await open({ dir: 'memory', snapshot }));

  // Two databases with the same rows: PGlite as it runs statements, and our client.
  let plain: PGlite;
  let ours: EmbeddedClient;

  const setUp = `
  create table things (id int primary key, name text not null, tags text[], seen timestamptz, extra jsonb);
  insert into things values
    (1, 'one', '{a,b}', '2026-01-02T03:04:05.678Z', '{"k":1}'),
    (2, 'two', null, null, null);`;

  beforeAll(async () => {
    plain = new PGlite();
    ours = await onThread();
    for (const db of [plain, ours]) await db.exec(setUp);
  });
  afterAll(async () => {
    await plain.close();
    await ours.close();
  });

  const ask =
    'select id, name, tags, seen, extra from things where id = any($1::int[]) or name = $2 order by id';

  describe('its statements, each prepared once', () => {
    it('answers as PGlite does, whatever the values, row mode and parsers', async () => {
      for (const params of [
        [[1], 'two'],
        [[], 'none'],
        [[2], null],
      ]) {
        expect(await ours.query(ask, params)).toEqual(await plain.query(ask, params));
      }
      const options = { rowMode: 'array' as const, parsers: { 1184: (v: string) => `at ${v}` } };
      expect(await ours.query(ask, [[1], null], options)).toEqual(
        await plain.query(ask, [[1], null], options),
      );
      const held = await ours.query(
        "select statement from pg_prepared_statements where name like 'prepared_%'",
      );
      expect(held.rows).toContainEqual({ statement: ask });
    });

    it('answers writes, empty texts, other scripts and statements without rows as PGlite does', async () => {
      const statements: [string, unknown[]][] = [
        ['update things set name = name where id = any($1::int[])', [[1, 2]]],
        ['delete from things where id = $1', [99]],
        ["select '' as empty, null::text as nothing, $1::text as word, 'x' as \"ναι\"", ['Cabdi Xasan 🌍']],
        ['select id from things where id = $1', [99]],
        ['set local statement_timeout = 0', []],
      ];
      for (const [text, params] of statements) {
        expect(await ours.query(text, params)).toEqual(await plain.query(text, params));
      }
    });

    it('refuses at the commit a deferred check refuses there, as PGlite does', async () => {
      const table = `create table pairs (id int primary key, other int references pairs (id) deferrable initially deferred)`;
      for (const db of [plain, ours]) await db.exec(table);
      const insert = 'insert into pairs values ($1, $2)';
      const refusals = await Promise.all(
        [plain, ours].map((db) => db.query(insert, [1, 2]).catch((e: unknown) => e)),
      );
      expect(refusals[1]).toMatchObject({ code: '23503' });
      expect(refusals[1]).toMatchObject({ code: (refusals[0] as { code: string }).code });
      expect((await ours.query('select count(*)::int as n from pairs')).rows).toEqual([{ n: 0 }]);
    });

    it('reports an error as PGlite does and goes on', async () => {
      const insert = 'insert into things (id, name) values ($1, $2)';
      const refused = await ours.query(insert, [1, 'again']).catch((e: unknown) => e);
      expect(refused).toMatchObject({ code: '23505' });
      expect((await ours.query('select count(*)::int as n from things')).rows).toEqual([{ n: 2 }]);
      await expect(ours.query('select 1 / $1::int', [0])).rejects.toMatchObject({ code: '22012' });
      expect((await ours.query('select 1 / $1::int as x', [1])).rows).toEqual([{ x: 1 }]);
    });

    it('runs in transactions, whose rollback undoes what prepared statements wrote', async () => {
      const insert = 'insert into things (id, name) values ($1, $2) returning id';
      await ours
        .transaction(async (tx) => {
          expect((await tx.query(insert, [10, 'ten'])).rows).toEqual([{ id: 10 }]);
          throw new Error('undo');
        })
        .catch(() => undefined);
      await ours.transaction(async (tx) => {
        await tx.query(insert, [11, 'eleven']);
      });
      const ids = await ours.query<{ id: number }>('select id from things where id >= $1 order by id', [10]);
      expect(ids.rows).toEqual([{ id: 11 }]);
      await ours.query('delete from things where id >= $1', [10]);
    });

    it('closes the least recently run past the bound and prepares it again when asked', async () => {
      const first = 'select $1::int + 0 as n';
      expect((await ours.query(first, [1])).rows).toEqual([{ n: 1 }]);
      for (let i = 1; i <= MAX_PREPARED; i++) await ours.query(`select $1::int + ${i} as n`, [1]);
      const held = await ours.query<{ n: number }>(
        "select count(*)::int as n from pg_prepared_statements where name like 'prepared_%'",
      );
      expect(held.rows[0]?.n).toBe(MAX_PREPARED);
      expect((await ours.query(first, [2])).rows).toEqual([{ n: 2 }]);
    });

    it('prepares a statement again once its rows changed shape', async () => {
      const all = 'select * from things where id = $1';
      await ours.query(all, [1]);
      await ours.exec('alter table things add column note text');
      await expect(ours.query(all, [1])).rejects.toMatchObject({ code: '0A000' });
      expect((await ours.query(all, [1])).rows[0]).toMatchObject({ id: 1, note: null });
      // The stale statement was closed with the new one's preparation.
      const held = await ours.query(
        'select count(*)::int as n from pg_prepared_statements where statement = $1',
        [all],
      );
      expect(held.rows).toEqual([{ n: 1 }]);
    });
  });

  describe('statements and transactions sharing the embedded database', () => {
    it('keeps a statement outside a transaction out of it, until it ends', async () => {
      const count = 'select count(*)::int as n from things where id >= $1';
      let outside: Promise<unknown> | undefined;
      await ours
        .transaction(async (tx) => {
          await tx.query('insert into things (id, name) values ($1, $2)', [20, 'twenty']);
          outside = ours.query(count, [20]);
          // The transaction's own statements still run while the one outside waits.
          expect((await tx.query<{ n: number }>(count, [20])).rows).toEqual([{ n: 1 }]);
          throw new Error('undo');
        })
        .catch(() => undefined);
      expect(((await outside) as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
    });

    it('ends a transaction only after its statements, so that none lands outside it', async () => {
      const insert = 'insert into things (id, name) values ($1, $2) returning name';
      await ours
        .transaction((tx) => {
          // Not waited for: its text is new, so it is still being prepared when the callback fails.
          void tx.query(insert, [30, 'thirty']).catch(() => undefined);
          return Promise.reject(new Error('undo'));
        })
        .catch(() => undefined);
      const found = await ours.query('select count(*)::int as n from things where id = $1', [30]);
      expect(found.rows).toEqual([{ n: 0 }]);
    });

    it('answers many statements sent at once, one preparation for a new text', async () => {
      const text = 'select $1::int * 2 as twice';
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => ours.query(text, [i])));
      expect(answers.map((a) => a.rows[0])).toEqual(Array.from({ length: 40 }, (_, i) => ({ twice: i * 2 })));
      const held = await ours.query<{ n: number }>(
        'select count(*)::int as n from pg_prepared_statements where statement = $1',
        [text],
      );
      expect(held.rows).toEqual([{ n: 1 }]);
    });

    it('refuses a commit that the transaction aborted, as PGlite does', async () => {
      const refused = await ours
        .transaction(async (tx) => {
          await tx.query('select 1 / $1::int', [0]).catch(() => undefined);
        })
        .catch((e: unknown) => e);
      expect(refused).toMatchObject({ code: '25P02' });
      expect((await ours.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    });

    it('starts another database from its dumped data folder, and a closed one answers no more', async () => {
      const copy = await onThread(await ours.dumpDataDir());
      expect((await copy.query('select name from things where id = $1', [1])).rows).toEqual([
        { name: 'one' },
      ]);
      await copy.close();
      await expect(copy.query('select 1')).rejects.toThrow('closed');
    });
  });
});
