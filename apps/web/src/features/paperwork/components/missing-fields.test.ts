import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { NOTE_REQUIRED_FIELDS } from '@lorrybazaar/contract';
import bn from '@lorrybazaar/contract/locales/bn/paperwork.json';
import en from '@lorrybazaar/contract/locales/en/paperwork.json';
import hi from '@lorrybazaar/contract/locales/hi/paperwork.json';
import kn from '@lorrybazaar/contract/locales/kn/paperwork.json';
import ml from '@lorrybazaar/contract/locales/ml/paperwork.json';
import ta from '@lorrybazaar/contract/locales/ta/paperwork.json';
import te from '@lorrybazaar/contract/locales/te/paperwork.json';
import { missingFieldsText } from './missing-fields';

const LOCALES = { en, hi, kn, te, ta, ml, bn };

function tFor(lng: keyof typeof LOCALES) {
  const i18n = createInstance();
  void i18n.init({ lng, resources: { [lng]: { translation: LOCALES[lng] } }, initAsync: false });
  return (key: string) => {
    expect(i18n.exists(key), `${lng} ${key}`).toBe(true);
    return i18n.t(key);
  };
}

describe('missingFieldsText', () => {
  it('names each section once, then its missing fields', () => {
    expect(missingFieldsText(tFor('en'), NOTE_REQUIRED_FIELDS)).toBe(
      'Consignor (sender): Name, Address, PIN code; ' +
        'Consignee (receiver): Name, Address, PIN code; ' +
        'Goods: Description of the goods, Number of packages, Actual weight (kg); ' +
        'Freight and terms: Freight, GST paid by, Risk',
    );
  });

  it('leaves out the sections with nothing missing', () => {
    expect(missingFieldsText(tFor('en'), ['consignee.pin', 'risk'])).toBe(
      'Consignee (receiver): PIN code; Freight and terms: Risk',
    );
  });

  it.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])(
    '%s: every section named once, every field under it',
    (lng) => {
      const t = tFor(lng);
      const text = missingFieldsText(t, NOTE_REQUIRED_FIELDS);
      const form = LOCALES[lng].screens.form;
      for (const section of [form.consignor, form.consignee, form.goods, form.terms])
        expect(text.split(`${section}: `), `${lng} ${section}`).toHaveLength(2);
      expect(text.split('; ')).toHaveLength(4);
      expect(text).toContain(`${form.consignee}: ${form.name}, ${form.address}, ${form.pin}`);
      expect(text).toContain(`${form.terms}: ${form.freightMode}, ${form.gstPayer}, ${form.risk}`);
    },
  );
});
