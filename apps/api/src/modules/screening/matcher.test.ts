import { describe, expect, it } from 'vitest';
import type { ListEntry } from './list-entry.ts';
import { ScreeningIndex, birthAdjustment, nameScore, scoreEntry, type IndexedEntry } from './matcher.ts';
import { nameParts } from './normalise.ts';

const person = (reference: string, name: string, more: Partial<ListEntry> = {}): IndexedEntry => ({
  source: 'UN',
  entryId: reference,
  contentHash: reference,
  reference,
  kind: 'Individual',
  name,
  names: [{ name, quality: 'Primary' }, ...(more.names ?? [])],
  birthDates: more.birthDates ?? [],
  nationalities: more.nationalities ?? [],
  documents: more.documents ?? [],
  details: {},
  delistedOn: null,
});

const listed = person('SOi.002', 'ABDIRAHMAN MAHMOUD HUSSEIN', {
  birthDates: [{ kind: 'date', date: '1961-03-14', approximate: false }],
  nationalities: ['Somalia'],
  documents: [{ type: 'Passport', number: 'P0-1234567', country: 'Somalia', note: null }],
});
const others = [
  person('SOi.010', 'HASSAN ALI FARAH'),
  person('SOi.011', 'FAADUMO CALI YAASIIN', { birthDates: [{ kind: 'range', from: 1975, to: 1979 }] }),
  person('SOi.012', 'MOHAMED OMAR SHARIF'),
  { ...person('SOe.001', 'AL-NASR MONEY TRANSFER COMPANY'), kind: 'Entity' as const },
];
const index = new ScreeningIndex([listed, ...others]);

describe('a check', () => {
  it('finds the Somali, English and Arabic spellings of one listed man, with the reasons', () => {
    for (const name of [
      'Cabdiraxmaan Maxamuud Xuseen',
      'Abdirahman Mahmoud Hussein',
      'عبد الرحمن محمود حسين',
    ]) {
      const [hit, ...rest] = index.check({ name });
      expect(hit?.entry.reference, name).toBe('SOi.002');
      expect(hit?.score, name).toBeGreaterThan(0.9);
      expect(rest, name).toEqual([]);
    }
    const [hit] = index.check({ name: 'Cabdiraxmaan Maxamuud Xuseen' });
    expect(hit?.reasons).toEqual([
      'given name Cabdiraxmaan ≈ Abdirahman',
      "father's name Maxamuud ≈ Mahmoud",
      "grandfather's name Xuseen ≈ Hussein",
    ]);
  });

  it('compares the parts in any order', () => {
    const [hit] = index.check({ name: 'Xuseen Cabdiraxmaan Maxamuud' });
    expect(hit?.entry.reference).toBe('SOi.002');
    expect(hit?.score).toBeGreaterThan(0.9);
    expect(hit?.reasons[0]).toBe('given name Xuseen ≈ Hussein');
  });

  it('scores a missing part lower, and an unrelated name not at all', () => {
    const two = index.check({ name: 'Cabdiraxmaan Xuseen' })[0];
    const three = index.check({ name: 'Cabdiraxmaan Maxamuud Xuseen' })[0];
    expect(two?.entry.reference).toBe('SOi.002');
    expect(two?.score).toBeLessThan(three?.score ?? 0);
    expect(two?.reasons).toContain('the list also names Mahmoud');
    expect(index.check({ name: 'Yuusuf Nuur Geedi' })).toEqual([]);
    expect(index.check({ name: '' })).toEqual([]);
  });

  it('raises the score for the same date of birth, nationality and document, and lowers it for another', () => {
    const name = 'Cabdiraxmaan Maxamuud Xuseen';
    const plain = index.check({ name })[0]?.score ?? 0;
    const same = index.check({
      name,
      dateOfBirth: '1961-03-14',
      nationality: 'SO',
      documentNumber: 'p0 1234567',
    })[0];
    expect(same?.score).toBeGreaterThan(plain);
    expect(same?.reasons).toEqual(
      expect.arrayContaining([
        'born 1961-03-14 on the list and here',
        'nationality Somalia on the list and here',
        'Passport number P0-1234567 on the list and here',
      ]),
    );
    const other = index.check({ name, dateOfBirth: '1990-01-01', nationality: 'KE' }, 0)[0];
    expect(other?.score).toBeLessThan(plain);
    expect(other?.reasons).toEqual(
      expect.arrayContaining([
        'born 1961 on the list, 1990 here',
        'nationality Somalia on the list, Kenya here',
      ]),
    );
  });

  it('reads ranges and approximate years of birth', () => {
    const range = [{ kind: 'range', from: 1975, to: 1979 }] as const;
    expect(birthAdjustment(range, '1977-05-05')?.delta).toBeGreaterThan(0);
    expect(birthAdjustment(range, '1980-05-05')).toEqual({
      delta: 0,
      reason: 'born between 1975 and 1979 on the list, 1980 here: close',
    });
    expect(
      birthAdjustment([{ kind: 'year', year: 1962, approximate: true }], '1950-01-01')?.delta,
    ).toBeLessThan(0);
    expect(birthAdjustment([], '1950-01-01')).toBeNull();
  });

  it('keeps individuals and entities apart when the kind is given', () => {
    expect(index.check({ name: 'Al Nasr Money Transfer Company', kind: 'Entity' })[0]?.entry.reference).toBe(
      'SOe.001',
    );
    expect(index.check({ name: 'Al Nasr Money Transfer Company', kind: 'Individual' })).toEqual([]);
    expect(index.check({ name: 'Nasr Money Transfer' })[0]?.entry.reference).toBe('SOe.001');
  });

  it('matches an alias and says so', () => {
    const aliased = new ScreeningIndex([
      person('SOi.020', 'AHMED DIRIYE', { names: [{ name: 'Abu Ubaidah', quality: 'Low' }] }),
    ]);
    const [hit] = aliased.check({ name: 'Abuu Cubaydah' });
    expect(hit?.entry.reference).toBe('SOi.020');
    expect(hit?.reasons[0]).toBe('the alias Abu Ubaidah (quality Low)');
  });
});

