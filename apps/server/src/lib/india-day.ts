/**
 * Days and times in India, the product's one calendar, computed once here (the shift itself is
 * the contract's: INDIA_OFFSET_MS, todayInIndia). SQL that needs India's day of a timestamptz
 * column uses `indiaDate`/`indiaDateTime` of db/sql.ts.
 */
import { INDIA_OFFSET_MS, todayInIndia } from '@lorrybazaar/contract';
import type { Clock } from './clock.js';

export { INDIA_OFFSET_MS, todayInIndia };

const DAY_MS = 86_400_000;

/**
 * "Now" as the marketplace sees it. A load stays live through its pickup day, a posting
 * through its posted day (India time); after that it has expired, whatever its stored status.
 */
export interface Today {
  /** YYYY-MM-DD in India. */
  date: string;
  /** That day's 00:00 in India, as an ISO instant. */
  start: string;
}

/** The instant a day and time of day in India name ("YYYY-MM-DD", "HH:MM"; midnight by default). */
export const indiaInstant = (date: string, time = '00:00') =>
  new Date(Date.parse(`${date}T${time}:00Z`) - INDIA_OFFSET_MS);

/**
 * What India's calendar and clock show at an instant: the date (YYYY-MM-DD), the time ("HH:MM")
 * and the hour (0-23).
 */
export function indiaClock(at: Date): { date: string; time: string; hour: number } {
  const local = new Date(at.getTime() + INDIA_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16), hour: Number(local.slice(11, 13)) };
}

/** The start of a day in India as an ISO instant. */
export const indiaDayStart = (date: string) => indiaInstant(date).toISOString();

/** A day (YYYY-MM-DD) plus some days (negative: before). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The day some years, months and days before a day, as a user in India counts them: a month
 * too short keeps its last day (31 August − 6 months → 28/29 February).
 */
export function daysBefore(date: string, by: { years?: number; months?: number; days?: number }): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const month = new Date(Date.UTC(y - (by.years ?? 0), m - 1 - (by.months ?? 0), 1));
  const lastDay = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
  return addDays(
    new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), Math.min(d, lastDay)))
      .toISOString()
      .slice(0, 10),
    -(by.days ?? 0),
  );
}

let lastToday: Readonly<Today> = { date: '', start: '' };

/** "Today" in India by this clock (the same object all day: most requests ask). */
export function todayOf(clock: Clock): Readonly<Today> {
  const date = todayInIndia(clock.now());
  if (date !== lastToday.date) lastToday = Object.freeze({ date, start: indiaDayStart(date) });
  return lastToday;
}
