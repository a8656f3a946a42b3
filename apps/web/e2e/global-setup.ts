import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder that the production server seeded with the demo data and closed cleanly. */
    e2eSeededData: string;
  }
}

/**
 * Seeds the demo data once for the whole suite: the production server starts on a fresh data
 * folder, seeds it, answers, and stops. Each browser test file's server then starts on a copy of
 * that folder instead of seeding its own (on this two-core machine, seconds against most of a
 * minute). A file of the other tenant starts on it too: the tenant names the console and sets its
 * logo, colours and the authenticator's label, none of which the data hold.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'console-e2e-seeded-'));
  const remove = () => rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  try {
    const server = await startServer({ data: { keep: folder } });
    await server.stop();
  } catch (err) {
    remove();
    throw err;
  }
  project.provide('e2eSeededData', folder);
  return remove;
}
