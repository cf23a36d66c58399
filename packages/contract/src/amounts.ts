/**
 * A whole number as people in India type it: rupees, percentages, kilograms, counts
 * (docs/decisions/041-dates-and-digits.md, amended 2026-11-29). Every amount and number field of
 * the contract's schemas reads its text through `typedWhole`, so a form and the server take the
 * same things and refuse the same things.
 */
import { toAsciiDigits } from './digits.js';

/**
 * What may stand around the number: `rupees` takes ₹, Rs, Rs., INR and the abbreviations of
 * "rupees" in the app's Indic languages (रु., ரூ., రూ., ರೂ., രൂ.) before or after it and a closing
 * "/-" (₹500/-); `percent` takes a "%" after it; `count` takes the number alone.
 */
export type TypedUnit = 'rupees' | 'percent' | 'count';

const SIGN = '[-+\u2212]';
/** ₹ (₨ is read as "Rs"), Rs, Rs., INR; रु. / रू. (Hindi), ரூ. (Tamil), రూ. (Telugu), ರೂ. (Kannada), രൂ. (Malayalam). */
const RUPEES = '(?:₹|rs\\.?|inr|र[ुू]\\.?|ரூ\\.?|రూ\\.?|ರೂ\\.?|രൂ\\.?)';
const RUPEES_BEFORE = new RegExp(`^(${SIGN}?)\\s*${RUPEES}\\s*`, 'iu');
const RUPEES_AFTER = new RegExp(`\\s*${RUPEES}$`, 'iu');
const SIGN_FIRST = new RegExp(`^(${SIGN})\\s*`, 'u');
/** Digits grouped in thousands the Indian way (1,00,000) or the Western way (100,000), or not at all. */
const GROUPED = /^(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})$/;

/**
 * The whole number typed, `null` when nothing is typed, `NaN` when the text is not a whole number.
 *
 * Read: digits of any script (൧൨൦൦൦ is 12000); thousands separated by commas, spaces, thin or
 * no-break spaces, grouped the Indian or the Western way (₹ 2,50,000, 42 000); ".0" or ".00"
 * (no paise: 7000.00); what `unit` allows around it; a sign (−500 is -500, for the field's range
 * to refuse or, on a payment line, to keep).
 * Refused (`NaN`): paise (3500.50), a dot or comma that may be a decimal one (16.000, 12,50),
 * letters, an exponent (1e4), a unit the field does not take ("80%" for rupees).
 * A number is taken when it is whole.
 */
export function typedWhole(value: unknown, unit: TypedUnit = 'count'): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  // NFKC: full-width characters, ₨ as "Rs", the no-break and thin spaces as spaces.
  let text = toAsciiDigits(value.normalize('NFKC')).trim();
  if (text === '') return null;
  let sign = '';
  if (unit === 'rupees') {
    text = text.replace(/\s*\/-$/, '');
    const before = RUPEES_BEFORE.exec(text);
    if (before) {
      sign = before[1]!;
      text = text.slice(before[0].length);
    } else text = text.replace(RUPEES_AFTER, '');
  } else if (unit === 'percent') text = text.replace(/\s*%$/, '');
  const signed = SIGN_FIRST.exec(text);
  if (signed) {
    if (sign) return Number.NaN;
    sign = signed[1]!;
    text = text.slice(signed[0].length);
  }
  text = text.replace(/\.0{1,2}$/, '').replace(/(?:\s*,\s*|\s+)/g, ',');
  if (!GROUPED.test(text)) return Number.NaN;
  const n = Number(text.replace(/,/g, ''));
  return sign === '-' || sign === '\u2212' ? 0 - n : n;
}
