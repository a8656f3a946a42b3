import type { EndpointConfig } from './endpoint.ts';
import * as accessReviews from './endpoints/access-reviews.ts';
import * as accounts from './endpoints/accounts.ts';
import * as adminChanges from './endpoints/admin-changes.ts';
import * as applications from './endpoints/applications.ts';
import * as auth from './endpoints/auth.ts';
import * as businesses from './endpoints/businesses.ts';
import * as cardRequisitions from './endpoints/card-requisitions.ts';
import * as customers from './endpoints/customers.ts';
import * as directory from './endpoints/directory.ts';
import * as documents from './endpoints/documents.ts';
import * as mbankingSupport from './endpoints/mbanking-support.ts';
import * as merchants from './endpoints/merchants.ts';
import * as metadata from './endpoints/metadata.ts';
import * as notifications from './endpoints/notifications.ts';
import * as operations from './endpoints/operations.ts';
import * as organizations from './endpoints/organizations.ts';
import * as otp from './endpoints/otp.ts';
import * as platform from './endpoints/platform.ts';
import * as reports from './endpoints/reports.ts';
import * as reviews from './endpoints/reviews.ts';
import * as retention from './endpoints/retention.ts';
import * as risk from './endpoints/risk.ts';
import * as roles from './endpoints/roles.ts';
import * as sandbox from './endpoints/sandbox.ts';
import * as screening from './endpoints/screening.ts';
import * as search from './endpoints/search.ts';
import * as security from './endpoints/security.ts';
import * as users from './endpoints/users.ts';
import * as workQueue from './endpoints/work-queue.ts';

/** Every file of `endpoints/`, by the file's name (the test keeps this list complete). */
export const endpointAreas: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'access-reviews': accessReviews,
  accounts,
  'admin-changes': adminChanges,
  applications,
  auth,
  businesses,
  'card-requisitions': cardRequisitions,
  customers,
  directory,
  documents,
  'mbanking-support': mbankingSupport,
  merchants,
  metadata,
  notifications,
  operations,
  organizations,
  otp,
  platform,
  reports,
  reviews,
  retention,
  risk,
  roles,
  sandbox,
  screening,
  search,
  security,
  users,
  'work-queue': workQueue,
};

const isEndpoint = (value: unknown): value is EndpointConfig =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'access' in value &&
  'success' in value;

/**
 * The OpenAPI operationId of every endpoint: its export name, which stays stable as long as the
 * code calls it by that name, or its own `operationId` where two areas export the same name.
 */
export function operationIds(): Map<EndpointConfig, string> {
  const ids = new Map<EndpointConfig, string>();
  for (const area of Object.values(endpointAreas))
    for (const [name, value] of Object.entries(area))
      if (isEndpoint(value)) ids.set(value, value.operationId ?? name);
  return ids;
}
