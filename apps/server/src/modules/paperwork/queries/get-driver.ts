import type { TripDriverResponse } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import type { PaperworkDeps } from '../deps.js';
import { isClosed } from '../policy.js';
import { presentDriver, type EffectiveDriver } from '../present.js';
import * as repo from '../repository.js';
import type { Trip } from '../trip-port.js';

/** The trip's driver: the one the truck's side named, else the truck's owner when a driver account. */
export async function driverOfTrip(
  deps: Pick<PaperworkDeps, 'db'>,
  trip: Trip,
): Promise<EffectiveDriver | null> {
  const [row, link] = await Promise.all([
    repo.driverOf(deps.db, trip.scheduleId),
    repo.liveLinkOf(deps.db, trip.scheduleId),
  ]);
  if (row) {
    return {
      name: row.name,
      mobile: row.mobile,
      hasAccount: row.driver_user_id !== null,
      self: false,
      assignedAt: row.assigned_at,
      linkExpiresAt: link?.expires_at ?? null,
    };
  }
  if (trip.truckOwner.role !== 'driver') return null;
  return {
    name: trip.truckOwner.name,
    mobile: trip.truckOwner.mobile,
    hasAccount: true,
    self: true,
    assignedAt: null,
    linkExpiresAt: null,
  };
}

/** GET tripDriver: either party reads who drives; the truck's side may name them. */
export async function getTripDriver(
  deps: PaperworkDeps,
  actor: Actor,
  scheduleId: number,
): Promise<TripDriverResponse> {
  const trip = await deps.trips.forParty(actor, scheduleId);
  const driver = await driverOfTrip(deps, trip);
  return { data: driver && presentDriver(driver), can_assign: trip.side === 'truck' && !isClosed(trip) };
}
