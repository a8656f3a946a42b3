import { asc, eq, sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { listCounts } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { containing } from '../../kernel/paging.ts';
import { filter, type Filter } from './filter.ts';
import { List, type ListSpec, type PageOptions } from './list.ts';
import { searchPage } from './search-page.ts';

const things = pgTable('list_test_things', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  colour: text('colour').notNull(),
  isDeleted: boolean('is_deleted').notNull(),
});

type Thing = { id: number; name: string; colour: string };
const spec: ListSpec<'name' | 'colour', Thing, string> = {
  name: 'test_things',
  from: things,
  base: eq(things.isDeleted, false),
  sortable: { name: things.name, colour: things.colour },
  fallback: [sql`lower(${things.name})`],
  ties: [asc(things.id)],
  query: (exec, p) =>
    exec
      .select({ id: things.id, name: things.name, colour: things.colour, total: p.total })
      .from(things)
      .where(p.where)
      .orderBy(...p.order)
      .limit(p.limit as number)
      .offset(p.offset as number),
  item: (r) => `${r.id}:${r.name}:${r.colour}`,
};
const list = new List(spec);

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table list_test_things
    (id int primary key, name text not null, colour text not null, is_deleted boolean not null)`);
  const rows = ['pear red', 'apple green', 'Banana yellow', 'cherry red', 'damson red', 'fig green']
    .map((s, i) => ({ id: i + 1, name: s.split(' ')[0]!, colour: s.split(' ')[1]!, isDeleted: false }))
    .concat({ id: 7, name: 'gone', colour: 'red', isDeleted: true });
  await database.db.insert(things).values(rows);
  // A cached total that differs from the real one, to tell which was read, in two rows as writers
  // at once leave it.
  await database.db.insert(listCounts).values([
    { key: 'things:red', n: 60 },
    { key: 'things:red', n: 39 },
  ]);
});
afterAll(() => database.close());

const red = filter('colour', 'red', (v) => eq(things.colour, v));
const page = (
  ask: { page: number; size: number; sort?: { field: 'name' | 'colour'; desc: boolean }[] },
  o?: PageOptions,
) => list.page(database.db, ask, o);

describe('List', () => {
  it('pages in the fallback order, leaving deleted rows out, with the paging figures', async () => {
    expect(await page({ page: 0, size: 4 })).toEqual({
      items: ['2:apple:green', '3:Banana:yellow', '4:cherry:red', '5:damson:red'],
      page: 0,
      size: 4,
      totalItems: 6,
      totalPages: 2,
      totalAtLeast: false,
    });
    expect(await page({ page: 1, size: 4 })).toMatchObject({
      items: ['6:fig:green', '1:pear:red'],
      totalItems: 6,
    });
  });

  it('counts a page past the last one for real', async () => {
    expect(await page({ page: 9, size: 4 })).toMatchObject({ items: [], totalItems: 6, totalPages: 2 });
  });

  it('sorts on several whitelisted columns, ties settled by the unique column', async () => {
    const sorted = await page({
      page: 0,
      size: 6,
      sort: [
        { field: 'colour', desc: true },
        { field: 'name', desc: false },
      ],
    });
    expect(sorted.items).toEqual([
      '3:Banana:yellow',
      '4:cherry:red',
      '5:damson:red',
      '1:pear:red',
      '2:apple:green',
      '6:fig:green',
    ]);
  });

  it('applies filters, typed text and extra conditions; an undefined condition restricts nothing', async () => {
    const typed = filter('name', containing('A'), (v) => sql`${things.name} ilike ${v}`, true);
    const got = await page({ page: 0, size: 10 }, { filters: [red, typed], where: [undefined] });
    expect(got).toMatchObject({ items: ['5:damson:red', '1:pear:red'], totalItems: 2 });
    const extra = await page({ page: 0, size: 10 }, { where: [sql`${things.id} > 4`] });
    expect(extra).toMatchObject({ items: ['5:damson:red', '6:fig:green'], totalItems: 2 });
  });

  it('pages a search from its few matches, or past a bound from the index, saying more rows match', async () => {
    // The same rows through a list of its own, to tell which of the two answered.
    const few = new List({ ...spec, name: 'test_things_few', item: (r) => `few ${spec.item(r)}` });
    const search = (ask: { page: number; size: number }, filters = [] as Filter[]) =>
      searchPage(database.db, { few, many: list }, ask, { filters }, 3);
    expect(await search({ page: 0, size: 2 })).toMatchObject({
      items: ['2:apple:green', '3:Banana:yellow'],
      totalItems: 3,
      totalPages: 2,
      totalAtLeast: true,
    });
    // Page 2 of 2 ends at the fourth row: counting goes as far, and the page after stays open.
    expect(await search({ page: 1, size: 2 })).toMatchObject({
      items: ['4:cherry:red', '5:damson:red'],
      totalItems: 4,
      totalAtLeast: true,
    });
    // As many matches as the bound, or fewer: the page and its exact total come from the matches.
    expect(await search({ page: 0, size: 2 }, [red])).toMatchObject({
      items: ['few 4:cherry:red', 'few 5:damson:red'],
      totalItems: 3,
      totalAtLeast: false,
    });
    expect(await search({ page: 2, size: 2 })).toMatchObject({
      items: ['few 6:fig:green', 'few 1:pear:red'],
      totalItems: 6,
      totalPages: 3,
      totalAtLeast: false,
    });
  });

  it('reads a cached total when it has a key, and counts without one', async () => {
    const ask = { page: 0, size: 2 };
    const cached = { kind: 'cached', key: 'things:red' } as const;
    expect((await page(ask, { filters: [red], total: cached })).totalItems).toBe(99);
    // Past the last page no row carries it: it is read on its own.
    expect((await page({ page: 5, size: 2 }, { filters: [red], total: cached })).totalItems).toBe(99);
    expect((await page(ask, { filters: [red], total: { kind: 'counted' } })).totalItems).toBe(3);
  });

  it("takes a total counted in the page's own query, or from the list's own counter", async () => {
    const countedInPage = new List({
      name: 'test_things_in_page',
      from: things,
      base: eq(things.isDeleted, false),
      sortable: {},
      ties: [asc(things.id)],
      query: (exec, p) =>
        exec
          .select({ id: things.id, total: sql<number | null>`(count(*) over ())::int` })
          .from(things)
          .where(p.where)
          .orderBy(...p.order)
          .limit(p.limit as number)
          .offset(p.offset as number),
      item: (r) => r.id,
    });
    const inPage: PageOptions = { filters: [red], total: { kind: 'inPage' } };
    expect(await countedInPage.page(database.db, { page: 0, size: 2 }, inPage)).toMatchObject({
      items: [1, 4],
      totalItems: 3,
    });
    // Past the last page no row carries it: the matches are counted on their own.
    expect(await countedInPage.page(database.db, { page: 5, size: 2 }, inPage)).toMatchObject({
      items: [],
      totalItems: 3,
    });
    const counter: PageOptions = {
      filters: [red],
      total: { kind: 'counter', count: () => Promise.resolve(42) },
    };
    expect((await page({ page: 0, size: 2 }, counter)).totalItems).toBe(42);
  });

  it('gives the same pages from a prepared statement as from a query built per request', async () => {
    for (const o of [
      {},
      { filters: [red] },
      { filters: [filter('colour', 'green', (v) => eq(things.colour, v))] },
    ]) {
      for (const p of [0, 1]) {
        const ask = { page: p, size: 2, sort: [{ field: 'name' as const, desc: true }] };
        expect(await page(ask, { ...o, prepared: true })).toEqual(await page(ask, o));
      }
    }
  });

  it('lists every matching row unpaged for a small set', async () => {
    expect(await list.all(database.db, { filters: [red] })).toEqual([
      '4:cherry:red',
      '5:damson:red',
      '1:pear:red',
    ]);
  });
});
