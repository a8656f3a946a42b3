import { boolean, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The base fields of spec 1 §3, shared by every stored record. The times have no database default:
 * every write passes the injected clock's time, so the whole system keeps one source of time.
 */
export const baseColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  rowVersion: integer('row_version').notNull().default(1),
  isDeleted: boolean('is_deleted').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdBy: text('created_by').notNull(),
  timeStamp: timestamp('time_stamp', { withTimezone: true, mode: 'date' }).notNull(),
});

/** The values of an enum in alphabetical order, which is the order PostgreSQL then sorts them in. */
export const alphabetical = <T extends readonly [string, ...string[]]>(values: T): T =>
  [...values].sort() as unknown as T;
