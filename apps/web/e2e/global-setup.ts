import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * For each tenant the browser tests use, a data folder that the production server seeded with
     * that tenant's demo data and closed cleanly.
     */
    e2eSeededData: Record<string, string>;
  }
}

/** The tenants whose demo data the browser files start from: the default, and the other one. */
const SEEDED_TENANTS = ['DBI', 'EAB'];

/**
 * Seeds the demo data once for the whole suite, once per tenant and both at once: the production
 * server starts on a fresh data folder, seeds it, answers, and stops. Each browser test file's
 * server then starts on a copy of its tenant's folder instead of seeding its own (on this two-core
 * machine, seconds against most of a minute).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const folders: Record<string, string> = Object.fromEntries(
    SEEDED_TENANTS.map((tenant) => [tenant, mkdtempSync(join(tmpdir(), `console-e2e-${tenant}-`))]),
  );
  const removeAll = () => {
    for (const folder of Object.values(folders))
      rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  };
  const seeded = await Promise.allSettled(
    Object.entries(folders).map(async ([tenant, folder]) => {
      const server = await startServer({ env: { TENANT: tenant }, data: { keep: folder } });
      await server.stop();
    }),
  );
  const failed = seeded.find((r) => r.status === 'rejected');
  if (failed) {
    removeAll();
    throw failed.reason;
  }
  project.provide('e2eSeededData', folders);
  return removeAll;
}
