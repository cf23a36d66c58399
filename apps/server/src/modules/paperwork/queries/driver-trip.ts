import { PAPERWORK_CODES, type DriverTrip, type Language } from '@lorrybazaar/contract';
import { notFound } from '../../../lib/http-error.js';
import type { PaperworkDeps } from '../deps.js';
import { mayDeliver } from '../policy.js';
import { presentEwayBills } from '../present.js';
import * as repo from '../repository.js';
import { readDriverLinkToken } from '../tokens.js';
import type { Trip, TripFile } from '../trip-port.js';
import { driverOfTrip } from './get-driver.js';

/**
 * The trip a driver's link opens: the link must be genuine (signed), current and not revoked
 * (a new driver revokes it). Anything else is 404, the same for a forged, an expired and an
 * old driver's link.
 */
export async function openDriverLink(deps: PaperworkDeps, token: string, language: Language) {
  const now = deps.clock.now();
  const id = readDriverLinkToken(deps.secret, token, now);
  const link = id ? await repo.linkById(deps.db, id) : undefined;
  if (!link || link.revoked_at !== null || Date.parse(link.expires_at) <= now.getTime()) {
    throw notFound(PAPERWORK_CODES.linkNotFound);
  }
  const trip = await deps.trips.byId(Number(link.schedule_id), language);
  if (!trip) throw notFound(PAPERWORK_CODES.linkNotFound);
  return { link, trip };
}

/**
 * The LR a party uploaded on the trip page (a photo or a PDF), when it is the trip's LR now: not
 * the PDF of a note issued here (the issued one the page shows as such; a cancelled one is not
 * the driver's paper).
 */
export async function uploadedLrOf(deps: PaperworkDeps, trip: Trip): Promise<TripFile | undefined> {
  const lr = trip.lorryReceipt;
  if (!lr || (await repo.isNotePdf(deps.db, trip.scheduleId, lr.fileId))) return undefined;
  return lr;
}

/** GET /public/driver/:token: the route, the day, whom to call, the papers, and whether the POD may be taken. */
export async function driverTrip(
  deps: PaperworkDeps,
  token: string,
  language: Language,
): Promise<DriverTrip> {
  const { link, trip } = await openDriverLink(deps, token, language);
  return driverTripOf(deps, trip, link.expires_at, token);
}

/** The driver's page of a trip opened with `token` (its file links go through that token). */
export async function driverTripOf(
  deps: PaperworkDeps,
  trip: Trip,
  expiresAt: string,
  token: string,
): Promise<DriverTrip> {
  const [note, driver, checkIns, uploaded] = await Promise.all([
    repo.currentNote(deps.db, trip.scheduleId),
    driverOfTrip(deps, trip),
    deps.checkIns.state(trip.scheduleId),
    uploadedLrOf(deps, trip),
  ]);
  const bills = note ? await repo.ewayBillsOf(deps.db, note.id) : [];
  const issued = note?.status === repo.NOTE.issued ? note : undefined;
  return {
    driver_name: driver?.name ?? '',
    pickup_loc: trip.pickupLoc,
    delivery_loc: trip.deliveryLoc,
    pickup_date: trip.pickupDate,
    vehicle_reg: trip.vehicleReg,
    materials_name: trip.materialsName,
    status: trip.status,
    contacts: [
      { role: 'load', name: trip.loadOwner.name, mobile: trip.loadOwner.mobile },
      { role: 'truck', name: trip.truckOwner.name, mobile: trip.truckOwner.mobile },
    ],
    lr: issued
      ? {
          lr_number: issued.lr_number!,
          issued_at: issued.issued_at!,
          consignor_name: issued.fields.consignor.name ?? '',
          consignee_name: issued.fields.consignee.name ?? '',
          consignee_address: [issued.fields.consignee.address, issued.fields.consignee.pin]
            .filter(Boolean)
            .join(' '),
          consignee_phone: issued.fields.consignee.phone,
        }
      : null,
    uploaded_lr: uploaded
      ? {
          name: uploaded.name,
          content_type: uploaded.contentType,
          uploaded_at: uploaded.uploadedAt,
          url: `/api/public/driver/${encodeURIComponent(token)}/uploadedLr`,
        }
      : null,
    eway_bills: presentEwayBills(bills, trip, note?.fields.odc ?? false),
    can_deliver: mayDeliver(trip, deps.clock.now()),
    delivered_at: trip.deliveredAt,
    expires_at: expiresAt,
    check_ins: checkIns,
  };
}
