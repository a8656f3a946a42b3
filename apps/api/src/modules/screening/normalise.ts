/**
 * Names as the screening compares them: Somali, Arabic and English spellings of one name brought to
 * one form. "Cabdiraxmaan Maxamuud Xuseen", "Abdirahman Mahmoud Hussein" and "عبد الرحمن محمود
 * حسين" become the same three parts.
 *
 * Each part keeps what was written (for the reasons a hit gives), its canonical Latin form (the
 * letters below applied, vowels folded) and its skeleton (the consonants alone). Latin against
 * Latin compares the canonical forms; a part written in Arabic script, which writes no short
 * vowels, is compared by skeletons.
 *
 * The Arabic script is transliterated by our own table rather than a library: the general
 * transliterators on npm (`transliteration`, `any-ascii`, `@sindresorhus/transliterate`) follow
 * Unidecode, which writes ʿayn as a backquote, ḥ as `H`, keeps tāʾ marbūṭa as `@` or `t` and the
 * article as written, so their output would still need this module's rules, and none gives the
 * consonant skeleton the comparison of Arabic script needs. Our table is one letter to one
 * sound, the same choices as the Somali Latin letters: ع is c (ʿayn, then dropped as Somali c
 * is), ح is x (ḥ, then h), خ is kh, ق is q.
 */

/** One part of a name, as written and as compared. */
export interface NamePart {
  /** The part as it was written (the particles joined to it included, e.g. `Abd al-Rahman`). */
  readonly written: string;
  /** Canonical Latin forms: the first as written, more when a joined article may be dropped. */
  readonly forms: readonly string[];
  /** The consonants of the first form (initial `w`/`y` kept): the key of the index. */
  readonly skeleton: string;
  /** Written in Arabic script: compared by skeleton, since the script writes no short vowels. */
  readonly arabic: boolean;
}

/**
 * The Arabic letters, one to one, in the Somali Latin letters they are written with. Long vowels
 * (ا و ي) are vowels here, except at the start of a word, where و and ي are w and y.
 */
export const ARABIC_LETTERS: Readonly<Record<string, string>> = {
  ا: 'a',
  أ: 'a',
  إ: 'i',
  آ: 'a',
  ٱ: 'a',
  ء: '',
  ؤ: 'u',
  ئ: 'i',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'x',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'dh',
  ط: 't',
  ظ: 'dh',
  ع: 'c',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ک: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: 'a',
  و: 'u',
  ي: 'i',
  ی: 'i',
  ى: 'a',
  // Short vowels, when written (harakat); sukūn and the tanwīn endings write nothing.
  '\u064E': 'a',
  '\u0650': 'i',
  '\u064F': 'u',
  '\u0652': '',
  '\u064B': '',
  '\u064C': '',
  '\u064D': '',
  // Tatwīl, the stretching stroke.
  '\u0640': '',
};
const SHADDA = '\u0651';
const ARABIC = /[\u0600-\u06FF]/;

/**
 * The Latin letters of Somali and of the English and French spellings of Arabic names, each
 * brought to one letter, in this order (a digraph before its letters). `š` stands for sh, one
 * sound, so that Jaro-Winkler sees one letter.
 */
