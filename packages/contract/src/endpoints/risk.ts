import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { P } from '../permissions.ts';
import { requiredText, singleLine } from '../text.ts';
import { screeningStates } from './screening.ts';

/** A customer's or a business's risk, lowest first: the rating is the highest that a rule matched. */
export const riskRatings = ['Low', 'Medium', 'High', 'Prohibited'] as const;
export type RiskRating = (typeof riskRatings)[number];

/**
 * The lists of the jurisdictions list: FATF's "High-Risk Jurisdictions subject to a Call for
 * Action" and its "Jurisdictions under Increased Monitoring".
 */
export const jurisdictionLists = ['HighRisk', 'IncreasedMonitoring'] as const;
export type JurisdictionList = (typeof jurisdictionLists)[number];

/** What a rule looks at. */
export const riskFactors = [
  'nationality',
  'residence',
  'pep',
  'occupation',
  'sector',
  'product',
  'channel',
  'turnover',
  'screening',
] as const;
export type RiskFactor = (typeof riskFactors)[number];

/** How a customer or business came to the bank: today every record is registered in the console at a branch. */
export const riskChannels = ['Branch'] as const;

const listName = z.enum(jurisdictionLists, { error: messages.riskJurisdictionListUnknown });
const word = singleLine().trim().min(1, messages.riskValueRequired).max(100);
/** Exact money as a decimal string: up to 14 digits and 2 decimals. */
const amount = z
  .string({ error: messages.amountFormat })
  .trim()
  .regex(/^\d{1,14}(\.\d{1,2})?$/, messages.amountFormat);

/** One rule's condition, by factor. */
export const riskCondition = z.discriminatedUnion(
  'factor',
  [
    z.object({
      factor: z.enum(['nationality', 'residence']),
      lists: z.array(listName).min(1, messages.riskValueRequired),
    }),
    z.object({ factor: z.literal('pep') }),
    z.object({
      factor: z.enum(['occupation', 'sector', 'product', 'channel']),
      /** Matched whole, whatever the case and the spaces around. */
      values: z.array(word).min(1, messages.riskValueRequired).max(200),
    }),
    z.object({ factor: z.literal('turnover'), atLeast: amount }),
    z.object({
      factor: z.literal('screening'),
      states: z
        .array(z.enum(screeningStates, { error: messages.riskScreeningStateUnknown }))
        .min(1, messages.riskValueRequired),
    }),
  ],
  { error: messages.riskFactorUnknown },
);
export type RiskCondition = z.infer<typeof riskCondition>;

export const riskRule = z.object({
  condition: riskCondition,
  rating: z.enum(riskRatings, { error: messages.riskRatingUnknown }),
});
export type RiskRule = z.infer<typeof riskRule>;

export const jurisdiction = z.object({
  /** ISO 3166-1 alpha-2. */
  country: z.string().regex(/^[A-Z]{2}$/, messages.riskCountryCode),
  list: listName,
});
export type Jurisdiction = z.infer<typeof jurisdiction>;

export const ruleSetAnswer = z.object({
  id: z.string(),
  /** The version in force; null for a draft. */
  version: z.number().int().nullable(),
  status: z.enum(['Draft', 'InForce', 'Superseded']),
  rules: z.array(riskRule),
  jurisdictions: z.array(jurisdiction),
  /** Where the jurisdictions list comes from, with its date ("FATF, 24 October 2025"). */
  jurisdictionsSource: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  committedBy: z.string().nullable(),
  committedAt: z.string().nullable(),
});
export type RuleSetAnswer = z.infer<typeof ruleSetAnswer>;

/** A reason of a rating, in words of the contract's catalogue, with the rating its rule gave. */
export const riskReason = z.object({ rating: z.enum(riskRatings), text: z.string() });

/** Where an override of a rating stands: waiting for its second person, approved, or declined. */
export const overrideStatuses = ['Pending', 'Approved', 'Declined'] as const;
export type OverrideStatus = (typeof overrideStatuses)[number];

/** The longest an override holds: it is set again, with its reason, when it runs out. */
export const OVERRIDE_MAX_MONTHS = 12;

/** An override of a rating: asked with a reason and an expiry, in force once a second person approves it. */
export const riskOverride = z.object({
  id: z.string(),
  recordType: z.enum(['Customer', 'Business']),
  recordId: z.string(),
  rating: z.enum(riskRatings),
  reason: z.string(),
  /** The last day it holds (UTC): from the next day on, the computed rating is back. */
  expiresOn: z.string(),
  status: z.enum(overrideStatuses),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionRemark: z.string().nullable(),
});
export type RiskOverride = z.infer<typeof riskOverride>;

