/** Display formats of dates, rupees and counts: the app's one formatter (lib/format). */
export { formatCount, formatDate, formatRupees } from '#lib/format';
