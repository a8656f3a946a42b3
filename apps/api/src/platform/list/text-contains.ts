import { and, sql, type SQL } from 'drizzle-orm';
import { containing } from '../paging.ts';
import { filter, type Filter } from './list.ts';

/**
 * The filter "`lowered` (a lower-cased column with a trigram index) contains the typed text", runs
 * of spaces read as one; its shape is the number of words, so it can be a prepared statement.
 * Note: with several words, the index is asked for each word of three letters or more and the
 * whole text is checked by strpos on the rows it finds: the padded trigrams at the words' edges
 * made LIKE on the whole text read far more of the index. Among a million business names,
 * "didail hard" took 3 ms instead of 22 and "laxburqor nurdalxa" 4.5 instead of 26 (EXPLAIN
 * ANALYZE, PostgreSQL 15).
 */
export function textContains(key: string, lowered: SQL, typed: string): Filter {
  const text = typed.trim().toLowerCase().split(/\s+/).join(' ');
  const words = [...new Set(text.split(' '))].filter((w) => w.length >= 3);
  if (words.length === 0 || (words.length === 1 && words[0] === text))
    return filter(key, containing(text), (v) => sql`${lowered} like ${v}`);
  const values = Object.fromEntries([
    [key, text],
    ...words.map((w, i) => [`${key}${i}`, containing(w)]),
  ]) as Record<string, string>;
  return {
    shape: `${key}:${words.length}`,
    values,
    on: (bind) =>
      and(
        ...words.map((_, i) => sql`${lowered} like ${bind(`${key}${i}`, values[`${key}${i}`])}`),
        sql`strpos(${lowered}, ${bind(key, text)}) > 0`,
      ) ?? sql`true`,
  };
}
