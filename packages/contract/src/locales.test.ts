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
