import { createHash, randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../../../db/errors.js';
import type { Actor } from '../../../lib/actor.js';
import type { TrackingContext } from '../context.js';
import { assertLive } from '../policy.js';
import { presentLink } from '../present.js';
import * as repo from '../tracking.repository.js';

/** The digest a link is found by (its token is 128 random bits: no salt or stretching needed). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest();

/**
 * A link either party may forward (WhatsApp) to someone without an account. One live link per
 * trip and party: asking again answers the same link (`created: false`), so a double tap or a
 * retry makes no second one.
 */
export async function createLink(ctx: TrackingContext, actor: Actor, scheduleId: number) {
  const trip = await ctx.trips.forParty(actor, scheduleId);
  assertLive(trip, ctx.clock.now());
  const [live] = await repo.liveLinksOf(ctx.db, trip.scheduleId, actor.userId);
  if (live) return { link: presentLink(live, trip), created: false };
  const token = randomBytes(16).toString('base64url');
  try {
    const row = await repo.insertLink(ctx.db, {
      scheduleId: trip.scheduleId,
      token,
      tokenHash: tokenHash(token),
      createdBy: actor.userId,
      createdAt: ctx.clock.now(),
    });
    return { link: presentLink(row, trip), created: true };
  } catch (error) {
    // Two taps racing: the other made it.
    if (!isUniqueViolation(error, 'tracking_links_live')) throw error;
    const [made] = await repo.liveLinksOf(ctx.db, trip.scheduleId, actor.userId);
    return { link: presentLink(made!, trip), created: false };
  }
}
