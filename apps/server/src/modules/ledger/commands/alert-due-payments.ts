import { TERMS_LIMITS } from '@lorrybazaar/contract';
import type { LedgerContext } from '../context.js';
import * as repo from '../ledger.repository.js';
import { advanceAmount, dueAt, stageOf, totalsOf, type Part } from '../policy.js';
import { sumsOf } from '../queries/trip-money.js';
import type { TripLabel, TripMoneyFacts } from '../trip-port.js';

const DAY_MS = 86_400_000;
/** A pass looks back over the longest balance term and a week more (a pass that did not run). */
const LOOK_BACK_DAYS = TERMS_LIMITS.balanceDaysMax + 7;

/** The parts of a trip that a pass may tell of now, with their stage and amount still owed. */
function partsToTell(trip: TripMoneyFacts, lines: Parameters<typeof sumsOf>[0], now: Date) {
  const { paid, outstanding } = totalsOf(trip.amount, sumsOf(lines));
  const advance = advanceAmount(trip.amount, trip.terms);
  const parts: { part: Part; amount: number }[] = [
    ...(advance !== null && paid < advance ? [{ part: 'advance' as const, amount: advance - paid }] : []),
    ...(outstanding > 0 ? [{ part: 'balance' as const, amount: outstanding }] : []),
  ];
  return parts.flatMap(({ part, amount }) => {
    const due = dueAt(part, trip);
    const stage = due && stageOf(due, now);
    return due && stage ? [{ part, amount, due, stage }] : [];
  });
}

/**
 * One pass (docs/decisions/048): each trip's advance (due at the lorry receipt) and balance (due
 * `balance_days` after the proof of delivery) not settled by confirmed lines is told to both
 * parties on its due day (`payment.due`) and from the day after (`payment.overdue`), once each:
 * a claim row per trip, part and stage, so two processes or a repeated pass never tell twice.
 * Then the days to pay made more than a day ago are made again (the 180 days slide).
 */
export async function alertDuePayments(ctx: LedgerContext): Promise<number> {
  const now = ctx.clock.now();
  const trips = await ctx.trips.withDues(ctx.db, new Date(now.getTime() - LOOK_BACK_DAYS * DAY_MS));
  const lines = await repo.linesOfTrips(
    ctx.db,
    trips.map((trip) => trip.scheduleId),
  );
  let told = 0;
  for (const trip of trips) {
    for (const { part, amount, due, stage } of partsToTell(trip, lines.get(trip.scheduleId) ?? [], now)) {
      if (!(await repo.claimAlert(ctx.db, { scheduleId: trip.scheduleId, part, stage, at: now }))) continue;
      await ctx.notifications.notify(
        [trip.loadOwnerId, trip.truckOwnerId].map((userId) => ({
          userId,
          type: stage === 'due' ? ('payment.due' as const) : ('payment.overdue' as const),
          data: dataOf(trip, { part, amount, due }),
        })),
      );
      told += 1;
    }
  }
  for (const userId of await repo.stalePayers(ctx.db, new Date(now.getTime() - DAY_MS)))
    await ctx.db.transaction((tx) => repo.refreshPayer(tx, userId, now));
  return told;
}

const dataOf = (trip: TripMoneyFacts & TripLabel, o: { part: Part; amount: number; due: Date }) => ({
  schedule_id: String(trip.scheduleId),
  part: o.part,
  amount: o.amount,
  due_at: o.due.toISOString(),
  pickupLoc: trip.pickupLoc,
  deliveryLoc: trip.deliveryLoc,
  regNumber: trip.regNumber,
});
