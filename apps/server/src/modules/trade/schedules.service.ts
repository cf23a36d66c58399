import {
  BID_KIND,
  LOAD_STATUS,
  POSTING_STATUS,
  SCHEDULE_CODES,
  todayInIndia,
  type DateFilter,
  type LoadSchedule,
  type LoadScheduleInput,
  type ScheduleDetail,
  type ScheduleParty,
  type TripDocument,
  type TruckSchedule,
  type TruckScheduleInput,
} from '@lorrybazaar/contract';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { indiaDayStart, todayOf } from '../../lib/india-day.js';
import { assertSelf, isUniqueViolation } from '../../lib/policy.js';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { roleName } from '../../lib/i18n.js';
import { KIND, bidSubject, otherParty, type BidsService, type KindCode } from './bids.service.js';
import type { Events } from '../../plugins/app/events.js';
import type { FilesService } from '../files/files.service.js';
import * as repo from './schedules.repository.js';

const BOOKED_LOAD = Number(LOAD_STATUS.booked);
const BOOKED_POSTING = Number(POSTING_STATUS.booked);

/**
 * The first instant a date filter keeps, counted in whole days of India: the start
 * (00:00 IST) of the day one day, 30 days, 6 months or a year before today. A month that is too
 * short keeps its last day (31 August − 6 months → 28/29 February).
 */
export function filterStart(filter: DateFilter | null, now: Date): string | null {
  if (!filter) return null;
  const [y, m, d] = todayInIndia(now).split('-').map(Number) as [number, number, number];
  const shift = (years: number, months: number, days: number) => {
    const targetMonth = new Date(Date.UTC(y + years, m - 1 + months, 1));
    const lastDay = new Date(
      Date.UTC(targetMonth.getUTCFullYear(), targetMonth.getUTCMonth() + 1, 0),
    ).getUTCDate();
    const date = new Date(
      Date.UTC(targetMonth.getUTCFullYear(), targetMonth.getUTCMonth(), Math.min(d, lastDay) - days),
    );
    return date.toISOString().slice(0, 10);
  };
  const day = {
    last_day: () => shift(0, 0, 1),
    last_30_days: () => shift(0, 0, 30),
    last_6_months: () => shift(0, -6, 0),
    last_year: () => shift(-1, 0, 0),
  }[filter]();
  return indiaDayStart(day);
}

const kindName = (code: number) => (code === KIND.onLoad ? BID_KIND.onLoad : BID_KIND.onTruck);

/** What both schedule list rows share. */
function summary(record: repo.ScheduleRecord, viewerId: number) {
  const mineAsLoadOwner = Number(record.load_owner_id) === viewerId;
  return {
    schedule_id: record.schedule_id,
    schedules_status: String(record.status),
    amount: record.amount,
    pickupDate: record.pickup_date,
    materials_name: record.materials_name,
    truck_types_name: record.truck_types_name,
    truck_capacities_name: record.truck_capacities_name,
    loads_id: record.loads_id,
    truck_id: record.truck_id,
    bid_id: record.bid_id,
    bid_kind: kindName(record.bid_kind),
    other_name: mineAsLoadOwner ? record.truck_owner_name : record.load_owner_name,
    createdAt: record.created_at,
    has_lorry_receipt: record.lr_file_id !== null,
    has_proof_of_delivery: record.pod_file_id !== null,
  };
}

export interface AcceptRequest {
  bidId: number | null;
  loadId: number | null;
  truckId: number | null;
  /** Must be the caller (insertLoadSchedule) or a party of the bid (truckschedules, below). */
  userId: number | null;
  /** A party of the bid, if sent. */
  usersId: number | null;
  /**
   * Older clients of truckschedules send the other party of the bid as `user_id`: it may name
   * either party (the caller is still the session user, and a third party is still 403).
   */
  userIdMayNameOtherParty?: boolean;
}

