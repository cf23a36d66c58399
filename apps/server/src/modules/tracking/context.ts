import { TRACKING_CODES } from '@lorrybazaar/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-error.js';
import type { Events } from '../../plugins/app/events.js';
import type { ReferenceService } from '../reference/reference.service.js';
import type { TrackingActor } from './policy.js';
import type { TripFacts, TripPort } from './trip-port.js';

/** What every command and query of the module works with. */
export interface TrackingContext {
  db: Db;
  clock: Clock;
  trips: TripPort;
  reference: ReferenceService;
  events: Events;
}

/**
 * The trip an actor asks about: a party's (anyone else 404, the port's rule), or the one trip a
 * driver's link is for.
 */
export async function tripOfActor(
  ctx: TrackingContext,
  actor: TrackingActor,
  scheduleId: number,
): Promise<TripFacts> {
  if (actor.kind === 'party') return ctx.trips.forParty(actor, scheduleId);
  const trip = actor.scheduleId === scheduleId ? await ctx.trips.byId(scheduleId) : undefined;
  if (!trip) throw notFound(TRACKING_CODES.notFound);
  return trip;
}

/** Who acted, as events and rows name them: the user, or the truck's owner for a driver's link. */
export const actingUser = (actor: TrackingActor, trip: TripFacts) =>
  actor.kind === 'party' ? actor.userId : trip.truckOwnerId;
