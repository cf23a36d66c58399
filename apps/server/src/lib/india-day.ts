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

/** "Today" in India by this clock. */
export function todayOf(clock: Clock): Today {
  const date = todayInIndia(clock.now());
  return { date, start: indiaDayStart(date) };
}
