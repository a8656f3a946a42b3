import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The database's functions and triggers as they are now, one file per concern in `functions/`
 * (docs/architecture.md › The database's functions). They are applied after the migrations on
 * every start, each file in one transaction, every statement a `CREATE OR REPLACE`: so a
 * function's text is read, and changed, in one place, and the migrations keep the tables, columns
 * and indexes. The files run in the order of their names.
 */
export function databaseFunctions(folder: string): { file: string; text: string }[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ file, text: readFileSync(path.join(folder, file), 'utf8') }));
}
