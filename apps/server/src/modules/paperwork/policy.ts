/**
 * Who may do what with a trip's paperwork (docs/api.md, Paperwork). Being a party of the trip is
 * the port's check (404 otherwise); these come after it.
 */
import { PAPERWORK_CODES, todayInIndia } from '@lorrybazaar/contract';
import { conflict, forbidden } from '../../lib/http-error.js';
import type { Trip, TripSide } from './trip-port.js';

/** The driver, issuing and cancelling an LR: the truck's side only. */
export function assertTruckSide(side: TripSide): void {
  if (side !== 'truck') throw forbidden(PAPERWORK_CODES.truckSideOnly);
}

/** A delivered or cancelled trip takes no new paper: no note, no LR, no POD, no driver. */
export const isClosed = (trip: Pick<Trip, 'status'>) =>
  trip.status === 'delivered' || trip.status === 'cancelled';

export function assertOpen(trip: Pick<Trip, 'status'>): void {
  if (isClosed(trip)) throw conflict(PAPERWORK_CODES.tripClosed);
}

/** The driver's page may take the POD: in transit with an LR, from the pickup day (India) on. */
export const mayDeliver = (trip: Trip, now: Date) =>
  trip.status === 'in_transit' && trip.lorryReceipt !== null && todayInIndia(now) >= trip.pickupDate;
