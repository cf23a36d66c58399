/**
 * How dates, rupees and counts are written for a reader, on the screen and in the server's own
 * sentences, in every language the same way (docs/decisions/041-dates-and-digits.md):
 * - a date is day/month/year in digits, "30/11/2026" (and "30/11/2026, 14:05"), in India time:
 *   no month name, so no script a reader may not read, and the order of every Indian receipt;
 * - rupees are whole and grouped the Indian way, ₹3,500 / ₹1,25,000;
 * - each language keeps one set of digits on a screen: Bengali its own (৩০/১১/২০২৬, ₹৩০,০০০),
 *   the others 0–9.
 * Values on the wire stay YYYY-MM-DD, ISO 8601 and plain numbers (docs/api.md).
 */

import { OWN_DIGITS, localDigits, type Language } from './constants.js';

const INDIA = 'Asia/Kolkata';

/**
 * A formatter made on its first use and kept: building one loads its locale's and time zone's
 * data, about 2 ms each on a fast machine and four times that on a low-end phone, so a page
 * pays only for the ones it shows, when it shows them, and not while its first script runs.
 */
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

// en-IN writes a numeric date day/month/year with slashes and groups numbers in lakhs.
const dayMonthYear = (timeZone: string) =>
  once(
    () => new Intl.DateTimeFormat('en-IN', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }),
  );
/** A timestamp is the day it was in India; a calendar date (no time of day) is that day anywhere. */
const DATE = dayMonthYear(INDIA);
const CALENDAR_DATE = dayMonthYear('UTC');
const TIME = once(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      timeZone: INDIA,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

function parse(value: string): { date: Date; calendar: boolean } | null {
  // YYYY-MM-DD: a calendar date, as the API sends days.
  const calendar = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendar ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, calendar };
}

/**
 * "30/11/2026": a calendar date (`2026-11-30`) is that day; a timestamp is the day it was in
 * India, so a load created at 01:00 IST is not dated the day before. Unreadable input is shown
 * as it came.
 */
export function shownDate(value: string | null | undefined, language?: string): string {
  const parsed = value ? parse(value) : null;
  if (!parsed) return value ?? '';
  return localDigits((parsed.calendar ? CALENDAR_DATE : DATE)().format(parsed.date), language);
}

/** "30/11/2026, 14:05" in India time, for a history line or an upload time. */
export function shownDateTime(value: string | null | undefined, language?: string): string {
  const parsed = value ? parse(value) : null;
  if (!parsed) return value ?? '';
  return `${shownDate(value, language)}, ${localDigits(TIME().format(parsed.date), language)}`;
}

/** The same numbers in 0–9 and in Bengali digits (`-u-nu-beng`), both grouped in lakhs. */
const numbers = (options: Intl.NumberFormatOptions) =>
  (['en-IN', 'en-IN-u-nu-beng'] as const).map((locale) => once(() => new Intl.NumberFormat(locale, options)));
const RUPEES = numbers({ style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const COUNTS = numbers({ maximumFractionDigits: 1 });
const inDigitsOf = (formats: (() => Intl.NumberFormat)[], language?: string) =>
  formats[OWN_DIGITS[language as Language] ? 1 : 0]!();

/** Whole rupees, grouped the Indian way: ₹3,500 / ₹1,25,000 (₹৩,৫০০ in Bengali). */
export const shownRupees = (amount: number | string, language?: string) =>
  inDigitsOf(RUPEES, language).format(Number(amount));

/** A count in the language's digits, grouped the Indian way (1,25,000), at most one decimal. */
export const shownCount = (value: number, language?: string) => inDigitsOf(COUNTS, language).format(value);
