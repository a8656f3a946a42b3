import { asc, desc, sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, type Database, type Executor } from '../../db/client.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { heldOpen, withoutWaiting } from '../../test/writers-at-once.ts';
import { everyOrganization, scopeCondition, type OrgScope } from '../org-scope.ts';
import { pageScope } from './filter.ts';
import { List, oneTable, type PageRequest } from './list.ts';
import { searchName, type NameColumns } from './name-search.ts';
import { searchedPage } from './search-page.ts';

const things = pgTable('name_search_things', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameWords: text('name_words').array().notNull(),
  namePairs: text('name_pairs').array().notNull(),
  organizationId: uuid('organization_id').notNull(),
  isDeleted: boolean('is_deleted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
const vocabulary = pgTable('name_search_words', { word: text('word').primaryKey() });
const counts = pgTable('name_search_word_counts', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  word: text('word').notNull(),
  organizationId: uuid('organization_id').notNull(),
  n: integer('n').notNull(),
});
const postings = pgTable('name_search_postings', {
  word: text('word').notNull(),
  organizationId: uuid('organization_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  recordId: integer('record_id').notNull(),
});
const names: NameColumns = {
  id: things.id,
  name: things.name,
  words: things.nameWords,
  pairs: things.namePairs,
  vocabulary,
  counts,
  postings,
};
const [north, south] = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'];

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
  const found = await searchName(database.db, names, typed, everyOrganization);
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
    name_pairs text[] generated always as (name_pairs_of(name)) stored not null,
    organization_id uuid not null, is_deleted boolean not null default false,
    created_at timestamptz not null default '2026-01-01T00:00:00Z')`);
  await database.db.execute(sql`create table name_search_word_counts (
    id bigint generated always as identity primary key, word text not null, organization_id uuid not null,
    n int not null)`);
  await database.db.execute(sql`create index on name_search_word_counts (word, organization_id)`);
  await database.db.execute(sql`create trigger name_search_words_keep
    after insert or update of name, organization_id, is_deleted or delete on name_search_things
    for each row execute function keep_name_words('name_search_words', 'name_search_word_counts')`);
  await database.db.execute(sql`create table name_search_postings (word text, organization_id uuid,
    created_at timestamptz, record_id int)`);
  await database.db.execute(sql`create unique index name_search_postings_idx
    on name_search_postings (word, organization_id, created_at desc, record_id)`);
  await database.db.execute(sql`create trigger name_search_postings_keep
    after insert or update of name, organization_id, created_at, is_deleted or delete on name_search_things
    for each row execute function keep_name_postings('name_search_postings')`);
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
  await database.db
    .insert(things)
    .values(rows.map((name, i) => ({ id: i + 1, name, organizationId: i % 2 ? south : north }) as never));
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
    // Two parts: bounded by the counts of their pairs instead (below).
    expect(await search('ka  ra')).toEqual({
      kind: 'words',
      few: false,
      names: ['Bika Rado', 'Ceka  Rami Dool'],
      total: 2,
    });
    expect(await search('eka rami do')).toMatchObject({ few: true, names: ['Ceka  Rami Dool'] });
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

  it('bounds the matches of one word by how many records of the scope hold its words', async () => {
    const bounds = async (typed: string, scope: OrgScope = everyOrganization) => {
      const found = await searchName(database.db, names, typed, scope);
      return found.kind === 'words' ? found.bounds : found.kind;
    };
    // "rado": Bika Rado and Rado Bika, both of the north.
    expect(await bounds('rad')).toEqual({ atLeast: 2, atMost: 2 });
    expect(await bounds('rad', { all: false, organizationIds: [south] })).toEqual({ atLeast: 0, atMost: 0 });
    // Zu0mo ... Zu119mo: 120 words of one name each.
    expect(await bounds('mo')).toEqual({ atLeast: 1, atMost: 120 });
    expect(await bounds('mo', { all: false, organizationIds: [north] })).toEqual({ atLeast: 1, atMost: 60 });
    expect(await bounds('mo', { all: false, organizationIds: [] })).toEqual({ atLeast: 0, atMost: 0 });
  });

  it('bounds the matches of two parts by how many records of the scope hold the pairs they make', async () => {
    const bounds = async (typed: string, scope: OrgScope = everyOrganization) => {
      const found = await searchName(database.db, names, typed, scope);
      return found.kind === 'words' ? { bounds: found.bounds, pairs: found.held?.words } : found.kind;
    };
    // Of the four pairs the parts make, "bika rado" is held in the north, "ceka rami" in the south.
    expect(await bounds('KA  ra')).toEqual({
      bounds: { atLeast: 1, atMost: 2 },
      pairs: ['bika rado', 'bika rami', 'ceka rado', 'ceka rami'],
    });
    expect(await bounds('ka ra', { all: false, organizationIds: [south] })).toMatchObject({
      bounds: { atLeast: 1, atMost: 1 },
    });
    // No record holds "rado ceka", though both words are known.
    expect(await bounds('rado ceka')).toEqual({ bounds: { atLeast: 0, atMost: 0 }, pairs: ['rado ceka'] });
    // 12 words end with "9mo" and 11 begin with "lo9": of their 132 pairs, Zu9mo Lo9pe and Zu99mo
    // Lo99pe are held.
    expect(await bounds('9mo lo9')).toMatchObject({ bounds: { atLeast: 1, atMost: 2 } });
    // Three parts, more pairs than are looked up, or more words: no bounds.
    for (const typed of ['eka rami do', 'mo lo', 'xa wi'])
      expect(await bounds(typed)).toEqual({ bounds: undefined, pairs: undefined });
  });
});

describe('the counts of name words', () => {
  /** The kept counts that are not zero, and the same counted afresh from the names. */
  const keptAndCounted = async () => {
    const kept = await queryRows(
      database.db,
      sql`select word, organization_id, sum(n)::int as n from name_search_word_counts
      group by word, organization_id having sum(n) <> 0 order by word, organization_id`,
    );
    const counted = await queryRows(
      database.db,
      sql`select w as word, organization_id, count(*)::int as n
      from name_search_things, lateral (select distinct w from unnest(name_words || name_pairs) w where w <> '') held
      where not is_deleted group by w, organization_id order by word, organization_id`,
    );
    return [kept, counted];
  };
  /** The kept postings, and the same made afresh from the names. */
  const keptAndMadePostings = async () => {
    const kept = await queryRows(
      database.db,
      sql`select word, organization_id, created_at, record_id from name_search_postings
      order by word, organization_id, created_at, record_id`,
    );
    const made = await queryRows(
      database.db,
      sql`select distinct w as word, organization_id, created_at, id as record_id
      from name_search_things, unnest(name_words || name_pairs) w where not is_deleted and w <> ''
      order by word, organization_id, created_at, record_id`,
    );
    return [kept, made];
  };
  const count = async (word: string, organizationId: string) => {
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select coalesce(sum(n), 0)::int as n from name_search_word_counts
      where word = ${word} and organization_id = ${organizationId}`,
    );
    return rows[0]?.n;
  };
  const change = (statement: ReturnType<typeof sql>) => database.db.execute(statement);

  it('follow every name written, renamed, moved, deleted, restored and removed', async () => {
    await change(sql`insert into name_search_things (id, name, organization_id)
      values (9001, 'Hodan  Hodan Warsame', ${north}), (9002, 'Hodan Ali', ${north}), (9003, 'Hodan', ${south})`);
    expect([await count('hodan', north), await count('hodan', south), await count('warsame', north)]).toEqual(
      [2, 1, 1],
    );
    // A pair counts once however often the name holds it; so does a word.
    expect([await count('hodan hodan', north), await count('hodan warsame', north)]).toEqual([1, 1]);
    await change(sql`update name_search_things set name = 'Ayaan Ali' where id = 9002`);
    expect([await count('hodan', north), await count('ayaan', north), await count('ali', north)]).toEqual([
      1, 1, 1,
    ]);
    expect([await count('hodan ali', north), await count('ayaan ali', north)]).toEqual([0, 1]);
    await change(sql`update name_search_things set organization_id = ${south} where id = 9001`);
    expect([await count('hodan', north), await count('hodan', south), await count('warsame', south)]).toEqual(
      [0, 2, 1],
    );
    await change(sql`update name_search_things set is_deleted = true where id in (9001, 9003)`);
    expect(await count('hodan', south)).toBe(0);
    // A deleted record renamed or moved counts nowhere; restored, it counts where it now is.
    await change(
      sql`update name_search_things set name = 'Hodan Abdi', organization_id = ${north} where id = 9003`,
    );
    expect([await count('hodan', north), await count('abdi', north)]).toEqual([0, 0]);
    await change(sql`update name_search_things set is_deleted = false where id = 9003`);
    expect([await count('hodan', north), await count('abdi', north)]).toEqual([1, 1]);
    await change(sql`update name_search_things set created_at = '2026-02-01T00:00:00Z' where id = 9003`);
    await change(sql`delete from name_search_things where id in (9002, 9003)`);
    expect([await count('hodan', north), await count('ayaan', north)]).toEqual([0, 0]);
    const [kept, counted] = await keptAndCounted();
    expect(kept).toEqual(counted);
    const [postingsKept, postingsMade] = await keptAndMadePostings();
    expect(postingsKept).toEqual(postingsMade);
  });

  it('are made again from the names after a bulk load without triggers', async () => {
    await change(sql`alter table name_search_things disable trigger user`);
    await change(sql`insert into name_search_things (id, name, organization_id)
      values (9101, 'Idil Yusuf', ${south}), (9102, 'Idil Yusuf', ${south})`);
    await change(sql`update name_search_things set is_deleted = true where id = 1`);
    await change(sql`alter table name_search_things enable trigger user`);
    await change(
      sql`select refresh_name_words('name_search_things', 'name_search_words', 'name_search_word_counts')`,
    );
    await change(sql`select refresh_name_postings('name_search_things', 'name_search_postings')`);
    expect([await count('idil', south), await count('idil yusuf', south)]).toEqual([2, 2]);
    const [kept, counted] = await keptAndCounted();
    expect(kept).toEqual(counted);
    const [postingsKept, postingsMade] = await keptAndMadePostings();
    expect(postingsKept).toEqual(postingsMade);
    expect(await searchName(database.db, names, 'idil', everyOrganization)).toMatchObject({
      bounds: { atLeast: 2, atMost: 2 },
    });
  });
});

