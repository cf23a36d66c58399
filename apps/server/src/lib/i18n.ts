import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  isCalendarDate,
  roleFromUserTypeId,
  shownDate,
  shownDateTime,
  type Language,
} from '@lorrybazaar/contract';

type Tree = { [key: string]: string | Tree };

const require = createRequire(import.meta.url);
/** The contract package's locales folder, the same files the web app loads. */
export const LOCALES_DIR = path.join(
  path.dirname(require.resolve('@lorrybazaar/contract/package.json')),
  'locales',
);

const catalogs = new Map<string, Tree>();
/** One namespace file of a language (`translation` unless a key names another, `profile:errors.x`). */
function catalog(language: Language, namespace = 'translation'): Tree {
  const id = `${language}/${namespace}`;
  let tree = catalogs.get(id);
  if (!tree) {
    // Namespaces are our own file names; anything else is not a namespace.
    if (!/^[a-z][\w-]*$/i.test(namespace)) return {};
    try {
      tree = JSON.parse(readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as Tree;
    } catch {
      tree = {};
    }
    catalogs.set(id, tree);
  }
  return tree;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' && node ? node : undefined;
}

const pluralRulesByLanguage = new Map<Language, Intl.PluralRules>();
const pluralRules = (language: Language) => {
  let rules = pluralRulesByLanguage.get(language);
  if (!rules) pluralRulesByLanguage.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
};

/** The key itself, or its i18next plural form (`key_one`, `key_other` …) when `count` is given. */
function lookupPlural(language: Language, fullKey: string, count: unknown): string | undefined {
  // i18next's `namespace:key` form, as the client writes it.
  const colon = fullKey.indexOf(':');
  const tree = colon > 0 ? catalog(language, fullKey.slice(0, colon)) : catalog(language);
  const key = colon > 0 ? fullKey.slice(colon + 1) : fullKey;
  const plain = lookup(tree, key);
  if (plain !== undefined || typeof count !== 'number') return plain;
  const category = pluralRules(language).select(count);
  return lookup(tree, `${key}_${category}`) ?? lookup(tree, `${key}_other`);
}

/** An instant as the API writes it (`toISOString`, `isoTimestamp`): 2026-11-30T08:35:00.000Z. */
const isInstant = (text: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(text);

/**
 * Server-side text in the user's language, with i18next-style `{{name}}` interpolation and
 * plurals (a numeric `count` picks `key_one` / `key_other`, as i18next does in the client).
 * A calendar date (YYYY-MM-DD, as days travel on the wire) is written into the sentence as the
 * screens show dates, "30/11/2026", and an instant (ISO 8601 in UTC with milliseconds) as they
 * show a time, "30/11/2026, 14:05" in India (docs/decisions/041-dates-and-digits.md).
 */
export function translate(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const template =
    lookupPlural(language, key, params.count) ?? lookupPlural(FALLBACK_LANGUAGE, key, params.count) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = String(params[name] ?? '');
    if (isCalendarDate(value)) return shownDate(value, language);
    return isInstant(value) ? shownDateTime(value, language) : value;
  });
}

const isLanguage = (value: string | undefined): value is Language =>
  !!value && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language the client chose: its i18next cookie, then Accept-Language, then English.
 */
export function requestLanguage(
  cookieValue: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  const fromCookie = cookieValue?.slice(0, 2).toLowerCase();
  if (isLanguage(fromCookie)) return fromCookie;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(tag)) return tag;
  }
  return FALLBACK_LANGUAGE;
}

/** A stored user type (`user_type_id`) named in this language ('' for an unknown one). */
export function roleName(userTypeId: number, language: Language): string {
  const role = roleFromUserTypeId(userTypeId);
  return role ? translate(language, `roles.${role}`) : '';
}
