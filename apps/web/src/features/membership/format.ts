/** Money and dates of the membership screens: the app's one formatter (lib/format). */
export { formatDate, formatRupees } from '#lib/format';

export const MEMBERSHIP_NS = 'membership';
