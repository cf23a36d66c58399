import {
  SMS_BATCH_SECONDS,
  SMS_PER_SENDER_PER_DAY_MAX,
  SMS_QUIET_FROM_HOUR,
  SMS_QUIET_UNTIL_HOUR,
} from '@lorrybazaar/contract';
import type { Tx } from '../../../db/client.js';
import { indiaClock, indiaInstant, todayOf } from '../../../lib/india-day.js';
import { batchKeyOf, isSmsEvent, SMS_KIND_OF } from '../alert-text.js';
import * as repo from '../alerts.repository.js';
import { DEFAULTS, present, type AlertsContext, type StoredNotification } from '../context.js';

/**
 * What anyone can set off for a user (a bid on their load, a listing on their saved lane): these
 * count towards SMS_PER_SENDER_PER_DAY_MAX. An acceptance, a trip's milestones or its cancel come
 * from the party of a deal the user made, and all of them go.
 */
const BY_STRANGERS = new Set<string>(['bid.created', 'lane.matched']);
/** The batch key of the one SMS that tells a user what waited through the quiet hours. */
export const SUMMARY = 'summary';

const HOUR = 3600_000;
const isQuiet = (at: Date) => {
  const { hour } = indiaClock(at);
  return hour >= SMS_QUIET_FROM_HOUR || hour < SMS_QUIET_UNTIL_HOUR;
};
/** The end of the quiet hours that `at` falls in: 07:00 India time that morning or the next. */
function quietEnd(at: Date): Date {
  const morning = new Date(indiaInstant(indiaClock(at).date).getTime() + SMS_QUIET_UNTIL_HOUR * HOUR);
  return morning > at ? morning : new Date(morning.getTime() + 24 * HOUR);
}

/**
 * Inside the transaction that stores notifications (notifications calls it): each one the user
 * wants by SMS joins its batch, unless it is one of BY_STRANGERS and its sender already has
 * SMS_PER_SENDER_PER_DAY_MAX of those in the user's SMS jobs today (then it is in the app only).
 */
export async function enqueue(ctx: AlertsContext, tx: Tx, rows: StoredNotification[]) {
  const { clock } = ctx;
  const candidates = rows.filter((row) => isSmsEvent(row.type));
  if (candidates.length === 0) return;
  const settings = await repo.settingsOf(tx, [...new Set(candidates.map((row) => row.userId))]);
  const wanted = candidates.filter((row) => {
    const values = present(settings.get(row.userId) ?? DEFAULTS);
    if (!isSmsEvent(row.type)) return false;
    const kind = SMS_KIND_OF[row.type];
    return kind === null || values.sms[kind];
  });
  const now = clock.now();
  const today = new Date(todayOf(clock).start);
  // A sender's share is counted and added under the lock of the user and the sender, so bids
  // stored at once by two requests do not both pass the count, while other senders' bids to the
  // same user go on (taken in a fixed order: no two transactions wait on each other).
  const capped = (row: StoredNotification): row is StoredNotification & { senderId: number } =>
    row.senderId !== null && BY_STRANGERS.has(row.type);
  const pairs = new Map(wanted.filter(capped).map((row) => [`${row.userId}:${row.senderId}`, row]));
  const inOrder = [...pairs.values()].sort((a, b) => a.userId - b.userId || a.senderId - b.senderId);
  for (const row of inOrder) await repo.lockSender(tx, row.userId, row.senderId);
  const shares = new Map<string, number>();
  for (const row of wanted) {
    if (capped(row)) {
      const pair = `${row.userId}:${row.senderId}`;
      const share =
        shares.get(pair) ??
        (await repo.countFromSender(tx, {
          userId: row.userId,
          senderId: row.senderId,
          since: today,
          types: [...BY_STRANGERS],
        }));
      if (share >= SMS_PER_SENDER_PER_DAY_MAX) continue;
      shares.set(pair, share + 1);
    }
    // A batch goes when its first event is two minutes old; one that would go in the quiet
    // hours waits for the morning's summary.
    const due = new Date(now.getTime() + SMS_BATCH_SECONDS * 1000);
    const quiet = isQuiet(due);
    await repo.enqueue(tx, {
      userId: row.userId,
      batchKey: quiet ? SUMMARY : batchKeyOf(row),
      notificationId: row.id,
      item: { type: row.type, data: row.data, by: row.senderId, at: now.toISOString() },
      dueAt: quiet ? quietEnd(due) : due,
      now,
    });
  }
}
