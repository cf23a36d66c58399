import {
  RETURNS_CODES,
  RETURN_WINDOW_DAYS,
  type LoadForTruck,
  type LoadsForTruckInput,
} from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { notFound } from '../../../lib/http-error.js';
import { addDays } from '../../../lib/india-day.js';
import { today, type TradeContext } from '../context.js';
import { named } from '../present.js';
import * as near from '../sql/loads-near.js';

/**
 * getLoadsForTruck: loads for one of the caller's trucks, ranked by one query (`loadsNear`,
 * decision 028): return loads after a trip (`schedule_id`) or after where the truck goes next,
 * or loads where its posting starts (`near: 'pickup'`, Trip Requests). Over the place's day and
 * the RETURN_WINDOW_DAYS after it, never before today. Another user's truck or trip: 404.
 */
export async function loadsForTruck(
  ctx: TradeContext,
  actor: Actor,
  query: LoadsForTruckInput,
): Promise<{ data: LoadForTruck[]; near: { place: string; from: string; to: string } | null }> {
  const truck = await near.ownTruckFit(ctx.db, query.truck_id, actor.userId);
  if (!truck) throw notFound(RETURNS_CODES.truckNotFound);
  const now = today(ctx);
  let anchor: near.Anchor | undefined;
  if (query.schedule_id !== null) {
    anchor = await near.tripDelivery(ctx.db, query.schedule_id, query.truck_id, actor.userId);
    if (!anchor) throw notFound(RETURNS_CODES.scheduleNotFound);
  } else {
    anchor = await near.nextAnchor(ctx.db, query.truck_id, query.near, now, RETURN_WINDOW_DAYS);
  }
  const place = anchor && (await ctx.reference.placeOf(anchor.place));
  if (!anchor || !place) return { data: [], near: null };
  const from = anchor.day > now.date ? anchor.day : now.date;
  const to = addDays(anchor.day, RETURN_WINDOW_DAYS);
  const searched = { place: place.label, from, to };
  if (from > to) return { data: [], near: searched };
  const forms = await ctx.reference.storedForms(place);
  const rows = await near.loadsNear(ctx.db, {
    viewerId: actor.userId,
    truckId: query.truck_id,
    ...forms,
    from,
    to,
    tonnes: truck.tonnes,
    truckTypeId: truck.truck_type_id,
    limit: query.limit,
  });
  return { data: await named(ctx.reference, rows, actor.language), near: searched };
}
