import { API_BASE, type EndpointConfig } from '@console/contract';
import { fieldsOf, jsonSchemaOf, kindOf, plausible, withValue, type JsonSchema } from './route-samples.ts';
import { multipartPayload, pngWith } from './multipart-body.ts';
import type { OrgFixture } from './scope-fixtures.ts';

/** One request of the scope walk, as the walking user sends it (their token is added by the walk). */
export interface ScopeCase {
  label: string;
  method: EndpointConfig['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The request names the other organization or one of its records somewhere. */
  names: boolean;
  /** Its path names one: any 2xx reads or changes that record. */
  pathNames: boolean;
}

/** A value of the other organization for a field, with the fields that go with it (its row version). */
interface Candidate {
  label: string;
  value: string | number;
  with?: Record<string, string | number>;
}

const one = (label: string, value: string, extra?: Candidate['with']): Candidate[] => [
  { label, value, ...(extra ? { with: extra } : {}) },
];

/** Every record of the organization a uuid `id` may name, each with its row version. */
const recordIds = (o: OrgFixture): Candidate[] => [
  { label: 'customer', value: o.customer.id, with: { rowVersion: o.customer.rowVersion } },
  {
    label: 'application',
    value: o.application.id,
    with: { rowVersion: o.application.rowVersion, applicationId: o.application.id },
  },
  { label: 'document', value: o.document },
  { label: 'business', value: o.business.id, with: { rowVersion: o.business.rowVersion } },
  { label: 'owner', value: o.owner.id },
  { label: 'business document', value: o.businessDocument },
  { label: 'owner document', value: o.ownerDocument },
  { label: 'merchant', value: o.merchant.id, with: { rowVersion: o.merchant.rowVersion } },
  {
    label: 'card requisition',
    value: o.cardRequisition.id,
    with: { rowVersion: o.cardRequisition.rowVersion },
  },
  {
    label: 'limit requisition',
    value: o.limitRequisition.id,
    with: { rowVersion: o.limitRequisition.rowVersion },
  },
  { label: 'organization', value: o.orgId },
  { label: 'staff user', value: o.officerId },
];

/**
 * The other organization's values for a field, chosen by its name (and, where a name means two
 * things, by whether it takes a uuid); undefined for a field that names nothing of an organization.
 */
function candidatesFor(
  name: string,
  s: JsonSchema,
  o: OrgFixture,
  inQuery: boolean,
): Candidate[] | undefined {
  const uuid = (s.anyOf?.find((b) => b.format) ?? s).format === 'uuid';
  switch (name) {
    case 'id':
      return uuid ? recordIds(o) : one('core customer', o.spec.core.customerId);
    case 'org':
    case 'orgId':
    case 'organization':
    case 'organizationId':
      return one('organization', o.orgId);
    case 'customerId':
      return uuid ? one('customer', o.customer.id) : one('core customer', o.spec.core.customerId);
    case 'customer':
    case 'destinationCustomerId':
      return uuid ? one('customer', o.customer.id) : undefined;
    case 'applicationId':
      return one('application', o.application.id, { rowVersion: o.application.rowVersion });
    case 'businessId':
      return one('business', o.business.id, { rowVersion: o.business.rowVersion });
    case 'ownerId':
      return one('owner', o.owner.id);
    case 'merchantId':
      return one('merchant', o.merchant.id);
    case 'requestId':
      return [
        {
          label: 'card requisition',
          value: o.cardRequisition.id,
          with: { requestType: 'Card', rowVersion: o.cardRequisition.rowVersion },
        },
        {
          label: 'limit requisition',
          value: o.limitRequisition.id,
          with: { requestType: 'Limit', rowVersion: o.limitRequisition.rowVersion },
        },
      ];
    case 'account':
    case 'accountNo':
    case 'accountNumber':
      return one('account', o.account.accountNo);
    case 'accountType':
      return one('account type', o.account.accountType);
    case 'cardId':
    case 'encryptedCardNo':
      return one('card', o.account.card);
    case 'code':
    case 'merchantCode':
      // A code from a fixed list (a reveal's reason) names no merchant.
      return s.enum ? undefined : one('merchant code', o.merchant.code);
    case 'mobile':
    case 'phone':
      return [
        { label: 'core phone', value: o.spec.core.phone },
        { label: 'customer phone', value: o.customer.mobile },
      ];
    case 'createdBy':
      return one('staff', o.spec.officer);
    case 'userId':
      return uuid ? one('staff user', o.officerId) : one('DahabPlus user', o.spec.core.mbankingUserId);
    case 'branchId':
      return one('branch', o.branchId);
    // Filters of lists: the other organization's names, as someone searching for them would type.
    case 'name':
      return inQuery ? one('name', o.spec.mark) : undefined;
    case 'registrationNumber':
      return inQuery ? one('registration number', `REG-${o.spec.mark}`) : undefined;
    default:
      return undefined;
  }
}

/**
 * Valid shapes where the plain sample would be refused before the scope check: a period around
 * the walk (the fixtures' events are in it), the largest page (another organization's rows are not
 * hidden behind one's own), an email, a country and a currency, a document type that needs no number.
 */
function validShape(name: string, s: JsonSchema, at: Date): unknown {
  const day = 86_400_000;
  const format = (s.anyOf?.find((b) => b.format) ?? s).format;
  const when = (d: Date) => (format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString());
  if (format === 'date' || format === 'date-time') {
    if (name === 'from' || name === 'startDate') return when(new Date(at.getTime() - day));
    if (name === 'to' || name === 'endDate') return when(new Date(at.getTime() + day));
  }
  // An SLA is due soon before it is breached.
  if (name === 'dueSoonHours') return 1;
  if (name === 'breachHours') return 2;
  if (kindOf(s) !== 'string') return name === 'size' ? s.maximum : undefined;
  if (name === 'email' || name.endsWith('Email')) return 'scope.walk@mail.example';
  if (['country', 'nationality', 'countryOfBirth'].includes(name)) return 'SO';
  if (name === 'currency') return 'USD';
  if (name === 'documentType') return 'Photo';
  return undefined;
}

interface Slot {
  part: 'params' | 'query' | 'body';
  path: (string | number)[];
  candidates: Candidate[];
  /** A top-level field the request may leave out. */
  optional: boolean;
}

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
const textFields = (v: unknown): [string, string][] =>
  Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, asText(x)]);

