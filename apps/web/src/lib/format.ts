import i18next from 'i18next';
import { shownCount, shownDate, shownDateTime, shownRupees } from '@lorrybazaar/contract';

/**
 * The one place dates, rupees and counts are formatted for the screen (docs/decisions/041): the
 * contract's rules ("30/11/2026", "30/11/2026, 14:05" in India time; ₹3,500 / ₹1,25,000), in the
 * digits of the screen's language unless `language` names another, so everything on a screen
 * shares one set of digits (Bengali its own, the other languages 0–9).
 */
const screenLanguage = () => i18next.resolvedLanguage ?? i18next.language;

/** "30/11/2026": a calendar date is that day, a timestamp the day it was in India. */
export const formatDate = (value: string | null | undefined, language = screenLanguage()) =>
  shownDate(value, language);

/** "30/11/2026, 14:05" in India time, for a history line or an upload time. */
export const formatDateTime = (value: string | null | undefined, language = screenLanguage()) =>
  shownDateTime(value, language);

/** Whole rupees: ₹3,500 / ₹1,25,000, grouped the Indian way. */
export const formatRupees = (amount: number | string, language = screenLanguage()) =>
  shownRupees(amount, language);

/** A count grouped the Indian way (1,25,000), at most one decimal. */
export const formatCount = (value: number, language = screenLanguage()) => shownCount(value, language);

/** A count on a badge: up to 99, then "99+", in the language's digits. */
export const formatBadge = (count: number, language = screenLanguage()) =>
  count > 99 ? `${shownCount(99, language)}+` : shownCount(count, language);

/** A `tel:` link to a phone written for reading: "+91 80 4718 2020" → "tel:+918047182020". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
