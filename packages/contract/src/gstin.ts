/**
 * GSTIN, the 15-character GST identification number (CBIC format):
 *
 *   27 AAPFU0939F 1 Z V
 *   │  │          │ │ └ check character, computed over the first 14 (base 36, weights 1,2,1,2 …)
 *   │  │          │ └── 'Z' by default
 *   │  │          └──── entity number of this PAN in the state (1–9, then A–Z)
 *   │  └─────────────── PAN of the holder (5 letters, 4 digits, 1 letter)
 *   └────────────────── GST state code
 *
 * Special registrations (UN bodies, non-resident OIDAR, TDS/TCS) use other layouts and are
 * not accepted here: no road-freight business on this product holds one.
 */

export const GSTIN_LENGTH = 15;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * GST state codes by the ISO 3166-2:IN code of our `states` table. A state that was split or
 * merged keeps its old code valid for registrations made before: Andhra Pradesh 28 (before
 * 2017, now 37), Daman and Diu 25 (merged into DH, 26, in 2020).
 */
export const GST_STATE_CODES: Readonly<Record<string, readonly string[]>> = {
  JK: ['01'],
  HP: ['02'],
  PB: ['03'],
  CH: ['04'],
  UK: ['05'],
  HR: ['06'],
  DL: ['07'],
  RJ: ['08'],
  UP: ['09'],
  BR: ['10'],
  SK: ['11'],
  AR: ['12'],
  NL: ['13'],
  MN: ['14'],
  MZ: ['15'],
  TR: ['16'],
  ML: ['17'],
  AS: ['18'],
  WB: ['19'],
  JH: ['20'],
  OD: ['21'],
  CG: ['22'],
  MP: ['23'],
  GJ: ['24'],
  DH: ['26', '25'],
  MH: ['27'],
  AP: ['37', '28'],
  KA: ['29'],
  GA: ['30'],
  LD: ['31'],
  KL: ['32'],
  TN: ['33'],
  PY: ['34'],
  AN: ['35'],
  TS: ['36'],
  LA: ['38'],
};

/** Every code a GSTIN may start with: the states and UTs, 97 (other territory), 99 (centre). */
const VALID_STATE_CODES = new Set([...Object.values(GST_STATE_CODES).flat(), '97', '99']);

/** The check character of a GSTIN's first 14 characters (upper case, base-36 alphabet). */
export function gstinCheckCharacter(first14: string): string {
  if (first14.length !== GSTIN_LENGTH - 1) throw new Error('gstinCheckCharacter needs 14 characters');
  let sum = 0;
  for (let i = 0; i < first14.length; i++) {
    const value = BASE36.indexOf(first14[i]!);
    if (value < 0) throw new Error('gstinCheckCharacter needs characters 0-9 and A-Z');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'length' | 'format' | 'stateCode' | 'checksum';

/** What is wrong with a GSTIN (already trimmed and upper-cased), or null when it is valid. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (gstin.length !== GSTIN_LENGTH) return 'length';
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  if (!VALID_STATE_CODES.has(gstin.slice(0, 2))) return 'stateCode';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'checksum';
  return null;
}

export const isValidGstin = (gstin: string): boolean => gstinProblem(gstin) === null;

/** Whether a GSTIN was issued in the state with this ISO code (`KA`, `MH` …). */
export function gstinMatchesState(gstin: string, isoStateCode: string): boolean {
  return (GST_STATE_CODES[isoStateCode] ?? []).includes(gstin.slice(0, 2));
}
