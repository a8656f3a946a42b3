import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Every server-state key of the console. Keys nest by area, so invalidating an area's root
 * (`queryKeys.customers.all`) refreshes everything under it, and what a change makes stale in
 * other areas is declared once, in {@link staleAfter}.
 */
export const queryKeys = {
  system: { info: ['system', 'info'] as const },
  metadata: (name: string) => ['metadata', name] as const,
  organizations: {
    all: ['organizations'] as const,
    list: (accGroup: string) => ['organizations', 'list', accGroup] as const,
    branches: (organizationId: string) => ['organizations', 'branches', organizationId] as const,
  },
  users: {
    all: ['users'] as const,
    list: (query: unknown) => ['users', 'list', query] as const,
    detail: (id: string) => ['users', 'detail', id] as const,
    branches: (userId: string) => ['users', 'branches', userId] as const,
  },
  roles: {
    all: ['roles'] as const,
    list: (query: unknown) => ['roles', 'list', query] as const,
    lookup: ['roles', 'lookup'] as const,
  },
  permissions: ['permissions'] as const,
  customers: {
    all: ['customers'] as const,
    list: (query: unknown) => ['customers', 'list', query] as const,
    detail: (id: string) => ['customers', 'detail', id] as const,
    documents: (customerId: string) => ['customers', 'documents', customerId] as const,
    // Inquiry answers come from the core, per organization; they sit under customers so a change
    // to a profile refreshes them too.
    inquiry: {
      verified: (org: string, mobile: string) => ['customers', 'inquiry', 'verified', org, mobile] as const,
      profiles: (organizationId: string, mobile: string) =>
        ['customers', 'inquiry', 'profiles', organizationId, mobile] as const,
      image: (org: string, customerId: string) => ['customers', 'inquiry', 'image', org, customerId] as const,
      accounts: (organizationId: string, customerId: string) =>
        ['customers', 'inquiry', 'accounts', organizationId, customerId] as const,
      // An account's DahabPlus limit and physical cards, from the core.
      limit: (organizationId: string, account: string) =>
        ['customers', 'inquiry', 'limit', organizationId, account] as const,
      cards: (organizationId: string, account: string) =>
        ['customers', 'inquiry', 'cards', organizationId, account] as const,
    },
  },
  documents: { file: (documentId: string) => ['documents', 'file', documentId] as const },
  applications: {
    all: ['applications'] as const,
    list: (query: unknown) => ['applications', 'list', query] as const,
    history: (id: string) => ['applications', 'history', id] as const,
    missingDocuments: (id: string) => ['applications', 'missing-documents', id] as const,
    ofCustomer: (customerId: string) => ['applications', 'customer', customerId] as const,
    destinationCustomers: (search: unknown) => ['applications', 'destination-customers', search] as const,
  },
  merchants: {
    all: ['merchants'] as const,
    account: (organizationId: string, accountNo: string) =>
      ['merchants', 'account', organizationId, accountNo] as const,
    holderImage: (organizationId: string, accountNo: string) =>
      ['merchants', 'holder-image', organizationId, accountNo] as const,
    ofAccount: (organizationId: string, accountNo: string) =>
      ['merchants', 'of-account', organizationId, accountNo] as const,
    byCode: (organizationId: string, code: string) => ['merchants', 'by-code', organizationId, code] as const,
    qr: (id: string) => ['merchants', 'qr', id] as const,
    user: (id: string) => ['merchants', 'user', id] as const,
    statement: (query: unknown) => ['merchants', 'statement', query] as const,
  },
  cards: {
    all: ['cards'] as const,
    requisitions: (kind: string, query: unknown) => ['cards', 'requisitions', kind, query] as const,
  },
  businesses: {
    all: ['businesses'] as const,
    list: (query: unknown) => ['businesses', 'list', query] as const,
    detail: (id: string) => ['businesses', 'detail', id] as const,
    signatories: (id: string) => ['businesses', 'signatories', id] as const,
    documents: (id: string) => ['businesses', 'documents', id] as const,
    ownerDocuments: (ownerId: string) => ['businesses', 'owner-documents', ownerId] as const,
    missingDocuments: (id: string) => ['businesses', 'missing-documents', id] as const,
    history: (id: string) => ['businesses', 'history', id] as const,
    file: (documentId: string) => ['businesses', 'file', documentId] as const,
  },
  reports: {
    all: ['reports'] as const,
    ownActivity: (userName: string) => ['reports', 'activity', 'own', userName] as const,
    activity: (query: unknown) => ['reports', 'activity', 'list', query] as const,
    recordHistory: (recordId: string) => ['reports', 'activity', 'record', recordId] as const,
    dashboard: (query: unknown) => ['reports', 'dashboard', query] as const,
  },
  adminChanges: {
    all: ['admin-changes'] as const,
    list: (query: unknown) => ['admin-changes', 'list', query] as const,
  },
  security: {
    all: ['security'] as const,
    sessions: (query: unknown) => ['security', 'sessions', query] as const,
    lockouts: (query: unknown) => ['security', 'lockouts', query] as const,
    failedSignIns: (query: unknown) => ['security', 'failed-sign-ins', query] as const,
    policies: ['security', 'policies'] as const,
    networks: (organizationId: string) => ['security', 'networks', organizationId] as const,
  },
  operations: {
    all: ['operations'] as const,
    jobs: (query: unknown) => ['operations', 'jobs', query] as const,
  },
  // The work queue gathers the records of other areas: a decision anywhere makes it stale.
  work: {
    all: ['work'] as const,
    list: (query: unknown) => ['work', 'list', query] as const,
    count: ['work', 'count'] as const,
    deciders: (recordId: string) => ['work', 'deciders', recordId] as const,
    sla: ['work', 'sla'] as const,
  },
  // The lists are shared by every organization; the hits are of the caller's organizations.
  screening: {
    all: ['screening'] as const,
    hits: (query: unknown) => ['screening', 'hits', query] as const,
    hit: (id: string) => ['screening', 'hit', id] as const,
    lists: ['screening', 'lists'] as const,
    record: (type: string, id: string) => ['screening', 'record', type, id] as const,
  },
  /** The command palette's search, by the typed text. */
  search: (q: string) => ['search', q] as const,
  notifications: {
    all: ['notifications'] as const,
    list: (query: unknown) => ['notifications', 'list', query] as const,
  },
  mbanking: {
    all: ['mbanking'] as const,
    user: (userId: string, page: unknown) => ['mbanking', 'user', userId, page] as const,
    channels: (userId: string) => ['mbanking', 'channels', userId] as const,
  },
};

