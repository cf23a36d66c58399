import type { Actor } from '../../../lib/actor.js';
import type { NotificationsContext } from '../context.js';
import type { HubMessage } from '../hub.js';
import * as repo from '../notifications.repository.js';

/** Marks the user's notifications read (these ids, or all); their other streams hear the new count. */
export async function markRead(
  ctx: NotificationsContext,
  { userId }: Actor,
  ids: number[] | null,
): Promise<{ unread: number }> {
  const { db, clock, hub } = ctx;
  const message: HubMessage = { kind: 'read', userId };
  const changed = await db.transaction(async (tx) => {
    const n = await repo.markRead(tx, userId, ids, clock.now());
    if (n > 0) await hub.announce(tx, [message]);
    return n;
  });
  if (changed > 0) hub.committed([message]);
  return { unread: await repo.countUnread(db, userId) };
}
