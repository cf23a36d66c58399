/**
 * A date as every screen shows it, in every language (apps/web/src/lib/format.ts): "9 Dec 2026".
 * `day` is a calendar day (YYYY-MM-DD); without one, today in India.
 */
export function shownDate(day?: string): string {
  const format = new Intl.DateTimeFormat('en-IN', {
    timeZone: day ? 'UTC' : 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return format.format(day ? new Date(`${day}T00:00:00Z`) : new Date()).replace('Sept', 'Sep');
}
