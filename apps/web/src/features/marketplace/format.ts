import type { TFunction } from 'i18next';
import { formatCount } from '#lib/format';

/** Display formats of dates, rupees and counts: the app's one formatter (lib/format). */
export { formatCount, formatDate, formatRupees } from '#lib/format';

/**
 * The trucks of an open load still to book: "2 trucks still open (of 3)" once some are booked,
 * else just how many ("3 trucks", "1 truck": never "1 of 1 trucks open"). Plural forms come from
 * i18next per language. `t` reads the marketplace texts.
 */
export const openTrucks = (t: TFunction, open: number, total: number) =>
  open >= total
    ? t('screens.cards.truckCount', { count: total, total: formatCount(total) })
    : t('screens.cards.trucksOpen', { count: open, open: formatCount(open), total: formatCount(total) });
