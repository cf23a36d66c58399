import { sql } from 'drizzle-orm';
import { SCHEDULE_STATUS, type ScheduleDetail } from '@lorrybazaar/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { idArray } from '../../db/sql.js';
import type { Actor } from '../../lib/actor.js';
import type { PlaceRef } from '../reference/place-points.js';
import { holdTrip, type Trade } from '../trade/index.js';

/**
 * Everything tracking needs from a trip, behind one interface (decision 040): the trip belongs to
 * another module, so this file is the only one here that knows where trips live. At a change of
 * that module only this file changes.
 */

/** Where a trip is. `cancelled` (decision 045) takes no check-ins, positions or links. */
export type TripStatus = 'scheduled' | 'in_transit' | 'delivered' | 'cancelled';

export interface TripFacts {
  scheduleId: number;
  loadOwnerId: number;
  truckOwnerId: number;
  /** The places as stored ("Nagpur, Maharashtra"), with the load's PIN code when it has one. */
  pickup: PlaceRef;
  delivery: PlaceRef;
  /** YYYY-MM-DD, India. */
  pickupDate: string;
  status: TripStatus;
  deliveredAt: Date | null;
  vehicleReg: string;
}

export interface TripPort {
  /** The trip as one of its two parties sees it, with their side; anyone else: 404. */
  forParty(actor: Actor, scheduleId: number): Promise<TripFacts & { side: 'load' | 'truck' }>;
  /** The trip by id, for a tracking link (no viewer); undefined when there is none. */
  byId(scheduleId: number): Promise<TripFacts | undefined>;
  /**
   * In a transaction of this module: holds the trip's row until it ends (a call-off waits for it,
   * or it waits for the call-off; decision 054) and answers the status as of then.
   */
  hold(tx: DbOrTx, scheduleId: number): Promise<TripStatus | undefined>;
  /** Of these trips, the ids of those delivered before `before` (their positions go). */
  deliveredBefore(scheduleIds: number[], before: Date): Promise<number[]>;
}

const STATUS_OF: Record<string, TripStatus> = {
  [SCHEDULE_STATUS.scheduled]: 'scheduled',
  [SCHEDULE_STATUS.inTransit]: 'in_transit',
  [SCHEDULE_STATUS.delivered]: 'delivered',
};
const statusOf = (code: string | number): TripStatus => STATUS_OF[String(code)] ?? 'cancelled';

const fromDetail = (trip: ScheduleDetail): TripFacts & { side: 'load' | 'truck' } => ({
  scheduleId: Number(trip.schedule_id),
  loadOwnerId: Number(trip.load_owner.users_id),
  truckOwnerId: Number(trip.truck_owner.users_id),
  pickup: { place: trip.pickup_loc, pin: trip.pickup_pin },
  delivery: { place: trip.delivery_loc, pin: trip.delivery_pin },
  pickupDate: trip.pickupDate,
  status: statusOf(trip.schedules_status),
  deliveredAt: trip.delivered_at ? new Date(trip.delivered_at) : null,
  vehicleReg: trip.vehicle_reg,
  side: trip.your_side === 'truck' ? 'truck' : 'load',
});

export function createTripPort(deps: { db: Db; trade: Trade }): TripPort {
  const { db, trade } = deps;
  return {
    // The trade's own detail: its policy (parties only, else 404) is the one used.
    forParty: async (actor, scheduleId) =>
      fromDetail(await trade.queries.tripDetail(actor, { schedule_id: scheduleId })),

    // A trip by id without a viewer, and the delivered times of many trips: from the trips and
    // trucks the trade publishes for other modules (views of migration 0020, decision 033).

    async byId(scheduleId) {
      const [row] = await rows<{
        id: string;
        load_owner_id: string;
        truck_owner_id: string;
        status: number;
        trip_date: string;
        delivered_at: Date | string | null;
        pickup_loc: string;
        delivery_loc: string;
        pickup_pin: string | null;
        delivery_pin: string | null;
        reg_number: string;
      }>(
        db,
        sql`SELECT s.id, s.load_owner_id, s.truck_owner_id, s.status::int AS status,
                   to_char(s.trip_date, 'YYYY-MM-DD') AS trip_date, s.delivered_at,
                   s.pickup_loc, s.delivery_loc, s.pickup_pin, s.delivery_pin, t.reg_number
            FROM trade_trips s JOIN trade_trucks t ON t.id = s.truck_id
            WHERE s.id = ${scheduleId}`,
      );
      if (!row) return undefined;
      return {
        scheduleId: Number(row.id),
        loadOwnerId: Number(row.load_owner_id),
        truckOwnerId: Number(row.truck_owner_id),
        pickup: { place: row.pickup_loc, pin: row.pickup_pin },
        delivery: { place: row.delivery_loc, pin: row.delivery_pin },
        pickupDate: row.trip_date,
        status: statusOf(row.status),
        deliveredAt: row.delivered_at ? new Date(row.delivered_at) : null,
        vehicleReg: row.reg_number,
      };
    },

    async hold(tx, scheduleId) {
      const status = await holdTrip(tx, scheduleId);
      return status === undefined ? undefined : statusOf(status);
    },

    async deliveredBefore(scheduleIds, before) {
      if (!scheduleIds.length) return [];
      const found = await rows<{ id: string }>(
        db,
        sql`SELECT id FROM trade_trips
            WHERE id = ANY(${idArray(scheduleIds)})
              AND delivered AND delivered_at < ${before.toISOString()}::timestamptz`,
      );
      return found.map((row) => Number(row.id));
    },
  };
}
