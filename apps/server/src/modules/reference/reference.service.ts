/**
 * The reference service other modules and the routes call (materials, capacities with tonnes,
 * truck types, states, districts, places and their points): each use case of commands/ and
 * queries/ with the module's context, and its caches, bound (docs/decisions/044).
 */
import type { Db } from '../../db/client.js';
import { bindUseCases } from '../../lib/use-cases.js';
import { forget } from './commands/forget.js';
import { createReferenceContext, tables, type ReferenceContext } from './context.js';
import { localName } from './place-index.js';
import { createPlacePoints } from './place-points.js';
import { capacity, labels, material, truckType } from './queries/labels.js';
import { districts, materials, placeNames, states, truckCapacities, truckTypes } from './queries/lists.js';
import { district, districtLabel, localPlace, placeOf, storedForms } from './queries/place-of.js';
import { placeFilter, places, storedPlace } from './queries/search-places.js';
import * as repo from './reference.repository.js';

export { localName };
export { isLanguage, type CapacityRow, type Cached } from './context.js';

/** Places with coordinates and the distances between them (place-points.ts), on the context. */
const placePoints = (ctx: ReferenceContext) =>
  createPlacePoints({
    async districtOf(place) {
      const found = await placeOf(ctx, place);
      return found?.districtId ? { districtId: found.districtId, stateId: found.stateId } : null;
    },
    districtPoint: async (districtId) => (await tables(ctx)).districtPoints.get(districtId),
    async pinPoint(pin) {
      const row = await repo.pinCentroid(ctx.db, pin);
      return row && { lat: row.lat, lng: row.lng, districtId: row.districtId };
    },
    stateCode: async (stateId) => (await tables(ctx)).states.find((row) => row.id === stateId)?.code,
    allDistrictPoints: async () =>
      [...(await tables(ctx)).districtPoints].map(([districtId, point]) => ({ districtId, point })),
  });

export function createReferenceService(db: Db) {
  const ctx = createReferenceContext(db);
  return {
    ...placePoints(ctx),
    ...bindUseCases(ctx, {
      districtLabel,
      localPlace,
      materials,
      truckCapacities,
      truckTypes,
      states,
      districts,
      places,
      placeNames,
      placeFilter,
      storedPlace,
      labels,
      forget,
      material,
      capacity,
      truckType,
      placeOf,
      storedForms,
      district,
    }),
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
