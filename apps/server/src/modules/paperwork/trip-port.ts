/**
 * Everything the paperwork needs from a trip, behind one small interface: the trip belongs to
 * the trade module (decision 033), and this file is the only place that knows how to reach it. The rest of the paperwork module sees a `Trip` and four calls.
 *
 * What the port needs of the trip's module (docs/decisions/039-trip-paperwork.md):
 * - `forParty`: a trip as one of its two parties sees it, 404 for anyone else;
 * - `byId`: the same trip read without a party (the driver's page, the e-way bill job);
 * - `attach`: "this stored file is the trip's LR / POD", with that module's rules (an LR moves a
 *   booked trip to in transit, a POD an in-transit trip to delivered; nothing after delivery);
 * - `distanceKm`: the road distance of the trip's route, for the e-way bill check (the reference
 *   module's place points, decision 040; null when a place has no point).
 */
import { sql } from 'drizzle-orm';
import {
  SCHEDULE_STATUS,
  roleFromUserTypeId,
  type Language,
  type Role,
  type ScheduleDetail,
} from '@lorrybazaar/contract';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import type { Actor } from '../../lib/actor.js';

/**
 * Where a trip stands. 'cancelled' is for trips a party calls off (a later feature): it takes no
 * LR and no POD, and any status this file does not know reads as it, so an unknown state is
 * closed rather than open.
 */
export type TripStatus = 'scheduled' | 'in_transit' | 'delivered' | 'cancelled';

export interface TripParty {
  userId: number;
  /** The shown name: the person's name, else the company. */
  name: string;
  company: string | null;
  mobile: string;
  role: Role | null;
}

export interface Trip {
  scheduleId: number;
  status: TripStatus;
  loadOwner: TripParty;
  truckOwner: TripParty;
  vehicleReg: string;
  pickupLoc: string;
  deliveryLoc: string;
  /** YYYY-MM-DD, the load's pickup day. */
  pickupDate: string;
  /** The agreed amount, whole rupees. */
  amount: number;
  materialsName: string;
  /** The trip's LR file (a party's upload, or an issued note's PDF); null when none is on the trip. */
  lorryReceipt: TripFile | null;
  /** ISO 8601 of the POD, null until delivered. */
  deliveredAt: string | null;
  /** Road distance of the route, km; null while no distance is known. */
  distanceKm: number | null;
}

/** A file on the trip, without its links (those are signed for one party's session). */
export interface TripFile {
  fileId: string;
  name: string;
  contentType: string;
  /** ISO 8601 of the attaching. */
  uploadedAt: string;
}

export type TripSide = 'load' | 'truck';

export interface TripPort {
  /** The trip and the caller's side of it; 404 (that module's) for anyone not a party. */
  forParty(actor: Actor, scheduleId: number): Promise<Trip & { side: TripSide }>;
  /** The trip by id, texts in `language`; null when there is none. */
  byId(scheduleId: number, language: Language): Promise<Trip | null>;
  /** Attaches a stored file (owned by `by`) as the trip's lorry receipt or proof of delivery. */
  attach(
    by: Actor,
    which: 'lorry_receipt' | 'proof_of_delivery',
    scheduleId: number,
    fileId: string,
  ): Promise<void>;
}

const STATUS: Record<string, TripStatus> = {
  [SCHEDULE_STATUS.scheduled]: 'scheduled',
  [SCHEDULE_STATUS.inTransit]: 'in_transit',
  [SCHEDULE_STATUS.delivered]: 'delivered',
};

type Detail = ScheduleDetail;

const partyOf = (party: Detail['load_owner']): TripParty => ({
  userId: Number(party.users_id),
  name: party.users_name,
  company: party.company,
  mobile: party.mobile,
  role: roleFromUserTypeId(party.user_types_id),
});

function tripOf(detail: Detail, distanceKm: number | null): Trip {
  return {
    scheduleId: Number(detail.schedule_id),
    status: STATUS[detail.schedules_status] ?? 'cancelled',
    loadOwner: partyOf(detail.load_owner),
    truckOwner: partyOf(detail.truck_owner),
    vehicleReg: detail.vehicle_reg,
    pickupLoc: detail.pickup_loc,
    deliveryLoc: detail.delivery_loc,
    pickupDate: detail.pickupDate,
    amount: detail.amount,
    materialsName: detail.materials_name,
    lorryReceipt: detail.lorry_receipt && {
      fileId: detail.lorry_receipt.file_id,
      name: detail.lorry_receipt.name,
      contentType: detail.lorry_receipt.content_type,
      uploadedAt: detail.lorry_receipt.uploaded_at,
    },
    deliveredAt: detail.delivered_at,
    distanceKm,
  };
}

/**
 * The one party of a trip whose view `byId` borrows, read from the trips the trade publishes
 * (the `trade_trips` view, migration 0020).
 */
async function loadOwnerOf(db: DbOrTx, scheduleId: number) {
  const [row] = await rows<{ user_id: string; user_type_id: number }>(
    db,
    sql`SELECT s.load_owner_id AS user_id, u.user_type_id::int AS user_type_id
        FROM trade_trips s JOIN users u ON u.id = s.load_owner_id WHERE s.id = ${scheduleId}`,
  );
  return row;
}

/** The port on the trade module (`app.trade`). */
export function tradeTripPort(app: FastifyInstance): TripPort {
  /** The trip with its route's road distance (the stored place texts name the districts). */
  const withDistance = async (detail: Detail) =>
    tripOf(
      detail,
      await app.reference.distanceKm({ place: detail.pickup_loc }, { place: detail.delivery_loc }),
    );
  return {
    async forParty(actor, scheduleId) {
      const detail = await app.trade.queries.tripDetail(actor, { schedule_id: scheduleId });
      return { ...(await withDistance(detail)), side: detail.your_side };
    },
    async byId(scheduleId, language) {
      const owner = await loadOwnerOf(app.db, scheduleId);
      const role = owner && roleFromUserTypeId(owner.user_type_id);
      if (!owner || !role) return null;
      return withDistance(
        await app.trade.queries.tripDetail(
          { userId: Number(owner.user_id), role, language },
          { schedule_id: scheduleId },
        ),
      );
    },
    async attach(by, which, scheduleId, fileId) {
      await app.trade.commands.attachTripDocument(by, {
        which,
        schedule_id: scheduleId,
        file_id: fileId,
        user_id: null,
      });
    },
  };
}
