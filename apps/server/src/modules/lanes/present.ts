/** A saved lane row → the contract's shape. */
import type { SavedLane } from '@lorrybazaar/contract';
import { LANE_KIND } from './lanes.repository.js';
import type { SavedLaneRow } from './lanes.schema.js';

const KIND_NAME = { [LANE_KIND.loads]: 'loads', [LANE_KIND.trucks]: 'trucks' } as const;
const idOrNull = (value: number | null) => (value === null ? null : String(value));

export const presentLane = (row: SavedLaneRow): SavedLane => ({
  savedLane_id: String(row.id),
  kind: KIND_NAME[row.kind as 1 | 2],
  name: row.name,
  pickupLoc: row.pickupLoc,
  deliveryLoc: row.deliveryLoc,
  truck_type_id: idOrNull(row.truckTypeId),
  capacity_id: idOrNull(row.capacityId),
  material_id: idOrNull(row.materialId),
  createdAt: row.createdAt.toISOString(),
});
