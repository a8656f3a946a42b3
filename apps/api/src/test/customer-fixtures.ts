import { P, type CustomerStatus } from '@console/contract';
import { customers } from '../db/schema/index.ts';
import { seedId } from '../platform/seed-id.ts';
import { identitySeeder } from '../demo/identity.ts';
import { tokenFor } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

export const DAHAB = seedId('org:Dahab Bank');
export const SALAAM = seedId('org:Salaam Microfinance');

/**
 * The demo users seeded, and the tokens of two readers of the customers list: an officer of
 * Dahab Bank alone, and head office, who sees every organization.
 */
export async function customerListReaders(t: TestApp): Promise<{ officer: string; headOffice: string }> {
  await identitySeeder.run(t.database.db, t.config, t.clock);
  return {
    officer: await tokenFor(t, 'officer'),
    headOffice: await tokenFor(t, 'auditor', [P.ListCustomers, P.AllOrganizations]),
  };
}

/** Inserts profiles for list tests: names, statuses and pending counts as given. */
export async function insertCustomers(
  t: TestApp,
  rows: {
    name: string;
    status?: CustomerStatus;
    pending?: number;
    email?: string;
    mobile?: string;
    at?: string;
  }[],
) {
  const values = rows.map((r, i) => ({
    organizationId: DAHAB,
    name: r.name,
    mobile: r.mobile ?? `+2526170${String(i).padStart(5, '0')}`,
    email: r.email ?? `${r.name.toLowerCase().replace(/\s+/g, '.')}@mail.example`,
    status: r.status ?? 'Pending',
    pendingApplicationsCount: r.pending ?? 0,
    applicationsCount: r.pending ?? 0,
    createdBy: 'officer',
    createdAt: new Date(r.at ?? Date.UTC(2026, 0, 1, 0, i)),
    timeStamp: t.clock.now(),
  }));
  return t.database.db
    .insert(customers)
    .values(values)
    .returning({ id: customers.id, name: customers.name, rowVersion: customers.rowVersion });
}
