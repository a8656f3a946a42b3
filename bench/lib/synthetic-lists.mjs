// Synthetic sanctions lists for the screening bench, the same on every run (a fixed seed). A list
// names people the way real lists do: three parts each, some of the parts among the commonest
// Arabic and Somali names (Mohamed, Ali, Hassan…), the rest invented words; an alias each, a year
// of birth and a nationality.

const SYLLABLES =
  'ba da ka la ma na ra sa ta ya bi di ki li mi ni ri si ti bo do ko lo mo no ro so to bu du ku lu mu nu ru su tu ha hi ho ja jo fa fi ga gu wa we ze zo'.split(
    ' ',
  );
const COMMON = 'Mohamed Ali Hassan Ahmed Abdullahi Omar Ibrahim Yusuf Abdi Osman Hussein Farah'.split(' ');
const COUNTRIES = ['Somalia', 'Yemen', 'Kenya', 'Sudan', 'Iraq', 'Syria'];

/** Three-part names; `common` of the parts (0 to 1) among the commonest names. */
function names(seed, common) {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = (xs) => xs[Math.floor(random() * xs.length)];
  const word = () => {
    let w = '';
    for (let i = 0, n = 2 + Math.floor(random() * 2); i < n; i++) w += pick(SYLLABLES);
    return w[0].toUpperCase() + w.slice(1);
  };
  const part = () => (random() < common ? pick(COMMON) : word());
  return () => [part(), part(), part()];
}

const csvCell = (v) => `"${v.replaceAll('"', '""')}"`;

/**
 * OFAC's sdn.csv: `n` individuals, "LAST, First Second" as OFAC writes them; three parts in ten
 * common, the hard case of a check (a common name meets thousands of entries).
 */
export function syntheticSdn(n) {
  const next = names(42, 0.3);
  const lines = [];
  for (let i = 0; i < n; i++) {
    const [a, b, c] = next();
    const remarks = `DOB ${1950 + (i % 50)}; nationality ${COUNTRIES[i % COUNTRIES.length]}.`;
    lines.push(
      [String(900000 + i), csvCell(`${c.toUpperCase()}, ${a} ${b}`), '"individual"', '"SDGT"']
        .concat(Array(7).fill('-0-'), csvCell(remarks))
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

const xml = (v) => v.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/**
 * The UN Consolidated List: `n` individuals, the first `changed` of them with a new third name;
 * one part in ten common, so that a few customers in a hundred are held, not half of them.
 */
export function syntheticUnList(n, changed) {
  const next = names(7, 0.1);
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<CONSOLIDATED_LIST dateGenerated="2026-12-01T00:00:00.000Z">',
    '<INDIVIDUALS>',
  ];
  for (let i = 0; i < n; i++) {
    const [a, b, c] = next();
    const third = i < changed ? `${c}ow` : c;
    out.push(
      `<INDIVIDUAL><DATAID>${7000000 + i}</DATAID><VERSIONNUM>1</VERSIONNUM>` +
        `<FIRST_NAME>${xml(a.toUpperCase())}</FIRST_NAME><SECOND_NAME>${xml(b.toUpperCase())}</SECOND_NAME>` +
        `<THIRD_NAME>${xml(third.toUpperCase())}</THIRD_NAME><UN_LIST_TYPE>Somalia</UN_LIST_TYPE>` +
        `<REFERENCE_NUMBER>SYi.${String(i).padStart(4, '0')}</REFERENCE_NUMBER><LISTED_ON>2020-01-01</LISTED_ON>` +
        `<NATIONALITY><VALUE>${COUNTRIES[i % COUNTRIES.length]}</VALUE></NATIONALITY>` +
        `<INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>${xml(`${a} ${c}`)}</ALIAS_NAME></INDIVIDUAL_ALIAS>` +
        `<INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><YEAR>${1950 + (i % 50)}</YEAR></INDIVIDUAL_DATE_OF_BIRTH>` +
        '</INDIVIDUAL>',
    );
  }
  out.push('</INDIVIDUALS>', '<ENTITIES></ENTITIES>', '</CONSOLIDATED_LIST>');
  return out.join('\n');
}
