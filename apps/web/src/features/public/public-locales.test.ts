import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@lorrybazaar/contract';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const require = createRequire(import.meta.url);
const LOCALES = path.join(path.dirname(require.resolve('@lorrybazaar/contract/package.json')), 'locales');
const load = (language: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, language, 'public.json'), 'utf8')) as Json;

/** Every leaf as `path → value`; array items count by index, so lists must be as long everywhere. */
function leaves(node: Json, prefix = ''): Map<string, Json> {
  const out = new Map<string, Json>();
  if (node !== null && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      for (const [leaf, value] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(leaf, value);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

const placeholders = (text: Json) =>
  typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort() : [];

const reference = leaves(load(FALLBACK_LANGUAGE));

describe('public.json (landing, footer, policies, FAQ)', () => {
  it('has text in English for every key', () => {
    const empty = [...reference].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it('keeps the brand out of the text (it comes from BRAND_NAME through {{brand}})', () => {
    for (const language of LANGUAGES) {
      const hardCoded = [...leaves(load(language))].filter(
        ([, value]) => typeof value === 'string' && /lorry\s*bazaar/i.test(value),
      );
      expect(hardCoded.map(([key]) => `${language}: ${key}`)).toEqual([]);
    }
  });

  it.each(LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE))(
    '%s has exactly the English keys, none empty, with the same placeholders',
    (language) => {
      const translated = leaves(load(language));
      const missing = [...reference.keys()].filter((key) => !translated.has(key));
      const extra = [...translated.keys()].filter((key) => !reference.has(key));
      const empty = [...translated].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      const wrongPlaceholders = [...reference].filter(
        ([key, value]) =>
          translated.has(key) && placeholders(value).join() !== placeholders(translated.get(key)!).join(),
      );
      expect({ missing, extra, empty: empty.map(([key]) => key) }).toEqual({
        missing: [],
        extra: [],
        empty: [],
      });
      expect(wrongPlaceholders.map(([key]) => key)).toEqual([]);
    },
  );
});
