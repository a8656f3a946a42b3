import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { phoneTail } from '../../db/schema/core.ts';

export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/**
 * Phones match on their digits: equal, or one ends with the other when the shorter has at least
 * seven digits, so `+252615550001` and `615550001` are the same phone. The tail comparison comes
 * first so the planner can use the phone index.
 */
export function phoneMatches(column: AnyPgColumn, phone: string): SQL {
  const q = phoneDigits(phone);
  const d = sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;
  const n = q.length;
  return sql`(${phoneTail(column)} = ${q.slice(-7)}::text and (${d} = ${q}::text or (least(length(${d}), ${n}::int) >= 7
    and (right(${d}, ${n}::int) = ${q}::text or right(${q}::text, length(${d})) = ${d}))))`;
}

/** The same rule as `phoneMatches`, for two phones already in hand. */
export function phonesMatch(a: string, b: string): boolean {
  const [x, y] = [phoneDigits(a), phoneDigits(b)];
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  return short.length >= 7 && long.endsWith(short);
}
