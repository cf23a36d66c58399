import type { SaveLaneBody, SavedLane } from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import type { LoadFilterKey, TruckFilterKey } from './search-params';

/** An optional filter: an empty field is "any", sent as null. */
const optional = (value: string) => value.trim() || null;

/**
 * The lane a Search Load form keeps (docs/api.md, Saved lanes): its places, truck type, capacity
 * and material. The date and number of trucks are left out: a lane outlives one day's search.
 */
export function laneOfLoadSearch(values: Omit<Record<LoadFilterKey, string>, 'book_now'>): SaveLaneBody {
  return {
    kind: 'loads',
    pickupLoc: values.pickupLoc.trim(),
    deliveryLoc: optional(values.deliveryLoc),
    truck_type_id: optional(values.truck_type_id),
    capacity_id: optional(values.capacity_id),
    material_id: optional(values.material_id),
  };
}

/** The lane a Search Truck form keeps: from, to, capacity and truck type (trucks carry no material). */
export function laneOfTruckSearch(values: Omit<Record<TruckFilterKey, string>, 'book_now'>): SaveLaneBody {
  return {
    kind: 'trucks',
    pickupLoc: values.postTrucks_from.trim(),
    deliveryLoc: optional(values.postTrucks_to),
    truck_type_id: optional(values.truck_type_id),
    capacity_id: optional(values.postTrucks_capacity_id),
    material_id: null,
  };
}

/**
 * The search a saved lane opens (Search now): Search Load or Search Truck with the lane's filters
 * in the address, which the screen reads as a search already made (search-params.ts).
 */
export function searchOfLane(lane: SavedLane): string {
  const filters: [string, string | null][] =
    lane.kind === 'loads'
      ? [
          ['pickupLoc', lane.pickupLoc],
          ['deliveryLoc', lane.deliveryLoc],
          ['material_id', lane.material_id],
          ['capacity_id', lane.capacity_id],
          ['truck_type_id', lane.truck_type_id],
        ]
      : [
          ['postTrucks_from', lane.pickupLoc],
          ['postTrucks_to', lane.deliveryLoc],
          ['postTrucks_capacity_id', lane.capacity_id],
          ['truck_type_id', lane.truck_type_id],
        ];
  const query = new URLSearchParams(filters.filter((entry): entry is [string, string] => Boolean(entry[1])));
  return `${lane.kind === 'loads' ? paths.shared.loads : paths.shared.trucks}?${query}`;
}
