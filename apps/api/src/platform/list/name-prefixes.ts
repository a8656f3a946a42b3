import { and, getTableName, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { OrgScope } from '../org-scope.ts';
import { prefixRange, startingWith } from '../../kernel/paging.ts';
import { inText, StatementCache } from '../statement-cache.ts';
import { filterValues, scopeFilters, type Filter } from './filter.ts';
import type { NameColumns } from './name-search.ts';

/** Up to this many words of the vocabulary stand for one typed part of a name. */
const WORDS_PER_PART = 200;

/**
 * A name lookup whose matches are expected to be at least this many reads the names in storage
 * order until it has its few (about LIMIT × rows / matches of them, 5,000 of a million for a
 * thousand matches), where the GIN index would read every match of every typed part first.
 */
const SCAN_MATCHES = 1_000;

/** The words that the typed parts of a name begin, and how its names are best looked up. */
export interface NameWords {
  /** For each typed part, the words of the vocabulary it begins; none: no name matches. */
  wordsOfParts: string[][];
  /** Read the names in storage order (many matches expected) rather than through the index. */
  scan: boolean;
}

type PartRow = { words: string[]; holders: number; rows: number };
const statements = new StatementCache<Record<string, unknown>[]>('search_name_words');

/**
 * For each kind of name asked, and each typed part, the words of that kind's vocabulary the part
 * begins, in the database's lower case: a read of a small table, each part a range of its prefix
 * index (migration 0028) or, for text beyond ASCII, a LIKE pattern (lookup-statements.ts). A part
 * that begins no word matches no name. The kinds are read in one statement, one round trip.
 *
 * The same statement reads how many records of the scope hold each part's words (the counts kept
 * with the vocabulary, migration 0029) and how many rows the kind's table holds as PostgreSQL last
 * counted them. From these the names' lookup chooses its plan itself (`scan`), as PostgreSQL
 * would from the words had they been written into the query, and runs as a prepared statement
 * instead of being planned on every search (docs/command-palette.md › How a search is answered).
 */
export async function wordsStarting<K extends string>(
  exec: Executor,
  names: Record<K, NameColumns>,
  parts: readonly string[],
  scope: OrgScope,
): Promise<Partial<Record<K, NameWords>>> {
  const kinds = Object.keys(names) as K[];
  if (kinds.length === 0) return {};
  const ranges = parts.map((part) => prefixRange(part, true));
  const byRange = ranges.every((r) => r !== null);
  const typedValues: Record<string, string[]> = byRange
    ? { low: ranges.map((r) => r?.from ?? ''), high: ranges.map((r) => r?.to ?? '') }
    : { pattern: parts.map(startingWith) };
  const columns = Object.keys(typedValues);
  const scoped = (kind: K) => scopeFilters(names[kind].counts.organizationId, scope);
  const values = { ...typedValues, ...filterValues(kinds.flatMap(scoped)) };
  const key = `${kinds.join(' and ')}, ${parts.length} parts by ${columns.join(' and ')}${scope.all ? '' : ', scoped'}`;
  const rows = await statements.execute(exec, key, values, (bind) => {
    const arrays = columns.map((c) => sql`${sql.param(bind(c, typedValues[c]))}::text[]`);
    // The LIMIT tells PostgreSQL how many parts there are. For an array given as a parameter it
    // guesses ten elements, where a plan made for the values counts them: the plan it keeps for
    // the statement would then look dearer than a fresh one, and it would plan every request.
    const typed = sql`(select * from unnest(${sql.join(arrays, sql`, `)}) with ordinality
      limit ${inText(parts.length)}) as part(${sql.raw(columns.join(', '))}, n)`;
    const wordsOf = kinds.map((kind) => {
      const { vocabulary } = names[kind];
      const word = vocabulary.word;
      const matching = byRange
        ? sql`${word} ~>=~ part.low and ${word} ~<~ part.high`
        : sql`${word} like lower(part.pattern)`;
      return sql`array(select ${word} from ${vocabulary} where ${matching}
        limit ${inText(WORDS_PER_PART)}) as ${sql.identifier(kind)}`;
    });
    const found = sql`(select part.n, ${sql.join(wordsOf, sql`, `)} from ${typed}) as found`;
    const fields = kinds.flatMap((kind) => {
      const { counts } = names[kind];
      const words = sql`found.${sql.identifier(kind)}`;
      const holding = and(sql`${counts.word} = any(${words})`, ...scoped(kind).map((f) => f.on(bind)));
      return [
        [`${kind}Words`, words],
        [
          `${kind}Holders`,
          sql`(select coalesce(sum(${counts.n}), 0)::float8 from ${counts} where ${holding})`,
        ],
        [
          `${kind}Rows`,
          sql`(select reltuples::float8 from pg_class where oid = ${sql.raw(`'${getTableName(names[kind].id.table)}'`)}::regclass)`,
        ],
      ] as const;
    });
    return exec
      .select(Object.fromEntries(fields))
      .from(found)
      .orderBy(sql`found.n`);
  });
  return Object.fromEntries(
    kinds.map((kind) => {
      const perPart = rows.map((r): PartRow => ({
        words: r[`${kind}Words`] as string[],
        holders: r[`${kind}Holders`] as number,
        rows: r[`${kind}Rows`] as number,
      }));
      const found: NameWords = {
        wordsOfParts: perPart.map((p) => p.words),
        scan: expectedMatches(perPart) >= SCAN_MATCHES,
      };
      return [kind, found];
    }),
  ) as Partial<Record<K, NameWords>>;
}

/**
 * How many names of the scope hold a word of every part, were the parts independent of one
 * another: the rows times each part's share of them. `rows` is PostgreSQL's own count; before the
 * table was first analysed (-1) nothing is expected, and the index, never slow, is read.
 */
function expectedMatches(parts: readonly PartRow[]): number {
  const counted = parts[0]?.rows ?? -1;
  if (counted < 0) return 0;
  const rows = Math.max(counted, ...parts.map((p) => p.holders), 1);
  return parts.reduce((expected, p) => (expected * p.holders) / rows, rows);
}

/**
 * The names holding, for every typed part, one of its words: through the GIN index on the name's
 * words, or, when `scan`, by `arrayoverlap`, the same test as `&&` that no index answers, so that
 * the plan PostgreSQL keeps reads the names in order until it has enough.
 */
export const hasWords = ({ words }: NameColumns, { wordsOfParts, scan }: NameWords): Filter => {
  const values = Object.fromEntries(wordsOfParts.map((w, i) => [`words${i}`, w]));
  return {
    key: `${wordsOfParts.length} parts${scan ? ' scanned' : ''}`,
    values,
    on: (bind) =>
      sql.join(
        wordsOfParts.map((w, i) => {
          const bound = sql`${sql.param(bind(`words${i}`, w))}::text[]`;
          return scan ? sql`arrayoverlap(${words}, ${bound})` : sql`${words} && ${bound}`;
        }),
        sql` and `,
      ),
  };
};
