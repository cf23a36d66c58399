import { MONEY_CODES, type TripPaymentKind } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { conflict, forbidden, HttpError, notFound } from '../../../lib/http-error.js';
import type { LedgerContext } from '../context.js';
import * as repo from '../ledger.repository.js';

/**
 * The other party confirms or disputes a line (docs/decisions/048): a line of a trip the caller
 * is not a party of is 404 (as the trip itself), their own line 403, an answered line 409. A
 * confirmed balance makes the payer's days to pay again in the same transaction. The party who
 * recorded the line is told of the answer (docs/decisions/057).
 */
export async function answerPayment(
  ctx: LedgerContext,
  actor: Actor,
  input: { id: number; answer: 'confirmed' | 'disputed' },
): Promise<{ scheduleId: number }> {
  const line = await repo.lineById(ctx.db, input.id);
  // The trip's own rule, with one answer for a line that does not exist and one of another's
  // trip: a stranger learns nothing of the line, not even that it exists.
  const trip =
    line &&
    (await ctx.trips.forParty(actor, line.scheduleId).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }));
  if (!line || !trip) throw notFound(MONEY_CODES.notFound);
  if (line.recordedBy === actor.userId) throw forbidden(MONEY_CODES.otherPartyOnly);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const answered = await repo.answerLine(tx, {
      id: line.id,
      answer: input.answer,
      by: actor.userId,
      at: now,
    });
    if (!answered) throw conflict(MONEY_CODES.alreadyAnswered);
    if (line.kind === 'balance' && input.answer === 'confirmed')
      await repo.refreshPayer(tx, trip.loadOwnerId, now);
  });
  // Only the answer that changed the line gets here (a second is 409): told once.
  ctx.events.publish({
    type: input.answer === 'confirmed' ? 'payment.confirmed' : 'payment.disputed',
    schedule_id: line.scheduleId,
    payment_id: line.id,
    kind: line.kind as TripPaymentKind,
    amount: line.amountRupees,
    by: actor.userId,
    recipients: [line.recordedBy],
  });
  return { scheduleId: trip.scheduleId };
}
