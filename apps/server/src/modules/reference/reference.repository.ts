import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { districts, materials, states, truckCapacities, truckTypes } from '../../db/schema.js';
import { rows } from '../../db/rows.js';

export const allMaterials = (db: DbOrTx) => db.select().from(materials).orderBy(asc(materials.id));
export const allTruckCapacities = (db: DbOrTx) =>
  db.select().from(truckCapacities).orderBy(asc(truckCapacities.tonnes));
export const allTruckTypes = (db: DbOrTx) => db.select().from(truckTypes).orderBy(asc(truckTypes.id));
export const allStates = (db: DbOrTx) => db.select().from(states).orderBy(asc(states.name));
export const allDistricts = (db: DbOrTx) =>
  db.select().from(districts).orderBy(asc(districts.stateId), asc(districts.name));

/** `%`, `_` and `\` of user text taken literally in a LIKE pattern (ESCAPE '\'). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export interface PlaceRow {
  districts_id: string;
  districts_name: string;
  states_id: string;
  states_name_en: string;
  states_names: Record<string, string>;
}

/**
 * Districts whose "District, State" contains the text (case-insensitive), names starting with
 * it first, then the closest (trigram similarity), then alphabetical.
 */
export function searchDistricts(db: DbOrTx, text: string, limit: number) {
  const needle = text.toLowerCase();
  const pattern = `%${escapeLike(needle)}%`;
  const prefix = `${escapeLike(needle)}%`;
  return rows<PlaceRow>(
    db,
    sql`
      SELECT d.id::text AS districts_id, d.name AS districts_name, s.id::text AS states_id,
             s.name AS states_name_en, s.names AS states_names
      FROM districts d
      JOIN states s ON s.id = d.state_id
      WHERE lower(d.name || ', ' || s.name) LIKE ${pattern} ESCAPE '\\'
      ORDER BY (lower(d.name) LIKE ${prefix} ESCAPE '\\') DESC,
               similarity(lower(d.name), ${needle}) DESC,
               d.name, s.name
      LIMIT ${limit}`,
  );
}
