import { fillMessage, hasPermission, messages, P, searchApi } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { everyOrganization, type OrgScope } from '../../platform/org-scope.ts';
import { phoneDigits, samePhone } from '../../platform/phone.ts';
import { maskAccount, maskPhone } from '../../platform/masking.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import type { UserScopes } from '../users/index.ts';
import type { NameWords } from '../../platform/list/index.ts';
import * as repo from './search.repository.ts';

type Hit = searchApi.SearchHit;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Digits, perhaps after a + and with spaces or dashes between groups, as numbers are written. */
const NUMBER = /^\+?\d[\d\s-]*$/;
/** A shorter number is too much of many phones to name one (as `samePhone` counts). */
const MOBILE_DIGITS = 7;
/** Beyond this many typed parts a name narrows nothing more. */
const NAME_PARTS = 4;
const LIMIT = searchApi.SEARCH_HITS_PER_TYPE;

/** What a typed text can be: an id, a number (mobile, account, merchant code), or words. */
type Typed =
  | { kind: 'id'; id: string }
  | { kind: 'number'; digits: string }
  | { kind: 'text'; text: string; parts: string[] };

export function readTyped(q: string): Typed {
  if (UUID.test(q)) return { kind: 'id', id: q.toLowerCase() };
  if (NUMBER.test(q)) return { kind: 'number', digits: phoneDigits(q) };
  return { kind: 'text', text: q, parts: q.split(/\s+/).slice(0, NAME_PARTS) };
}

/** The kinds of record this user may find, by the permissions of their lists. */
function allowedKinds(user: SessionUser) {
  const customers = hasPermission(user, P.ListCustomers);
  const businesses = hasPermission(user, P.ListBusinesses);
  const accounts = hasPermission(user, P.ListCustomerAccounts);
  return {
    customers,
    // An application and a customer's account open on the customer's page.
    applications: customers && hasPermission(user, P.ListApplications),
    businesses,
    customerAccounts: accounts && customers,
    businessAccounts: accounts && businesses,
    merchants: hasPermission(user, P.ListMerchants),
    users: hasPermission(user, P.ListUsers),
  };
}
type Kinds = ReturnType<typeof allowedKinds>;

/** The lookup when the user may find its kind; otherwise none, and no hits of it. */
const when = <T>(allowed: boolean, lookup: () => T): T | undefined => (allowed ? lookup() : undefined);

/**
 * The command palette's search: what the typed text can mean for its shape, looked up only in
 * the kinds of record the user may list and only within their organizations, all in one
 * statement (a name's words first, in one more). Note: users, like the users list, are found by
 * every holder of its permission, whatever their organizations.
 */
export class SearchService {
  constructor(private readonly d: { db: Db; scopes: UserScopes }) {}

  async search(q: string, user: SessionUser): Promise<{ items: Hit[] }> {
    const kinds = allowedKinds(user);
    const scoped = kinds.customers || kinds.businesses || kinds.merchants;
    const scope = scoped ? await this.d.scopes.of(user) : everyOrganization;
    const typed = readTyped(q);
    const found = await (typed.kind === 'id'
      ? this.byId(typed.id, kinds, scope)
      : typed.kind === 'number'
        ? this.byNumber(typed.digits, kinds, scope)
        : this.byText(typed, kinds, scope));
    return { items: found.flat() };
  }

  private async byId(id: string, k: Kinds, scope: OrgScope): Promise<Hit[][]> {
    const found = await repo.findAll(this.d.db, {
      customers: when(k.customers, () => repo.customerById(scope, id)),
      applications: when(k.applications, () => repo.applicationById(scope, id)),
      businesses: when(k.businesses, () => repo.businessById(scope, id)),
    });
    return [
      found.customers.map(customerHit),
      found.applications.map(applicationHit),
      found.businesses.map(businessHit),
    ];
  }

  private async byNumber(digits: string, k: Kinds, scope: OrgScope): Promise<Hit[][]> {
    // Numbers sharing the last nine digits are few; the ones that are not the same phone go.
    const found = await repo.findAll(this.d.db, {
      customers: when(k.customers && digits.length >= MOBILE_DIGITS, () =>
        repo.customersByMobileTail(scope, digits.slice(-9), 50),
      ),
      customerAccounts: when(k.customerAccounts, () => repo.applicationsByAccount(scope, digits, LIMIT)),
      businessAccounts: when(k.businessAccounts, () => repo.businessesByAccount(scope, digits, LIMIT)),
      merchants: when(k.merchants, () => repo.merchantsByCodeOrAccount(scope, digits, LIMIT)),
    });
    return [
      // The same phone, with or without its country code, as the customer lookup matches it.
      found.customers
        .filter((c) => samePhone(c.mobile, digits))
        .slice(0, LIMIT)
        .map(customerHit),
      found.customerAccounts.map(customerAccountHit),
      found.businessAccounts.map(businessAccountHit),
      found.merchants.map(merchantHit),
    ];
  }

