import { jaroWinkler } from '@skyra/jaro-winkler';
import { countries } from '@console/contract';
import type { BirthDate, EntryKind, ListEntry, ListSource } from './list-entry.ts';
import { nameParts, type NamePart } from './normalise.ts';

/** What is checked: a name, and what else is known of its holder. */
export interface CheckSubject {
  readonly name: string;
  readonly kind?: EntryKind | undefined;
  /** `YYYY-MM-DD`. */
  readonly dateOfBirth?: string | null | undefined;
  /** An ISO 3166-1 alpha-2 code or a country's name. */
  readonly nationality?: string | null | undefined;
  readonly documentNumber?: string | null | undefined;
}

/** An entry of a list in force, as the index holds it. */
export interface IndexedEntry extends ListEntry {
  readonly source: ListSource;
  /** The stored entry's id and content hash (a hit keeps both). */
  readonly entryId: string;
  readonly contentHash: string;
}

export interface Match {
  readonly entry: IndexedEntry;
  /** 0 to 1, rounded to three places. */
  readonly score: number;
  /** The list's name that matched (the primary name or an alias). */
  readonly matchedName: string;
  /** Each reason in words, name parts first. */
  readonly reasons: readonly string[];
}

/** What a part written in Arabic script and one in Latin letters count at most when alike. */
const CROSS_SCRIPT = 0.97;
/** Below this a pair of name parts does not count as the same part. */
const PART_MATCH = 0.8;
/** A candidate needs this many of the subject's parts found by the index (fewer if it has fewer). */
const PARTS_NEEDED = 2;
/** The least score a match is reported with. */
export const REPORT_THRESHOLD = 0.75;

const ORDINALS = ['given name', "father's name", "grandfather's name"];
const partRole = (kind: EntryKind, index: number): string =>
  kind === 'Entity' ? `name part ${index + 1}` : (ORDINALS[index] ?? `name part ${index + 1}`);

/** How alike two parts are: skeletons when either is in Arabic script, else the canonical forms. */
export function partSimilarity(a: NamePart, b: NamePart): number {
  if (a.arabic || b.arabic) {
    // Across scripts only the consonants are compared: weaker evidence than the same script.
    const across = a.arabic !== b.arabic ? CROSS_SCRIPT : 1;
    if (a.skeleton === '' || b.skeleton === '') return a.skeleton === b.skeleton ? across : 0;
    return jaroWinkler(a.skeleton, b.skeleton) * across;
  }
  let best = 0;
  for (const x of a.forms)
    for (const y of b.forms) {
      const s = x === y ? 1 : jaroWinkler(x, y);
      if (s > best) best = s;
    }
  return best;
}

interface Pair {
  readonly q: number;
  readonly e: number;
  readonly sim: number;
}

/** How alike the query's part `q` is to the entry's part `e`. */
type Similarity = (q: number, e: number) => number;

/** Pairs the parts of two names, any order, best pairs first (each part in one pair at most). */
export function alignParts(
  query: readonly NamePart[],
  entry: readonly NamePart[],
  similarity: Similarity = (q, e) => partSimilarity(query[q] as NamePart, entry[e] as NamePart),
): Pair[] {
  const all: Pair[] = [];
  for (let q = 0; q < query.length; q++)
    for (let e = 0; e < entry.length; e++) all.push({ q, e, sim: similarity(q, e) });
  // Equal similarities keep the written order, so that "Ali Ali" pairs first with first.
  all.sort((a, b) => b.sim - a.sim || a.q - b.q || Math.abs(a.q - a.e) - Math.abs(b.q - b.e));
  const usedQ = new Set<number>();
  const usedE = new Set<number>();
  const pairs: Pair[] = [];
  for (const p of all) {
    if (usedQ.has(p.q) || usedE.has(p.e)) continue;
    usedQ.add(p.q);
    usedE.add(p.e);
    pairs.push(p);
  }
  return pairs.sort((a, b) => a.q - b.q);
}

