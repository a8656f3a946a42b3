import { P, type OrganizationLanguage, type Permission } from '@console/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  branches,
  organizations,
  roles,
  type SupportedAccount,
  userBranches,
  userRoles,
  users,
} from '../db/schema/index.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { seedId } from '../platform/seed-id.ts';
import type { Seeder } from './index.ts';
import { created } from '../db/versioning.ts';
import { type Config } from '../kernel/config.ts';
import { type Clock } from '../kernel/clock.ts';

/** Every demo user signs in with this password; two-factor set-up happens at first sign-in. */
export const DEMO_PASSWORD = 'Demo-Password-1';
const SEEDER = 'system';

const personal = (id: string, name: string, currencies: string[]): SupportedAccount => ({
  id,
  name,
  group: 'Personal',
  currencies,
});
const business = (id: string, name: string, currencies: string[]): SupportedAccount => ({
  id,
  name,
  group: 'Business',
  currencies,
});

/** The partner organizations; the languages they offer are the contract's, which the web names. */
export const demoOrganizations = [
  {
    name: 'Dahab Bank',
    accounts: [
      personal('SAV', 'Savings', ['USD', 'SOS']),
      personal('CUR', 'Current', ['USD', 'SOS', 'EUR']),
      business('BUS', 'Business Current', ['USD', 'EUR']),
    ],
    languages: ['English', 'Somali', 'Arabic'],
    branches: [
      ['001', 'Head Office'],
      ['002', 'Market Branch'],
      ['003', 'Airport Branch'],
    ],
  },
  {
    name: 'Salaam Microfinance',
    accounts: [personal('WAL', 'Wallet Savings', ['USD']), business('SME', 'SME Account', ['USD'])],
    languages: ['English', 'Somali'],
    branches: [
      ['101', 'Main Branch'],
      ['102', 'North Branch'],
    ],
  },
  {
    name: 'Amal Cooperative',
    accounts: [business('COOP', 'Cooperative Account', ['USD'])],
    languages: ['English', 'Somali'],
    branches: [['201', 'Central Branch']],
  },
] as const satisfies readonly ({ languages: readonly OrganizationLanguage[] } & Record<string, unknown>)[];

const officer: Permission[] = [
  P.ListCustomers,
  P.AddCustomer,
  P.EditCustomer,
  P.ResetPin,
  P.ListApplications,
  P.AddApplication,
  P.EditApplication,
  P.ListDocuments,
  P.AddDocument,
  P.EditDocument,
  P.ListBusinesses,
  P.AddBusiness,
  P.EditBusiness,
  P.ListMerchants,
  P.AddMerchant,
  P.EditMerchant,
  P.ViewMerchantStatement,
  P.ListOrganizations,
  P.ListCustomerAccounts,
  P.LinkToDahabPlus,
  P.DeLinkFromDahabPlus,
  P.SetAccountDahabPlusLimit,
  P.ListAccountCards,
  P.ViewUserDashboard,
  // The branch reviews its customers when their reviews fall due; a second person approves.
  P.KycReview,
  // Officers and supervisors serve the customer at the desk; support, cards and auditors do not.
  P.RevealPersonalData,
];

