import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@lorrybazaar/contract/locales/en/marketplace.json';
import { openTrucks } from './format';

describe('the open trucks of a load', () => {
  it('says how many of several are open, and only the count of a one-truck load', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { marketplace: en } }, defaultNS: 'marketplace' });
    expect(openTrucks(i18n.t, 2, 3)).toBe('2 of 3 trucks open');
    expect(openTrucks(i18n.t, 1, 1)).toBe('1');
  });
});
