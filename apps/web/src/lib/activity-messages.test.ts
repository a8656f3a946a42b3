import { describe, expect, it } from 'vitest';
import { activityEvents, activityTypes } from '@console/contract/core';
import { activityText } from './activity-messages';
import { translateText } from './i18n';
import { setLanguage } from './language';

const codes = [...activityTypes, ...activityEvents];

describe('activity codes', () => {
  it('has an English name for every type and event the server may write', () => {
    expect(codes.filter((code) => !activityText.has(code))).toEqual([]);
  });

  it.each(['so', 'ar'] as const)('names every type and event in %s', async (language) => {
    await setLanguage(language, { remember: false });
    const unnamed = codes.filter((code) => {
      const name = translateText(code);
      return name === code || (language === 'ar' && !/\p{Script=Arabic}/u.test(name));
    });
    expect(unnamed).toEqual([]);
  });
});