export const LATIN_LETTERS: readonly (readonly [RegExp, string, string])[] = [
  [/ch/g, 'š', 'ch (French spelling of ش, Chérif) is sh'],
  [/sh/g, 'š', 'sh is one sound (ش)'],
  [/kh/g, 'k', 'kh (خ) and k are compared as one'],
  [/gh/g, 'g', 'gh (غ) is g'],
  [/dh/g, 'd', 'dh (Somali retroflex d, Arabic ذ ض ظ) is d'],
  [/th/g, 't', 'th (ث) is t'],
  [/ph/g, 'f', 'ph is f'],
  [/q/g, 'k', 'q (ق) is k, as English spellings write it (Qasim, Kassim)'],
  [/c/g, '', 'c is the ʿayn (Cali = Ali, Cumar = Omar), not written in English spellings'],
  [/x/g, 'h', 'x is ḥ (Maxamed = Mohamed, Xasan = Hassan)'],
  [/z/g, 's', 'z (ز ظ) is s, as Somali writes it (Zakariya = Sakariye)'],
  [/([aeiou])\1+/g, '$1', 'long vowels are written doubled in Somali (Faadumo, Yaasiin)'],
  [/ou/g, 'u', 'ou (French spelling, Mahmoud) is u'],
  [/(?<=[^aeiou])(?:ay|ai|ey|ei)(?![aeiou])/g, 'i', 'the diphthongs of Husayn, Hussein are i'],
  [/o/g, 'u', 'o is u: Arabic has no o (Omar = Umar)'],
  [/e/g, 'i', 'e is i: Arabic has no e (Xuseen = Husin)'],
  [/([a-zš])\1+/g, '$1', 'doubled letters are one (Hassan = Hasan)'],
  [/(?<=[aiu])h$/g, '', 'a final h after a vowel is not heard (Fatimah = Fatima)'],
];

/** Titles and connectors that are not parts of the name: dropped. */
export const DROPPED = new Set([
  // titles
  'sheikh',
  'shaikh',
  'shaykh',
  'sheekh',
  'sheek',
  'shiekh',
  'sh',
  'haji',
  'hajji',
  'haaji',
  'xaaji',
  'xaji',
  'alhaji',
  'alhaj',
  'hajj',
  'mr',
  'mrs',
  'dr',
  'eng',
  // "son of", "daughter of"
  'bin',
  'ibn',
  'ben',
  'bint',
  'binti',
  'ould',
  'bn',
]);
/** The article, standing alone: joined to the part after it. */
const ARTICLES = new Set(['al', 'el', 'ul', 'il', 'as', 'ad', 'ar', 'an', 'at', 'ash', 'az', 'ad-']);
/** "Servant of" and "father of": joined to the part after them, Abd al-Rahman = Abdirahman. */
const JOINED = new Set([
  'abd',
  'abdul',
  'abdel',
  'abdal',
  'abdu',
  'abdou',
  'abdoul',
  'abdul',
  'cabd',
  'cabdul',
]);
const FATHER_OF = new Set(['abu', 'abou', 'abuu', 'abo']);
/** An article written joined to the name (al-Shabaab, Alshabaab): its form without it is kept too. */
const JOINED_ARTICLE = /^(?:al|el)(?=[a-zš]{3,})/;
/** Abd forms written in one word: Abdirahman, Abdul-Rahman, Abdurrahman, Cabdiraxmaan are abd + rahman. */
const ABD = /^abd(?:ul|al|il|u|i|a)?/;

const ARABIC_VOWELS = new Set(['a', 'i', 'u']);

/** Arabic script to Latin letters, by the table; other characters stay as they are. */
export function transliterateArabic(word: string): string {
  let out = '';
  let last = '';
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] ?? '';
    // The shadda doubles the consonant before it (a vowel sign may stand between them).
    if (ch === SHADDA) {
      out = last === '' ? out : out.replace(/([aiu]?)$/, `${last}$1`);
      continue;
    }
    let latin = ARABIC_LETTERS[ch];
    if (latin === undefined) latin = ch;
    // و and ي start a word as consonants.
    if (out === '' && ch === 'و') latin = 'w';
    if (out === '' && (ch === 'ي' || ch === 'ی')) latin = 'y';
    out += latin;
    if (latin !== '' && !ARABIC_VOWELS.has(latin)) last = latin;
  }
  return out;
}

/** The canonical Latin form of one word (lower case, no marks), by the letter table. */
export function canonical(word: string): string {
  let s = word;
  for (const [pattern, to] of LATIN_LETTERS) s = s.replace(pattern, to);
  return s;
}

