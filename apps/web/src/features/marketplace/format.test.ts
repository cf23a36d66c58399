import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@lorrybazaar/contract/locales/en/marketplace.json';
import ta from '@lorrybazaar/contract/locales/ta/marketplace.json';
import { openTrucks } from './format';

describe('the open trucks of a load', () => {
  it('says how many of several are still open, in the plural that fits, and never "1 of 1 trucks open"', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { marketplace: en } }, defaultNS: 'marketplace' });
    expect(openTrucks(i18n.t, 2, 3)).toBe('2 trucks still open (of 3)');
    expect(openTrucks(i18n.t, 1, 2)).toBe('1 truck still open (of 2)');
    expect(openTrucks(i18n.t, 3, 3)).toBe('3 trucks');
    expect(openTrucks(i18n.t, 1, 1)).toBe('1 truck');
  });

  it('uses the plural forms of every language (Tamil: லாரி, லாரிகள்)', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'ta', resources: { ta: { marketplace: ta } }, defaultNS: 'marketplace' });
    expect(openTrucks(i18n.t, 1, 1)).toBe('1 லாரி');
    expect(openTrucks(i18n.t, 3, 3)).toBe('3 லாரிகள்');
    expect(openTrucks(i18n.t, 2, 3)).toBe('3 லாரிகளில் 2 இன்னும் காலி');
  });
});
