import { TRACKING_CODES } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { notFound } from '../../../lib/http-error.js';
import type { TrackingContext } from '../context.js';
import * as repo from '../tracking.repository.js';

/** Its maker revokes a link: it answers 404 from now on. Another user's link, or one revoked: 404. */
export async function revokeLink(ctx: TrackingContext, actor: Actor, linkId: number): Promise<void> {
  if (!(await repo.revokeLink(ctx.db, linkId, actor.userId, ctx.clock.now())))
    throw notFound(TRACKING_CODES.linkNotFound);
}
