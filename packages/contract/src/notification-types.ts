/**
 * The kinds of notification and the stream's timing, without zod: the signed-in shell reads
 * these on every page, and a module with schemas would bring zod into its first bundle
 * (`npm run size`). The schemas are in notifications.ts.
 */

/** What a notification can be about; the stream's `event:` names. */
export const NOTIFICATION_TYPES = [
  'bid.created',
  'bid.countered',
  'bid.declined',
  'bid.accepted',
  'schedule.document_attached',
  /** A milestone of a trip (reached the pickup, loaded …), with `kind` in its data. */
  'trip.milestone',
  /** A trip the other party called off or reported as a no-show, with `reason` and `side`. */
  'trip.cancelled',
  /** The other party of an open trip was suspended: the trip may be put back on the market. */
  'trip.party_suspended',
  'document.reviewed',
  /** A new load or posted truck on one of the user's saved lanes. */
  'lane.matched',
  /** A month of the driver subscription paid (a checkout, or a monthly debit of the mandate). */
  'membership.paid',
  /** A payment attempt the gateway refused. */
  'membership.payment_failed',
  /** The gateway gave up debiting the mandate: the subscription ends with the paid period. */
  'membership.halted',
  /** An e-way bill of the user's trip expires in 6 hours (`stage: 'soon'`) or has expired. */
  'ewaybill.expiring',
  /**
   * A part of a trip's money (`part`: advance or balance) falls due today, or was due yesterday
   * and is not settled (`payment.overdue`), with `amount` and `due_at` (docs/decisions/048).
   */
  'payment.due',
  'payment.overdue',
  /**
   * A line of the trip's money the other party recorded (the reader may confirm or dispute it),
   * or the reader's own line the other party confirmed or disputed, with `kind`, `amount` and
   * `payment_id` (docs/decisions/057).
   */
  'payment.recorded',
  'payment.confirmed',
  'payment.disputed',
  /** The reader's held load will not be listed, with `reason` (docs/decisions/057). */
  'load.rejected',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** A stream sends a comment this often, so proxies and phones keep the connection open. */
export const EVENTS_HEARTBEAT_SECONDS = 25;
/** How long a browser waits before reconnecting a dropped stream (the stream's `retry:`). */
export const EVENTS_RETRY_MS = 3000;
