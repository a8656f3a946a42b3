import type pg from 'pg';
import { ConfigError } from '../config.ts';

/** The schemas the migrations and the job queue make, but not drizzle's own record of them. */
const SKIPPED_SCHEMAS = ['drizzle', 'pg_catalog', 'information_schema', 'pg_toast'];

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function column<T>(client: pg.Client, text: string, values: unknown[] = []): Promise<T[]> {
  return (await client.query<{ v: T }>(text, values)).rows.map((r) => r.v);
}

/** The role a connection acts as. */
export async function roleOf(client: pg.Client): Promise<string> {
  return (await column<string>(client, 'select current_user as v'))[0]!;
}

/**
 * Gives the serving role what the console does with the data and nothing more, as the owner of
 * the tables (the migrations' role), on every start: the tables a migration added since are
 * covered at once, and default privileges cover those the owner makes later (a queue's table).
 * Reading and writing rows, sequences for inserts; no CREATE, ALTER, DROP or TRUNCATE, no
 * trigger, no ownership. The append-only tables (those whose rows a `refuse_…_rewrite` trigger
 * guards: the activity events and the records' histories) it may only read and append to, so
 * it can neither disable the trigger (owner only) nor get round it.
 */
export async function grantServing(owner: pg.Client, serving: string): Promise<void> {
  const role = ident(serving);
  // The owner's schemas (core, the job queue's), and every schema holding the owner's tables.
  const owned = await column<string>(
    owner,
    `select nspname as v from pg_namespace where nspowner = current_user::regrole and not nspname = any($1)`,
    [SKIPPED_SCHEMAS],
  );
  const holding = await column<string>(
    owner,
    `select distinct n.nspname as v from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relowner = current_user::regrole and c.relkind in ('r', 'p', 'S') and not n.nspname = any($1)`,
    [SKIPPED_SCHEMAS],
  );
  const appendOnly = await column<string>(
    owner,
    `select distinct t.tgrelid::regclass::text as v from pg_trigger t join pg_proc p on p.oid = t.tgfoid
      where p.proname like 'refuse\\_%\\_rewrite'`,
  );
  const inSchemas = [...new Set([...holding, ...owned])].map(ident).join(', ');
  if (!inSchemas) return;
  const statements = [
    // Public's usage is everyone's already; the owner may grant it only on its own schemas.
    ...(owned.length ? [`grant usage on schema ${owned.map(ident).join(', ')} to ${role}`] : []),
    `grant select, insert, update, delete on all tables in schema ${inSchemas} to ${role}`,
    `grant usage, select on all sequences in schema ${inSchemas} to ${role}`,
    `alter default privileges in schema ${inSchemas} grant select, insert, update, delete on tables to ${role}`,
    `alter default privileges in schema ${inSchemas} grant usage, select on sequences to ${role}`,
    ...appendOnly.flatMap((table) => [
      `revoke all on ${table} from ${role}`,
      `grant select, insert on ${table} to ${role}`,
    ]),
  ];
  await owner.query('begin');
  try {
    for (const statement of statements) await owner.query(statement);
    await owner.query('commit');
  } catch (err) {
    await owner.query('rollback');
    throw err;
  }
}

/**
 * The serving role must not be able to take back what the grants leave out: refused when it is
 * a superuser or bypasses row security, owns the database, a schema or a table, or is a member
 * of the owner's role (it would act as the owner).
 */
export async function checkServing(owner: pg.Client, serving: string): Promise<void> {
  const [role] = (
    await owner.query<{ super: boolean; owner: boolean; owns: string[] }>(
      `select r.rolsuper or r.rolbypassrls as super,
              pg_has_role(r.oid, current_user, 'member') as owner,
              array(select datname::text from pg_database where datdba = r.oid and datname = current_database()
                    union all select nspname::text from pg_namespace where nspowner = r.oid
                    union all select relname::text from pg_class
                               where relowner = r.oid and relkind in ('r', 'p', 'S', 'v', 'm')
                    limit 5) as owns
         from pg_roles r where r.rolname = $1`,
      [serving],
    )
  ).rows;
  const refuse = (why: string) =>
    new ConfigError(
      `DATABASE_URL: its role ${serving} ${why}; serve as a role that owns nothing (the owner is MIGRATION_DATABASE_URL's)`,
    );
  if (role?.super) throw refuse('is a superuser or bypasses row security');
  if (role?.owner) throw refuse('is a member of the owner role');
  if (role && role.owns.length > 0) throw refuse(`owns ${role.owns.join(', ')}`);
}
