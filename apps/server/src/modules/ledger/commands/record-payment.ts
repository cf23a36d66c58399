import {
  MONEY_CODES,
  type TripPaymentBody,
  type TripPaymentKind,
  type PaymentMethod,
} from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { conflict } from '../../../lib/http-error.js';
import type { LedgerContext } from '../context.js';
import * as repo from '../ledger.repository.js';

/** The body once the contract validated it. */
export interface NewPayment {
  scheduleId: number;
  kind: TripPaymentKind;
  amountRupees: number;
  method: PaymentMethod;
  reference: string | null;
  note: string | null;
}
export type { TripPaymentBody };

/**
 * A party writes a line of the trip's money (docs/decisions/048): anyone else 404 (the trip's
 * rule), a cancelled trip 409. The line waits for the other party to confirm or dispute it, and
 * the other party is told (`payment.recorded`, docs/decisions/057) once it is stored.
 */
export async function recordPayment(ctx: LedgerContext, actor: Actor, input: NewPayment) {
  const trip = await ctx.trips.forParty(actor, input.scheduleId);
  // The trip's row is held while the line goes in: a call-off committed first is seen here, one
  // coming second waits for the line (decision 054).
  const line = await ctx.db.transaction(async (tx) => {
    if (await ctx.trips.cancelledUnderLock(tx, trip.scheduleId)) throw conflict(MONEY_CODES.tripCancelled);
    return repo.insertLine(tx, {
      scheduleId: trip.scheduleId,
      loadOwnerId: trip.loadOwnerId,
      truckOwnerId: trip.truckOwnerId,
      kind: input.kind,
      amountRupees: input.amountRupees,
      method: input.method,
      reference: input.reference,
      note: input.note,
      recordedBy: actor.userId,
      recordedAt: ctx.clock.now(),
    });
  });
  ctx.events.publish({
    type: 'payment.recorded',
    schedule_id: line.scheduleId,
    payment_id: line.id,
    kind: line.kind as TripPaymentKind,
    amount: line.amountRupees,
    by: actor.userId,
    recipients: [trip.side === 'load' ? trip.truckOwnerId : trip.loadOwnerId],
  });
  return line;
}
