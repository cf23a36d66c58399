import {
  SCHEDULE_CODES,
  type DateFilter,
  type LoadSchedule,
  type ScheduleDetail,
  type TruckSchedule,
} from '@lorrybazaar/contract';
import { assertSelf, type Actor } from '../../../lib/actor.js';
import { notFound } from '../../../lib/http-error.js';
import { daysBefore, indiaDayStart, todayInIndia } from '../../../lib/india-day.js';
import type { TradeContext } from '../context.js';
import { tripSideOf } from '../policy.js';
import { loadScheduleRow, truckScheduleRow, tripDetail as present } from '../present.js';
import * as trips from '../sql/trips.js';

/**
 * The first instant a date filter keeps, counted in whole days of India: the start (00:00 IST)
 * of the day one day, 30 days, 6 months or a year before today.
 */
export function filterStart(filter: DateFilter | null, now: Date): string | null {
  if (!filter) return null;
  const by = {
    last_day: { days: 1 },
    last_30_days: { days: 30 },
    last_6_months: { months: 6 },
    last_year: { years: 1 },
  }[filter];
  return indiaDayStart(daysBefore(todayInIndia(now), by));
}

/** loadschedules: trips of the caller's loads, newest booking first. */
export async function loadTrips(
  ctx: TradeContext,
  actor: Actor,
  query: { users_id: number | null; date_filter: DateFilter | null },
): Promise<LoadSchedule[]> {
  assertSelf(query.users_id, actor.userId);
  const since = filterStart(query.date_filter, ctx.clock.now());
  const records = await trips.listTrips(ctx.db, actor.userId, 'load', since, actor.language);
  return records.map((record) => loadScheduleRow(record, actor.userId));
}

/** GET truckschedules: trips of the caller's trucks, newest booking first. */
export async function truckTrips(
  ctx: TradeContext,
  actor: Actor,
  query: { user_id: number | null; date_filter: DateFilter | null },
): Promise<TruckSchedule[]> {
  assertSelf(query.user_id, actor.userId);
  const since = filterStart(query.date_filter, ctx.clock.now());
  const records = await trips.listTrips(ctx.db, actor.userId, 'truck', since, actor.language);
  return records.map((record) => truckScheduleRow(record, actor.userId));
}

/** scheduleDetails (and the answer of an accept or a trip paper): the trip as one of its two parties sees it; anyone else 404. */
export async function tripDetail(
  ctx: TradeContext,
  actor: Actor,
  query: { schedule_id: number },
): Promise<ScheduleDetail> {
  const record = await trips.findTrip(ctx.db, query.schedule_id, actor.language);
  const side =
    record &&
    tripSideOf(
      { load_owner_id: Number(record.load_owner_id), truck_owner_id: Number(record.truck_owner_id) },
      actor.userId,
    );
  if (!record || !side) throw notFound(SCHEDULE_CODES.scheduleNotFound);
  const people = await trips.parties(ctx.db, [Number(record.load_owner_id), Number(record.truck_owner_id)]);
  // Links only now, after the policy above: the viewer is a party of this trip (docs/api.md, Files).
  const files = await trips.fileRecords(
    ctx.db,
    [record.lr_file_id, record.pod_file_id].filter((id): id is string => id !== null),
  );
  return present({ record, side, people, files }, actor, ctx.files.link);
}