describe('the index', () => {
  it('finds what a scan of every entry finds', () => {
    const given = [
      'Maxamed',
      'Cali',
      'Xasan',
      'Cabdi',
      'Faadumo',
      'Khadiija',
      'Yuusuf',
      'Cumar',
      'Axmed',
      'Shariif',
    ];
    const fathers = ['Nuur', 'Geedi', 'Warsame', 'Jaamac', 'Xuseen', 'Ismaaciil', 'Cismaan', 'Aadan'];
    const grands = ['Faarax', 'Siciid', 'Cilmi', 'Dahir', 'Mahmoud', 'Hussein', 'Osman', 'Adan'];
    const entries: IndexedEntry[] = [];
    let n = 0;
    for (const g of given)
      for (const f of fathers) for (const gf of grands) entries.push(person(`T${n++}`, `${g} ${f} ${gf}`));
    const big = new ScreeningIndex(entries);
    for (const name of [
      'Mohamed Noor Farah',
      'Ali Hussein',
      'Abdi Jama Said',
      'Fatima Ismail Ilmi',
      'Omar Osman Aden',
    ]) {
      const parts = nameParts(name);
      const scanned = entries
        .map((e) => ({ e, s: nameScore(parts, nameParts(e.name)).score }))
        .filter((x) => x.s >= 0.8)
        .map((x) => x.e.reference)
        .sort();
      const found = big
        .check({ name }, 0.8)
        .map((m) => m.entry.reference)
        .sort();
      expect(found, name).toEqual(scanned);
      expect(found.length, name).toBeGreaterThan(0);
    }
  });

  it('skips no name that a date of birth or a document lifts above the floor', () => {
    const parts = ['Maxamed', 'Cali', 'Xasan', 'Warsame', 'Nuur', 'Geedi', 'Faarax', 'Siciid', 'Cumar'];
    const entries: IndexedEntry[] = [];
    let n = 0;
    for (const a of parts)
      for (const b of parts)
        for (const c of ['Jaamac', 'Aadan', 'Cilmi', 'Dahir'])
          entries.push(
            person(`E${n}`, `${a} ${b} ${c}`, {
              birthDates: [{ kind: 'date', date: `19${60 + (n % 30)}-01-01`, approximate: false }],
              documents: [{ type: 'Passport', number: `P${n++}`, country: null, note: null }],
            }),
          );
    const big = new ScreeningIndex(entries);
    for (const [name, dateOfBirth, documentNumber] of [
      // 0.698 by name alone: the document alone lifts it above the floor.
      ['Mohamed Hassan Jama', undefined, 'P10'],
      ['Mohamed Hassan Jama', '1970-01-01', undefined],
      ['Hassan Warsame', '1975-01-01', 'P200'],
      ['Omar Nur Elmi', '1980-01-01', 'P5'],
    ] as const) {
      const subject = { name, dateOfBirth, documentNumber };
      const query = nameParts(name);
      const scanned = entries
        .map((e) =>
          scoreEntry(
            subject,
            query,
            e,
            e.names.map((x) => ({ ...x, parts: nameParts(x.name) })),
          ),
        )
        .filter((m) => m !== null)
        .map((m) => `${m.entry.reference} ${m.score}`)
        .sort();
      const found = big
        .check(subject)
        .map((m) => `${m.entry.reference} ${m.score}`)
        .sort();
      expect(found, name).toEqual(scanned);
      expect(found.length, name).toBeGreaterThan(0);
    }
  });
});
