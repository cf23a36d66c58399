/** Display formats of seed 001 §9 and DECISIONS §2. */

const INDIA_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * YYYY-MM-DD. A calendar date (`2026-01-05`) is shown as it is; a timestamp is shown as the
 * day it was in India, so a load created at 01:00 IST is not dated the day before.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value.slice(0, 10) : INDIA_DATE.format(date);
}

const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Whole rupees: ₹3,500 / ₹1,25,000. */
export const formatRupees = (amount: number | string) => RUPEES.format(Number(amount));
