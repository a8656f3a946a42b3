import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './harness.ts';
import { openSignInDesk } from './sign-in-desk.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder that the production server seeded with the demo data and closed cleanly. */
    e2eSeededData: string;
  }
}

/**
 * Seeds the demo data once for the whole suite: the production server starts on a fresh data
 * folder, seeds it, answers, and stops. Then the suite's shared server starts on a copy of that
 * folder, as a second `npm start` finds its data, with the desk that signs its demo users in
 * (sign-in-desk.ts); most files run on it. A file with a server of its own (`runOwnApp`) starts
 * it on another copy of the seeded folder; a file of the other tenant does too: the tenant names
 * the console and sets its logo, colours and the authenticator's label, none of which the data hold.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'console-e2e-seeded-'));
  const logFolder = mkdtempSync(join(tmpdir(), 'console-e2e-log-'));
  const remove = () => {
    for (const dir of [folder, logFolder])
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  };
  let shared: RunningServer | undefined;
  try {
    const seeding = await startServer({ data: { keep: folder } });
    await seeding.stop();
    const logFile = join(logFolder, 'shared-server.log');
    shared = await startServer({ data: { copyOf: folder }, logFile });
    const desk = await openSignInDesk(shared.baseUrl);
    project.provide('e2eSeededData', folder);
    project.provide('e2eServer', { baseUrl: shared.baseUrl, logFile });
    project.provide('e2eSignInDesk', desk.url);
    const server = shared;
    return async () => {
      await desk.close();
      await server.stop();
      remove();
    };
  } catch (err) {
    await shared?.stop();
    remove();
    throw err;
  }
}
