/**
 * A date as every screen shows it, in every language but Bengali (packages/contract/src/format.ts,
 * decision 041): "09/12/2026". `day` is a calendar day (YYYY-MM-DD); without one, today in India.
 */
export function shownDate(day?: string): string {
  const format = new Intl.DateTimeFormat('en-IN', {
    timeZone: day ? 'UTC' : 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const parts = Object.fromEntries(
    format.formatToParts(day ? new Date(`${day}T00:00:00Z`) : new Date()).map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year}`;
}
