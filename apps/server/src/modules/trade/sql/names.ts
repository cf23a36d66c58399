/**
 * The reference names of a load `l` and a truck `t` in the caller's language, joined once for
 * the two views that show both: the bid view (bids.ts) and the trip view (trips.ts).
 */
import { sql } from 'drizzle-orm';
import type { Language } from '@lorrybazaar/contract';
import { localised } from '../../../db/sql.js';

/** The reference rows of `l` and `t`: material `m`, the load's capacity `lc`, the truck's type `tt` and capacity `tc`. */
export const LOAD_AND_TRUCK_NAMES = sql`
    JOIN materials m ON m.id = l.material_id
    JOIN truck_capacities lc ON lc.id = l.capacity_id
    JOIN truck_types tt ON tt.id = t.truck_type_id
    JOIN truck_capacities tc ON tc.id = t.capacity_id`;

/** Their names, as the bid and trip rows carry them. */
export const loadAndTruckNames = (lang: Language) => sql`
      ${localised('m', lang)} AS materials_name,
      ${localised('lc', lang)} AS load_capacities_name,
      ${localised('tt', lang)} AS truck_types_name,
      ${localised('tc', lang)} AS truck_capacities_name`;
