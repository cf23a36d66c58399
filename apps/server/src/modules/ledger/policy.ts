/**
 * The ledger's rules without the database (docs/decisions/048): what a trip's lines add up to,
 * when its advance and balance fall due, and whether a part is overdue.
 */
import {
  CHARGE_KINDS,
  DEDUCTION_KINDS,
  PAYMENT_KINDS,
  type MoneyDue,
  type Terms,
  type TripPaymentKind,
} from '@lorrybazaar/contract';
import { todayInIndia } from '../../lib/india-day.js';

const DAY_MS = 86_400_000;

/** A line as the sums need it. */
export interface LineSum {
  kind: TripPaymentKind;
  amount: number;
  answer: 'confirmed' | 'disputed' | null;
}

const isIn = (kinds: readonly string[], kind: string) => kinds.includes(kind);
const sum = (lines: LineSum[]) => lines.reduce((total, line) => total + line.amount, 0);

/**
 * The sums of a trip's lines: owed is the agreed amount with the confirmed charges and
 * deductions (an `other` line counts as a charge or a deduction by its sign), paid the confirmed
 * advance and balance payments.
 */
export function totalsOf(agreed: number, lines: LineSum[]) {
  const confirmed = lines.filter((line) => line.answer === 'confirmed');
  const payments = confirmed.filter((line) => isIn(PAYMENT_KINDS, line.kind));
  const adjustments = confirmed.filter(
    (line) => isIn(CHARGE_KINDS, line.kind) || isIn(DEDUCTION_KINDS, line.kind) || line.kind === 'other',
  );
  const owed = agreed + sum(adjustments);
  const paid = sum(payments);
  return {
    owed,
    paid,
    outstanding: Math.max(0, owed - paid),
    unconfirmed: sum(lines.filter((line) => line.answer === null)),
    disputed: sum(lines.filter((line) => line.answer === 'disputed')),
  };
}

export type Part = 'advance' | 'balance';

/** The advance the terms ask for, whole rupees; null when they name none. */
export const advanceAmount = (agreed: number, terms: Terms | null) =>
  terms?.advance_percent ? Math.round((agreed * terms.advance_percent) / 100) : null;

/** When a part falls due: the advance at the lorry receipt, the balance `balance_days` after the POD. */
export function dueAt(
  part: Part,
  trip: { terms: Terms | null; lrAt: Date | null; deliveredAt: Date | null },
): Date | null {
  if (part === 'advance') return trip.lrAt;
  if (!trip.deliveredAt || trip.terms?.balance_days == null) return null;
  return new Date(trip.deliveredAt.getTime() + trip.terms.balance_days * DAY_MS);
}

/** Overdue from the day after the due day (India's calendar). */
export const isOverdue = (due: Date, now: Date) => todayInIndia(now) > todayInIndia(due);

/** Whether the day after the due day has come: the stage a pass may tell. */
export function stageOf(due: Date, now: Date): 'due' | 'overdue' | null {
  if (due > now) return null;
  return isOverdue(due, now) ? 'overdue' : 'due';
}

/** Both parts of a trip as its Money card shows them. */
export function duesOf(
  trip: { amount: number; terms: Terms | null; lrAt: Date | null; deliveredAt: Date | null },
  paid: number,
  outstanding: number,
  now: Date,
): { advance: MoneyDue | null; balance: MoneyDue } {
  const part = (which: Part, amount: number, settled: boolean): MoneyDue => {
    const due = dueAt(which, trip);
    return {
      amount,
      due_at: due?.toISOString() ?? null,
      settled,
      overdue: !settled && due !== null && isOverdue(due, now),
    };
  };
  const advance = advanceAmount(trip.amount, trip.terms);
  // The balance is what remains once the advance is paid: the advance still owed is not part of it.
  const advanceLeft = advance === null ? 0 : Math.max(0, advance - paid);
  return {
    advance: advance === null ? null : part('advance', advance, paid >= advance),
    balance: part('balance', Math.max(0, outstanding - advanceLeft), outstanding <= 0),
  };
}
