import {
  MARKETPLACE_CODES,
  TRUCK_PAPER_TYPE,
  type OwnTruck,
  type TruckPaperInput,
} from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { notFound } from '../../../lib/http-error.js';
import type { TradeContext } from '../context.js';
import { ownTruck } from '../queries/own-items.js';
import * as trucks from '../sql/trucks.js';

/**
 * truckPapers: one paper of the caller's truck uploaded again (not accepted, expired, renewed),
 * a file of theirs of that purpose. It replaces the current one and waits for the operators'
 * check like the first (decision 046); another user's truck is not found.
 */
export async function replaceTruckPaper(
  ctx: TradeContext,
  actor: Actor,
  input: TruckPaperInput,
): Promise<OwnTruck> {
  await ctx.db.transaction(async (tx) => {
    const truck = await trucks.lockOwnTruck(tx, input.truck_id, actor.userId);
    if (!truck) throw notFound(MARKETPLACE_CODES.truckNotFound);
    await ctx.files.assertOwned(tx, input.file_id, actor.userId, [input.paper]);
    await trucks.setPaperFile(tx, truck.id, input.paper, input.file_id);
    await ctx.profiles.replaceTruckPaper(tx, {
      userId: actor.userId,
      truckId: truck.id,
      typeId: TRUCK_PAPER_TYPE[input.paper],
      fileId: input.file_id,
    });
  });
  return ownTruck(ctx, actor, input.truck_id);
}
