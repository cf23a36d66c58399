import { DUPLICATE_LOAD_HOURS, TRUST_CODES, type AddLoadInput, type OwnLoad } from '@lorrybazaar/contract';
import { assertSelf, type Actor } from '../../../lib/actor.js';
import { HttpError } from '../../../lib/http-error.js';
import { today, type TradeContext } from '../context.js';
import { assertReferences } from '../reference-checks.js';
import * as loads from '../sql/loads.js';

/**
 * AddLoad: a load of the caller's, in the marketplace at once (`load.posted`). The same load
 * twice within DUPLICATE_LOAD_HOURS is refused with the first one's id (docs/decisions/030).
 */
export async function addLoad(ctx: TradeContext, actor: Actor, input: AddLoadInput): Promise<OwnLoad> {
  assertSelf(input.user_id, actor.userId);
  await assertReferences(ctx.reference, actor.language, [
    { path: 'material_id', id: input.material_id, kind: 'material' },
    { path: 'capacity_id', id: input.capacity_id, kind: 'capacity' },
    { path: 'truck_type_id', id: input.truck_type_id, kind: 'truckType' },
  ]);
  const load: loads.NewLoad = {
    userId: actor.userId,
    pickupLoc: await ctx.reference.storedPlace(input.pickupLoc),
    deliveryLoc: await ctx.reference.storedPlace(input.deliveryLoc),
    pickupDate: input.pickupDate,
    materialId: input.material_id,
    capacityId: input.capacity_id,
    truckTypeId: input.truck_type_id,
    noOfTrucks: input.no_of_trucks,
    comments: input.comments,
    createdAt: ctx.clock.now(),
  };
  const since = new Date(load.createdAt.getTime() - DUPLICATE_LOAD_HOURS * 3600_000);
  const id = await ctx.db.transaction(async (tx) => {
    await loads.lockOwnerLoads(tx, actor.userId);
    const existing = await loads.recentDuplicate(tx, load, since);
    if (existing) throw new HttpError(409, TRUST_CODES.duplicateLoad, {}, { loads_id: existing });
    return loads.insertLoad(tx, load);
  });
  ctx.events.publish({
    type: 'load.posted',
    loads_id: id,
    no_of_trucks: input.no_of_trucks,
    by: actor.userId,
    recipients: [],
  });
  return (await loads.ownLoad(ctx.db, id, actor.userId, today(ctx), actor.language))!;
}
