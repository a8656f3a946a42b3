import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { reasonText, refusalText } from './reason-text';

afterEach(() => setLanguage('en'));

// The shapes the server writes (modules/screening/matcher.ts and the list parsers).
const reasons = [
  'given name Cabdiraxmaan ≈ Abdirahman',
  "father's name Maxamuud ≈ Mahmoud",
  "grandfather's name Xuseen = Xuseen",
  'name part 2 Nasr unlike Naser',
  'given name Yuusuf not on the list',
  'the list also names Mahmoud',
  'the alias Abu Hassan (quality Low)',
  'the name in its original script, عبد الرحمن محمود حسين',
  'born 1961-03-14 on the list and here',
  'born 1961-03-14 on the list, 1961-07-01 here: the same year',
  'born about 1961 on the list, 1962 here: close',
  'born 1961 or between 1970 and 1972 on the list, 1990 here',
  'nationality Somalia on the list and here',
  'nationality Somalia, Kenya on the list, Ethiopia here',
  'Passport number P0-1234567 on the list and here',
  'document number 12345 on the list and here',
];

describe('the reasons of a hit', () => {
  it('reads each shape back into the same words in English', async () => {
    await setLanguage('en');
    for (const r of reasons)
      expect(reasonText(r)).toBe(r.replace("father's", 'father’s').replace("grandfather's", 'grandfather’s'));
  });

  it('writes each shape in Somali and Arabic, the names and dates as they are', async () => {
    await setLanguage('so');
    expect(reasonText('given name Cabdiraxmaan ≈ Abdirahman')).toBe(
      'magaca koowaad Cabdiraxmaan ≈ Abdirahman',
    );
    expect(reasonText('born about 1961 on the list, 1962 here: close')).toBe(
      'wuxuu dhashay qiyaastii 1961 liiska, 1962 halkan: u dhow',
    );
    await setLanguage('ar');
    expect(reasonText("father's name Maxamuud ≈ Mahmoud")).toBe('اسم الأب Maxamuud ≈ Mahmoud');
    expect(reasonText('born 1961 or between 1970 and 1972 on the list, 1990 here')).toBe(
      'مولود في 1961 أو بين 1970 و1972 في القائمة، و1990 هنا',
    );
    for (const r of reasons) expect(reasonText(r)).not.toMatch(/ on the list|given name|born /);
  });

  it('names the countries of a reason in Somali and Arabic, one the contract does not know as it came', async () => {
    await setLanguage('so');
    expect(reasonText('nationality Somalia, Kenya on the list, Ethiopia here')).toBe(
      'dhalashada Soomaaliya, Kenya liiska, Itoobiya halkan',
    );
    await setLanguage('ar');
    expect(reasonText('nationality Somalia on the list and here')).toBe('الجنسية الصومال في القائمة وهنا');
    expect(reasonText('nationality Somalia, Kenya on the list, Ethiopia here')).toBe(
      'الجنسية الصومال, كينيا في القائمة، وإثيوبيا هنا',
    );
    expect(reasonText('nationality Atlantis on the list, Somalia here')).toBe(
      'الجنسية Atlantis في القائمة، والصومال هنا',
    );
  });

  it('shows a sentence of no known shape as it came', () => {
    expect(reasonText('something new')).toBe('something new');
  });
});

describe('the refusal of a list file', () => {
  it('translates the parsers’ reasons, keeping their values', async () => {
    await setLanguage('ar');
    expect(refusalText('The file ends before the list does: it is cut short')).toBe(
      'ينتهي الملف قبل نهاية القائمة: إنه مقطوع',
    );
    expect(refusalText('Row 3: the date of birth 1961-13-01 is not a date (YYYY-MM-DD or YYYY)')).toContain(
      '1961-13-01',
    );
    await setLanguage('so');
    expect(refusalText('The reference SOi.002 is on the list twice')).toBe(
      'Tixraaca SOi.002 ayaa liiska laba jeer ku jira',
    );
  });
});
