import type {
  coreAccounts,
  coreCustomers,
  coreMbankingPendingOtps,
  coreMbankingTransactions,
  coreMbankingUsers,
} from '../../db/schema/core.ts';
import { seedId } from '../../platform/seed-id.ts';
import { cardNumber, prng } from './seed-random.ts';
import type { OrgSpec } from './seed-data.ts';

export interface OrgCatalog {
  orgId: string;
  /** Personal account types and their currencies. */
  accounts: { id: string; currencies: readonly string[] }[];
  branches: string[];
}

export interface SeedCard {
  pan: string;
  accountNo: string;
  holder: string;
  product: string;
  ccy: string;
  creationDate: string;
  pinTries: number;
}

export interface SeedPlan {
  customers: (typeof coreCustomers.$inferInsert)[];
  accounts: (typeof coreAccounts.$inferInsert)[];
  cards: SeedCard[];
  users: (typeof coreMbankingUsers.$inferInsert)[];
  transactions: (typeof coreMbankingTransactions.$inferInsert)[];
  pendingOtps: (typeof coreMbankingPendingOtps.$inferInsert)[];
}

const DAY = 86_400_000;
const day = (base: string, days: number, hours = 0) =>
  new Date(Date.parse(base) + days * DAY + hours * 3_600_000);
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const LIMITS = ['500.00', '1000.00', '250.00', '2000.00'];
const PRODUCTS: [string, string][] = [
  ['Visa Classic', '458011'],
  ['Visa Gold', '458022'],
];
const TRANSFERS = [
  'Internal Transfer',
  'Bill Payment',
  'Airtime Top-up',
  'Merchant Payment',
  'Wallet Transfer',
];

/** The rows of one organization's demo data: a pure function of the spec, so seeding is deterministic. */
export function planOrg(spec: OrgSpec, catalog: OrgCatalog): SeedPlan {
  const plan: SeedPlan = {
    customers: [],
    accounts: [],
    cards: [],
    users: [],
    transactions: [],
    pendingOtps: [],
  };
  const combos = catalog.accounts.flatMap((a) => a.currencies.map((currency) => ({ type: a.id, currency })));
  const { orgId } = catalog;
  let accountCount = 0;
  spec.customers.forEach((c, i) => {
    const customerId = `C${pad(spec.firstCustomerNo + i, 7)}`;
    const [first = '', , last = ''] = c.name.toLowerCase().split(' ');
    const email = i % 4 === 3 ? null : `${first}.${last}@example.com`;
    plan.customers.push({
      orgId,
      customerId,
      name: c.name,
      mobile: c.phone,
      email,
      telephone: i % 3 === 2 ? `+2521${pad(500_000 + i * 37, 6)}` : null,
      dateOfBirth: `${1965 + ((i * 7) % 35)}-${pad((i % 12) + 1, 2)}-${pad(((i * 5) % 28) + 1, 2)}`,
      hasPhoto: !c.noPhoto,
      createdAt: day('2023-03-01', i * 11),
    });
    const linkedAccounts: { accountNo: string; currency: string }[] = [];
    c.cards.forEach((cardCount, j) => {
      const combo = combos[(i + j) % combos.length];
      const branch = catalog.branches[(i + j) % catalog.branches.length];
      if (!combo || !branch) throw new Error(`${spec.org} has no personal accounts or branches to seed.`);
      const accountNo = `${branch}${pad(++accountCount, 7)}`;
      const linked = j < (c.linked ?? 0);
      if (linked) linkedAccounts.push({ accountNo, currency: combo.currency });
      plan.accounts.push({
        orgId,
        accountNo,
        customerId,
        accountType: combo.type,
        currency: combo.currency,
        branchCode: branch,
        status: j < 2 ? 'Active' : i % 2 ? 'Dormant' : 'Closed',
        mobileBanking: linked,
        dailyLimit: linked ? (LIMITS[(i + j) % LIMITS.length] ?? null) : null,
        name: c.name,
        phone: c.phone,
        openedAt: day('2024-01-15', i * 17 + j * 40),
      });
      const random = prng(`card:${orgId}:${accountNo}`);
      for (let k = 0; k < cardCount; k++) {
        const [product, bin] = PRODUCTS[(i + k) % PRODUCTS.length] ?? PRODUCTS[0]!;
        const tries = random();
        plan.cards.push({
          pan: cardNumber(bin, random),
          accountNo,
          holder: c.name.toUpperCase(),
          product,
          ccy: combo.currency,
          creationDate: day('2024-02-01', i * 17 + j * 40 + k * 90)
            .toISOString()
            .slice(0, 10),
          pinTries: tries < 0.25 ? 3 : Math.floor(tries * 3),
        });
      }
    });
    if (c.mbanking) planUser(plan, spec, c, { orgId, customerId, email, index: i, linkedAccounts });
  });
  return plan;
}

function planUser(
  plan: SeedPlan,
  spec: OrgSpec,
  c: OrgSpec['customers'][number],
  u: {
    orgId: string;
    customerId: string;
    email: string | null;
    index: number;
    linkedAccounts: { accountNo: string; currency: string }[];
  },
) {
  const userId = `${spec.userPrefix}${pad(plan.users.length + 1, 5)}`;
  const blocked = c.mbanking === 'blocked';
  plan.users.push({
    userId,
    orgId: u.orgId,
    customerId: u.customerId,
    phone: c.phone,
    fullName: c.name,
    email: u.email,
    isEmailVerified: u.email !== null && u.index % 2 === 0,
    whatsapp: u.index % 3 === 1 ? null : c.phone,
    isWhatsappVerified: u.index % 3 === 0,
    blockedReason: blocked ? 'Several wrong PINs from a new device' : null,
    blockedBy: blocked ? 'support' : null,
    blockedOn: blocked ? day('2026-11-18', 0, 14) : null,
  });
  const random = prng(`mbanking:${userId}`);
  for (let t = 0; t < 10; t++) {
    const from = u.linkedAccounts[t % u.linkedAccounts.length];
    if (!from) throw new Error(`${userId} has no linked account.`);
    const type = TRANSFERS[Math.floor(random() * TRANSFERS.length)] ?? 'Internal Transfer';
    const to =
      type === 'Merchant Payment'
        ? `M${1000 + Math.floor(random() * 20)}`
        : `+25261${pad(Math.floor(random() * 10_000_000), 7)}`;
    plan.transactions.push({
      id: seedId(`core-tx:${userId}:${t}`),
      userId,
      createdOn: day('2026-10-01', t * 5, Math.floor(random() * 24)),
      fromAccount: from.accountNo,
      toAccount: to,
      transferType: type,
      amount: (Math.round((5 + random() * 495) * 100) / 100).toFixed(2),
      currency: from.currency,
    });
  }
  for (let k = 0; k < (c.pendingOtps ?? 0); k++) {
    plan.pendingOtps.push({
      id: seedId(`core-otp:${userId}:${k}`),
      userId,
      platform: ['SMS', 'WhatsApp', 'Email'][k % 3] ?? 'SMS',
      createdAt: day('2026-11-20', 0, 8 + k),
    });
  }
}
