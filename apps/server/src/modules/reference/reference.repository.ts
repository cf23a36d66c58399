import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  districtCentroids,
  districts,
  materials,
  pinCentroids,
  states,
  truckCapacities,
  truckTypes,
} from '../../db/schema.js';

export const allMaterials = (db: DbOrTx) => db.select().from(materials).orderBy(asc(materials.id));
export const allTruckCapacities = (db: DbOrTx) =>
  db.select().from(truckCapacities).orderBy(asc(truckCapacities.tonnes));
export const allTruckTypes = (db: DbOrTx) => db.select().from(truckTypes).orderBy(asc(truckTypes.id));
export const allStates = (db: DbOrTx) => db.select().from(states).orderBy(asc(states.name));
export const allDistricts = (db: DbOrTx) =>
  db.select().from(districts).orderBy(asc(districts.stateId), asc(districts.name));
export const allDistrictCentroids = (db: DbOrTx) => db.select().from(districtCentroids);
export async function pinCentroid(db: DbOrTx, pin: string) {
  const [row] = await db.select().from(pinCentroids).where(eq(pinCentroids.pin, pin));
  return row;
}