/**
 * The score of two names: the mean similarity of their aligned parts, lowered for the parts one
 * has and the other lacks (three of four parts alike: 0.92 of the mean).
 */
export function nameScore(
  query: readonly NamePart[],
  entry: readonly NamePart[],
  similarity?: Similarity,
): { score: number; pairs: Pair[] } {
  if (query.length === 0 || entry.length === 0) return { score: 0, pairs: [] };
  const pairs = alignParts(query, entry, similarity);
  const matched = pairs.filter((p) => p.sim >= PART_MATCH).length;
  const mean = pairs.reduce((sum, p) => sum + p.sim, 0) / pairs.length;
  const coverage = Math.pow(Math.max(matched, 0.5) / Math.max(query.length, entry.length), 0.3);
  return { score: mean * coverage, pairs };
}

const countryNames = new Map(countries.map((c) => [c.id.toLowerCase(), c.name.toLowerCase()]));
const countryByCode = new Map(countries.map((c) => [c.id.toLowerCase(), c.name]));
/** A country as compared: its name in lower case, an alpha-2 code read as its country. */
export const countryKey = (value: string): string => {
  const v = value.trim().toLowerCase().replace(/\s+/g, ' ');
  return countryNames.get(v) ?? v;
};

/** A document number as compared: letters and digits only, upper case. */
export const documentKey = (value: string): string => value.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');

const describeBirth = (b: BirthDate): string =>
  b.kind === 'date'
    ? `${b.approximate ? 'about ' : ''}${b.date}`
    : b.kind === 'year'
      ? `${b.approximate ? 'about ' : ''}${b.year}`
      : `between ${b.from} and ${b.to}`;

/** The most each piece of evidence raises a score: what a name must come within to be scored. */
const MOST_RAISED = { birth: 0.08, nationality: 0.03, document: 0.15 } as const;

interface Adjustment {
  readonly delta: number;
  readonly reason: string;
}

/** Date of birth: the same day raises most, the same year less, years apart lower the score. */
export function birthAdjustment(list: readonly BirthDate[], dateOfBirth: string): Adjustment | null {
  if (list.length === 0) return null;
  const year = Number(dateOfBirth.slice(0, 4));
  if (!Number.isInteger(year)) return null;
  let bestGap = Infinity;
  let closest = list[0] as BirthDate;
  for (const b of list) {
    if (b.kind === 'date' && b.date === dateOfBirth)
      return { delta: MOST_RAISED.birth, reason: `born ${dateOfBirth} on the list and here` };
    const gap =
      b.kind === 'date'
        ? Math.abs(Number(b.date.slice(0, 4)) - year)
        : b.kind === 'year'
          ? Math.abs(b.year - year)
          : year < b.from
            ? b.from - year
            : year > b.to
              ? year - b.to
              : 0;
    if (gap < bestGap) {
      bestGap = gap;
      closest = b;
    }
  }
  const listed = describeBirth(closest);
  const yearOf = (b: BirthDate) =>
    b.kind === 'date' ? `${b.approximate ? 'about ' : ''}${b.date.slice(0, 4)}` : describeBirth(b);
  const listedYear = yearOf(closest);
  const allYears = [...new Set(list.map(yearOf))].join(' or ');
  if (bestGap === 0)
    return closest.kind === 'date'
      ? { delta: 0.02, reason: `born ${listed} on the list, ${dateOfBirth} here: the same year` }
      : { delta: 0.05, reason: `born ${listed} on the list, ${year} here` };
  const approximate = closest.kind !== 'date' || closest.approximate;
  if (bestGap <= 1 || (approximate && bestGap <= 2))
    return { delta: 0, reason: `born ${listedYear} on the list, ${year} here: close` };
  return { delta: bestGap > 10 ? -0.2 : -0.12, reason: `born ${allYears} on the list, ${year} here` };
}