/** The consonants of a canonical form; `w` and `y` only at its start. */
export function skeletonOf(form: string): string {
  let s = '';
  for (let i = 0; i < form.length; i++) {
    const ch = form[i] ?? '';
    if (ARABIC_VOWELS.has(ch)) continue;
    if ((ch === 'w' || ch === 'y') && i > 0) continue;
    if (s.endsWith(ch)) continue;
    s += ch;
  }
  return s;
}

interface Word {
  text: string;
  written: string;
  arabic: boolean;
  /** Written with a hyphen after it (al-, abd-): joined to the next word. */
  hyphen: boolean;
}

/** Splits a name into words, each lower case, without marks, in Latin letters. */
function words(name: string): Word[] {
  const out: Word[] = [];
  const raw = name.normalize('NFKC').split(/[\s,;/()"“”]+/u);
  for (const token of raw) {
    const pieces = token.split(/(?<=-)/u);
    for (const piece of pieces) {
      const hyphen = piece.endsWith('-');
      const written = hyphen ? piece.slice(0, -1) : piece;
      if (written === '') continue;
      const arabic = ARABIC.test(written);
      let text = arabic ? transliterateArabic(written) : written;
      text = text
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[ʿʾ'’‘`´.]/gu, '')
        .replace(/[^\p{L}\p{N}]/gu, '');
      if (text === '') continue;
      out.push({ text, written, arabic, hyphen });
    }
  }
  return out;
}

/** An Arabic-script word with its article (ال) written joined: the article is dropped. */
const arabicArticle = (text: string) => (text.length > 4 && text.startsWith('al') ? text.slice(2) : text);

/**
 * A name in its parts: titles and connectors dropped, the article and abd/abu joined to the part
 * they stand before, each part in its canonical forms and skeleton.
 */
export function nameParts(name: string): NamePart[] {
  const ws = words(name);
  const parts: NamePart[] = [];
  let prefix = '';
  let prefixWritten: string[] = [];
  let prefixArabic = false;
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i] as Word;
    const bare = w.text;
    const hasNext = i + 1 < ws.length;
    if (DROPPED.has(bare) && hasNext) continue;
    if (hasNext && (ARTICLES.has(bare) || (w.hyphen && /^(?:a|e)[lsdrntz]h?$/.test(bare)))) {
      prefixWritten.push(w.written);
      prefixArabic ||= w.arabic;
      continue;
    }
    if (
      hasNext &&
      (JOINED.has(bare) || FATHER_OF.has(bare) || (w.arabic && (bare === 'cbd' || bare === 'abu')))
    ) {
      prefix += JOINED.has(bare) || bare === 'cbd' ? 'abd' : 'abu';
      prefixWritten.push(w.written);
      prefixArabic ||= w.arabic;
      continue;
    }
    let text = w.arabic ? arabicArticle(bare) : bare;
    if (w.arabic && prefix === '' && text.startsWith('cbd') && text.length > 3) text = `abd${text.slice(3)}`;
    const joined = prefix + text;
    const written = [...prefixWritten, w.written].join(' ');
    const arabic = w.arabic || prefixArabic;
    parts.push(partOf(joined, written, arabic));
    prefix = '';
    prefixWritten = [];
    prefixArabic = false;
  }
  return parts;
}

function partOf(text: string, written: string, arabic: boolean): NamePart {
  let first = canonical(text);
  if (ABD.test(first) && first.length > 4) first = `abd${first.replace(ABD, '')}`;
  first = first.replace(/([a-zš])\1+/g, '$1');
  const forms = [first];
  if (JOINED_ARTICLE.test(first)) forms.push(first.slice(2));
  return { written, forms, skeleton: skeletonOf(first), arabic };
}

/** The name as one canonical text, its parts in the order written (for display and tests). */
export const normalisedName = (name: string): string =>
  nameParts(name)
    .map((p) => p.forms[0])
    .join(' ');
