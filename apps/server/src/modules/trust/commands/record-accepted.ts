import { capacityBand } from '@lorrybazaar/contract';
import type { TrustContext } from '../context.js';
import * as repo from '../trust.repository.js';

/** A booked trip's price joins its lane (heard from `bid.accepted`). */
export async function recordAccepted({ db, reference }: TrustContext, scheduleId: number) {
  const trip = await repo.acceptedTrip(db, scheduleId);
  if (!trip) return;
  const [pickup, delivery] = await Promise.all([
    reference.placeOf(trip.pickup_loc),
    reference.placeOf(trip.delivery_loc),
  ]);
  if (!pickup || !delivery) return;
  await repo.insertLanePrice(db, {
    scheduleId,
    loadOwnerId: Number(trip.load_owner_id),
    pickupStateId: pickup.stateId,
    pickupDistrictId: pickup.districtId,
    deliveryStateId: delivery.stateId,
    deliveryDistrictId: delivery.districtId,
    band: capacityBand(trip.tonnes),
    amount: trip.amount,
    acceptedAt: new Date(trip.created_at),
  });
}
