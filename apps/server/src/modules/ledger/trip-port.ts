import { sql } from 'drizzle-orm';
import { SCHEDULE_STATUS, type ScheduleDetail, type Terms } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import type { Actor } from '../../lib/actor.js';
import { holdTrip, type Trade } from '../trade/index.js';

/**
 * Everything the ledger needs from a trip, behind one interface (as tracking's and the
 * paperwork's ports, decisions 039 and 040): the trip belongs to the trade module, and this file
 * is the only one here that knows where trips live.
 */
export interface TripMoneyFacts {
  scheduleId: number;
  loadOwnerId: number;
  truckOwnerId: number;
  /** The agreed amount, whole rupees. */
  amount: number;
  /** The terms as agreed at booking; null when the listing had none. */
  terms: Terms | null;
  /** When the lorry receipt came (the advance falls due); null before. */
  lrAt: Date | null;
  /** When the proof of delivery came; null before. */
  deliveredAt: Date | null;
  cancelled: boolean;
}

export interface TripPort {
  /** The trip as one of its parties sees it, with their side; anyone else: 404 (the trade's). */
  forParty(actor: Actor, scheduleId: number): Promise<TripMoneyFacts & { side: 'load' | 'truck' }>;
  /**
   * Trips with terms whose lorry receipt or proof of delivery came after `since`, not cancelled:
   * the ones whose advance or balance may fall due (the daily pass), with their route and truck.
   */
  withDues(db: DbOrTx, since: Date): Promise<(TripMoneyFacts & TripLabel)[]>;
  /**
   * In a transaction of the ledger: holds the trip's row until it ends (a call-off waits for it,
   * decision 054) and answers whether the trip is cancelled as of the lock.
   */
  cancelledUnderLock(tx: DbOrTx, scheduleId: number): Promise<boolean>;
}

/** What a notification about the trip names. */
export interface TripLabel {
  pickupLoc: string;
  deliveryLoc: string;
  regNumber: string;
}

const date = (value: Date | string | null) => (value ? new Date(value) : null);

const fromDetail = (trip: ScheduleDetail) => ({
  scheduleId: Number(trip.schedule_id),
  loadOwnerId: Number(trip.load_owner.users_id),
  truckOwnerId: Number(trip.truck_owner.users_id),
  amount: trip.amount,
  terms: trip.terms ?? null,
  lrAt: date(trip.in_transit_at),
  deliveredAt: date(trip.delivered_at),
  cancelled: trip.schedules_status === SCHEDULE_STATUS.cancelled,
  side: trip.your_side,
});

export function createTripPort(trade: Trade): TripPort {
  return {
    // The trade's own detail: its policy (parties only, else 404) is the one used.
    forParty: async (actor, scheduleId) =>
      fromDetail(await trade.queries.tripDetail(actor, { schedule_id: scheduleId })),

    cancelledUnderLock: async (tx, scheduleId) =>
      (await holdTrip(tx, scheduleId)) === Number(SCHEDULE_STATUS.cancelled),

    // The trips and trucks the trade publishes for other modules (views of migrations 0020, 0032).
    async withDues(db, since) {
      const found = await rows<{
        id: string;
        load_owner_id: string;
        truck_owner_id: string;
        amount: number;
        terms: Terms;
        lr_at: Date | string | null;
        delivered_at: Date | string | null;
        pickup_loc: string;
        delivery_loc: string;
        reg_number: string;
      }>(
        db,
        sql`SELECT s.id, s.load_owner_id, s.truck_owner_id, s.amount, s.terms, s.lr_at, s.delivered_at,
                   s.pickup_loc, s.delivery_loc, t.reg_number
            FROM trade_trips s JOIN trade_trucks t ON t.id = s.truck_id
            WHERE s.terms IS NOT NULL AND NOT s.cancelled
              AND (s.lr_at >= ${since.toISOString()}::timestamptz
                   OR s.delivered_at >= ${since.toISOString()}::timestamptz)
            ORDER BY s.id`,
      );
      return found.map((row) => ({
        scheduleId: Number(row.id),
        loadOwnerId: Number(row.load_owner_id),
        truckOwnerId: Number(row.truck_owner_id),
        amount: Number(row.amount),
        terms: row.terms,
        lrAt: date(row.lr_at),
        deliveredAt: date(row.delivered_at),
        cancelled: false,
        pickupLoc: row.pickup_loc,
        deliveryLoc: row.delivery_loc,
        regNumber: row.reg_number,
      }));
    },
  };
}
