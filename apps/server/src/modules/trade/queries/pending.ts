import { PENDING_ITEMS_MAX, type PendingAction } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { today, type TradeContext } from '../context.js';
import { pendingItem } from '../present.js';
import * as bids from '../sql/bids.js';

/** pendingActions: bids and counters waiting for the caller's answer (the badge), the latest first. */
export async function pendingActions(
  ctx: TradeContext,
  actor: Actor,
): Promise<{ count: number; items: PendingAction[] }> {
  const { count, items } = await bids.pendingFor(
    ctx.db,
    actor.userId,
    today(ctx),
    actor.language,
    PENDING_ITEMS_MAX,
  );
  return { count, items: items.map((row) => pendingItem(row, actor.userId)) };
}
