/** Dates, times and rupees of the bid and trip screens: the app's one formatter (lib/format). */
export { formatDate, formatDateTime, formatRupees } from '#lib/format';
