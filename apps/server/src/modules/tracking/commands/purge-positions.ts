import { POSITIONS_KEPT_DAYS } from '@lorrybazaar/contract';
import type { TrackingContext } from '../context.js';
import * as repo from '../tracking.repository.js';

const DAY_MS = 86_400_000;
/** Positions of a trip never delivered go after this long anyway. */
export const POSITIONS_CEILING_DAYS = 90;
/** Trips looked at per statement (a pass repeats until none is left). */
const BATCH = 500;

/**
 * Deletes the positions of trips delivered more than `POSITIONS_KEPT_DAYS` ago (decision 040).
 * A delivered trip's positions were all received before its delivery, so only trips with a
 * position older than that are asked about. Answers how many positions went.
 */
export async function purgePositions(ctx: Pick<TrackingContext, 'db' | 'trips'>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - POSITIONS_KEPT_DAYS * DAY_MS);
  let deleted = await repo.deletePositionsReceivedBefore(
    ctx.db,
    new Date(now.getTime() - POSITIONS_CEILING_DAYS * DAY_MS),
  );
  const asked = new Set<number>();
  for (;;) {
    const candidates = (await repo.tripsWithPositionsBefore(ctx.db, cutoff, BATCH + asked.size)).filter(
      (id) => !asked.has(id),
    );
    if (!candidates.length) return deleted;
    for (const id of candidates) asked.add(id);
    deleted += await repo.deletePositionsOf(ctx.db, await ctx.trips.deliveredBefore(candidates, cutoff));
  }
}