/** The walk's requests for one route against the organization `o`, from its declaration. */
export function scopeCases(endpoint: EndpointConfig, o: OrgFixture, at: Date): ScopeCase[] {
  const schemas = {
    params: jsonSchemaOf(endpoint.params),
    query: jsonSchemaOf(endpoint.query),
    body: jsonSchemaOf(endpoint.body),
  };
  const base: Record<Slot['part'], unknown> = {
    params: plausible(schemas.params),
    query: plausible(schemas.query),
    body: plausible(schemas.body),
  };
  const slots: Slot[] = [];
  for (const part of ['params', 'query', 'body'] as const)
    for (const { path, schema } of fieldsOf(schemas[part])) {
      const name = String(path[path.length - 1]);
      const shaped = validShape(name, schema, at);
      if (shaped !== undefined) base[part] = withValue(base[part], path, shaped);
      if (!['string', 'integer', 'number'].includes(kindOf(schema))) continue;
      const candidates = candidatesFor(name, schema, o, part === 'query');
      const optional = path.length === 1 && !(schemas[part].required ?? []).includes(String(path[0]));
      if (candidates) slots.push({ part, path, candidates, optional });
    }

  const build = (chosen: Map<Slot, Candidate>): ScopeCase => {
    const parts = { ...base };
    const companions: Record<string, string | number> = {};
    for (const c of chosen.values()) Object.assign(companions, c.with);
    // A companion fills a top-level field of that name (a row version, a request type).
    for (const part of ['params', 'query', 'body'] as const)
      for (const { path } of fieldsOf(schemas[part]))
        if (path.length === 1 && String(path[0]) in companions)
          parts[part] = withValue(parts[part], path, companions[String(path[0])]);
    for (const [slot, c] of chosen) parts[slot.part] = withValue(parts[slot.part], slot.path, c.value);
    const params = parts.params as Record<string, unknown>;
    const qs = new URLSearchParams(textFields(parts.query)).toString();
    const url =
      API_BASE +
      endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, n: string) => encodeURIComponent(asText(params[n]))) +
      (qs ? `?${qs}` : '');
    const label = [...chosen].map(([s, c]) => `${s.path.join('.')}=${c.label}`).join(', ');
    const out: ScopeCase = {
      label: `${endpoint.method} ${endpoint.path}${label ? ` [${label}]` : ''}`,
      method: endpoint.method,
      url,
      headers: {},
      names: chosen.size > 0,
      pathNames: [...chosen.keys()].some((s) => s.part === 'params'),
    };
    if (endpoint.bodyKind === 'multipart') {
      const fields = Object.fromEntries(textFields(parts.body));
      const { type, data } = multipartPayload(fields, pngWith('scope walk'));
      return { ...out, headers: { 'content-type': type }, payload: data };
    }
    if (endpoint.body)
      return { ...out, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(parts.body) };
    return out;
  };

  // Every field at its first value of the other organization, then each further value alone;
  // and each optional field without the other optional ones (a query may take one of several).
  const first = new Map(slots.map((s) => [s, s.candidates[0]!]));
  const cases = [build(first)];
  for (const slot of slots)
    for (const alternative of slot.candidates.slice(1))
      cases.push(build(new Map([...first, [slot, alternative]])));
  const optional = slots.filter((s) => s.optional);
  if (optional.length > 1)
    for (const alone of optional)
      cases.push(build(new Map([...first].filter(([s]) => !s.optional || s === alone))));
  return cases;
}
