import type { Notification, NotificationType } from '@lorrybazaar/contract';
import type { NotificationsContext } from '../context.js';
import type { HubMessage } from '../hub.js';
import * as repo from '../notifications.repository.js';
import { present } from '../present.js';

export interface NewNotification {
  userId: number;
  type: NotificationType;
  data: Record<string, unknown>;
  /** The user whose act it tells of (a bidder, a poster), if any: never shown. */
  senderId?: number | null;
}

/**
 * Stores notifications and sends each to its user's open streams, in every process; the alerts
 * step puts the SMS the users want in the same transaction (a failure stores neither), then
 * pushes to their phones once it committed.
 */
export async function notify(ctx: NotificationsContext, items: NewNotification[]): Promise<Notification[]> {
  const { db, clock, hub, alerts } = ctx;
  if (items.length === 0) return [];
  let messages: HubMessage[] = [];
  const rows = await db.transaction(async (tx) => {
    const stored = await repo.insertNotifications(tx, items, clock.now());
    messages = stored.map((row) => ({ kind: 'new' as const, id: row.id, userId: row.userId }));
    await hub.announce(tx, messages);
    await alerts.enqueue(tx, stored);
    return stored;
  });
  hub.committed(messages);
  alerts.pushStored(rows);
  return rows.map(present);
}
