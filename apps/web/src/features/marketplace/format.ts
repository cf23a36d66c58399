/** Display formats of dates and rupees: the app's one formatter (lib/format). */
export { formatDate, formatRupees } from '#lib/format';
