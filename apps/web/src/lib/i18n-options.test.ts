import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { DIGITS, I18N_OPTIONS } from './i18n-options';

describe('numbers in texts', () => {
  it('take the language’s digits; text values stay as they are', async () => {
    const i18n = createInstance();
    await i18n.use(DIGITS).init({
      ...I18N_OPTIONS,
      lng: 'bn',
      resources: {
        bn: { translation: { open: '{{open}}/{{total}}টি ট্রাক খোলা', truck: 'ট্রাক {{reg}}' } },
        hi: { translation: { open: '{{total}} में से {{open}} ट्रक खुले' } },
      },
    });
    expect(i18n.t('open', { open: 1, total: 2 })).toBe('১/২টি ট্রাক খোলা');
    expect(i18n.t('truck', { reg: 'KA01AB1234' })).toBe('ট্রাক KA01AB1234');
    await i18n.changeLanguage('hi');
    expect(i18n.t('open', { open: 1, total: 2 })).toBe('2 में से 1 ट्रक खुले');
  });
});