/** What each kind of change makes stale, across areas. */
export const staleAfter = {
  // A user's roles, branches or status show in the users list and the user's own dialogs.
  // A request for a change also joins the administration changes waiting for approval.
  userChange: [queryKeys.users.all, queryKeys.adminChanges.all],
  roleChange: [queryKeys.roles.all, queryKeys.adminChanges.all],
  // An approved change lands on a user, a role, a branch mapping or a security setting.
  adminChangeDecision: [
    queryKeys.adminChanges.all,
    queryKeys.work.all,
    queryKeys.users.all,
    queryKeys.roles.all,
    queryKeys.security.all,
    queryKeys.reports.all,
  ],
  // Users list their role names, so removing a role changes them too.
  roleRemoval: [queryKeys.roles.all, queryKeys.users.all],
  // A profile's documents count and its Documents tab.
  documentChange: [queryKeys.customers.all],
  customerChange: [queryKeys.customers.all],
  // A customer's status and ongoing-applications count follow their applications.
  applicationChange: [queryKeys.applications.all, queryKeys.customers.all, queryKeys.work.all],
  // A business's status, documents count, missing documents and signatories' documents; and the activity report.
  businessChange: [queryKeys.businesses.all, queryKeys.reports.all, queryKeys.work.all],
  // A merchant's row, its QR and its access; a new merchant user shows in the users list.
  merchantChange: [queryKeys.merchants.all],
  merchantAccessChange: [queryKeys.merchants.all, queryKeys.users.all],
  // A support action changes the user's state and adds to the activity report and dashboards.
  mbankingChange: [queryKeys.mbanking.all, queryKeys.reports.all],
  // A decision in the queue lands on the record's own area, and a claim or an assignment changes
  // whose item it is.
  workDecision: [
    queryKeys.work.all,
    queryKeys.applications.all,
    queryKeys.customers.all,
    queryKeys.businesses.all,
    queryKeys.cards.all,
    queryKeys.adminChanges.all,
    queryKeys.reports.all,
  ],
  // A link, limit or completed card request changes the accounts and cards the core answers, and
  // what the dashboards count.
  accountChange: [queryKeys.customers.all, queryKeys.reports.all],
  requisitionChange: [
    queryKeys.cards.all,
    queryKeys.customers.all,
    queryKeys.reports.all,
    queryKeys.work.all,
  ],
  // A decided hit leaves the open hits and the work queue, and joins the activity report.
  hitDecision: [queryKeys.screening.all, queryKeys.work.all, queryKeys.reports.all],
  // A new list version may close open hits (a delisting).
  listImport: [queryKeys.screening.all, queryKeys.work.all],
  // A retried job puts its record back to awaiting the core; a discarded one leaves the list.
  jobChange: [
    queryKeys.operations.all,
    queryKeys.applications.all,
    queryKeys.businesses.all,
    queryKeys.cards.all,
  ],
} satisfies Record<string, readonly QueryKey[]>;

/** Marks the queries of a change stale (and refetches those on screen). */
export const invalidate = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
