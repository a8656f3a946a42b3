import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { businessNameWords, customerNameWords } from '../../db/schema/index.ts';
import type { Filter } from '../../platform/list/list.ts';
import { inText, StatementCache } from '../../platform/statement-cache.ts';
import { prefixRange, startingWith } from './lookup-statements.ts';

/** Up to this many words of the vocabulary stand for one typed part of a name. */
const WORDS_PER_PART = 200;

const statements = new StatementCache<{ words: string[] }[]>('search_name_words');

/**
 * For each typed part, the words of a kind of name's vocabulary that it begins, in the database's
 * lower case: one read of a small table, each part a range of its prefix index (migration 0028)
 * or, for text beyond ASCII, a LIKE pattern (lookup-statements.ts). The names are then looked
 * up with these words as values, so that PostgreSQL sees how common they are; asked with the
 * vocabulary's words as a subquery, it guessed, and read all the names for a word that none holds
 * (a typo: 240 ms at a million customers, README › Command palette). A part that begins no word
 * matches no name.
 */
export async function nameWordsStarting(
  exec: Executor,
  of: 'customers' | 'businesses',
  parts: readonly string[],
): Promise<string[][]> {
  const vocabulary = of === 'customers' ? customerNameWords : businessNameWords;
  const word = vocabulary.word;
  const ranges = parts.map((part) => prefixRange(part, true));
  const byRange = ranges.every((r) => r !== null);
  const values: Record<string, string[]> = byRange
    ? { low: ranges.map((r) => r?.from ?? ''), high: ranges.map((r) => r?.to ?? '') }
    : { pattern: parts.map(startingWith) };
  const columns = Object.keys(values);
  const key = `${of}, ${parts.length} parts by ${columns.join(' and ')}`;
  const rows = await statements.execute(exec, key, values, (bind) => {
    const arrays = columns.map((c) => sql`${sql.param(bind(c, values[c]))}::text[]`);
    const matching = byRange
      ? sql`${word} ~>=~ part.low and ${word} ~<~ part.high`
      : sql`${word} like lower(part.pattern)`;
    // The LIMIT tells PostgreSQL how many parts there are. For an array given as a parameter it
    // guesses ten elements, where a plan made for the values counts them: the plan it keeps for
    // the statement would then look dearer than a fresh one, and it would plan every request.
    const typed = sql`(select * from unnest(${sql.join(arrays, sql`, `)}) with ordinality
      limit ${inText(parts.length)}) as part(${sql.raw(columns.join(', '))}, n)`;
    return exec
      .select({
        words: sql<string[]>`array(select ${word} from ${vocabulary} where ${matching}
          limit ${inText(WORDS_PER_PART)})`,
      })
      .from(typed)
      .orderBy(sql`part.n`);
  });
  return rows.map((r) => r.words);
}

/**
 * The names holding, for every typed part, one of its words, through the GIN index on the name's
 * words. Typed: its best plan depends on how common the words are, so it is made for them.
 */
export const hasWords = (words: AnyPgColumn, wordsOfParts: readonly string[][]): Filter => ({
  key: 'words',
  values: {},
  on: () =>
    sql.join(
      wordsOfParts.map((w) => sql`${words} && ${sql.param([...w])}::text[]`),
      sql` and `,
    ),
  typed: true,
});
