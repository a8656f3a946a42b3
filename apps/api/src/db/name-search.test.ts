import { asc, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { List, oneTable } from '../platform/list/list.ts';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from './client.ts';
import { searchName, type NameColumns } from './name-search.ts';

const things = pgTable('name_search_things', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameWords: text('name_words').array().notNull(),
  namePairs: text('name_pairs').array().notNull(),
});
const vocabulary = pgTable('name_search_words', { word: text('word').primaryKey() });
const names: NameColumns = {
  name: things.name,
  words: things.nameWords,
  pairs: things.namePairs,
  vocabulary,
};

const list = new List({
  name: 'name_search_things',
  from: things,
  sortable: {},
  ties: [asc(things.id)],
  query: oneTable(things, { id: things.id, name: things.name }),
  item: (r: { id: number; name: string }) => r.name,
});

/** Runs the search, then the page of its filter from a prepared statement and from a query built for it. */
async function search(typed: string) {
  const found = await searchName(database.db, names, typed);
  if (found.kind === 'none') return { kind: found.kind, few: false, names: [] as string[], total: 0 };
  const request = { page: 0, size: 20 };
  const prepared = await list.page(database.db, request, { filters: [found.filter], prepared: true });
  const built = await list.page(database.db, request, { filters: [found.filter] });
  expect(prepared).toEqual(built);
  const few = found.kind === 'words' && found.few;
  return { kind: found.kind, few, names: built.items, total: built.totalItems };
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table name_search_words (word text primary key)`);
  await database.db.execute(sql`create table name_search_things (id int primary key, name text not null,
    name_words text[] generated always as (name_words_of(name)) stored not null,
    name_pairs text[] generated always as (name_pairs_of(name)) stored not null)`);
  await database.db.execute(sql`create trigger name_search_words_keep after insert on name_search_things
    for each row execute function keep_name_words('name_search_words')`);
  const rows = [
    'Bika Rado',
    'Ceka  Rami Dool',
    'Rado Bika',
    '100%_halal Foods',
    // Words that many names hold: 120 ending with "mo" (more than a page's query should count)...
    ...Array.from({ length: 120 }, (_, i) => `Zu${i}mo Lo${i}pe`),
    // ... and 600 ending with "xa", more than the vocabulary narrows.
    ...Array.from({ length: 600 }, (_, i) => `Qa${i}xa Wi${i}ne`),
  ];
  await database.db.insert(things).values(rows.map((name, i) => ({ id: i + 1, name }) as never));
});
afterAll(() => database.close());

describe('name search', () => {
  it('looks for one word through the words holding it, any case, wildcards taken as typed', async () => {
    expect(await search('RAD')).toMatchObject({ kind: 'words', names: ['Bika Rado', 'Rado Bika'] });
    expect(await search('ami')).toMatchObject({ kind: 'words', names: ['Ceka  Rami Dool'] });
    expect((await search(' 0%_h ')).names).toEqual(['100%_halal Foods']);
    expect(await search('0_%h')).toMatchObject({ kind: 'none', names: [] });
    expect(await search('zzz')).toMatchObject({ kind: 'none', total: 0 });
  });

  it('looks for a part of very many words with LIKE on the names', async () => {
    // "xa" is in 600 words, more than the vocabulary narrows.
    expect(await search('XA')).toMatchObject({ kind: 'like', total: 600 });
  });

  it('finds words that few names hold through the vocabulary, few enough to count in the page', async () => {
    expect(await search('ka  ra')).toEqual({
      kind: 'words',
      few: true,
      names: ['Bika Rado', 'Ceka  Rami Dool'],
      total: 2,
    });
    expect((await search('eka rami do')).names).toEqual(['Ceka  Rami Dool']);
    expect((await search('bika rado ')).names).toEqual(['Bika Rado']);
  });

  it('finds words that many names hold, with the typed text in place', async () => {
    // Zu9mo, Zu19mo ... Zu119mo
    expect(await search('9mo lo')).toMatchObject({ kind: 'words', few: false, total: 12 });
    expect(await search('mo lo')).toMatchObject({ kind: 'words', few: false, total: 120 });
    expect(await search('xa wi')).toMatchObject({ kind: 'words', few: false, total: 600 });
    expect(await search('xa wi599')).toMatchObject({ names: ['Qa599xa Wi599ne'], total: 1 });
  });

  it('matches nothing when a part is in no word, a middle part is no whole word, or the order differs', async () => {
    expect(await search('zzz rado')).toMatchObject({ kind: 'none', total: 0 });
    expect((await search('ceka ram dool')).kind).toBe('none');
    expect(await search('rado ceka')).toMatchObject({ kind: 'words', names: [], total: 0 });
  });
});
