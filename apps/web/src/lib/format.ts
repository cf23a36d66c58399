/**
 * The one place dates and money are formatted for the screen (docs/decisions/019): dates as
 * en-IN short dates in India time, "25 Nov 2026" (and "25 Nov 2026, 14:05"), the same in every
 * language, so a date never changes shape between screens and reads the same to a driver in
 * any language; rupees as en-IN whole rupees, ₹3,500 / ₹1,25,000 (docs/api.md, Values on the wire).
 */

const INDIA = 'Asia/Kolkata';
const DATE = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
/** A calendar date (no time of day) is shown as that day, whatever the time zone. */
const CALENDAR_DATE = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** en-IN writes "Sept" for September; the short month everyone reads is "Sep". */
const tidy = (text: string) => text.replace('Sept', 'Sep');

function parse(value: string): { date: Date; calendar: boolean } | null {
  const calendar = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendar ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, calendar };
}

/**
 * "25 Nov 2026". A calendar date (`2026-11-25`) is that day; a timestamp is the day it was in
 * India, so a load created at 01:00 IST is not dated the day before. Unreadable input is shown
 * as it came.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const parsed = parse(value);
  if (!parsed) return value;
  return tidy((parsed.calendar ? CALENDAR_DATE : DATE).format(parsed.date));
}

/** "25 Nov 2026, 14:05" in India time, for a history line or an upload time. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const parsed = parse(value);
  if (!parsed) return value;
  return `${formatDate(value)}, ${TIME.format(parsed.date)}`;
}

const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Bengali is read in its own digits (₹২৮,০০০); the other languages use 0–9. */
const digitsOf = (language?: string) => (language === 'bn' ? 'en-IN-u-nu-beng' : 'en-IN');
const RUPEES_BENGALI = new Intl.NumberFormat(digitsOf('bn'), {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Whole rupees: ₹3,500 / ₹1,25,000 (Indian grouping; in Bengali digits when `language` is bn). */
export const formatRupees = (amount: number | string, language?: string) =>
  (language === 'bn' ? RUPEES_BENGALI : RUPEES).format(Number(amount));

/** A count in the language's digits, grouped the Indian way (1,25,000). */
export const formatCount = (value: number, language?: string) =>
  new Intl.NumberFormat(digitsOf(language), { maximumFractionDigits: 1 }).format(value);