export const riskAnswer = z.object({
  recordType: z.enum(['Customer', 'Business']),
  recordId: z.string(),
  /** The rating that holds: the approved override while it lasts, else the computed one. */
  rating: z.enum(riskRatings),
  /** The rating the rules give, kept beside an override. */
  computedRating: z.enum(riskRatings),
  /** The reasons of the computed rating. */
  reasons: z.array(riskReason),
  /** The version of the rule set that gave the computed rating. */
  ruleSetVersion: z.number().int(),
  ratedAt: z.string(),
  /** The approved override in force, with its reason, who asked, who approved and its last day. */
  override: riskOverride.nullable(),
  /** An override waiting for its second person. */
  pendingOverride: riskOverride.nullable(),
  /**
   * Why a customer is restricted (no new account, card, DahabPlus link or limit increase): an
   * overdue review, identity documents all expired. Empty when nothing restricts it (a business: always).
   */
  restrictions: z.array(
    z.object({
      kind: z.enum(['ReviewOverdue', 'DocumentExpired']),
      /** The day the review fell due, or the last identity document expired. */
      since: z.string(),
      message: z.string(),
    }),
  ),
});
export type RiskAnswer = z.infer<typeof riskAnswer>;

const riskOf = (path: string, what: string, permission: typeof P.ListCustomers | typeof P.ListBusinesses) =>
  endpoint({
    method: 'GET',
    path,
    summary: `The risk rating of ${what}: the rating, its reasons, the rule set version, when.`,
    description:
      'The rating is the highest that a rule of the rule set matched; no rule matched is Low. It is computed when ' +
      `${what} is registered and when its rated fields change. A record of another organization answers 404.`,
    tags: ['Risk'],
    access: requires([permission, P.ViewRisk]),
    params: z.object({ id: z.uuid({ error: messages.notFound }) }),
    response: riskAnswer,
    success: 200,
  });

export const customerRisk = riskOf('Customers/:id/Risk', 'a customer', P.ListCustomers);
export const businessRisk = riskOf('Businesses/:id/Risk', 'a business', P.ListBusinesses);

export const getRules = endpoint({
  method: 'GET',
  path: 'Risk/Rules',
  summary: 'The risk rule set in force, with the jurisdictions list.',
  tags: ['Risk'],
  access: requires(P.ViewRisk),
  response: ruleSetAnswer,
  success: 200,
});

/** A new rule set as compliance drafts it: every rule and every jurisdiction, with the list's source. */
export const draftBody = z.object({
  rules: z.array(riskRule, { error: messages.riskRulesRequired }).max(200),
  jurisdictions: z.array(jurisdiction, { error: messages.riskJurisdictionsRequired }).max(500),
  jurisdictionsSource: requiredText(messages.riskSourceRequired, 200),
});
export type DraftBody = z.input<typeof draftBody>;

export const createDraft = endpoint({
  method: 'POST',
  path: 'Risk/Rules/Drafts',
  summary: 'Drafts a new rule set: its rules and its jurisdictions list, whole.',
  description:
    'Nothing is rated by a draft. A dry run shows what it would move; a second person commits it. Rule sets hold for ' +
    'every organization: only head office drafts them (403 otherwise). A rule that does not parse (an unknown factor, ' +
    'a rating outside Low, Medium, High and Prohibited, an amount with more than two decimals) is a 400 naming it.',
  tags: ['Risk'],
  access: requires(P.DraftRiskRules),
  body: draftBody,
  response: ruleSetAnswer,
  success: 201,
});

const draftParams = z.object({ id: z.uuid({ error: messages.notFound }) });

/** A record whose rating a draft would move. */
export const ratingMove = z.object({
  recordType: z.enum(['Customer', 'Business']),
  recordId: z.string(),
  name: z.string(),
  organizationId: z.string(),
  from: z.enum(riskRatings),
  to: z.enum(riskRatings),
});

