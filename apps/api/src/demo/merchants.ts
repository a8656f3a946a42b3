import type { Db } from '../db/client.ts';
import { merchantCodes, merchants } from '../db/schema/index.ts';
import { created } from '../db/versioning.ts';
import { seedId } from '../platform/seed-id.ts';
import type { Seeder } from './index.ts';

/** A business account of the sandbox core that merchants are paid into. */
export interface DemoMerchantAccount {
  org: string;
  accountNo: string;
  customerId: string;
  name: string;
  phone: string;
  accountType: string;
  currency: string;
  branch: string;
  status: 'Active' | 'Dormant';
}

export interface DemoMerchant {
  org: string;
  accountNo: string;
  code: string | null;
  name: string;
  phone: string;
  email: string;
  /** The demo user this merchant's statement belongs to. */
  user?: string;
}

/**
 * The demo merchants and their accounts. The demo user `merchant` is linked to Xamar Fresh Market
 * (code 20000001) through the merchant's user column: a merchant user created in the console is
 * named by its code, but the demo keeps its memorable name.
 */
export const DEMO_MERCHANTS = {
  accounts: [
    {
      org: 'Dahab Bank',
      accountNo: '0019000001',
      customerId: 'B0009001',
      name: 'Xamar Fresh Market Ltd',
      phone: '+252615570001',
      accountType: 'BUS',
      currency: 'USD',
      branch: '001',
      status: 'Active',
    },
    {
      org: 'Dahab Bank',
      accountNo: '0029000002',
      customerId: 'B0009002',
      name: 'Bakaara Electronics',
      phone: '+252615570002',
      accountType: 'BUS',
      currency: 'USD',
      branch: '002',
      status: 'Active',
    },
    {
      org: 'Dahab Bank',
      accountNo: '0019000003',
      customerId: 'B0009003',
      name: 'Jubba Traders',
      phone: '+252615570003',
      accountType: 'BUS',
      currency: 'USD',
      branch: '001',
      status: 'Active',
    },
    {
      org: 'Dahab Bank',
      accountNo: '0039000004',
      customerId: 'B0009004',
      name: 'Old Port Supplies',
      phone: '+252615570004',
      accountType: 'BUS',
      currency: 'EUR',
      branch: '003',
      status: 'Dormant',
    },
    {
      org: 'Salaam Microfinance',
      accountNo: '1019000001',
      customerId: 'B0019001',
      name: 'Salaam Pharmacy',
      phone: '+252615570101',
      accountType: 'SME',
      currency: 'USD',
      branch: '101',
      status: 'Active',
    },
  ] satisfies DemoMerchantAccount[],
  merchants: [
    {
      org: 'Dahab Bank',
      accountNo: '0019000001',
      code: '20000001',
      name: 'Xamar Fresh Market',
      phone: '+252615570001',
      email: 'shop@xamarfresh.example.com',
      user: 'merchant',
    },
    {
      org: 'Dahab Bank',
      accountNo: '0019000001',
      code: '20000002',
      name: 'Xamar Fresh Kiosk',
      phone: '+252615570011',
      email: 'kiosk@xamarfresh.example.com',
    },
    {
      org: 'Dahab Bank',
      accountNo: '0029000002',
      code: '20000003',
      name: 'Bakaara Electronics',
      phone: '+252615570002',
      email: 'sales@bakaara.example.com',
    },
    {
      org: 'Dahab Bank',
      accountNo: '0029000002',
      code: '20000004',
      name: 'Bakaara Phones',
      phone: '+252615570022',
      email: 'phones@bakaara.example.com',
    },
    {
      org: 'Dahab Bank',
      accountNo: '0029000002',
      code: null,
      name: 'Bakaara Repairs',
      phone: '+252615570012',
      email: 'repairs@bakaara.example.com',
    },
    {
      org: 'Salaam Microfinance',
      accountNo: '1019000001',
      code: '30000001',
      name: 'Salaam Pharmacy',
      phone: '+252615570101',
      email: 'pharmacy@salaam.example.com',
    },
  ] satisfies DemoMerchant[],
  /** Active, with no merchant yet: where the walkthrough creates one. */
  freeAccount: '0019000003',
  dormantAccount: '0039000004',
} as const;

export const demoMerchantId = (m: DemoMerchant) => seedId(`merchant:${m.org}:${m.accountNo}:${m.name}`);

/** The demo merchants of the product and their codes; idempotent. */
export const merchantsSeeder: Seeder = {
  name: 'merchants',
  async run(db: Db, _config, clock) {
    const by = { userName: 'system', at: clock.now() };
    await db.transaction(async (tx) => {
      for (const m of DEMO_MERCHANTS.merchants) {
        const account = DEMO_MERCHANTS.accounts.find((a) => a.accountNo === m.accountNo);
        if (!account) throw new Error(`No demo account ${m.accountNo}.`);
        const organizationId = seedId(`org:${m.org}`);
        if (m.code)
          await tx
            .insert(merchantCodes)
            .values({ code: m.code, organizationId, reservedBy: by.userName, reservedAt: by.at })
            .onConflictDoNothing();
        await tx
          .insert(merchants)
          .values({
            id: demoMerchantId(m),
            organizationId,
            accountNo: m.accountNo,
            currency: account.currency,
            code: m.code,
            name: m.name,
            phone: m.phone,
            email: m.email,
            userId: 'user' in m ? seedId(`user:${m.user}`) : null,
            ...created(by),
          })
          .onConflictDoNothing();
      }
    });
  },
};
