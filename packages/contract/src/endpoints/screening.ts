import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { P, type Permission } from '../permissions.ts';
import { paged, pagingQuery } from '../paging.ts';
import { hitStatuses, listSources } from '../statuses.ts';
import { optionalText, requiredText } from '../text.ts';
import { adminChange } from './admin-changes.ts';

// Declared with the statuses, so that screens' addresses read them without zod.
export { hitStatuses, listSources, type ListSource } from '../statuses.ts';
export const entryKinds = ['Individual', 'Entity'] as const;

/** The largest list file taken (the UN list is about 2 MB, OFAC's SDN file about 5 MB). */
export const MAX_LIST_BYTES = 32 * 1024 * 1024;

/** One import of a list: what it brought against the version before. */
export const listVersion = z.object({
  versionId: z.string(),
  source: z.enum(listSources),
  /** Entries in force after the import. */
  entries: z.number().int(),
  added: z.number().int(),
  /** Entries delisted or no longer on the list. */
  removed: z.number().int(),
  changed: z.number().int(),
  /** When the list says it was generated (the UN list's dateGenerated), if it does. */
  generatedAt: z.string().nullable(),
  fileName: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type ListVersion = z.infer<typeof listVersion>;

export const importListAnswer = listVersion.pick({
  versionId: true,
  source: true,
  entries: true,
  added: true,
  removed: true,
  changed: true,
});

export const importList = endpoint({
  method: 'POST',
  path: 'Screening/Lists/:source',
  summary: 'Imports a new version of a list (multipart: one `file`; for OFAC also `alt`, its alt.csv).',
  description:
    'UN: the Consolidated List XML. OFAC: sdn.csv, with alt.csv as `alt` (optional). Local: the bank’s watchlist CSV. ' +
    'The new version counts the entries added, removed (delisted or gone) and changed against the version in force, ' +
    'by the list’s own keys; the same file again changes nothing and answers the version in force. A file that is ' +
    'malformed, cut short, of another format or empty is refused (400, the reason under `file`) and the version in ' +
    'force stays.',
  tags: ['Screening'],
  access: requires(P.ManageScreeningLists),
  params: z.object({ source: z.enum(listSources, { error: messages.unknownListSource }) }),
  bodyKind: 'multipart',
  body: z.object({}),
  response: importListAnswer,
  errors: [413, 415],
  success: 201,
});

export const listVersions = endpoint({
  method: 'GET',
  path: 'Screening/Lists',
  summary: 'The versions of every list, newest first (the last 200).',
  tags: ['Screening'],
  access: requires([P.ManageScreeningLists, P.ReviewScreeningHits, P.ScreeningCheck]),
  response: z.array(listVersion),
  success: 200,
});

export const screeningHit = z.object({
  source: z.enum(listSources),
  /** The list's own reference of the entry (`SOi.002`). */
  reference: z.string(),
  /** The entry's primary name as the list writes it. */
  name: z.string(),
  kind: z.enum(entryKinds),
  /** 0 to 1. */
  score: z.number(),
  /** Each reason in words: "given name Cabdiraxmaan ≈ Abdirahman", "born 1961 on the list, 1990 here". */
  reasons: z.array(z.string()),
});
export type ScreeningHit = z.infer<typeof screeningHit>;

export const checkBody = z.object({
  name: requiredText(messages.screeningNameRequired, 300),
  kind: z.enum(entryKinds, { error: messages.screeningKindUnknown }).optional(),
  dateOfBirth: z.iso.date(messages.dateFormat).optional().nullable(),
  nationality: optionalText(100),
  documentNumber: optionalText(100),
});

export const checkName = endpoint({
  method: 'POST',
  path: 'Screening/Check',
  summary: 'Screens a name against the lists in force.',
  description:
    'The hits above the report threshold, best first. Names are compared in their Somali, Arabic and English ' +
    'spellings, their parts in any order; the date of birth, nationality and document number raise or lower the score.',
  tags: ['Screening'],
  access: requires(P.ScreeningCheck),
  allowWhileViewingAs: true,
  body: checkBody,
  response: z.object({ hits: z.array(screeningHit) }),
  success: 200,
});

/** The records screened: customers, businesses, their signatories, merchants. */
export const screenedTypes = ['Customer', 'Business', 'Signatory', 'Merchant'] as const;

/**
 * A record's screening state: Clear (no open hit), Pending (a hit waits for its first review), Held
 * (a true match proposed, waiting for the second person), TrueMatch (a confirmed match). Every
 * state but Clear holds the record: no approval, account opening, card, merchant code or QR, nor
 * DahabPlus link.
 */
export const screeningStates = ['Clear', 'Pending', 'Held', 'TrueMatch'] as const;
export type ScreeningState = (typeof screeningStates)[number];

/** A profile's screening: its state and open hits (a business's include its signatories'). */
export const screeningStanding = z.object({
  state: z.enum(screeningStates),
  /** Hits Pending or TrueMatchProposed. */
  openHits: z.number().int(),
});
export type ScreeningStanding = z.infer<typeof screeningStanding>;
export const hitDecisions = ['FalsePositive', 'TrueMatch'] as const;

/** A hit: a record of an organization screened above the review threshold against a list entry. */
export const hitRecord = z.object({
  id: z.string(),
  recordType: z.enum(screenedTypes),
  recordId: z.string(),
  recordName: z.string(),
  organizationId: z.string(),
  /** What was screened, field by field: name, dateOfBirth, nationality, documentNumber. */
  subject: z.record(z.string(), z.string().nullable()),
  source: z.enum(listSources),
  reference: z.string(),
  entryName: z.string(),
  score: z.number(),
  reasons: z.array(z.string()),
  status: z.enum(hitStatuses),
  proposedBy: z.string().nullable(),
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type HitRecord = z.infer<typeof hitRecord>;

/** An on-demand screening of one record of an organization: its open hits answer. */
const screenRecord = (path: string, what: string, also = '') =>
  endpoint({
    method: 'POST',
    path,
    summary: `Screens ${what} against the lists in force; the hits above the review threshold are kept.`,
    description:
      `Answers the open hits of ${what}${also}. A pair (this record, this entry) cleared as a false positive is ` +
      'not raised again until the record’s screened fields or the entry change. A record of another ' +
      'organization answers 404.',
    tags: ['Screening'],
    access: requires(P.ReviewScreeningHits),
    params: z.object({ id: z.uuid({ error: messages.notFound }) }),
    response: z.object({ hits: z.array(hitRecord) }),
    success: 200,
  });

export const screenCustomer = screenRecord('Screening/Customers/:id', 'a customer');
export const screenBusiness = screenRecord(
  'Screening/Businesses/:id',
  'a business',
  ' and of its signatories, each screened with it',
);
export const screenSignatory = screenRecord('Screening/Signatories/:id', 'a signatory of a business');
export const screenMerchant = screenRecord('Screening/Merchants/:id', 'a merchant');

/** The most hits a record's screening answers, newest first. */
export const RECORD_HITS_SHOWN = 50;

export const recordScreening = screeningStanding.extend({ hits: z.array(hitRecord) });
export type RecordScreeningAnswer = z.infer<typeof recordScreening>;

/** A record's screening state and its hits, decided ones too, for its profile. */
const recordStanding = (path: string, what: string, permission: Permission, also = '') =>
  endpoint({
    method: 'GET',
    path,
    summary: `The screening state of ${what} and its hits, newest first, decided ones too.`,
    description:
      `For the profile of ${what}${also}: whoever may open it reads why it is held. At most ` +
      `${RECORD_HITS_SHOWN} hits. A record of another organization answers 404.`,
    tags: ['Screening'],
    access: requires([permission, P.ReviewScreeningHits]),
    params: z.object({ id: z.uuid({ error: messages.notFound }) }),
    response: recordScreening,
    success: 200,
  });

export const customerScreening = recordStanding('Screening/Customers/:id', 'a customer', P.ListCustomers);
export const businessScreening = recordStanding(
  'Screening/Businesses/:id',
  'a business',
  P.ListBusinesses,
  ', with the hits of its signatories, which hold it too',
);
export const merchantScreening = recordStanding('Screening/Merchants/:id', 'a merchant', P.ListMerchants);

export const listHits = endpoint({
  method: 'GET',
  path: 'Screening/Hits',
  summary: 'The hits of the caller’s organizations, newest first.',
  tags: ['Screening'],
  access: requires([P.ReviewScreeningHits, P.ConfirmScreeningMatch]),
  query: z.object({
    ...pagingQuery,
    status: z.enum(hitStatuses, { error: messages.hitStatusUnknown }).optional(),
    source: z.enum(listSources, { error: messages.unknownListSource }).optional(),
  }),
  response: paged(hitRecord),
  success: 200,
});

/** A date of birth as the list gives it: a day, a year, or a range of years. */
export const entryBirthDate = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('date'), date: z.string(), approximate: z.boolean() }),
  z.object({ kind: z.literal('year'), year: z.number().int(), approximate: z.boolean() }),
  z.object({ kind: z.literal('range'), from: z.number().int(), to: z.number().int() }),
]);