export const demoRoles: { key: string; name: string; description: string; permissions: Permission[] }[] = [
  {
    key: 'officer',
    name: 'Onboarding Officer',
    description: 'Onboards customers, businesses and merchants; no status changes.',
    permissions: officer,
  },
  {
    key: 'supervisor',
    name: 'Onboarding Supervisor',
    description:
      "Everything an officer does, plus every status change, merchants' access, the reports and the work queue SLAs.",
    permissions: [
      ...officer,
      P.ApproveMerchantAccess,
      P.ChangeApplicationStatus,
      P.ChangeBusinessStatus,
      P.ChangeCustomerStatus,
      P.MonitorMerchantStatement,
      P.ViewActivityReport,
      P.ViewDashboard,
      P.EditWorkSla,
      // A supervisor who knows the customer asks for an override; compliance's checker decides it.
      P.OverrideRisk,
      P.ApproveKycReview,
    ],
  },
  {
    key: 'support',
    name: 'Mobile-banking Support',
    description: 'Helps DahabPlus users: user info, OTP channels, block and unblock, OTP resend.',
    permissions: [
      P.ViewMbankingUserInfo,
      P.ListOtpChannels,
      P.BlockMbankingUser,
      P.UnblockMbankingUser,
      P.ResendDahabPlusOtp,
      P.ViewUserDashboard,
      // The DahabPlus support desk serves the users of every partner organization.
      P.ListOrganizations,
      P.AllOrganizations,
    ],
  },
  {
    key: 'cards',
    name: 'Card Operations',
    description: 'Card requisitions and limit changes, physical card PIN and counter resets.',
    permissions: [
      P.ListCardRequisitions,
      P.ListAccountCards,
      P.ResetCardCounter,
      P.ResetCardPIN,
      P.RequestCard,
      P.ChangeCardRequisitionStatus,
      P.ListCustomers,
      P.ListCustomerAccounts,
      P.ListOrganizations,
      P.ViewUserDashboard,
      // Head-office card operations serve the customers of every organization.
      P.AllOrganizations,
    ],
  },
  {
    key: 'merchant',
    name: 'Merchant',
    description: 'A merchant reading its own statement.',
    permissions: [P.ViewMerchantStatement],
  },
  {
    key: 'auditor',
    name: 'Auditor',
    description: 'Dashboards and the activity report of every organization, read only.',
    permissions: [P.ViewActivityReport, P.ViewDashboard, P.ViewUserDashboard, P.AllOrganizations],
  },
  {
    key: 'checker',
    name: 'Security Officer',
    description:
      'The second person on administration: approves or rejects pending changes, watches sessions and sign-ins, and reviews staff access each period.',
    permissions: [
      P.ApproveAdminChanges,
      P.ReviewAccess,
      P.ViewAdminChanges,
      P.ViewSessions,
      P.EndSessions,
      P.ListUsers,
      P.ListRoles,
      P.ViewActivityReport,
      // What a retention change or a legal hold it approves stands on.
      P.ViewRetention,
      P.AllOrganizations,
    ],
  },
  {
    key: 'compliance',
    name: 'Compliance Officer',
    description:
      'Screens names against the sanctions lists, reviews the hits and proposes their decisions, imports the lists, drafts risk rules, asks for overrides of ratings.',
    permissions: [
      P.ScreeningCheck,
      P.ReviewScreeningHits,
      P.ManageScreeningLists,
      P.ViewRisk,
      P.DraftRiskRules,
      P.OverrideRisk,
      // Compliance keeps the retention schedule and asks for legal holds; the security officer approves.
      P.ViewRetention,
      P.ManageRetention,
      P.ListCustomers,
      P.ListBusinesses,
      P.ListMerchants,
      P.ListOrganizations,
      P.ViewUserDashboard,
      // Head-office compliance screens the customers of every partner organization.
      P.AllOrganizations,
    ],
  },
  {
    key: 'compliance-checker',
    name: 'Compliance Checker',
    description:
      'The second person on screening and risk: confirms the true matches a compliance officer proposes, commits risk rules drafts, decides overrides of ratings.',
    permissions: [
      P.ScreeningCheck,
      P.ReviewScreeningHits,
      P.ConfirmScreeningMatch,
      P.ViewRisk,
      P.CommitRiskRules,
      P.ApproveRiskOverride,
      P.ApproveKycReview,
      P.ListCustomers,
      P.ListBusinesses,
      P.ListMerchants,
      P.ListOrganizations,
      P.ViewUserDashboard,
      P.AllOrganizations,
    ],
  },
];