/** Nationality: one of the list's raises a little, none of them lowers. */
export function nationalityAdjustment(list: readonly string[], nationality: string): Adjustment | null {
  if (list.length === 0) return null;
  const mine = countryKey(nationality);
  const shown = countryByCode.get(nationality.trim().toLowerCase()) ?? nationality.trim();
  if (list.some((n) => countryKey(n) === mine))
    return {
      delta: MOST_RAISED.nationality,
      reason: `nationality ${list.find((n) => countryKey(n) === mine)} on the list and here`,
    };
  return { delta: -0.06, reason: `nationality ${list.join(', ')} on the list, ${shown} here` };
}

/** A document number on the list is strong evidence; another number proves nothing. */
export function documentAdjustment(entry: ListEntry, documentNumber: string): Adjustment | null {
  const mine = documentKey(documentNumber);
  if (mine === '') return null;
  const same = entry.documents.find((d) => documentKey(d.number) === mine);
  if (!same) return null;
  return {
    delta: MOST_RAISED.document,
    reason: `${same.type ?? 'document'} number ${same.number} on the list and here`,
  };
}

/** A part as a reason shows it: a list's capitals in title case (ABDIRAHMAN as Abdirahman). */
const shown = (written: string): string =>
  written === written.toUpperCase() && written !== written.toLowerCase()
    ? written.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase())
    : written;

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The most two names can score, from each query part's best similarity alone: the aligned pairs'
 * mean is at most the mean of the best, and no more parts can match than have a match.
 */
function nameScoreBound(queryLength: number, entryLength: number, similarity: Similarity): number {
  const pairs = Math.min(queryLength, entryLength);
  if (pairs === 0) return 0;
  const best: number[] = [];
  for (let q = 0; q < queryLength; q++) {
    let top = 0;
    for (let e = 0; e < entryLength; e++) top = Math.max(top, similarity(q, e));
    best.push(top);
  }
  best.sort((a, b) => b - a);
  const matched = Math.min(pairs, best.filter((b) => b >= PART_MATCH).length);
  const mean = best.slice(0, pairs).reduce((sum, b) => sum + b, 0) / pairs;
  return mean * Math.pow(Math.max(matched, 0.5) / Math.max(queryLength, entryLength), 0.3);
}

/** Scores one entry against a subject whose name is already in parts; null below the floor. */
export function scoreEntry<
  N extends { readonly parts: readonly NamePart[]; readonly name: string; readonly quality: string },
>(
  subject: CheckSubject,
  parts: readonly NamePart[],
  entry: IndexedEntry,
  entryNames: readonly N[],
  floor = REPORT_THRESHOLD,
  similarityTo?: (name: N) => Similarity,
): Match | null {
  if (similarityTo) {
    // Most candidates of a list full of common names fall short: skip aligning and explaining them.
    const lift =
      (subject.dateOfBirth ? MOST_RAISED.birth : 0) +
      (subject.nationality ? MOST_RAISED.nationality : 0) +
      (subject.documentNumber ? MOST_RAISED.document : 0);
    // Below the floor even once rounded to three places.
    const short = (n: N) =>
      nameScoreBound(parts.length, n.parts.length, similarityTo(n)) + lift < floor - 0.0005;
    if (entryNames.every(short)) return null;
  }
  let best: { score: number; pairs: Pair[]; name: N } | null = null;
  for (const n of entryNames) {
    const { score, pairs } = nameScore(parts, n.parts, similarityTo?.(n));
    const weighted = n.quality === 'Low' ? score * 0.95 : score;
    if (!best || weighted > best.score) best = { score: weighted, pairs, name: n };
  }
  if (!best) return null;
  let score = best.score;
  const adjustments: Adjustment[] = [];
  if (subject.dateOfBirth) {
    const a = birthAdjustment(entry.birthDates, subject.dateOfBirth);
    if (a) adjustments.push(a);
  }
  if (subject.nationality) {
    const a = nationalityAdjustment(entry.nationalities, subject.nationality);
    if (a) adjustments.push(a);
  }
  if (subject.documentNumber) {
    const a = documentAdjustment(entry, subject.documentNumber);
    if (a) adjustments.push(a);
  }
  for (const a of adjustments) score += a.delta;
  score = round(Math.min(1, Math.max(0, score)));
  if (score < floor) return null;
  const reasons: string[] = [];
  const { pairs, name } = best;
  if (name.quality !== 'Primary')
    reasons.push(
      name.quality === 'Original script'
        ? `the name in its original script, ${name.name}`
        : `the alias ${name.name} (quality ${name.quality})`,
    );
  const usedE = new Set(pairs.map((p) => p.e));
  for (const p of pairs) {
    const q = parts[p.q] as NamePart;
    const e = name.parts[p.e] as NamePart;
    const role = partRole(entry.kind, p.q);
    const same = q.written.toLowerCase() === e.written.toLowerCase();
    if (p.sim >= PART_MATCH) reasons.push(`${role} ${q.written} ${same ? '=' : '≈'} ${shown(e.written)}`);
    else reasons.push(`${role} ${q.written} unlike ${shown(e.written)}`);
  }
  for (let i = 0; i < parts.length; i++)
    if (!pairs.some((p) => p.q === i))
      reasons.push(`${partRole(entry.kind, i)} ${parts[i]?.written} not on the list`);
  const extra = name.parts.filter((_, i) => !usedE.has(i)).map((p) => shown(p.written));
  if (extra.length > 0) reasons.push(`the list also names ${extra.join(' ')}`);
  for (const a of adjustments) reasons.push(a.reason);
  return { entry, score, matchedName: name.name, reasons };
}

