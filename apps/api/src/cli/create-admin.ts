/**
 * Creates the first administrator of an installation, in production mode too:
 *   npm run user:create-admin -- --username alice --phone +252610000000 [--email a@bank]
 * The password is read from ADMIN_PASSWORD or, when that is unset, from standard input.
 * The account is isSUDO, must set up two-factor authentication at first sign-in, and must change
 * this password then.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../kernel/config.ts';
import { openDatabase } from '../db/client.ts';
import { createAdministrator } from '../modules/users/index.ts';
import { systemClock } from '../kernel/clock.ts';
import { hashPassword, passwordProblem } from '../platform/auth/passwords.ts';
import { exitOnUnhandledFailures } from '../platform/process-failures.ts';
import { SecurityPolicies } from '../platform/security-policies.ts';

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  process.stderr.write('Password: ');
  const line = await rl.question('');
  rl.close();
  return line.trim();
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, phone: { type: 'string' }, email: { type: 'string' } },
  });
  if (!values.username || !/^[A-Za-z0-9._-]{1,50}$/.test(values.username)) {
    console.error('Usage: npm run user:create-admin -- --username NAME --phone NUMBER [--email ADDRESS]');
    return 2;
  }
  const config = loadConfig();
  const password = await readPassword();
  const database = await openDatabase({
    url: config.databaseUrl,
    migrationUrl: config.migrationDatabaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    // The minimum in force: the security policies once a change was approved, else the configured one.
    const policies = new SecurityPolicies({
      db: database.db,
      clock: systemClock,
      password: config.passwordPolicy,
    });
    const problem = passwordProblem(password, values.username, await policies.passwordPolicy());
    if (problem) {
      console.error(problem);
      return 2;
    }
    const passwordHash = await hashPassword(password);
    const cli = { userName: 'cli', at: systemClock.now() };
    const made = await createAdministrator(
      database.db,
      { userName: values.username, phone: values.phone ?? '', email: values.email ?? null, passwordHash },
      cli,
    );
    if (!made) {
      console.error(`A user named ${values.username} already exists.`);
      return 1;
    }
    console.log(
      `Administrator ${values.username} created. Sign in to set up two-factor authentication and choose a new password.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

// A failed statement ends the command with a line that names it, not with its parameters.
exitOnUnhandledFailures();
process.exit(await main());
