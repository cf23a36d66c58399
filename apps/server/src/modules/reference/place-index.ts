import { LANGUAGES, type Language } from '@lorrybazaar/contract';
import type { LocalNames } from '../../db/schema.js';

interface NamedRow {
  id: number;
  name: string;
  names: LocalNames;
}

/** English is `name`; other languages come from `names`, falling back to English. */
export const localName = (row: { name: string; names: LocalNames }, language: Language) =>
  (language === 'en' ? undefined : row.names[language]) || row.name;

/** The digits of the Indian scripts sit at the same offset (0x66) of their Unicode blocks. */
const INDIC_DIGIT = /[\u0966-\u096F\u09E6-\u09EF\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF\u0D66-\u0D6F]/g;

/**
 * A name as it is compared: any case, NFC, Indian digits as 0–9 (২৪ = 24), and without what a
 * phone keyboard may or may not type for the same word: the joiners (ಛತ್ತೀಸ್‌ಗಢ), the nukta
 * (फ़ाज़िल्का = फाजिल्का) and chandrabindu for anusvara (बाँकुड़ा = बांकुड़ा).
 */
export function placeKey(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\u200C|\u200D|\u093C|\u09BC/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/\u0981/g, '\u0982')
    .replace(INDIC_DIGIT, (digit) => String((digit.codePointAt(0)! & 0x7f) - 0x66))
    .toLowerCase()
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface PlaceEntry {
  districtId: number;
  stateId: number;
  district: NamedRow;
  state: NamedRow;
  /** The canonical, stored label: "Nagpur, Maharashtra". */
  label: string;
  /** placeKey of "District, State" in each language (English first). */
  keys: string[];
  /** Length of each language's district key: the part of `keys` before ", State". */
  districtLengths: number[];
}

export interface PlaceMatch {
  entry: PlaceEntry;
  /** 0 "District, State" starts with the text; 1 a word of it does; 2 it contains the text. */
  rank: number;
  /** The text lies inside the district's name (not only in the state's) in some language. */
  inDistrict: boolean;
  /** The text runs from the district's name into the state's ("नागपुर, महा"). */
  spansComma: boolean;
  /** Length of the matched language's district name: the shorter, the closer. */
  closeness: number;
}

const isEnglish = (text: string) => /^[\x20-\x7e]*$/.test(text);

/**
 * Every district and state in the seven languages, matched in memory: 785 districts × 7 names is
 * a few hundred kilobytes, and a scan of them costs well under a millisecond — less than the
 * round trip of a query (docs/decisions/020).
 */
