import { z } from 'zod';
import { endpoint, signedIn } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { singleLine } from '../text.ts';

/** The kinds of record the command palette finds, in the order it lists them. */
export const searchHitTypes = ['Customer', 'Application', 'Business', 'Account', 'Merchant', 'User'] as const;
export type SearchHitType = (typeof searchHitTypes)[number];

/** At most this many records of each kind answer one search. */
export const SEARCH_HITS_PER_TYPE = 5;

/** One record found: what it is, how it reads, and the console path that opens it. */
export const searchHit = z.object({
  type: z.enum(searchHitTypes),
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** A path of the console: the record's page, or its list filtered to it. */
  link: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchRecords = endpoint({
  method: 'GET',
  path: 'Search',
  summary: 'Records the caller may see whose mobile, name, number, id, code or user name matches q.',
  description:
    'q is trimmed, 2 to 100 characters. Digits (with an optional leading +) are a mobile number ' +
    '(at least 7 digits, with or without the country code), an account number or a merchant code; ' +
    'a UUID is a customer, application or business id; other text matches the words of customer ' +
    'and business names from their start, a registration number, a merchant code or a user name ' +
    'from its start. Each kind answers only to holders of the permission of its list (an ' +
    'application and an account held by a customer also need the customers list, where they open) ' +
    "and only within the caller's organizations; users, as their list, are not bound to one. At " +
    'most 5 of each kind.',
  tags: ['Search'],
  access: signedIn,
  query: z.object({
    q: singleLine({ error: messages.searchTooShort })
      .trim()
      .min(2, messages.searchTooShort)
      .max(100, messages.searchTooLong),
  }),
  response: z.object({ items: z.array(searchHit) }),
  success: 200,
});
