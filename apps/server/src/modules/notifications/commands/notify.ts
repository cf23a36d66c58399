import type { Notification, NotificationType } from '@lorrybazaar/contract';
import type { Tx } from '../../../db/client.js';
import type { NotificationsContext } from '../context.js';
import type { NotificationRow } from '../notifications.schema.js';
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
  if (items.length === 0) return [];
  const rows = await ctx.db.transaction((tx) => storeIn(ctx, tx, items));
  stored(ctx, rows);
  return rows.map(present);
}

/**
 * The stored half of `notify`, inside the caller's transaction (a bid stores its owner's
 * notification with itself, decision 053); call `stored` with the rows once it committed.
 */
export async function storeIn(ctx: NotificationsContext, tx: Tx, items: NewNotification[]) {
  if (items.length === 0) return [];
  const rows = await repo.insertNotifications(tx, items, ctx.clock.now());
  await ctx.hub.announce(tx, messagesOf(rows));
  await ctx.alerts.enqueue(tx, rows);
  return rows;
}

/** After the commit of `storeIn`: the streams of this process (PGlite) and push. */
export function stored(ctx: NotificationsContext, rows: NotificationRow[]): void {
  if (rows.length === 0) return;
  ctx.hub.committed(messagesOf(rows));
  ctx.alerts.pushStored(rows);
}

const messagesOf = (rows: NotificationRow[]): HubMessage[] =>
  rows.map((row) => ({ kind: 'new' as const, id: row.id, userId: row.userId }));
