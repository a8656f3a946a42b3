import { and, eq, not, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { coreAccounts, coreCustomers, coreSequences } from '../../db/schema/core.ts';
// The one place the sandbox reads the console's tables: it offers the products and branches the
// console's organization lists, where a bank's core would keep its own catalogue.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { branches, organizations } from '../../db/schema/index.ts';
import type { Clock } from '../../kernel/clock.ts';
import { CoreRefusedError, type CoreOrg, type OpenAccountRequest, type OpenAccountResult } from '../port.ts';
import { phoneDigits } from './phone-match.ts';

// New numbers start above every seeded one, so demo data and new openings never collide.
const NEW_CUSTOMER_FROM = 10_000;
const NEW_ACCOUNT_FROM = 100_000;

async function nextNumber(tx: Executor, orgId: string, name: string, from: number): Promise<number> {
  const [row] = await tx
    .insert(coreSequences)
    .values({ orgId, name, value: from + 1 })
    .onConflictDoUpdate({
      target: [coreSequences.orgId, coreSequences.name],
      set: { value: sql`${coreSequences.value} + 1` },
    })
    .returning({ value: coreSequences.value });
  if (!row) throw new Error('The sequence returned no value.');
  return row.value;
}

async function findOpened(db: Executor, orgId: string, reference: string): Promise<OpenAccountResult | null> {
  const [row] = await db
    .select({ customerId: coreAccounts.customerId, accountNumber: coreAccounts.accountNo })
    .from(coreAccounts)
    .where(and(eq(coreAccounts.orgId, orgId), eq(coreAccounts.openingReference, reference)));
  return row ?? null;
}

/** The core only opens the products and branches the organization offers. */
async function checkProduct(db: Executor, org: CoreOrg, req: OpenAccountRequest): Promise<void> {
  const [row] = await db
    .select({ accounts: organizations.supportedAccounts })
    .from(organizations)
    .where(eq(organizations.id, org.id));
  if (!row) throw new CoreRefusedError(`The core does not know organization ${org.name}.`);
  const product = row.accounts.find((a) => a.id === req.accountType);
  if (!product?.currencies.includes(req.currency)) {
    throw new CoreRefusedError(
      `${org.name} does not offer account type ${req.accountType} in ${req.currency}.`,
    );
  }
  const [branch] = await db
    .select({ code: branches.code })
    .from(branches)
    .where(
      and(eq(branches.organizationId, org.id), eq(branches.code, req.branchCode), not(branches.isDeleted)),
    );
  if (!branch) throw new CoreRefusedError(`${org.name} has no branch ${req.branchCode}.`);
}

/**
 * Opens an account, creating the customer when `customerId` is absent. Idempotent by reference:
 * a retry, or a second request racing the first, gets the account the first one opened.
 */
export async function openAccount(
  db: Db,
  clock: Clock,
  org: CoreOrg,
  req: OpenAccountRequest,
): Promise<OpenAccountResult> {
  const opened = await findOpened(db, org.id, req.reference);
  if (opened) return opened;
  await checkProduct(db, org, req);
  try {
    return await db.transaction(async (tx) => {
      const now = clock.now();
      let customer: { customerId: string; name: string; mobile: string };
      if (req.customerId) {
        const [found] = await tx
          .select({
            customerId: coreCustomers.customerId,
            name: coreCustomers.name,
            mobile: coreCustomers.mobile,
          })
          .from(coreCustomers)
          .where(and(eq(coreCustomers.orgId, org.id), eq(coreCustomers.customerId, req.customerId)));
        if (!found)
          throw new CoreRefusedError(`Customer ${req.customerId} does not exist in the core of ${org.name}.`);
        customer = found;
      } else {
        if (!req.name.trim() || !phoneDigits(req.mobile))
          throw new CoreRefusedError('A new customer needs a name and a mobile number.');
        const customerId = `C${String(await nextNumber(tx, org.id, 'customer', NEW_CUSTOMER_FROM)).padStart(7, '0')}`;
        customer = { customerId, name: req.name, mobile: req.mobile };
        await tx
          .insert(coreCustomers)
          .values({ orgId: org.id, ...customer, email: req.email || null, createdAt: now });
      }
      const accountNo = `${req.branchCode}${String(await nextNumber(tx, org.id, 'account', NEW_ACCOUNT_FROM)).padStart(7, '0')}`;
      await tx.insert(coreAccounts).values({
        orgId: org.id,
        accountNo,
        customerId: customer.customerId,
        accountType: req.accountType,
        currency: req.currency,
        branchCode: req.branchCode,
        status: 'Active',
        name: customer.name,
        phone: customer.mobile,
        openedAt: now,
        openingReference: req.reference,
      });
      return { customerId: customer.customerId, accountNumber: accountNo };
    });
  } catch (err) {
    // Lost a race on the reference's unique index: the winner's account is the answer.
    const raced = err instanceof CoreRefusedError ? null : await findOpened(db, org.id, req.reference);
    if (raced) return raced;
    throw err;
  }
}
