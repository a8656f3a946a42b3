import { fillMessage, messages, riskApi, type riskApi as Risk, type screeningApi } from '@console/contract';
import { cents } from '../../kernel/money.ts';

type Rating = Risk.RiskRating;

/** What the rules look at of a customer or a business, read from its profile. */
export interface RiskSubject {
  /** A customer's nationality; a business's signatories' nationalities. */
  nationalities: readonly string[];
  /** The country of residence (of a business: where it is registered). */
  residence: string | null;
  /** Declared a politically exposed person, or related to one. */
  pep: boolean;
  occupation: string | null;
  sector: string | null;
  /** The account types asked for. */
  products: readonly string[];
  channel: string;
  /** Expected monthly turnover, exact: a decimal string. */
  turnover: string | null;
  screening: screeningApi.ScreeningState;
}

export interface RuleSetInForce {
  version: number;
  rules: readonly Risk.RiskRule[];
  jurisdictions: readonly Risk.Jurisdiction[];
}

export interface Rated {
  rating: Rating;
  /** Each matched rule's reason, highest rating first; "No rule matched" alone when none did. */
  reasons: { rating: Rating; text: string }[];
}

const rank = (r: Rating) => riskApi.riskRatings.indexOf(r);

const same = (a: string) => a.trim().toLowerCase();

/** The reason a condition gives for the subject, or null when it does not match. */
function matchOf(
  condition: Risk.RiskCondition,
  s: RiskSubject,
  listed: (country: string, lists: readonly string[]) => string[],
): string | null {
  switch (condition.factor) {
    case 'nationality':
    case 'residence': {
      const countries =
        condition.factor === 'nationality' ? s.nationalities : s.residence ? [s.residence] : [];
      const hits = [...new Set(countries)].flatMap((country) =>
        listed(country, condition.lists).map((list) => ({ country, list })),
      );
      if (hits.length === 0) return null;
      const message =
        condition.factor === 'nationality' ? messages.riskReasonNationality : messages.riskReasonResidence;
      return hits.map((h) => fillMessage(message, h)).join('; ');
    }
    case 'pep':
      return s.pep ? messages.riskReasonPep : null;
    case 'occupation':
    case 'sector':
    case 'product':
    case 'channel': {
      const held =
        condition.factor === 'product'
          ? s.products
          : [
              condition.factor === 'occupation'
                ? s.occupation
                : condition.factor === 'sector'
                  ? s.sector
                  : s.channel,
            ];
      const wanted = new Set(condition.values.map(same));
      const found = held.find((v): v is string => v !== null && wanted.has(same(v)));
      if (found === undefined) return null;
      const message = {
        occupation: messages.riskReasonOccupation,
        sector: messages.riskReasonSector,
        product: messages.riskReasonProduct,
        channel: messages.riskReasonChannel,
      }[condition.factor];
      return fillMessage(message, { value: found.trim() });
    }
    case 'turnover':
      return s.turnover !== null && cents(s.turnover) >= cents(condition.atLeast)
        ? fillMessage(messages.riskReasonTurnover, { amount: s.turnover, threshold: condition.atLeast })
        : null;
    case 'screening':
      return condition.states.includes(s.screening)
        ? fillMessage(messages.riskReasonScreening, { state: s.screening })
        : null;
  }
}

/**
 * The rating of a subject under a rule set: the highest rating of the rules it matches, Low when
 * it matches none. Pure: the same subject and rules give the same answer.
 */
export function rate(subject: RiskSubject, ruleSet: RuleSetInForce): Rated {
  const lists = new Map<string, Set<string>>();
  for (const j of ruleSet.jurisdictions) {
    const of = lists.get(j.country) ?? new Set<string>();
    of.add(j.list);
    lists.set(j.country, of);
  }
  const listed = (country: string, wanted: readonly string[]) =>
    wanted.filter((list) => lists.get(country.trim().toUpperCase())?.has(list));
  const reasons: Rated['reasons'] = [];
  for (const rule of ruleSet.rules) {
    const text = matchOf(rule.condition, subject, listed);
    if (text !== null) reasons.push({ rating: rule.rating, text });
  }
  if (reasons.length === 0)
    return { rating: 'Low', reasons: [{ rating: 'Low', text: messages.riskNoRuleMatched }] };
  // Stable: rules of the same rating keep their order.
  reasons.sort((a, b) => rank(b.rating) - rank(a.rating));
  return { rating: reasons[0]!.rating, reasons };
}
