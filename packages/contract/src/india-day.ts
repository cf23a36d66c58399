/**
 * The calendar of India, the product's one time zone: UTC+05:30 all year (no daylight saving
 * time), so a day in India is a fixed shift of UTC's. The server's day arithmetic builds on this
 * (apps/server/src/lib/india-day.ts).
 */

/** India keeps UTC+05:30 all year (no daylight saving time). */
export const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** The last day asked for, and the instants it runs between (most calls ask for the same one). */
let day = '';
let dayFrom = 0;
let dayUntil = 0;

/**
 * Today's date in India, YYYY-MM-DD (the day a user in India sees on the calendar): UTC's date
 * five and a half hours on. Arithmetic, not Intl.DateTimeFormat with INDIA_TIME_ZONE, which
 * gives the same answer (marketplace.test.ts) at several times the cost on every request.
 */
export function todayInIndia(now: Date = new Date()): string {
  const at = now.getTime();
  if (!(at >= dayFrom && at < dayUntil)) {
    const local = at + INDIA_OFFSET_MS;
    dayFrom = local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - INDIA_OFFSET_MS;
    dayUntil = dayFrom + DAY_MS;
    day = new Date(local).toISOString().slice(0, 10);
  }
  return day;
}
