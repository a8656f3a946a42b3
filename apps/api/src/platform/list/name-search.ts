import { and, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../db/client.ts';
import { containing, likeEscape } from '../../kernel/paging.ts';
import { scopeCondition, type OrgScope } from '../org-scope.ts';
import { StatementCache, type Bind } from '../statement-cache.ts';
import { filterValues, scopeFilters, type Filter } from './filter.ts';

/** The fewest and the most rows a filter can match, known without counting them. */
export interface MatchBounds {
  atLeast: number;
  atMost: number;
}

/**
 * Where the words of one kind of name are kept (migration 0006 for customers, 0017 for
 * businesses): the name, its words in lower case and its pairs of neighbouring words (generated,
 * GIN-indexed), the vocabulary of every word seen (trigram-indexed), and how many records of each
 * organization hold each word and each pair (migrations 0029, 0037), all kept by one trigger; and
 * each live record's words and pairs with its organization and time of creation (its postings,
 * migrations 0031, 0037), kept by another. A pair holds a space, a word never does.
 */
export interface NameColumns {
  id: AnyPgColumn;
  name: AnyPgColumn;
  words: AnyPgColumn;
  pairs: AnyPgColumn;
  vocabulary: PgTable & { word: AnyPgColumn };
  counts: PgTable & { word: AnyPgColumn; organizationId: AnyPgColumn; n: AnyPgColumn };
  postings: PgTable & {
    word: AnyPgColumn;
    organizationId: AnyPgColumn;
    createdAt: AnyPgColumn;
    recordId: AnyPgColumn;
  };
}

/** Up to this many words per part of a typed name, the matches are few enough to count in the page's query. */
const FEW_WORDS = 50;
/** Beyond this many words, the vocabulary does not narrow anything: the names are read instead. */
const MANY_WORDS = 500;
/** Up to this many pairs of neighbouring words per gap between parts, the pairs are looked up. */
const MANY_PAIRS = 200;
/** Up to this many names holding the words of a typed word, the page's plan is the same for any. */
const FEW_NAMES = 1_000;

/**
 * What a name typed in several parts ("contains", case-insensitive, runs of spaces counted as
 * one) can match: nothing at all; rows holding some of these words (`few` when they are rare
 * enough for the page's query to count every match); or, when the typed text is in too many
 * words, any name containing it.
 */
type NameMatch =
  | { kind: 'none' }
  | {
      kind: 'words';
      text: string;
      first: string[];
      middle: string[];
      last: string[];
      /** For each gap between typed parts, the pairs of words that can stand on either side. */
      pairs: string[][] | null;
      few: boolean;
    }
  | { kind: 'text'; text: string };

const wordList = (words: string[]) =>
  sql`array[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;

/** A list of words as a value of its own in a prepared statement, or spelled out in the query. */
function bindWords(bind: Bind, key: string, words: string[]): SQL {
  const bound = bind(key, words);
  return Array.isArray(bound) ? wordList(bound) : sql`${bound}::text[]`;
}

/**
 * How a typed name is looked for: it matches nothing, or `filter` finds it. `like`: LIKE on the
 * names (a part of very many words). `words`: through the vocabulary of name words; `few` when the
 * matching words are rare enough for the page's query to count every match; `bounds`, for a name
 * of one word or of two parts, the fewest and the most records of the scope it can match, and
 * `held`, the words or pairs and scope whose postings give the newest matches.
 */
export type NameSearch =
  | { kind: 'none' }
  | { kind: 'like'; filter: Filter }
  | { kind: 'words'; filter: Filter; few: boolean; bounds?: MatchBounds; held?: HeldWords };

/** Words of the vocabulary or pairs of them, the records of `scope` holding one of which a page is taken from. */
export interface HeldWords {
  of: NameColumns;
  words: string[];
  scope: OrgScope;
}

/**
 * A name of one word is looked for through the words of the vocabulary that hold it; from two words
 * on, through the words and pairs the parts can be (docs/architecture.md › Words and pairs
 * counted). The counts of the words, or of the pairs of a name in two parts, bound its matches.
 */
export async function searchName(
  exec: Executor,
  of: NameColumns,
  typed: string,
  scope: OrgScope,
): Promise<NameSearch> {
  if (!/\s/.test(typed.trim())) return searchWord(exec, of, typed.trim(), scope);
  const match = await matchName(exec, of, typed);
  if (match.kind === 'none') return match;
  const filter = nameFilter(of, match);
  const pairs = match.kind === 'words' && match.middle.length === 0 ? match.pairs?.[0] : undefined;
  if (!pairs) return { kind: 'words', filter, few: match.kind === 'words' && match.few };
  // Two parts: a record matches exactly when it holds one of the pairs they can make, which are
  // counted and posted as its words are (migration 0037).
  const bounds = await pairBounds(exec, of.counts, pairs, scope);
  return { kind: 'words', filter, few: false, bounds, held: { of, words: pairs, scope } };
}

const pairStatements = new StatementCache<MatchBounds[]>('name_pair_bounds');

/**
 * The fewest and the most records of `scope` holding one of these pairs (the commonest pair's
 * count, and all of theirs together), as a statement prepared once: the pairs and the organizations
 * are array values. Note: read in the statement that finds the words, they cost more to plan than a
 * round trip (docs/benchmarks.md › Tried and left out).
 */
async function pairBounds(
  exec: Executor,
  counts: NameColumns['counts'],
  pairs: string[],
  scope: OrgScope,
): Promise<MatchBounds> {
  const inScope = scopeFilters(counts.organizationId, scope);
  const key = `${getTableName(counts)}${scope.all ? '' : ', scoped'}`;
  const [row] = await pairStatements.execute(exec, key, { pairs, ...filterValues(inScope) }, (bind) => {
    const perPair = exec
      .select({ n: sql<number>`sum(${counts.n})`.as('n') })
      .from(counts)
      .where(
        and(
          sql`${counts.word} = any(${sql.param(bind('pairs', pairs))}::text[])`,
          ...inScope.map((f) => f.on(bind)),
        ),
      )
      .groupBy(counts.word)
      .as('per_pair');
    return exec
      .select({
        atLeast: sql<number>`coalesce(max(${perPair.n}), 0)::int`,
        atMost: sql<number>`coalesce(sum(${perPair.n}), 0)::int`,
      })
      .from(perPair);
  });
  return row ?? { atLeast: 0, atMost: 0 };
}

/**
 * A name of one word is held by a row exactly when one of the row's words holds it (a name's
 * words are its runs of non-space). So the vocabulary gives the words holding it, and the GIN
 * index on name_words the rows holding one of those, where LIKE on the names reads every row to
 * find a rare word. A part of a word found in very many words (a letter or two) is LIKE on the
 * names, which then meets a match at almost every row.
 *
 * The same statement reads how many records of the scope hold each of those words: the matches
 * are at least as many as the commonest word's and at most as many as all of theirs together
 * (bounds), which tells few from many without counting them (`searchPage`).
 */
async function searchWord(
  exec: Executor,
  of: NameColumns,
  typed: string,
  scope: OrgScope,
): Promise<NameSearch> {
  const word = of.vocabulary.word;
  const { counts } = of;
  const inScope = scopeCondition(counts.organizationId, scope);
  const [row] = await queryRows<{ words: string[]; bounds: MatchBounds }>(
    exec,
    sql`with found as (select ${word} as word from ${of.vocabulary}
          where ${word} like lower(${containing(typed)}) limit ${MANY_WORDS + 1})
        select array_to_json(array(select word from found)) as words,
          (select json_build_object('atLeast', coalesce(max(n), 0), 'atMost', coalesce(sum(n), 0))
           from (select sum(${counts.n}) as n from ${counts}
                 where ${counts.word} in (select word from found)${inScope ? sql` and ${inScope}` : sql``}
                 group by ${counts.word}) per_word) as bounds`,
  );
  const words = row?.words ?? [];
  if (words.length === 0 || !row) return { kind: 'none' };
  if (words.length > MANY_WORDS) return { kind: 'like', filter: likeFilter(of, typed) };
  const filter: Filter = {
    key: 'name:word',
    values: { nameWords: words },
    on: (bind) => sql`${of.words} && ${bindWords(bind, 'nameWords', words)}`,
    // Note: words that many names hold go in place, so that the planner sees how common they are.
    // Those of few names are found through the GIN index whatever they are: their page runs as a
    // prepared statement, where planning it cost more than running it (docs/architecture.md ›
    // Prepared statements and kept plans).
    typed: row.bounds.atMost > FEW_NAMES,
  };
  return { kind: 'words', filter, few: false, bounds: row.bounds, held: { of, words, scope } };
}

/**
 * A name typed in several parts becomes words of the vocabulary first: the words ending with the
 * first part, the middle parts as whole words, and the words starting with the last part, then
 * the pairs they make across each gap. Rows holding such words or pairs are found through the GIN
 * indexes on name_words and name_pairs, and the whole text is checked on those rows only, where
 * ILIKE over a trigram index on lower(name) checks every row holding the typed letters.
 */
async function matchName(exec: Executor, of: NameColumns, typed: string): Promise<NameMatch> {
  const parts = typed.trim().split(/\s+/);
  const text = parts.join(' ');
  const middle = parts.slice(1, -1);
  const word = of.vocabulary.word;
  const words = (matching: SQL) =>
    sql`array_to_json(array(select ${word} from ${of.vocabulary}
      where ${matching} limit ${MANY_WORDS + 1}))`;
  // Note: the words ending with the first part are found by the reversed words' prefix, through an
  // index, where LIKE '%part' would read the whole vocabulary (docs/architecture.md › The name
  // filter). Reversed by code points as PostgreSQL's reverse() does, then escaped.
  const first = words(
    sql`reverse(${word}) like lower(${`${likeEscape([...(parts[0] ?? '')].reverse().join(''))}%`})`,
  );
  const last = words(sql`${word} like lower(${`${likeEscape(parts.at(-1) ?? '')}%`})`);
  // The middle parts, in lower case as the database makes it, when every one is a known word.
  const known =
    middle.length === 0
      ? sql`'[]'::json`
      : sql`(select case when count(*) = count(w.word) then json_agg(m.word) end
             from (select distinct lower(p) as word from unnest(${wordList(middle)}) p) m
             left join ${of.vocabulary} w on w.word = m.word)`;
  const [row] = await queryRows<{ first: string[]; last: string[]; middle: string[] | null }>(
    exec,
    sql`select ${first} as first, ${last} as last, ${known} as middle`,
  );
  if (!row?.middle || row.first.length === 0 || row.last.length === 0) return { kind: 'none' };
  const sizes = [row.first.length, row.last.length];
  if (Math.max(...sizes) > MANY_WORDS) return { kind: 'text', text };
  const few = Math.max(...sizes) <= FEW_WORDS;
  const { first: firsts, middle: middles, last: lasts } = row;
  return {
    kind: 'words',
    text,
    first: firsts,
    middle: middles,
    last: lasts,
    pairs: pairsOf(firsts, middles, lasts),
    few,
  };
}

/**
 * Neighbouring words across each gap of the typed text ("ina hass" → "amina hassan", ...): far
 * fewer names hold a pair than each of its words. Null when there are too many pairs.
 */
function pairsOf(first: string[], middle: string[], last: string[]): string[][] | null {
  const chain = [first, ...middle.map((m) => [m]), last];
  const pairs = chain
    .slice(1)
    .map((right, i) => (chain[i] ?? []).flatMap((left) => right.map((r) => `${left} ${r}`)));
  return pairs.every((p) => p.length <= MANY_PAIRS) ? pairs : null;
}

/** The condition on the rows for a name that can match; values bound by `bind`. */
function nameCondition(of: NameColumns, match: Exclude<NameMatch, { kind: 'none' }>, bind: Bind): SQL {
  const contains = sql`strpos(array_to_string(${of.words}, ' '), lower(${bind('nameText', match.text)})) > 0`;
  if (match.kind === 'text') return contains;
  if (match.pairs) {
    const held = match.pairs.map((p, i) => sql`${of.pairs} && ${bindWords(bind, `namePairs${i}`, p)}`);
    return sql.join([...held, contains], sql` and `);
  }
  const held = [sql`${of.words} && ${bindWords(bind, 'nameFirst', match.first)}`];
  if (match.middle.length > 0) held.push(sql`${of.words} @> ${bindWords(bind, 'nameMiddle', match.middle)}`);
  held.push(sql`${of.words} && ${bindWords(bind, 'nameLast', match.last)}`, contains);
  return sql.join(held, sql` and `);
}

/** What makes two name conditions the same statement, values aside. */
const nameKey = (match: Exclude<NameMatch, { kind: 'none' }>) =>
  match.kind === 'text'
    ? 'text'
    : match.pairs
      ? `pairs${match.pairs.length}`
      : `words${match.middle.length > 0 ? 'm' : ''}`;

/** The values of a name condition built with placeholders. */
function nameValues(match: Exclude<NameMatch, { kind: 'none' }>): Record<string, unknown> {
  if (match.kind === 'text') return { nameText: match.text };
  return {
    nameText: match.text,
    nameFirst: match.first,
    nameMiddle: match.middle,
    nameLast: match.last,
    ...Object.fromEntries((match.pairs ?? []).map((p, i) => [`namePairs${i}`, p])),
  };
}

/**
 * The name filter of the list. Few matching words run in a prepared statement; many are matched
 * with the text in place, so that the planner sees how common they are.
 */
const nameFilter = (of: NameColumns, match: Exclude<NameMatch, { kind: 'none' }>): Filter => ({
  key: `name:${nameKey(match)}`,
  values: nameValues(match),
  on: (bind) => nameCondition(of, match, bind),
  typed: !(match.kind === 'words' && match.few),
});

/** LIKE on lower(name), for a part of very many words. */
const likeFilter = (of: NameColumns, typed: string): Filter => ({
  key: 'name:like',
  values: {},
  on: () => sql`lower(${of.name}) like lower(${containing(typed)})`,
  typed: true,
});