/** A list entry as the list gives it, for the side-by-side view of a hit. */
export const hitEntry = z.object({
  kind: z.enum(entryKinds),
  /** Every name: the primary first, then the aliases (with the list's quality) and the original script. */
  names: z.array(z.object({ name: z.string(), quality: z.string() })),
  birthDates: z.array(entryBirthDate),
  nationalities: z.array(z.string()),
  documents: z.array(
    z.object({
      type: z.string().nullable(),
      number: z.string(),
      country: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
  delistedOn: z.string().nullable(),
  /** False once an import has removed the entry (delisted or gone). */
  inForce: z.boolean(),
});

export const hitDetail = hitRecord.extend({ entry: hitEntry });
export type HitDetail = z.infer<typeof hitDetail>;

export const getHit = endpoint({
  method: 'GET',
  path: 'Screening/Hits/:id',
  summary: 'A hit with its list entry as the list gives it, for a side-by-side view.',
  description: 'A hit on a record of another organization answers 404.',
  tags: ['Screening'],
  access: requires([P.ReviewScreeningHits, P.ConfirmScreeningMatch]),
  params: z.object({ id: z.uuid({ error: messages.notFound }) }),
  response: hitDetail,
  success: 200,
});

export const decideHit = endpoint({
  method: 'POST',
  path: 'Screening/Hits/:id/Decision',
  summary:
    'Decides a hit: FalsePositive clears it; TrueMatch is proposed, then confirmed by a second person.',
  description:
    'A pending hit: FalsePositive clears it, TrueMatch proposes it (TrueMatchProposed). A proposed true match: ' +
    'a holder of screening.confirm_match other than its proposer confirms it (TrueMatch) or clears it ' +
    '(FalsePositive); its proposer gets 403. A decided hit answers 409. A confirmed true match blocks a ' +
    'customer and declines its open applications; declines a business in review, or blocks an active one (a ' +
    "signatory's match acts on its business); blocks a merchant; each as Sanctioned, and its accounts are " +
    'frozen at the core by a background job.',
  tags: ['Screening'],
  access: requires([P.ReviewScreeningHits, P.ConfirmScreeningMatch]),
  params: z.object({ id: z.uuid({ error: messages.notFound }) }),
  body: z.object({
    decision: z.enum(hitDecisions, { error: messages.hitDecisionUnknown }),
    reason: requiredText(messages.hitReasonRequired, 1000),
  }),
  response: hitRecord,
  errors: [409],
  success: 200,
});

const threshold = (range: string) => z.number({ error: messages.thresholdNumber }).gt(0, range).max(1, range);

/**
 * The two thresholds: a check answers the matches from `report` on; a record's match from `review`
 * on is a hit that holds it. 0 < report ≤ review ≤ 1.
 */
export const thresholdsInput = z
  .object({
    report: threshold(messages.reportThresholdRange),
    review: threshold(messages.reviewThresholdRange),
  })
  .superRefine((v, ctx) => {
    if (v.review < v.report)
      ctx.addIssue({ code: 'custom', path: ['review'], message: messages.reviewBelowReport });
  });
export type ThresholdsInput = z.infer<typeof thresholdsInput>;

export const thresholdsAnswer = z.object({
  report: z.number(),
  review: z.number(),
  /** Who asked for the change in force, and when it was approved; null: the defaults. */
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

export const getThresholds = endpoint({
  method: 'GET',
  path: 'Screening/Thresholds',
  summary: 'The report and review thresholds in force, with who changed them when.',
  tags: ['Screening'],
  access: requires([
    P.ManageScreeningLists,
    P.ReviewScreeningHits,
    P.ConfirmScreeningMatch,
    P.ScreeningCheck,
  ]),
  response: thresholdsAnswer,
  success: 200,
});

export const changeThresholds = endpoint({
  method: 'PUT',
  path: 'Screening/Thresholds',
  summary: 'Asks to change the thresholds: a pending change a second person approves (202).',
  description:
    'Head office only: the lists and their thresholds hold for every organization. The change waits in ' +
    'Administration changes (kind ScreeningThresholds) until a second person approves it; checks and ' +
    'screenings read the thresholds in force from then on.',
  tags: ['Screening'],
  access: requires(P.ManageScreeningLists),
  body: thresholdsInput,
  response: adminChange,
  success: 202,
});
export type ThresholdsAnswer = z.infer<typeof thresholdsAnswer>;
