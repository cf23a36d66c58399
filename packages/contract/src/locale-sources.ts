/**
 * What each translation was made from (docs/decisions/037-translations-record-their-source.md).
 *
 * For every language but English, `locale-sources/<lng>.json` keeps, per key, a hash of the
 * English the translation was written from and a hash of the translation itself
 * (`"bids:screens.table.regNumber": "<english>/<translation>"`). A key whose English has changed
 * since is stale: the test fails until the translation is rewritten and the key stamped again
 * (`npm run i18n:stamp -- <key>`). Node only: the locales test and the stamp script read the
 * files with it; nothing here reaches the web bundle (index.ts does not export it).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from './constants.js';

/** The contract package's folder: `locales/` and `locale-sources/` sit in it. */
export const CONTRACT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The languages translated from English, each with its own record. */
export const TRANSLATED = LANGUAGES.filter((lng) => lng !== 'en');

/** A language's namespace files (English decides which exist). */
export function namespaces(root = CONTRACT_DIR): string[] {
  return readdirSync(path.join(root, 'locales', 'en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/** Every text of a language as `namespace:key` → text; array items are `key.0`, `key.1` … */
export function readTexts(lng: string, root = CONTRACT_DIR): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') out.set(key, node);
    else if (node && typeof node === 'object')
      for (const [k, child] of Object.entries(node)) walk(child, key.endsWith(':') ? key + k : `${key}.${k}`);
  };
  for (const ns of namespaces(root)) {
    const file = path.join(root, 'locales', lng, `${ns}.json`);
    walk(JSON.parse(readFileSync(file, 'utf8')), `${ns}:`);
  }
  return out;
}

/** A plural form (`x_one`, `x_other` …) belongs to its family `x`; any other key is its own. */
export const familyOf = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** The texts of each family: a plural family is translated, and stamped, as one unit. */
export function families(texts: Map<string, string>): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, text] of texts) {
    const family = familyOf(key);
    let forms = out.get(family);
    if (!forms) out.set(family, (forms = new Map()));
    forms.set(key, text);
  }
  return out;
}

/** A short, stable hash of a family's texts (8 hex digits: enough to see a change, short in diffs). */
export function hashOf(forms: Map<string, string>): string {
  const sorted = [...forms].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 8);
}

type SourceRecord = Record<string, string>;

const recordFile = (lng: string, root: string) => path.join(root, 'locale-sources', `${lng}.json`);

export function readRecord(lng: string, root = CONTRACT_DIR): SourceRecord {
  try {
    return JSON.parse(readFileSync(recordFile(lng, root), 'utf8')) as SourceRecord;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

function writeRecord(lng: string, record: SourceRecord, root: string) {
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(recordFile(lng, root), `${JSON.stringify(sorted, null, 2)}\n`, 'utf8');
}

const entry = (english: string, translation: string) => `${english}/${translation}`;
const parse = (value: string | undefined) => {
  const [english, translation] = (value ?? '').split('/');
  return value ? { english, translation } : undefined;
};

/** Where a language's record and its texts disagree. */
export interface SourceStatus {
  /** English changed after the translation was made. */
  stale: string[];
  /** Never stamped: a new key, until its first stamp. */
  unstamped: string[];
  /** Recorded for a key English no longer has. */
  orphaned: string[];
}

/** The English families and one language's families, with that language's record. */
function snapshot(lng: string, root: string) {
  return {
    english: families(readTexts('en', root)),
    translated: families(readTexts(lng, root)),
    record: readRecord(lng, root),
  };
}

export function sourceStatus(lng: string, root = CONTRACT_DIR): SourceStatus {
  const { english, translated, record } = snapshot(lng, root);
  const status: SourceStatus = { stale: [], unstamped: [], orphaned: [] };
  for (const [family, forms] of english) {
    // A missing translation is the completeness test's failure, not a question of sources.
    if (!translated.has(family)) continue;
    const recorded = parse(record[family]);
    if (!recorded) status.unstamped.push(family);
    else if (recorded.english !== hashOf(forms)) status.stale.push(family);
  }
  status.orphaned = Object.keys(record).filter((family) => !english.has(family));
  return status;
}

export interface StampRequest {
  /** The keys to stamp (`namespace:key`; a plural form stands for its family). */
  keys: string[];
  /** Only these languages (default: all six). */
  languages?: readonly string[];
  /** The English changed but these translations still say the same: stamp them unchanged. */
  kept?: boolean;
  /** Give every key that has no record its first stamp (keys are then not needed). */
  firstStamps?: boolean;
}

export interface StampResult {
  /** `lng namespace:key` of every stamp written. */
  stamped: string[];
  /** Why a key could not be stamped; when there is any, nothing is written. */
  refused: string[];
}

/**
 * Records, for the named keys, that each translation was made from today's English. A stale
 * key whose translation is the same text as when it was last stamped is refused (unless
 * `kept`): the English changed and nobody rewrote the translation. Every run also brings the
 * translation hash of every fresh key up to date (so a later refusal compares against the
 * translation as it last stood beside its English) and drops records of keys English no longer
 * has. All or nothing: one refusal and no file is written.
 */
export function stamp(request: StampRequest, root = CONTRACT_DIR): StampResult {
  const languages = request.languages ?? TRANSLATED;
  const unknown = languages.filter((lng) => !(TRANSLATED as readonly string[]).includes(lng));
  if (unknown.length)
    return { stamped: [], refused: unknown.map((lng) => `${lng}: not a translated language`) };
  const wanted = request.keys.map((key) => familyOf(key.includes(':') ? key : `translation:${key}`));
  const stamped: string[] = [];
  const refused = new Set<string>();
  const records = new Map<string, SourceRecord>();

  for (const lng of languages) {
    const { english, translated, record } = snapshot(lng, root);
    const next: SourceRecord = {};
    for (const [family, value] of Object.entries(record)) {
      const source = english.get(family);
      const forms = translated.get(family);
      if (!source) continue;
      const recorded = parse(value)!;
      next[family] =
        forms && recorded.english === hashOf(source) ? entry(recorded.english!, hashOf(forms)) : value;
    }
    const targets = request.firstStamps
      ? [...english.keys()].filter((family) => !record[family] && translated.has(family))
      : wanted;
    for (const family of targets) {
      const source = english.get(family);
      const forms = translated.get(family);
      if (!source) {
        refused.add(`${family}: English has no such key`);
        continue;
      }
      if (!forms) {
        refused.add(`${lng} ${family}: not translated yet`);
        continue;
      }
      const recorded = parse(record[family]);
      const englishHash = hashOf(source);
      const translationHash = hashOf(forms);
      if (recorded && recorded.english === englishHash) continue;
      if (recorded && recorded.translation === translationHash && !request.kept) {
        refused.add(
          `${lng} ${family}: the English changed but this translation did not; rewrite it, or pass --kept if it still says the same`,
        );
        continue;
      }
      next[family] = entry(englishHash, translationHash);
      stamped.push(`${lng} ${family}`);
    }
    records.set(lng, next);
  }
  if (!refused.size) for (const [lng, record] of records) writeRecord(lng, record, root);
  return { stamped, refused: [...refused] };
}