describe('a page of a word or a pair that many names hold', () => {
  /** The list in the order of the product's lists: newest first, then by id. */
  const datedList = (name: string) =>
    new List({
      name,
      from: things,
      sortable: { name: things.name },
      ties: [desc(things.createdAt), asc(things.id)],
      query: oneTable(things, { id: things.id, name: things.name }),
      item: (r: { id: number; name: string }) => `${r.id} ${r.name}`,
    });
  const dated = datedList('name_search_dated');
  const northOnly: OrgScope = { all: false, organizationIds: [north] };
  /** The page as the search gives it with a bound of 5, and as the date index's walk gives it. */
  const pages = async (typed: string, scope: OrgScope, request: PageRequest<'name'>) => {
    const found = await searchName(database.db, names, typed, scope);
    if (found.kind === 'none') throw new Error('no match');
    const options = { filters: [found.filter], where: [scopeCondition(things.organizationId, scope)] };
    const searched = await searchedPage(database.db, { few: dated, many: dated }, request, options, 5, found);
    const walked = await dated.page(database.db, request, { ...options, total: { kind: 'atLeast', n: 5 } });
    return { searched, walked };
  };

  beforeAll(async () => {
    // 30 records of the word "sagal", two of them also of "sagalo", some created at the same time.
    const hour = (i: number) =>
      new Date(Date.UTC(2026, 0, 2, Math.floor(i / 3) * 3 + (i % 3 === 2 ? 0 : i % 3)));
    await database.db.insert(things).values(
      Array.from({ length: 30 }, (_, i) => ({
        id: 9201 + i,
        name: i % 14 === 0 ? `Sagal Sagalo Mu${i}` : `Sagal Mu${i}`,
        organizationId: i % 3 === 0 ? south : north,
        createdAt: hour(i),
      })) as never,
    );
    // 30 records of the pair "hibo nuur", five of them also of "hibo nuurow", at the same hours.
    await database.db.insert(things).values(
      Array.from({ length: 30 }, (_, i) => ({
        id: 9501 + i,
        name: i % 7 === 0 ? `Hibo Nuur Hibo Nuurow Mu${i}` : `Hibo Nuur Mu${i}`,
        organizationId: i % 3 === 0 ? south : north,
        createdAt: hour(i),
      })) as never,
    );
  });

  it('is taken from the postings of its words, or of its pairs, in the order of the walk, within the scope', async () => {
    for (const scope of [everyOrganization, northOnly])
      for (const typed of ['sagal', 'agal', 'hibo nuur', 'IBO  nu'])
        for (const page of [0, 1, 2, 3]) {
          const { searched, walked } = await pages(typed, scope, { page, size: 4 });
          expect(searched.items).toHaveLength(4);
          expect(searched.items).toEqual(walked.items);
          expect(searched).toMatchObject({
            page,
            totalItems: Math.max(5, (page + 1) * 4),
            totalAtLeast: true,
          });
        }
  });

  it('reads the postings, which a bulk load without triggers makes again', async () => {
    await database.db.execute(sql`alter table name_search_things disable trigger user`);
    await database.db.execute(sql`insert into name_search_things (id, name, organization_id, created_at)
      values (9301, 'Sagal Newest', ${north}, '2026-03-01T00:00:00Z'),
        (9302, 'Hibo Nuur Newest', ${north}, '2026-03-01T00:00:00Z')`);
    await database.db.execute(sql`alter table name_search_things enable trigger user`);
    const newest = { sagal: '9301 Sagal Newest', 'hibo nuur': '9302 Hibo Nuur Newest' };
    for (const [typed, name] of Object.entries(newest)) {
      const before = await pages(typed, everyOrganization, { page: 0, size: 4 });
      expect(before.walked.items[0]).toBe(name);
      expect(before.searched.items).not.toContain(name);
    }
    await database.db.execute(
      sql`select refresh_name_postings('name_search_things', 'name_search_postings')`,
    );
    for (const typed of Object.keys(newest)) {
      const after = await pages(typed, everyOrganization, { page: 0, size: 4 });
      expect(after.searched.items).toEqual(after.walked.items);
    }
  });

  // The bounds sum a word's rows; the pages read the postings of the words whose rows sum above
  // none, and are the same whichever rows a count is kept in.
  it('reads the counts of its words as the sum of their rows, which a merge makes one again', async () => {
    const request = { page: 1, size: 4 };
    const before = await pages('sagal', northOnly, request);
    const bounds = async () => {
      const found = await searchName(database.db, names, 'agal', everyOrganization);
      return found.kind === 'words' ? found.bounds : found.kind;
    };
    const bounded = await bounds();
    expect(bounded).toEqual({ atLeast: 30, atMost: 33 });
    // Every count split into two rows of the same sum, as two writers at once leave it.
    await database.db.execute(sql`with first as (update name_search_word_counts set n = n - 1
      returning word, organization_id) insert into name_search_word_counts (word, organization_id, n)
      select word, organization_id, 1 from first`);
    expect(await pages('sagal', northOnly, request)).toEqual(before);
    expect(await bounds()).toEqual(bounded);
    await database.db.execute(
      sql`select merge_count_rows('name_search_word_counts', array['word', 'organization_id'], array['n'])`,
    );
    const [split] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from (select 1 from name_search_word_counts
        group by word, organization_id having count(*) > 1) keys`,
    );
    expect(split?.n).toBe(0);
    expect(await pages('sagal', northOnly, request)).toEqual(before);
    expect(await bounds()).toEqual(bounded);
  });

  it('walks the list when the user chose a sort', async () => {
    const { searched, walked } = await pages('sagal', everyOrganization, {
      page: 1,
      size: 4,
      sort: [{ field: 'name', desc: true }],
    });
    expect(searched.items).toEqual(walked.items);
  });

  it('is taken from the postings of a word or pair whose counts tell exactly that more than a hundred hold it', async () => {
    // 330 records of the pair "ubax qorane", 220 of them in the north.
    await database.db.insert(things).values(
      Array.from({ length: 330 }, (_, i) => ({
        id: 9601 + i,
        name: `Ubax Qorane Mu${i}`,
        organizationId: i % 3 === 0 ? south : north,
        createdAt: new Date(Date.UTC(2026, 0, 3, 0, Math.floor(i / 2))),
      })) as never,
    );
    // The list that counts every match in its page's query.
    const counting = datedList('name_search_counting');
    const counted = vi.spyOn(counting, 'page');
    const searched = async (typed: string, scope: OrgScope, request: PageRequest<'name'>) => {
      const found = await searchName(database.db, names, typed, scope);
      if (found.kind !== 'words') throw new Error(`no words for ${typed}`);
      expect(found.bounds?.atLeast).toBe(found.bounds?.atMost);
      // The scope as the product's lists give it, which the counts were read within.
      const options = { filters: [found.filter, ...pageScope(things.organizationId, scope)], prepared: true };
      const page = await searchedPage(
        database.db,
        { few: counting, many: dated },
        request,
        options,
        1000,
        found,
      );
      expect(page).toEqual(
        await dated.page(database.db, request, { ...options, total: { kind: 'counted' } }),
      );
      return page;
    };
    for (const scope of [everyOrganization, northOnly])
      for (const typed of ['ubax qorane', 'qorane'])
        for (const page of [0, 1, 60])
          expect((await searched(typed, scope, { page, size: 4 })).totalItems).toBe(scope.all ? 330 : 220);
    expect(counted).not.toHaveBeenCalled();
    // Five records of "hibo nuurow" are counted in the page's query.
    expect((await searched('hibo nuurow', everyOrganization, { page: 0, size: 4 })).totalItems).toBe(5);
    expect(counted).toHaveBeenCalledOnce();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('writers of names alike, on a PostgreSQL server', () => {
  it("never wait on one another's counts of their words", async () => {
    const write = (exec: Executor, id: number, name: string) =>
      exec.execute(
        sql`insert into name_search_things (id, name, organization_id) values (${id}, ${name}, ${north})`,
      );
    // A name of the word, written before: its count is a row that the first writer will hold.
    await write(database.db, 9400, 'Hodan Before');
    const first = heldOpen(database.db, (tx) => write(tx, 9401, 'Hodan Held'));
    await first.written;
    // Another officer writes a name of the same word in the same organization meanwhile, and
    // would time out if it waited for the first one's row of "hodan".
    await withoutWaiting(database.db, (tx) => write(tx, 9402, 'Hodan Meanwhile'));
    await first.letGo();
    const [kept] = await queryRows<{ n: number }>(
      database.db,
      sql`select sum(n)::int as n from name_search_word_counts where word = 'hodan' and organization_id = ${north}`,
    );
    const [counted] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from name_search_things
        where 'hodan' = any(name_words) and organization_id = ${north} and not is_deleted`,
    );
    expect(kept?.n).toBe(counted?.n);
  });
});
