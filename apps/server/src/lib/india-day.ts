import { todayInIndia } from '@lorrybazaar/contract';
import type { Clock } from './clock.js';

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

/** The start of a day in India as an instant (India keeps +05:30 all year). */
export const indiaDayStart = (date: string) => new Date(`${date}T00:00:00+05:30`).toISOString();

let lastToday: Readonly<Today> = { date: '', start: '' };

/** "Today" in India by this clock (the same object all day: most requests ask). */
export function todayOf(clock: Clock): Readonly<Today> {
  const date = todayInIndia(clock.now());
  if (date !== lastToday.date) lastToday = Object.freeze({ date, start: indiaDayStart(date) });
  return lastToday;
}
