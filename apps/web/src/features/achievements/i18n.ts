/** The `achievements` namespace (locales/<lng>/achievements.json). */
export const ACHIEVEMENTS_NS = 'achievements';

/**
 * The day an instant was in India, as a long date in the user's language ("5 January 2025",
 * "5 जनवरी 2025"), with the Latin digits every other screen uses.
 */
export function formatLongDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(`${language.split('-')[0]}-IN`, {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'long',
    numberingSystem: 'latn',
  }).format(date);
}