/** Deletion neighbours of a skeleton: a skeleton one letter away shares one of them. */
function keysOf(skeleton: string): string[] {
  if (skeleton.length < 4) return [skeleton];
  const keys = new Set([skeleton]);
  for (let i = 0; i < skeleton.length; i++) keys.add(`~${skeleton.slice(0, i)}${skeleton.slice(i + 1)}`);
  return [...keys];
}
const queryKeys = (skeleton: string): string[] => {
  if (skeleton.length < 4) return [skeleton];
  // A query's skeleton meets an entry's deletions, its deletions meet the entry's skeleton and its
  // deletions: one letter added, dropped or changed.
  const keys = new Set([skeleton, `~${skeleton}`]);
  for (let i = 0; i < skeleton.length; i++) {
    const d = `${skeleton.slice(0, i)}${skeleton.slice(i + 1)}`;
    keys.add(`~${d}`);
    keys.add(d);
  }
  return [...keys];
};

interface IndexedName {
  readonly entry: number;
  readonly parts: readonly NamePart[];
  /** The index's id of each part: the same part in many names is compared once per check. */
  readonly partIds: readonly number[];
  readonly name: string;
  readonly quality: string;
}

/** What makes two parts compare alike: its script, skeleton and forms (not how it was written). */
const partKey = (p: NamePart): string => `${p.arabic ? 'a' : 'l'}|${p.skeleton}|${p.forms.join('|')}`;

/**
 * The entries of the lists in force, indexed by the skeletons of their names' parts (and each
 * skeleton's one-letter deletions), so that a check scores only the entries sharing parts with it.
 * A list names its people with few distinct parts (Mohamed, Ali, Hassan in thousands of names), so
 * the keys lead to distinct parts, each part to its names, and a check compares a part of its own
 * with each distinct part once, however many names hold it.
 */
export class ScreeningIndex {
  private readonly entries: IndexedEntry[] = [];
  private readonly names: IndexedName[] = [];
  private readonly namesOf: number[][] = [];
  /** The distinct parts, and for each the names holding it. */
  private readonly parts: NamePart[] = [];
  private readonly partIds = new Map<string, number>();
  private readonly namesWith: number[][] = [];
  /** Skeleton key to the distinct parts holding it. */
  private readonly postings = new Map<string, number[]>();
  private counts = new Uint8Array(0);
  /** The stamp of the query part that last counted each name, and last reached each part. */
  private seen = new Uint32Array(0);
  private partSeen = new Uint32Array(0);
  private stamp = 0;