export const demoUsers: {
  userName: string;
  phone: string;
  roles: string[];
  isSudo?: boolean;
  isMerchant?: boolean;
  branch?: [string, string];
}[] = [
  { userName: 'admin', phone: '+252610000001', roles: [], isSudo: true },
  { userName: 'officer', phone: '+252610000002', roles: ['officer'], branch: ['Dahab Bank', '001'] },
  { userName: 'supervisor', phone: '+252610000003', roles: ['supervisor'], branch: ['Dahab Bank', '001'] },
  { userName: 'support', phone: '+252610000004', roles: ['support'] },
  { userName: 'cards', phone: '+252610000005', roles: ['cards'] },
  { userName: 'merchant', phone: '+252610000006', roles: ['merchant'], isMerchant: true },
  { userName: 'auditor', phone: '+252610000007', roles: ['auditor'] },
  { userName: 'nobody', phone: '+252610000008', roles: [] },
  // A second card operator: four eyes needs someone other than the requester to decide.
  { userName: 'cards.checker', phone: '+252610000011', roles: ['cards'] },
  // Administration waits for a second person too: admin asks, admin.checker decides.
  { userName: 'admin.checker', phone: '+252610000012', roles: ['checker'] },
  // Sanctions screening, head office: compliance reviews hits and imports lists, and a true match
  // waits for compliance.checker (never the one who proposed it).
  { userName: 'compliance', phone: '+252610000013', roles: ['compliance'] },
  { userName: 'compliance.checker', phone: '+252610000014', roles: ['compliance-checker'] },
  {
    userName: 'salaam.officer',
    phone: '+252610000009',
    roles: ['officer'],
    branch: ['Salaam Microfinance', '101'],
  },
  {
    userName: 'salaam.supervisor',
    phone: '+252610000010',
    roles: ['supervisor'],
    branch: ['Salaam Microfinance', '101'],
  },
];

export const identitySeeder: Seeder = {
  name: 'identity',
  async run(db: Db, _config: Config, clock: Clock) {
    const by = { userName: SEEDER, at: clock.now() };
    const present = new Set(
      (
        await db
          .select({ userName: users.userName })
          .from(users)
          .where(
            inArray(
              users.userName,
              demoUsers.map((u) => u.userName),
            ),
          )
      ).map((u) => u.userName),
    );
    // Hashing is slow by design: a later start, which finds every demo user, hashes nothing.
    const passwordHash = present.size < demoUsers.length ? await hashPassword(DEMO_PASSWORD) : null;
    await db.transaction(async (tx) => {
      for (const org of demoOrganizations) {
        const orgId = seedId(`org:${org.name}`);
        await tx
          .insert(organizations)
          .values({
            id: orgId,
            name: org.name,
            supportedAccounts: [...org.accounts],
            supportedLanguages: [...org.languages],
            ...created(by),
          })
          .onConflictDoNothing();
        for (const [code, name] of org.branches) {
          await tx
            .insert(branches)
            .values({
              id: seedId(`branch:${org.name}:${code}`),
              organizationId: orgId,
              code,
              name,
              ...created(by),
            })
            .onConflictDoNothing();
        }
      }
      for (const role of demoRoles) {
        await tx
          .insert(roles)
          .values({
            id: seedId(`role:${role.key}`),
            name: role.name,
            description: role.description,
            permissions: role.permissions,
            ...created(by),
          })
          .onConflictDoNothing();
      }
      for (const u of demoUsers) {
        const userId = seedId(`user:${u.userName}`);
        if (passwordHash !== null && !present.has(u.userName))
          await tx
            .insert(users)
            .values({
              id: userId,
              userName: u.userName,
              phone: u.phone,
              email: `${u.userName}@demo.bank`,
              passwordHash,
              isSudo: u.isSudo ?? false,
              isMerchant: u.isMerchant ?? false,
              ...created(by),
            })
            .onConflictDoNothing();
        for (const key of u.roles) {
          await tx
            .insert(userRoles)
            .values({ userId, roleId: seedId(`role:${key}`), ...created(by), createdAt: by.at })
            .onConflictDoNothing();
        }
        if (u.branch) {
          const [orgName, code] = u.branch;
          await tx
            .insert(userBranches)
            .values({
              id: seedId(`user-branch:${u.userName}`),
              userId,
              organizationId: seedId(`org:${orgName}`),
              branchId: seedId(`branch:${orgName}:${code}`),
              ...created(by),
            })
            .onConflictDoNothing();
        }
      }
    });
  },
};
