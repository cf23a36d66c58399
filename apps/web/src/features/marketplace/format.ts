import type { TFunction } from 'i18next';
import { formatCount } from '#lib/format';

/** Display formats of dates, rupees and counts: the app's one formatter (lib/format). */
export { formatCount, formatDate, formatRupees } from '#lib/format';

/**
 * The trucks of an open load still to book: "1 of 2 trucks open", and for a one-truck load just
 * its count ("1 of 1 trucks open" says nothing more). `t` reads the marketplace texts.
 */
export const openTrucks = (t: TFunction, open: number, total: number) =>
  total === 1 ? formatCount(total) : t('screens.cards.trucksOpen', { open, total });