  constructor(entries: Iterable<IndexedEntry>) {
    for (const entry of entries) this.add(entry);
    this.counts = new Uint8Array(this.names.length);
    this.seen = new Uint32Array(this.names.length);
    this.partSeen = new Uint32Array(this.parts.length);
  }

  get size(): number {
    return this.entries.length;
  }

  private partId(part: NamePart): number {
    const key = partKey(part);
    const known = this.partIds.get(key);
    if (known !== undefined) return known;
    const id = this.parts.push(part) - 1;
    this.partIds.set(key, id);
    this.namesWith.push([]);
    for (const k of keysOf(part.skeleton)) {
      const list = this.postings.get(k);
      if (list) list.push(id);
      else this.postings.set(k, [id]);
    }
    return id;
  }

  private add(entry: IndexedEntry): void {
    const e = this.entries.push(entry) - 1;
    const mine: number[] = [];
    const seen = new Set<string>();
    for (const n of entry.names) {
      const parts = nameParts(n.name);
      if (parts.length === 0) continue;
      const key = parts.map((p) => p.forms[0]).join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      const partIds = parts.map((p) => this.partId(p));
      const id = this.names.push({ entry: e, parts, partIds, name: n.name, quality: n.quality }) - 1;
      mine.push(id);
      for (const p of partIds) {
        const holders = this.namesWith[p] as number[];
        // "Ali Ali" holds the part once.
        if (holders[holders.length - 1] !== id) holders.push(id);
      }
    }
    this.namesOf.push(mine);
  }

  private nextStamp(): number {
    if (this.stamp === 0xffffffff) {
      this.seen.fill(0);
      this.partSeen.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  /** The entries matching the subject, best first. */
  check(subject: CheckSubject, floor = REPORT_THRESHOLD): Match[] {
    const parts = nameParts(subject.name);
    if (parts.length === 0) return [];
    const counts = this.counts;
    const seen = this.seen;
    const partSeen = this.partSeen;
    const touched: number[] = [];
    for (const p of parts) {
      // A name counts once per part, however many of the part's keys it holds: the part's stamp.
      const stamp = this.nextStamp();
      for (const k of queryKeys(p.skeleton)) {
        const list = this.postings.get(k);
        if (!list) continue;
        for (const pid of list) {
          if (partSeen[pid] === stamp) continue;
          partSeen[pid] = stamp;
          for (const id of this.namesWith[pid] as number[]) {
            if (seen[id] === stamp) continue;
            seen[id] = stamp;
            if (counts[id] === 0) touched.push(id);
            counts[id] = (counts[id] ?? 0) + 1;
          }
        }
      }
    }
    const candidates = new Set<number>();
    for (const id of touched) {
      const name = this.names[id] as IndexedName;
      const needed = Math.min(PARTS_NEEDED, parts.length, name.parts.length);
      if ((counts[id] ?? 0) >= needed) candidates.add(name.entry);
      counts[id] = 0;
    }
    // Each of the subject's parts against each distinct part, once for all the candidates.
    const known = parts.map(() => new Map<number, number>());
    const similarity = (q: number, pid: number): number => {
      const cache = known[q] as Map<number, number>;
      let sim = cache.get(pid);
      if (sim === undefined) {
        sim = partSimilarity(parts[q] as NamePart, this.parts[pid] as NamePart);
        cache.set(pid, sim);
      }
      return sim;
    };
    const similarityTo = (name: IndexedName) => (q: number, e: number) =>
      similarity(q, name.partIds[e] as number);
    const matches: Match[] = [];
    for (const e of candidates) {
      const entry = this.entries[e] as IndexedEntry;
      if (subject.kind && entry.kind !== subject.kind) continue;
      const names = (this.namesOf[e] ?? []).map((id) => this.names[id] as IndexedName);
      const m = scoreEntry(subject, parts, entry, names, floor, similarityTo);
      if (m) matches.push(m);
    }
    return matches.sort(
      (a, b) =>
        b.score - a.score ||
        a.entry.source.localeCompare(b.entry.source) ||
        a.entry.reference.localeCompare(b.entry.reference),
    );
  }
}