export const dryRunAnswer = z.object({
  /** The version in force that the draft is compared with. */
  inForceVersion: z.number().int(),
  customers: z.number().int(),
  businesses: z.number().int(),
  /** How many records would move from one rating to another, for each pair that any would. */
  moves: z.array(
    z.object({
      from: z.enum(riskRatings),
      to: z.enum(riskRatings),
      customers: z.number().int(),
      businesses: z.number().int(),
    }),
  ),
  /** The records that would move, the first `DRY_RUN_RECORDS` of them by id. */
  records: z.array(ratingMove),
  /** More records would move than `records` holds. */
  recordsTruncated: z.boolean(),
});
export type DryRunAnswer = z.infer<typeof dryRunAnswer>;

/** The most records a dry run names. */
export const DRY_RUN_RECORDS = 500;

export const dryRunDraft = endpoint({
  method: 'POST',
  path: 'Risk/Rules/Drafts/:id/DryRun',
  summary:
    'How many customers and businesses a draft would move between ratings, and which; changes nothing.',
  description:
    'Every live customer and business is rated under the rules in force and under the draft, from the same reading. ' +
    'A rule set that is no longer a draft answers 409.',
  tags: ['Risk'],
  access: requires([P.DraftRiskRules, P.CommitRiskRules]),
  params: draftParams,
  response: dryRunAnswer,
  errors: [409],
  success: 200,
});

export const commitAnswer = z.object({ id: z.string(), version: z.number().int() });
export type CommitAnswer = z.infer<typeof commitAnswer>;

export const commitDraft = endpoint({
  method: 'POST',
  path: 'Risk/Rules/Drafts/:id/Commit',
  summary:
    'Puts a draft in force (a second person): every customer and business is re-rated in the background.',
  description:
    'Committed by a holder of risk.commit_rules who did not draft it (its author gets 403). The draft takes the next ' +
    'version and the set in force is superseded; 202: the re-rating runs as durable jobs, a batch at a time, and a ' +
    'batch run twice rates the same. A rule set that is no longer a draft answers 409.',
  tags: ['Risk'],
  access: requires(P.CommitRiskRules),
  params: draftParams,
  response: commitAnswer,
  errors: [409],
  success: 202,
});

const recordParams = z.object({ id: z.uuid({ error: messages.notFound }) });

/** An override as its maker asks for it. */
export const overrideBody = z.object({
  rating: z.enum(riskRatings, { error: messages.riskRatingUnknown }),
  reason: requiredText(messages.riskOverrideReasonRequired, 500),
  /** The last day it holds: after today, at most `OVERRIDE_MAX_MONTHS` months ahead. */
  expiresOn: z.iso.date({ error: messages.riskOverrideExpiryRequired }),
});
export type OverrideBody = z.input<typeof overrideBody>;

const overrideOf = (path: string, what: string) =>
  endpoint({
    method: 'POST',
    path,
    summary: `Asks to override the risk rating of ${what}: it waits for a second person.`,
    description:
      'The override needs a reason and its last day, after today and at most 12 months ahead (400 otherwise). It ' +
      'answers 202: a holder of risk.approve_override other than its maker approves or declines it at ' +
      'Risk/Overrides/{id}/Decision. While one waits, another is 409. A record of another organization answers 404.',
    tags: ['Risk'],
    access: requires(P.OverrideRisk),
    params: recordParams,
    body: overrideBody,
    response: riskOverride,
    errors: [409],
    success: 202,
  });

export const overrideCustomerRisk = overrideOf('Customers/:id/Risk/Override', 'a customer');
export const overrideBusinessRisk = overrideOf('Businesses/:id/Risk/Override', 'a business');

export const overrideDecisions = ['Approve', 'Decline'] as const;

export const decideOverride = endpoint({
  method: 'POST',
  path: 'Risk/Overrides/:id/Decision',
  summary: 'A second person approves or declines an override of a risk rating.',
  description:
    'Decided by a holder of risk.approve_override who did not ask for it (its maker gets 403). Approved, the override ' +
    'is the rating shown until its last day, the computed rating beside it; it replaces an override in force. An ' +
    'override already decided answers 409; one whose last day has passed cannot be approved (400). An override of a ' +
    'record of another organization answers 404.',
  tags: ['Risk'],
  access: requires(P.ApproveRiskOverride),
  params: recordParams,
  body: z.object({
    decision: z.enum(overrideDecisions, { error: messages.riskOverrideDecisionUnknown }),
    remark: requiredText(messages.riskOverrideRemarkRequired, 500),
  }),
  response: riskOverride,
  errors: [409],
  success: 200,
});
