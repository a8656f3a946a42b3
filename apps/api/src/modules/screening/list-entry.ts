/** One entry of a sanctions list or of the bank's watchlist, as the parsers read it. */

export type ListSource = 'UN' | 'OFAC' | 'Local';
export type EntryKind = 'Individual' | 'Entity';

/** A date of birth as a list gives it: a day, a year, or a range of years. */
export type BirthDate =
  | { readonly kind: 'date'; readonly date: string; readonly approximate: boolean }
  | { readonly kind: 'year'; readonly year: number; readonly approximate: boolean }
  | { readonly kind: 'range'; readonly from: number; readonly to: number };

/** A name of the entry: its primary name, an alias (with the list's quality), or its own script. */
export interface EntryName {
  readonly name: string;
  /** `Primary`, `Original script`, or the list's quality of an alias (`Good`, `Low`, `a.k.a.`…). */
  readonly quality: string;
}

export interface EntryDocument {
  readonly type: string | null;
  readonly number: string;
  readonly country: string | null;
  readonly note: string | null;
}

export interface ListEntry {
  /** The list's own key: the UN reference number (`SOi.002`), OFAC's ent_num, the watchlist's id. */
  readonly reference: string;
  readonly kind: EntryKind;
  /** The primary name, as the list writes it. */
  readonly name: string;
  /** Every name: the primary first, then aliases and the original script. */
  readonly names: readonly EntryName[];
  readonly birthDates: readonly BirthDate[];
  readonly nationalities: readonly string[];
  readonly documents: readonly EntryDocument[];
  /** The rest of what the list says, kept for the record (designation, addresses, comments…). */
  readonly details: Readonly<Record<string, string | readonly string[]>>;
  /** The day the list delisted it, when the file still carries it. */
  readonly delistedOn: string | null;
}

/** A parsed file: its entries and the date the list says it was generated, when it does. */
export interface ParsedList {
  readonly entries: readonly ListEntry[];
  readonly generatedAt: string | null;
}
