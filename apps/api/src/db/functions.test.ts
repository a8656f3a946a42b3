import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from './client.ts';
import { databaseFunctions } from '../kernel/database/functions.ts';

const functionsFolder = path.join(import.meta.dirname, 'functions');
const migrationsFolder = path.join(import.meta.dirname, 'migrations');
// The last migration written while functions still lived in migrations; those after it hold none.
const LAST_MIGRATION_WITH_FUNCTIONS = 41;

// The application's own schemas: the tables' public one and the sandbox core's.
const SCHEMAS = `n.nspname in ('public', 'core')`;
// What an extension (pg_trgm) brings is the extension's, not ours.
const NOT_OF_AN_EXTENSION = `not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Every function and trigger of the application's schemas, by name, with its text. */
async function definitions(): Promise<Map<string, string>> {
  const { rows: functions } = (await database.script(
    `select n.nspname || '.' || p.proname as name, pg_get_functiondef(p.oid) as def
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where ${SCHEMAS} and ${NOT_OF_AN_EXTENSION}`,
  )) as { rows: { name: string; def: string }[] };
  const { rows: triggers } = (await database.script(
    `select 'trigger ' || t.tgname as name, pg_get_triggerdef(t.oid) as def
     from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where ${SCHEMAS} and not t.tgisinternal`,
  )) as { rows: { name: string; def: string }[] };
  return new Map([...functions, ...triggers].map((r) => [r.name, r.def]));
}

/** The names the files define: `schema.function` and `trigger name`. */
function namedInFiles(): string[] {
  return databaseFunctions(functionsFolder).flatMap(({ text }) => [
    ...[...text.matchAll(/^CREATE OR REPLACE FUNCTION (?:(\w+)\.)?(\w+)\(/gm)].map(
      (m) => `${m[1] ?? 'public'}.${m[2]}`,
    ),
    ...[...text.matchAll(/^CREATE OR REPLACE (?:CONSTRAINT )?TRIGGER (\w+) /gm)].map(
      (m) => `trigger ${m[1]}`,
    ),
  ]);
}

describe('the database functions, one current file per concern', () => {
  it('defines every function and trigger of the database, each once', async () => {
    const named = namedInFiles();
    expect(new Set(named).size).toBe(named.length);
    expect(named.sort()).toEqual([...(await definitions()).keys()].sort());
  });

  it('can be applied twice in a row, and changes nothing the second time', async () => {
    const before = await definitions();
    for (let round = 0; round < 2; round++)
      for (const { text } of databaseFunctions(functionsFolder)) await database.script(text);
    expect(await definitions()).toEqual(before);
  });

  it('leaves the migrations written since to tables, columns and indexes', () => {
    const later = readdirSync(migrationsFolder).filter(
      (file) => file.endsWith('.sql') && Number(file.slice(0, 4)) > LAST_MIGRATION_WITH_FUNCTIONS,
    );
    for (const file of later)
      expect(readFileSync(path.join(migrationsFolder, file), 'utf8'), file).not.toMatch(
        /CREATE\s+(OR\s+REPLACE\s+)?(CONSTRAINT\s+)?(FUNCTION|TRIGGER)\b/i,
      );
  });
});
