import type { Notification, NotificationType } from '@lorrybazaar/contract';
import type { NotificationRow } from './notifications.schema.js';

/** A stored notification → the contract's shape (the list, the stream). */
export const present = (row: NotificationRow): Notification => ({
  id: String(row.id),
  type: row.type as NotificationType,
  data: row.data,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});
