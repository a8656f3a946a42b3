import { fillMessage, hasPermission, messages, P, searchApi } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { everyOrganization, type OrgScope } from '../../platform/org-scope.ts';
import { phoneDigits, samePhone } from '../../platform/phone.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { UserScopes } from '../users/index.ts';
import { nameWordsStarting, type NameKind, type NameWords } from './name-words.repository.ts';
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

const none: Promise<never[]> = Promise.resolve([]);
const when = <T>(allowed: boolean, find: () => Promise<T[]>): Promise<T[]> => (allowed ? find() : none);

/**
 * The command palette's search: what the typed text can mean for its shape, looked up only in
 * the kinds of record the user may list and only within their organizations. Note: users, like
 * the users list, are found by every holder of its permission, whatever their organizations.
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

  private byId(id: string, k: Kinds, scope: OrgScope): Promise<Hit[][]> {
    const db = this.d.db;
    return Promise.all([
      when(k.customers, () => repo.customerById(db, scope, id)).then((rows) => rows.map(customerHit)),
      when(k.applications, () => repo.applicationById(db, scope, id)).then((rows) =>
        rows.map(applicationHit),
      ),
      when(k.businesses, () => repo.businessById(db, scope, id)).then((rows) => rows.map(businessHit)),
    ]);
  }

  private byNumber(digits: string, k: Kinds, scope: OrgScope): Promise<Hit[][]> {
    const db = this.d.db;
    return Promise.all([
      when(k.customers && digits.length >= MOBILE_DIGITS, () => this.byMobile(digits, scope)),
      when(k.customerAccounts, () => repo.applicationsByAccount(db, scope, digits, LIMIT)).then((rows) =>
        rows.map(customerAccountHit),
      ),
      when(k.businessAccounts, () => repo.businessesByAccount(db, scope, digits, LIMIT)).then((rows) =>
        rows.map(businessAccountHit),
      ),
      when(k.merchants, () => repo.merchantsByCodeOrAccount(db, scope, digits, LIMIT)).then((rows) =>
        rows.map(merchantHit),
      ),
    ]);
  }

  /** The same phone, with or without its country code, as the customer lookup matches it. */
  private async byMobile(digits: string, scope: OrgScope): Promise<Hit[]> {
    // Numbers sharing the last nine digits are few; the ones that are not the same phone go.
    const rows = await repo.customersByMobileTail(this.d.db, scope, digits.slice(-9), 50);
    return rows
      .filter((r) => samePhone(r.mobile, digits))
      .slice(0, LIMIT)
      .map(customerHit);
  }

  private byText({ text, parts }: { text: string; parts: string[] }, k: Kinds, scope: OrgScope) {
    const db = this.d.db;
    const kinds = (['customers', 'businesses'] as const).filter((kind) => k[kind]);
    // The words of both kinds of name are read together, one round trip, while the other
    // lookups run.
    const words = nameWordsStarting(db, kinds, parts, scope);
    return Promise.all([
      when(k.customers, () =>
        byWords(words, 'customers', (found) => repo.customersByName(db, scope, found, LIMIT)),
      ).then((rows) => rows.sort(byName(text)).map(customerHit)),
      when(k.businesses, () => this.businessesByText(text, words, scope)),
      when(k.users, () => repo.usersByName(db, text, LIMIT)).then((rows) => rows.map(userHit)),
    ]);
  }

  /** A registration number typed in full or in part comes first; then names. */
  private async businessesByText(text: string, words: Promise<Words>, scope: OrgScope): Promise<Hit[]> {
    const [registered, named] = await Promise.all([
      repo.businessesByRegistration(this.d.db, scope, text, LIMIT),
      byWords(words, 'businesses', (found) => repo.businessesByName(this.d.db, scope, found, LIMIT)),
    ]);
    const seen = new Set(registered.map((b) => b.id));
    const rest = named.filter((b) => !seen.has(b.id)).sort(byName(text));
    return [...registered, ...rest].slice(0, LIMIT).map(businessHit);
  }
}

type Words = Awaited<ReturnType<typeof nameWordsStarting>>;

/** The names of a kind that the typed parts begin words of; none when a part begins no word. */
async function byWords<T>(
  words: Promise<Words>,
  kind: NameKind,
  find: (found: NameWords) => Promise<T[]>,
): Promise<T[]> {
  const found = (await words)[kind];
  return !found || found.wordsOfParts.some((w) => w.length === 0) ? [] : find(found);
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
  subtitle: `${c.mobile} · ${c.organizationName}`,
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
  id: a.accountNumber ?? a.id,
  title: a.accountNumber ?? '',
  subtitle: `${a.customerName} · ${a.accountType} ${a.currency} · ${a.organizationName}`,
  link: `/customers/${a.customerId}`,
});

const businessAccountHit = (b: repo.BusinessHit): Hit => ({
  type: 'Account',
  id: b.accountNumber ?? b.id,
  title: b.accountNumber ?? '',
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
