import {
  MARKETPLACE_CODES,
  MARKETPLACE_MESSAGES,
  type ListedRow,
  type OwnTruck,
  termsOf,
  type PostTruckInput,
} from '@lorrybazaar/contract';
import { isUniqueViolation } from '../../../db/errors.js';
import { assertSelf, type Actor } from '../../../lib/actor.js';
import { conflict, notFound } from '../../../lib/http-error.js';
import { fieldErrors } from '../../../lib/field-errors.js';
import { indiaInstant } from '../../../lib/india-day.js';
import { assertDriverSubscription } from '../../membership/driver-access.js';
import { POSTING, TRUCK } from '../codes.js';
import { today, type TradeContext } from '../context.js';
import { assertNotHeldByPapers } from '../paper-hold.js';
import { tonnesOf } from '../reference-checks.js';
import { ownTruck } from '../queries/own-items.js';
import * as trucks from '../sql/trucks.js';

/**
 * Post Truck: the caller's own truck (another's answers 404), not already posted (409), not held
 * by a rejected paper (409, decision 069); the capacity offered is at most the truck's. The truck becomes posted ('5') and an open posting
 * enters the marketplace, in one transaction (`truck.posted`).
 */
export async function postTruck(ctx: TradeContext, actor: Actor, input: PostTruckInput): Promise<OwnTruck> {
  assertSelf(input.user_id, actor.userId);
  const offered = await tonnesOf(
    ctx.reference,
    actor.language,
    'postTrucks_capacity_id',
    input.postTrucks_capacity_id,
  );
  const [date = '', time = ''] = input.postTrucks_dateTime.split(' ');
  const day = today(ctx);

  let posted: { id: number; listed: ListedRow };
  try {
    posted = await ctx.db.transaction(async (tx) => {
      const truck = await trucks.lockOwnTruck(tx, input.truck_id, actor.userId);
      if (!truck) throw notFound(MARKETPLACE_CODES.truckNotFound);
      // Posting is business the driver subscription pays for: a lapsed driver gets 402
      // (docs/decisions/008-membership.md).
      await assertDriverSubscription(tx, actor, ctx.clock.now());
      const current = await trucks.currentPosting(tx, truck.id, day);
      // Only a live open posting blocks a new one; a booked one (its trip agreed) does not.
      if (current && current.live && current.status === POSTING.open) {
        throw conflict(MARKETPLACE_CODES.truckAlreadyPosted);
      }
      // Not while its RC or insurance is rejected (decision 069); a pending one does not stop it.
      assertNotHeldByPapers({ ...truck, user_id: actor.userId }, actor.userId);
      if (offered! > truck.tonnes) {
        throw fieldErrors(actor.language, [
          { path: 'postTrucks_capacity_id', code: MARKETPLACE_MESSAGES.capacityAboveTruck },
        ]);
      }
      await trucks.expireStalePostings(tx, truck.id, day);
      const posting = await trucks.insertPosting(tx, {
        truckId: truck.id,
        userId: actor.userId,
        truckTypeId: truck.truck_type_id,
        capacityId: input.postTrucks_capacity_id,
        availableAt: indiaInstant(date, time),
        fromLoc: await ctx.reference.storedPlace(input.postTrucks_from),
        toLoc: await ctx.reference.storedPlace(input.postTrucks_to),
        comments: input.comments,
        terms: termsOf(input),
        createdAt: ctx.clock.now(),
      });
      await trucks.setTruckStatus(tx, truck.id, TRUCK.posted);
      return posting;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'truck_postings_one_open')) {
      throw conflict(MARKETPLACE_CODES.truckAlreadyPosted);
    }
    throw error;
  }
  ctx.events.publish({
    type: 'truck.posted',
    truck_id: input.truck_id,
    postTrucks_id: posted.id,
    listed: posted.listed,
    by: actor.userId,
    recipients: [],
  });
  return ownTruck(ctx, actor, input.truck_id);
}
