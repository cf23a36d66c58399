import {
  MARKETPLACE_CODES,
  MARKETPLACE_MESSAGES,
  type InsertTruckInput,
  type OwnTruck,
} from '@lorrybazaar/contract';
import { isUniqueViolation } from '../../../db/errors.js';
import { assertSelf, type Actor } from '../../../lib/actor.js';
import { conflict } from '../../../lib/http-error.js';
import type { TradeContext } from '../context.js';
import { ownTruck } from '../queries/own-items.js';
import { assertReferences } from '../reference-checks.js';
import * as trucks from '../sql/trucks.js';

/**
 * insertTruck: a truck of the caller's with their uploaded insurance and RC (each then a document
 * in the operators' queue), its location a district; one registration number once per owner (409).
 */
export async function addTruck(ctx: TradeContext, actor: Actor, input: InsertTruckInput): Promise<OwnTruck> {
  assertSelf(input.user_id, actor.userId);
  const district = await ctx.reference.district(input.location);
  await assertReferences(
    ctx.reference,
    actor.language,
    [
      { path: 'trucks_type_id', id: input.trucks_type_id, kind: 'truckType' },
      { path: 'capacity_id', id: input.capacity_id, kind: 'capacity' },
    ],
    district ? [] : [{ path: 'location', code: MARKETPLACE_MESSAGES.locationUnknown }],
  );
  try {
    const id = await ctx.db.transaction(async (tx) => {
      await ctx.files.assertOwned(tx, input.insurance, actor.userId, ['insurance']);
      await ctx.files.assertOwned(tx, input.rc, actor.userId, ['rc']);
      if (await trucks.regNumberTaken(tx, actor.userId, input.regNumber)) {
        throw conflict(MARKETPLACE_CODES.truckExists);
      }
      const truckId = await trucks.insertTruck(tx, {
        userId: actor.userId,
        regNumber: input.regNumber,
        truckTypeId: input.trucks_type_id,
        capacityId: input.capacity_id,
        insuranceFileId: input.insurance,
        rcFileId: input.rc,
        location: district!.name,
        createdAt: ctx.clock.now(),
      });
      // Its papers go to the operators' queue with it (decision 046).
      await ctx.profiles.submitTruckPapers(tx, {
        userId: actor.userId,
        truckId: Number(truckId),
        rcFileId: input.rc,
        insuranceFileId: input.insurance,
      });
      return truckId;
    });
    return await ownTruck(ctx, actor, id);
  } catch (error) {
    // Two requests adding the same number at once: the constraint decides.
    if (isUniqueViolation(error, 'trucks_owner_reg_number')) throw conflict(MARKETPLACE_CODES.truckExists);
    throw error;
  }
}