export const acceptRequestOfLoadSchedule = (body: LoadScheduleInput): AcceptRequest => ({
  bidId: body.bid_id ?? body.bidsTruck_id,
  loadId: body.loads_id,
  truckId: body.truck_id ?? body.trucks_id,
  userId: body.user_id,
  usersId: body.users_id,
});

export const acceptRequestOfTruckSchedule = (body: TruckScheduleInput): AcceptRequest => ({
  bidId: body.bid_id ?? body.bidsLoad_id,
  loadId: body.loads_id,
  truckId: body.trucks_id ?? body.truck_id,
  userId: body.user_id,
  usersId: body.users_id,
  userIdMayNameOtherParty: true,
});

export function createSchedulesService(deps: {
  db: Db;
  clock: Clock;
  files: FilesService;
  bids: BidsService;
  events: Events;
}) {
  const { db, clock, files, bids, events } = deps;

  // ---------------------------------------------------------------- accept

  /**
   * Accept a bid: one transaction that locks the load, then the truck, then the posting (always
   * in this order, so two accepts cannot deadlock), then the bid; re-checks everything under the
   * locks; and books one truck of the load (docs/decisions/017). A racing accept of another bid
   * on the same load, truck or posting waits for the locks, then finds the load's last truck,
   * the truck's day or the posting booked: 409. The same bid accepted twice answers the schedule.
   */
  async function accept(actor: Actor, kind: KindCode, request: AcceptRequest) {
    if (!request.userIdMayNameOtherParty) assertSelf(request.userId, actor.userId);
    const day = todayOf(clock);

    const found = await bids.findToAccept(kind, request, day, actor.language);
    const parties =
      found && found.kind === kind
        ? { bidder_id: Number(found.bidder_id), owner_id: Number(found.owner_id) }
        : undefined;
    const side = bids.assertParty(parties, actor.userId);
    const bid = found!;
    const namedParties = [request.usersId, request.userIdMayNameOtherParty ? request.userId : null];
    for (const named of namedParties) {
      if (named !== null && named !== parties!.bidder_id && named !== parties!.owner_id) {
        throw forbidden('errors.forbidden');
      }
    }
    if (
      (request.loadId !== null && String(request.loadId) !== bid.loads_id) ||
      (request.truckId !== null && String(request.truckId) !== bid.truck_id)
    ) {
      throw badRequest(SCHEDULE_CODES.bidMismatch);
    }
    if (bid.schedule_id !== null) return { scheduleId: Number(bid.schedule_id), repeated: true };

    const loadId = Number(bid.loads_id);
    const truckId = Number(bid.truck_id);
    try {
      const accepted = await db.transaction(async (tx) => {
        const { load, truck, posting, locked } = await bids.lockForAccept(tx, bid, day);

        // The same bid accepted meanwhile (a double click, a retry): its schedule.
        const existing = await repo.scheduleOfBid(tx, locked.id);
        if (existing !== undefined) return { scheduleId: existing, repeated: true };
        // Every truck of the load booked (racing accepts queue on the load's lock above).
        if (load.status === BOOKED_LOAD || load.trucks_open < 1) throw conflict(SCHEDULE_CODES.alreadyBooked);
        if (kind === KIND.onTruck && posting?.status === BOOKED_POSTING) {
          throw conflict(SCHEDULE_CODES.alreadyBooked);
        }
        bids.assertTurn(locked, side);
        if (await bids.truckBusyOn(tx, truck.id, load.pickup_date)) throw conflict(SCHEDULE_CODES.truckBusy);
        await bids.assertDriverMayAct(tx, actor, false);

        const at = clock.now();
        const bookedPosting =
          posting && posting.status !== BOOKED_POSTING && posting.live ? posting : undefined;
        const scheduleId = await repo.insertSchedule(tx, {
          bidId: locked.id,
          loadId,
          truckId,
          postingId: bookedPosting?.id ?? null,
          loadOwnerId: load.user_id,
          truckOwnerId: truck.user_id,
          amount: locked.current_amount,
          tripDate: load.pickup_date,
          at,
        });
        await bids.markAccepted(tx, locked.id, at);
        const loadFull = await repo.bookTruckOfLoad(tx, loadId);
        if (bookedPosting) await repo.bookPosting(tx, bookedPosting.id, truckId);
        await repo.closeCompetitors(tx, {
          bidId: locked.id,
          loadId: loadFull ? loadId : null,
          postingId: bookedPosting?.id ?? null,
          truckId,
          tripDate: load.pickup_date,
          at,
        });
        return { scheduleId, repeated: false, amount: locked.current_amount };
      });
      if (!accepted.repeated) {
        events.publish({
          type: 'bid.accepted',
          ...bidSubject(bid),
          schedule_id: accepted.scheduleId,
          amount: accepted.amount!,
          by: actor.userId,
          recipients: [otherParty(bid, actor.userId)],
        });
      }
      return { scheduleId: accepted.scheduleId, repeated: accepted.repeated };
    } catch (error) {
      // The constraints back the locks up: whatever slipped past them is a lost race.
      if (isUniqueViolation(error, 'schedules_truck_day')) throw conflict(SCHEDULE_CODES.truckBusy);
      for (const constraint of [
        'loads_trucks_booked_check',
        'schedules_one_per_posting',
        'schedules_one_per_bid',
      ]) {
        if (isUniqueViolation(error, constraint)) throw conflict(SCHEDULE_CODES.alreadyBooked);
      }
      throw error;
    }
  }

  // ---------------------------------------------------------------- lists and detail

  async function loadSchedules(
    actor: Actor,
    query: { users_id: number | null; date_filter: DateFilter | null },
  ) {
    assertSelf(query.users_id, actor.userId);
    const since = filterStart(query.date_filter, clock.now());
    const records = await repo.listSchedules(db, actor.userId, 'load', since, actor.language);
    return records.map((record): LoadSchedule => ({
      schedules_date: record.booked_on,
      pickup_loc: record.pickup_loc,
      delivery_loc: record.delivery_loc,
      vehicle_reg: record.vehicle_reg,
      ...summary(record, actor.userId),
    }));
  }

  async function truckSchedules(
    actor: Actor,
    query: { user_id: number | null; date_filter: DateFilter | null },
  ) {
    assertSelf(query.user_id, actor.userId);
    const since = filterStart(query.date_filter, clock.now());
    const records = await repo.listSchedules(db, actor.userId, 'truck', since, actor.language);
    return records.map((record): TruckSchedule => ({
      truckSchedules_date: record.booked_on,
      vehicle_reg: record.vehicle_reg,
      pickup_loc: record.pickup_loc,
      delivery_loc: record.delivery_loc,
      ...summary(record, actor.userId),
    }));
  }

  /** The trip as one of its two parties sees it; anyone else: 404. */
  async function detail(actor: Actor, scheduleId: number): Promise<ScheduleDetail> {
    const record = await repo.findSchedule(db, scheduleId, actor.language);
    const yourSide =
      record && Number(record.load_owner_id) === actor.userId
        ? 'load'
        : record && Number(record.truck_owner_id) === actor.userId
          ? 'truck'
          : null;
    if (!record || !yourSide) throw notFound(SCHEDULE_CODES.scheduleNotFound);

    const people = await repo.parties(db, [Number(record.load_owner_id), Number(record.truck_owner_id)]);
    const party = (id: string): ScheduleParty => {
      const row = people.get(id)!;
      return {
        users_id: row.users_id,
        users_name: row.users_name,
        company: row.company,
        user_types_id: String(row.user_type_id),
        user_types_name: roleName(row.user_type_id, actor.language),
        mobile: row.mobile,
      };
    };
    // Links only now, after the policy above: the viewer is a party of this trip (docs/api.md, Files).
    const stored = await repo.fileRecords(
      db,
      [record.lr_file_id, record.pod_file_id].filter((id): id is string => id !== null),
    );
    const document = (fileId: string | null, by: string | null, at: string | null): TripDocument | null => {
      const file = fileId ? stored.get(fileId) : undefined;
      if (!fileId || !file) return null;
      return {
        file_id: fileId,
        name: file.name,
        content_type: file.content_type,
        size: file.size,
        uploaded_at: at ?? '',
        uploaded_by: by ?? '',
        view_url: files.link(fileId, actor.userId),
        download_url: files.link(fileId, actor.userId, { download: true }),
      };
    };

    return {
      schedule_id: record.schedule_id,
      schedules_status: String(record.status),
      your_side: yourSide,
      amount: record.amount,
      schedules_date: record.booked_on,
      createdAt: record.created_at,
      pickupDate: record.pickup_date,
      pickup_loc: record.pickup_loc,
      delivery_loc: record.delivery_loc,
      materials_name: record.materials_name,
      load_capacities_name: record.load_capacities_name,
      no_of_trucks: record.no_of_trucks,
      comments: record.comments,
      vehicle_reg: record.vehicle_reg,
      truck_types_name: record.truck_types_name,
      truck_capacities_name: record.truck_capacities_name,
      loads_id: record.loads_id,
      truck_id: record.truck_id,
      bid_id: record.bid_id,
      bid_kind: kindName(record.bid_kind),
      load_owner: party(record.load_owner_id),
      truck_owner: party(record.truck_owner_id),
      lorry_receipt: document(record.lr_file_id, record.lr_uploaded_by, record.lr_uploaded_at),
      proof_of_delivery: document(record.pod_file_id, record.pod_uploaded_by, record.pod_uploaded_at),
      in_transit_at: record.lr_uploaded_at,
      delivered_at: record.pod_uploaded_at,
    };
  }

  // ---------------------------------------------------------------- LR and POD

  /**
   * Either party attaches the file they uploaded. Lorry receipt: scheduled → in transit (a new
   * one may replace it while in transit). Proof of delivery: in transit → delivered, once.
   */
  async function attach(
    actor: Actor,
    which: 'lorry_receipt' | 'proof_of_delivery',
    input: { schedule_id: number; file_id: string; user_id: number | null },
  ) {
    assertSelf(input.user_id, actor.userId);
    const trip = await db.transaction(async (tx) => {
      const trip = await repo.lockSchedule(tx, input.schedule_id);
      if (!trip || (trip.load_owner_id !== actor.userId && trip.truck_owner_id !== actor.userId)) {
        throw notFound(SCHEDULE_CODES.scheduleNotFound);
      }
      if (trip.status === repo.TRIP.delivered) throw conflict(SCHEDULE_CODES.delivered);
      if (which === 'proof_of_delivery' && trip.status === repo.TRIP.scheduled) {
        throw new HttpError(409, SCHEDULE_CODES.lrFirst);
      }
      // Nothing is delivered before it is picked up: the pickup day, on India's calendar.
      if (which === 'proof_of_delivery' && todayInIndia(clock.now()) < trip.trip_date) {
        throw conflict(SCHEDULE_CODES.beforePickup);
      }
      await files.assertOwned(tx, input.file_id, actor.userId, [which]);
      const at = clock.now();
      if (which === 'lorry_receipt')
        await repo.attachLorryReceipt(tx, trip.id, input.file_id, actor.userId, at);
      else await repo.attachProofOfDelivery(tx, trip.id, input.file_id, actor.userId, at);
      return trip;
    });
    events.publish({
      type: 'schedule.document_attached',
      schedule_id: trip.id,
      document: which,
      file_id: input.file_id,
      by: actor.userId,
      recipients: [trip.load_owner_id === actor.userId ? trip.truck_owner_id : trip.load_owner_id],
    });
    return detail(actor, input.schedule_id);
  }

  return { accept, loadSchedules, truckSchedules, detail, attach };
}

export type SchedulesService = ReturnType<typeof createSchedulesService>;