  /** A registration number typed in full or in part comes first among businesses; then names. */
  private async byText({ text, parts }: { text: string; parts: string[] }, k: Kinds, scope: OrgScope) {
    const kinds = (['customers', 'businesses'] as const).filter((kind) => k[kind]);
    // The words of both kinds of name are read together, the lookups then in one statement.
    const words = await repo.nameWordsStarting(this.d.db, kinds, parts, scope);
    const found = await repo.findAll(this.d.db, {
      customers: named(words.customers, (w) => repo.customersByName(scope, w, LIMIT)),
      businesses: named(words.businesses, (w) => repo.businessesByName(scope, w, LIMIT)),
      registered: when(k.businesses, () => repo.businessesByRegistration(scope, text, LIMIT)),
      users: when(k.users, () => repo.usersByName(text, LIMIT)),
    });
    const seen = new Set(found.registered.map((b) => b.id));
    const businesses = found.businesses.filter((b) => !seen.has(b.id)).sort(byName(text));
    return [
      found.customers.sort(byName(text)).map(customerHit),
      [...found.registered, ...businesses].slice(0, LIMIT).map(businessHit),
      found.users.map(userHit),
    ];
  }
}

/** The lookup of a kind's names, when the user may find it and every typed part begins a word. */
function named<T>(found: NameWords | undefined, lookup: (found: NameWords) => T): T | undefined {
  return !found || found.wordsOfParts.some((w) => w.length === 0) ? undefined : lookup(found);
}

/** Names that begin with the typed text first, then in alphabetical order. */
const byName =
  (typed: string) =>
  (a: { name: string }, b: { name: string }): number => {
    const start = typed.toLowerCase();
    const first = (x: { name: string }) => (x.name.toLowerCase().startsWith(start) ? 0 : 1);
    return first(a) - first(b) || a.name.localeCompare(b.name);
  };

const customerHit = (c: repo.CustomerHit): Hit => ({
  type: 'Customer',
  id: c.id,
  title: c.name,
  // Found by the whole number, shown masked (docs/personal-data.md).
  subtitle: `${maskPhone(c.mobile)} · ${c.organizationName}`,
  link: `/customers/${c.id}`,
});

const applicationHit = (a: repo.ApplicationHit): Hit => ({
  type: 'Application',
  id: a.id,
  title: `${a.customerName}: ${a.accountType} ${a.currency}`,
  subtitle: fillMessage(messages.searchApplication, { status: a.status, organization: a.organizationName }),
  link: `/customers/${a.customerId}`,
});

const businessHit = (b: repo.BusinessHit): Hit => ({
  type: 'Business',
  id: b.id,
  title: b.name,
  subtitle: `${b.registrationNumber} · ${b.organizationName}`,
  link: `/businesses/${b.id}`,
});

const customerAccountHit = (a: repo.ApplicationHit): Hit => ({
  type: 'Account',
  // The application's id, not the number: an id leaves the server as it is.
  id: a.id,
  title: a.accountNumber ? maskAccount(a.accountNumber) : '',
  subtitle: `${a.customerName} · ${a.accountType} ${a.currency} · ${a.organizationName}`,
  link: `/customers/${a.customerId}`,
});

const businessAccountHit = (b: repo.BusinessHit): Hit => ({
  type: 'Account',
  id: b.id,
  title: b.accountNumber ? maskAccount(b.accountNumber) : '',
  subtitle: `${b.name} · ${b.organizationName}`,
  link: `/businesses/${b.id}`,
});

const merchantHit = (m: repo.MerchantHit): Hit => {
  const organization = m.organizationName;
  const search = new URLSearchParams(
    m.code
      ? { organizationId: m.organizationId, by: 'code', identifier: m.code }
      : { organizationId: m.organizationId, by: 'account', identifier: m.accountNo },
  );
  return {
    type: 'Merchant',
    id: m.id,
    title: m.name,
    subtitle: m.code
      ? fillMessage(messages.searchMerchantWithCode, { code: m.code, account: m.accountNo, organization })
      : fillMessage(messages.searchMerchant, { account: m.accountNo, organization }),
    link: `/merchant-inquiry?${search.toString()}`,
  };
};

const userHit = (u: repo.UserHit): Hit => ({
  type: 'User',
  id: u.id,
  title: u.userName,
  subtitle: u.email ?? u.phone,
  link: `/users?${new URLSearchParams({ userName: u.userName }).toString()}`,
});
