import { countries } from '@console/contract/core';
import { countryText } from '@/lib/country-messages';
import type { HitDetail } from './api/get-hit';
import { screeningText } from './messages';

type Entry = HitDetail['entry'];
const t = screeningText.t;

const byName = new Map(countries.map((c) => [c.name.toLowerCase(), c.id]));

/** A country as a record (`SO`) or a list (`Somalia`) writes it, named in the language of the moment. */
export function countryName(value: string): string {
  const code = byName.get(value.trim().toLowerCase()) ?? value;
  return countryText.has(code) ? countryText.t(code) : value;
}

export function birthDateText(b: Entry['birthDates'][number]): string {
  if (b.kind === 'range') return t('betweenYears', { from: String(b.from), to: String(b.to) });
  const value = b.kind === 'date' ? b.date : String(b.year);
  return b.approximate ? t('aboutYear', { year: value }) : value;
}

export function documentText(d: Entry['documents'][number]): string {
  const document = d.type ? t('documentOf', { type: d.type, number: d.number }) : d.number;
  return d.country ? t('documentIn', { document, country: countryName(d.country) }) : document;
}

/** One row of the side-by-side view: a field, the record's values and the entry's. */
export interface ComparedField {
  label: string;
  record: string[];
  entry: string[];
}

/** The record as screened beside the list entry, field by field. */
export function comparedFields(hit: HitDetail): ComparedField[] {
  const { subject, entry } = hit;
  const [primary, ...others] = entry.names;
  const one = (v: string | null | undefined) => (v ? [v] : []);
  return [
    {
      label: t('name'),
      record: one(subject.name ?? hit.recordName),
      entry: one(primary?.name ?? hit.entryName),
    },
    {
      label: t('aliases'),
      record: [],
      entry: others.map((n) =>
        t('aliasWithQuality', {
          name: n.name,
          quality: n.quality === 'Original script' ? t('originalScript') : n.quality,
        }),
      ),
    },
    { label: t('dateOfBirth'), record: one(subject.dateOfBirth), entry: entry.birthDates.map(birthDateText) },
    {
      label: t('nationality'),
      record: one(subject.nationality).map(countryName),
      entry: entry.nationalities.map(countryName),
    },
    { label: t('documents'), record: one(subject.documentNumber), entry: entry.documents.map(documentText) },
    {
      label: t('kind'),
      record: [t(hit.recordType === 'Customer' ? 'Individual' : 'Entity')],
      entry: [t(entry.kind)],
    },
  ];
}