export function createPlaceIndex(states: NamedRow[], districts: (NamedRow & { stateId: number })[]) {
  const stateById = new Map(states.map((row) => [row.id, row]));
  const entries: PlaceEntry[] = districts.flatMap((district) => {
    const state = stateById.get(district.stateId);
    if (!state) return [];
    const keys = LANGUAGES.map((lng) => placeKey(`${localName(district, lng)}, ${localName(state, lng)}`));
    return [
      {
        districtId: district.id,
        stateId: state.id,
        district,
        state,
        label: `${district.name}, ${state.name}`,
        keys,
        districtLengths: LANGUAGES.map((lng) => placeKey(localName(district, lng)).length),
      },
    ];
  });
  const stateKeys = states.map((state) => ({
    state,
    keys: LANGUAGES.map((lng) => placeKey(localName(state, lng))),
  }));

  function match(entry: PlaceEntry, needle: string): PlaceMatch | undefined {
    let best: PlaceMatch | undefined;
    let inDistrict = false;
    let spansComma = false;
    entry.keys.forEach((key, i) => {
      const at = key.indexOf(needle);
      if (at < 0) return;
      const length = entry.districtLengths[i]!;
      inDistrict ||= at + needle.length <= length;
      spansComma ||= at < length && at + needle.length > length;
      const rank = at === 0 ? 0 : /[\s,(-]/.test(key[at - 1]!) ? 1 : 2;
      if (!best || rank < best.rank || (rank === best.rank && length < best.closeness)) {
        best = { entry, rank, inDistrict, spansComma, closeness: length };
      }
    });
    return best && { ...best, inDistrict, spansComma };
  }

  /** Districts whose "District, State" in any language contains the text, closest first. */
  function search(text: string, limit: number): PlaceMatch[] {
    const needle = placeKey(text);
    if (needle.length < 2) return [];
    return entries
      .map((entry) => match(entry, needle))
      .filter((found): found is PlaceMatch => found !== undefined)
      .sort(
        (a, b) =>
          a.rank - b.rank || a.closeness - b.closeness || a.entry.label.localeCompare(b.entry.label, 'en'),
      )
      .slice(0, limit);
  }

  /**
   * The English texts a marketplace place filter matches stored locations by (they are stored
   * as the English label). English text is kept as it is; text in another script becomes the
   * English names of the states and districts it names: "महाराष्ट्र" → Maharashtra, "नागपुर" →
   * Nagpur, "नागपुर, महा" → "Nagpur, Maharashtra". Text naming nothing is kept as it is (a
   * location typed freely in that script still finds itself).
   */
  function englishTerms(text: string, limit: number): string[] {
    if (isEnglish(text)) return [text];
    const needle = placeKey(text);
    const terms = new Set<string>();
    for (const { state, keys } of stateKeys) {
      if (keys.some((key) => key.includes(needle))) terms.add(state.name);
    }
    for (const found of search(text, entries.length)) {
      if (terms.size >= limit) break;
      if (found.inDistrict) terms.add(found.entry.district.name);
      else if (found.spansComma) terms.add(found.entry.label);
    }
    return terms.size ? [...terms].slice(0, limit) : [text];
  }

  /**
   * A marketplace place filter (docs/decisions/052): the English texts (`englishTerms`) and the
   * districts whose stored label contains one of them as `lower(location) LIKE '%text%'` would
   * find it. A location stored as exactly a district's label carries that district's id
   * (migration 0036), so the ids find the same rows the texts would; the texts are still matched
   * against the locations stored as any other text. The labels are ASCII (place-ids.test.ts), so
   * a text with other characters is in none of them, and ASCII lower-cases alike here and in SQL.
   */
  function filter(text: string, limit: number): { terms: string[]; districtIds: number[] } {
    const terms = englishTerms(text, limit);
    const needles = terms.filter(isEnglish).map((term) => term.toLowerCase());
    const districtIds = entries
      .filter((entry) => needles.some((needle) => entry.label.toLowerCase().includes(needle)))
      .map((entry) => entry.districtId);
    return { terms, districtIds };
  }

  /**
   * What a screen needs to name stored places in one language: each state and each district
   * by its English name; "District, State" only for a name two districts share (two Bilaspurs).
   * A stored "Nagpur, Maharashtra" is named from its two parts, which keeps the answer small.
   */
  function names(lng: Language): Record<string, string> {
    if (lng === 'en') return {};
    const count = new Map<string, number>();
    for (const { district } of entries) count.set(district.name, (count.get(district.name) ?? 0) + 1);
    const out: Record<string, string> = {};
    for (const { district, state, label } of entries) {
      if (count.get(district.name) === 1) out[district.name] = localName(district, lng);
      else out[label] = `${localName(district, lng)}, ${localName(state, lng)}`;
    }
    for (const state of states) out[state.name] = localName(state, lng);
    return out;
  }

  /**
   * The stored form of a place typed in any script without picking a suggestion: the English
   * label when the text names exactly one district ("नागपुर" or "नागपुर, महाराष्ट्र" → "Nagpur,
   * Maharashtra"), so English searches find it too; otherwise the text as typed.
   */
  function canonical(text: string): string {
    if (isEnglish(text)) return text;
    const needle = placeKey(text);
    const named = entries.filter((entry) =>
      entry.keys.some((key, i) => key === needle || key.slice(0, entry.districtLengths[i]) === needle),
    );
    return named.length === 1 ? named[0]!.label : text;
  }

  return { search, filter, canonical, names };
}

export type PlaceIndex = ReturnType<typeof createPlaceIndex>;
