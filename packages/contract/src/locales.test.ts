import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants.js';

const LOCALES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');
type Tree = { [key: string]: string | Tree };

/** Flattened keys; plural forms (`x_one`, `x_other`…) count as their family `x`. */
function keys(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full.replace(/_(zero|one|two|few|many|other)$/, ''), value);
    else for (const [k, v] of keys(value, full)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((m) => m[0]).sort();
const load = (lng: string, file: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, lng, file), 'utf8')) as Tree;

// Every namespace file English has must exist, complete, in all seven languages.
const namespaces = readdirSync(path.join(LOCALES, 'en')).filter((file) => file.endsWith('.json'));

describe.each(namespaces)('locales/*/%s', (file) => {
  const english = keys(load('en', file));

  it.each(LANGUAGES.filter((lng) => lng !== 'en'))(
    '%s has every key, none empty, same placeholders',
    (lng) => {
      const other = keys(load(lng, file));
      expect(
        [...english.keys()].filter((key) => !other.has(key)),
        'missing keys',
      ).toEqual([]);
      expect(
        [...other.keys()].filter((key) => !english.has(key)),
        'extra keys',
      ).toEqual([]);
      expect(
        [...other].filter(([, text]) => !text.trim()).map(([key]) => key),
        'empty texts',
      ).toEqual([]);
      const mismatched = [...english].filter(([key, text]) => {
        const translated = other.get(key);
        return translated !== undefined && placeholders(translated).join() !== placeholders(text).join();
      });
      expect(
        mismatched.map(([key]) => key),
        'placeholder mismatch',
      ).toEqual([]);
    },
  );

  it('English has no empty texts', () => {
    expect([...english].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });
});

/** Every text of a language, across all namespaces, as `namespace:key` → text (arrays included). */
function allTexts(lng: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') out.set(key, node);
    else if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${key}.${i}`));
    else if (node && typeof node === 'object')
      for (const [k, child] of Object.entries(node))
        walk(child, key.endsWith(':') ? `${key}${k}` : `${key}.${k}`);
  };
  for (const file of namespaces) walk(load(lng, file), `${file.replace(/\.json$/, '')}:`);
  return out;
}

/**
 * One word per concept per language (docs/decisions/004): the term a driver uses, chosen by the
 * language review, and the variants it replaced. A text that uses a forbidden variant fails.
 * `use` must appear somewhere, so a table entry cannot go stale without notice.
 */
const GLOSSARY: Record<string, Partial<Record<string, { use: string; never: RegExp[] }>>> = {
  truck: {
    en: { use: 'truck', never: [/\blorr(y|ies)\b(?! receipts?)/i] },
    hi: { use: 'ट्रक', never: [/लॉरी/] },
    bn: { use: 'ট্রাক', never: [/লরি/] },
    kn: { use: 'ಲಾರಿ', never: [/ಟ್ರಕ್/] },
    te: { use: 'లారీ', never: [/ట్రక్/] },
    ml: { use: 'ലോറി', never: [/ട്രക്ക്/] },
    ta: { use: 'லாரி', never: [/டிரக்|ட்ரக்/] },
  },
  lorryReceipt: {
    hi: { use: 'बिल्टी', never: [/लॉरी रसीद/] },
    bn: { use: 'বিল্টি', never: [/লরি রসিদ/] },
  },
  trip: {
    hi: { use: 'ट्रिप', never: [/यात्रा/] },
    bn: { use: 'ট্রিপ', never: [/(^|[\s,])যাত্রা/] },
    kn: { use: 'ಟ್ರಿಪ್', never: [/ಪ್ರಯಾಣ/] },
    te: { use: 'ట్రిప్', never: [/ప్రయాణ/] },
    // മടക്കയാത്ര (a return run) and യാത്രയ്ക്കിടെ (in transit) are other words.
    ml: { use: 'ട്രിപ്പ്', never: [/(^|[\s,])യാത്ര(കൾ)?($|[\s,.])/] },
  },
  counterOffer: {
    en: { use: 'counter offer', never: [/counter-offer/i] },
    kn: { use: 'ಕೌಂಟರ್ ಆಫರ್', never: [/ಪ್ರತಿ ಪ್ರಸ್ತಾಪ/] },
    te: { use: 'కౌంటర్ ఆఫర్', never: [/ప్రతి ఆఫర్/] },
    ml: { use: 'കൗണ്ടർ ഓഫർ', never: [/മറുവാഗ്ദാന/, /എതിർ ഓഫ/] },
    // சலுகை is a concession: a counter offer is a price (மறு விலை).
    ta: { use: 'மறு விலை', never: [/எதிர் சலுகை/] },
  },
  // பதிவு is also registration: posting a load or truck is போஸ்ட்.
  post: {
    ta: { use: 'போஸ்ட் செய்', never: [/பதிவிட/] },
  },
  verified: {
    hi: { use: 'वेरिफ़ाइड', never: [/सत्यापित/] },
    ml: { use: 'പരിശോധിച്ചുറപ്പിച്ച', never: [/^സ്ഥിരീകരിച്ചു$/, /^സ്ഥിരീകരിച്ചിട്ടില്ല$/] },
  },
};

describe('glossary: one term per concept', () => {
  const rows = Object.entries(GLOSSARY).flatMap(([concept, byLanguage]) =>
    Object.entries(byLanguage).map(([lng, rule]) => [concept, lng, rule!] as const),
  );
  it.each(rows)('%s in %s', (_concept, lng, rule) => {
    const texts = allTexts(lng);
    const offending = [...texts]
      .filter(([, text]) => rule.never.some((pattern) => pattern.test(text)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(offending).toEqual([]);
    expect([...texts.values()].some((text) => text.toLowerCase().includes(rule.use))).toBe(true);
  });

  // The review's two errors of meaning and its two misread words, pinned to their keys.
  it('keeps the meanings the review corrected', () => {
    const ta = allTexts('ta');
    expect(ta.get('schedules:screens.status.delivered')).not.toBe(
      ta.get('marketplace:screens.status.truck.added'),
    );
    expect(ta.get('translation:common.dismiss')).toBe('மூடு');
    expect(allTexts('kn').get('translation:common.dismiss')).toBe('ಮುಚ್ಚಿ');
    // അടച്ചു also means "paid".
    expect([...allTexts('ml').values()]).not.toContain('അടച്ചു');
  });
});

/**
 * Bengali strings write numbers in Bengali digits. Allowed in Latin: placeholders (filled in at
 * run time), tokens with a Latin letter (KA01AB1234, 27AAPFU0939F1ZV, MB: typed or read as
 * printed) and the +91 dial code (printed so on every phone keypad).
 */
describe('Bengali digits', () => {
  it('no Latin digit in a Bengali text outside the allowed tokens', () => {
    const allowed = /\{\{\s*\w+\s*\}\}|\+91|[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g;
    const latin = [...allTexts('bn')]
      .filter(([, text]) => /[0-9]/.test(text.replace(allowed, '')))
      .map(([key, text]) => `${key}: ${text}`);
    expect(latin).toEqual([]);
  });
});
