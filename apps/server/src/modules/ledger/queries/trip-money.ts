import type { TripMoney, TripPaymentKind, TripPaymentLine } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import type { LedgerContext } from '../context.js';
import type { TripPaymentRow } from '../ledger.schema.js';
import * as repo from '../ledger.repository.js';
import { duesOf, totalsOf, type LineSum } from '../policy.js';
import type { TripMoneyFacts } from '../trip-port.js';

type Answer = LineSum['answer'];
const answerOf = (row: TripPaymentRow): Answer =>
  row.answer === 'confirmed' || row.answer === 'disputed' ? row.answer : null;

export const sumsOf = (rows: TripPaymentRow[]): LineSum[] =>
  rows.map((row) => ({ kind: row.kind as TripPaymentKind, amount: row.amountRupees, answer: answerOf(row) }));

function presentLine(row: TripPaymentRow, trip: TripMoneyFacts, viewer: number): TripPaymentLine {
  const answer = answerOf(row);
  return {
    id: String(row.id),
    kind: row.kind as TripPaymentKind,
    amount_rupees: row.amountRupees,
    method: row.method as TripPaymentLine['method'],
    reference: row.reference,
    note: row.note,
    recorded_by: row.recordedBy === trip.loadOwnerId ? 'load' : 'truck',
    recorded_at: row.recordedAt.toISOString(),
    state: answer ?? 'recorded',
    answered_at: row.answeredAt?.toISOString() ?? null,
    can_answer: answer === null && row.recordedBy !== viewer,
  };
}

/**
 * A trip's money as one of its parties sees it (anyone else 404): the lines, sums and dues. A
 * cancelled trip no longer owes its agreed amount: what is owed is its confirmed charges and
 * deductions alone, with no advance and no due day (decision 048).
 */
export async function tripMoney(ctx: LedgerContext, actor: Actor, scheduleId: number): Promise<TripMoney> {
  const trip = await ctx.trips.forParty(actor, scheduleId);
  const lines = await repo.linesOf(ctx.db, trip.scheduleId);
  const owing = trip.cancelled ? { ...trip, amount: 0, terms: null } : trip;
  const totals = totalsOf(owing.amount, sumsOf(lines));
  return {
    schedule_id: String(trip.scheduleId),
    your_side: trip.side,
    agreed: trip.amount,
    ...totals,
    ...duesOf(owing, totals.paid, totals.outstanding, ctx.clock.now()),
    can_record: !trip.cancelled,
    lines: lines.map((row) => presentLine(row, trip, actor.userId)),
  };
}
