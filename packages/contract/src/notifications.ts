/**
 * Notifications and the live event stream (docs/api.md, Notifications;
 * docs/decisions/024-live-marketplace.md).
 *
 * Something that happened to a user (a bid on their load, a counter on their bid …) is stored as
 * a notification and pushed at once to the user's open event stream:
 * - `GET /Transpoter/events`: `text/event-stream`, cookie session. Each message is
 *   `id: <notification id>`, `event: <type>`, `data: <Notification JSON>`; `event: unread` with
 *   `{ unread }` when the count changes without a new notification (read elsewhere). A browser
 *   that reconnects sends `Last-Event-ID` and first gets what it missed.
 * - `GET /Transpoter/notifications?page=`: the user's notifications, newest first.
 * - `POST /Transpoter/notifications/read`: mark some (`ids`) or all (`all: true`) read.
 */
import { z } from 'zod';
import { pageParam } from './marketplace.js';
import { NOTIFICATION_TYPES } from './notification-types.js';
import { MESSAGES } from './validation.js';

export * from './notification-types.js';

export const NotificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** What it is about, with the API's field names (`loads_id`, `bidsLoad_id`, `truck_id` …). */
  data: z.record(z.string(), z.unknown()),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsQuerySchema = z.object({ page: pageParam });

export const NotificationsResponseSchema = z.object({
  data: z.array(NotificationSchema),
  /** Unread notifications in all (the bell). */
  unread: z.number().int(),
  totalPages: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

const notificationId = z
  .union([z.string(), z.number()], { error: MESSAGES.invalid })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^[1-9][0-9]{0,15}$/, { error: MESSAGES.invalid }))
  .transform(Number);

/** Either some ids (at most one page's worth … a little more) or everything. */
export const MarkNotificationsReadBodySchema = z.union(
  [
    z.object({ ids: z.array(notificationId).min(1).max(100) }).strict(),
    z.object({ all: z.literal(true) }).strict(),
  ],
  { error: MESSAGES.invalid },
);
export type MarkNotificationsReadBody = z.input<typeof MarkNotificationsReadBodySchema>;

export const MarkNotificationsReadResponseSchema = z.object({ unread: z.number().int() });

/** The stream's own message: the unread count changed without a new notification. */
export const UnreadEventSchema = z.object({ unread: z.number().int() });
