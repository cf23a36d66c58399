import {
  LANES_MESSAGES as M,
  type Language,
  type SaveLaneInput,
  type SavedLane,
} from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { fieldErrors, type FieldIssue } from '../../../lib/field-errors.js';
import type { LanesContext } from '../context.js';
import * as repo from '../lanes.repository.js';
import { assertRoomForLane, laneName } from '../policy.js';
import { presentLane } from '../present.js';

/** The places and references of a lane, each checked; every problem answered at once. */
async function resolve({ reference }: LanesContext, input: SaveLaneInput, language: Language) {
  const issues: FieldIssue[] = [];
  const pickup = await reference.placeOf(input.pickupLoc);
  if (!pickup) issues.push({ path: 'pickupLoc', code: M.placeUnknown });
  const delivery = input.deliveryLoc ? await reference.placeOf(input.deliveryLoc) : null;
  if (input.deliveryLoc && !delivery) issues.push({ path: 'deliveryLoc', code: M.placeUnknown });
  const checks = [
    ['truck_type_id', input.truck_type_id, reference.truckType],
    ['capacity_id', input.capacity_id, reference.capacity],
    ['material_id', input.material_id, reference.material],
  ] as const;
  for (const [path, id, find] of checks) {
    if (id !== null && !(await find(id))) issues.push({ path, code: M.invalid });
  }
  if (issues.length) throw fieldErrors(language, issues);
  return { pickup: pickup!, delivery };
}

/** Saves a lane for the caller, named by its route unless named; at most SAVED_LANES_MAX each. */
export async function save(ctx: LanesContext, actor: Actor, input: SaveLaneInput): Promise<SavedLane> {
  const { db, clock, reference } = ctx;
  const { pickup, delivery } = await resolve(ctx, input, actor.language);
  const local = (await reference.placeNames(actor.language)).body.data;
  const name = laneName(input.name, pickup.label, delivery?.label ?? null, local);
  return db.transaction(async (tx) => {
    await repo.lockUserLanes(tx, actor.userId);
    assertRoomForLane(await repo.countOwn(tx, actor.userId));
    const row = await repo.insert(tx, {
      userId: actor.userId,
      kind: repo.LANE_KIND[input.kind],
      name,
      pickupLoc: pickup.label,
      pickupStateId: pickup.stateId,
      pickupDistrictId: pickup.districtId,
      deliveryLoc: delivery?.label ?? null,
      deliveryStateId: delivery?.stateId ?? null,
      deliveryDistrictId: delivery?.districtId ?? null,
      truckTypeId: input.truck_type_id,
      capacityId: input.capacity_id,
      materialId: input.kind === 'loads' ? input.material_id : null,
      createdAt: clock.now(),
    });
    return presentLane(row);
  });
}
