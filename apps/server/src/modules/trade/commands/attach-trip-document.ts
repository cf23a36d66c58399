import { SCHEDULE_CODES, type ScheduleDetail } from '@lorrybazaar/contract';
import { assertSelf, type Actor } from '../../../lib/actor.js';
import { conflict } from '../../../lib/http-error.js';
import { issuedLrOf } from '../../paperwork/issued-lr.js';
import { today, type TradeContext } from '../context.js';
import { assertMayAttach, tripSideOf } from '../policy.js';
import { tripDetail } from '../queries/trips.js';
import * as trips from '../sql/trips.js';

/**
 * uploadLorryReceipt / uploadProofOfDelivery: either party attaches a file they uploaded for it.
 * The lorry receipt puts the trip in transit, the proof of delivery delivers it (policy.ts,
 * `assertMayAttach`). The other party hears of it (`schedule.document_attached`).
 *
 * Once an LR is issued in the app (the trip's consignment note is issued and not cancelled), that
 * note is the trip's LR: the only lorry receipt file attached is its own PDF (the issue attaches
 * it); an uploaded one is refused, 409 `schedules:errors.lrIssuedInApp`, so the driver never
 * carries two LRs (docs/decisions/039-trip-paperwork.md, amended 2026-11-29; the rule is the
 * paperwork's, `paperwork/issued-lr.ts`).
 */
export async function attachTripDocument(
  ctx: TradeContext,
  actor: Actor,
  input: {
    which: 'lorry_receipt' | 'proof_of_delivery';
    schedule_id: number;
    file_id: string;
    user_id: number | null;
  },
): Promise<ScheduleDetail> {
  assertSelf(input.user_id, actor.userId);
  const trip = await ctx.db.transaction(async (tx) => {
    const trip = await trips.lockTrip(tx, input.schedule_id);
    assertMayAttach(trip, input.which, actor.userId, today(ctx).date);
    if (input.which === 'lorry_receipt') {
      const issued = await issuedLrOf(tx, trip!.id);
      if (issued && issued.fileId !== input.file_id) throw conflict(SCHEDULE_CODES.lrIssuedInApp);
    }
    await ctx.files.assertOwned(tx, input.file_id, actor.userId, [input.which]);
    await trips.attachPaper(tx, trip!.id, input.which, {
      fileId: input.file_id,
      userId: actor.userId,
      at: ctx.clock.now(),
    });
    return trip!;
  });
  ctx.events.publish({
    type: 'schedule.document_attached',
    schedule_id: trip.id,
    document: input.which,
    file_id: input.file_id,
    by: actor.userId,
    recipients: [tripSideOf(trip, actor.userId) === 'load' ? trip.truck_owner_id : trip.load_owner_id],
  });
  return tripDetail(ctx, actor, { schedule_id: input.schedule_id });
}
