import { LANE_PRICE_DAYS, capacityBand, type LanePrice } from '@lorrybazaar/contract';
import { DAY_MS, type TrustContext } from '../context.js';
import * as repo from '../trust.repository.js';

/** The usual price of the lane between two places for a load of these tonnes, or null (kept: lane-prices-kept.ts). */
export async function lanePriceOf(
  { db, clock, reference, kept }: TrustContext,
  places: { pickupLoc: string; deliveryLoc: string; tonnes: number },
): Promise<LanePrice | null> {
  const [pickup, delivery] = await Promise.all([
    reference.placeOf(places.pickupLoc),
    reference.placeOf(places.deliveryLoc),
  ]);
  if (!pickup || !delivery) return null;
  const lane = { pickup, delivery, band: capacityBand(places.tonnes) };
  const key = [pickup.stateId, pickup.districtId, delivery.stateId, delivery.districtId, lane.band].join(':');
  return kept.price(key, async () => {
    const since = new Date(clock.now().getTime() - LANE_PRICE_DAYS * DAY_MS);
    const found = await repo.lanePrice(db, lane, since);
    if (!found) return null;
    return {
      low: Math.round(found.low),
      high: Math.round(found.high),
      trips: found.trips,
      level: found.level,
      days: LANE_PRICE_DAYS,
    };
  });
}

/** The price range of a lane (docs/decisions/030), or null when too few trips. */
export async function lanePrice(
  ctx: TrustContext,
  query: { pickupLoc: string; deliveryLoc: string; capacity_id: number },
) {
  const capacity = await ctx.reference.capacity(query.capacity_id);
  if (!capacity) return null;
  return lanePriceOf(ctx, { ...query, tonnes: capacity.tonnes });
}
