/** Display formats of seed 001 §9 and DECISIONS §2: the app's one formatter (lib/format). */
export { formatDate, formatRupees } from '../../lib/format';
