import { boolean, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The base fields of spec 1 §3, shared by every stored record. */
export const baseColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  rowVersion: integer('row_version').notNull().default(1),
  isDeleted: boolean('is_deleted').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdBy: text('created_by').notNull(),
  timeStamp: timestamp('time_stamp', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
