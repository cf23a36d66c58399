/**
 * What every notifications use case (commands/, queries/) is given, first: the database, the
 * clock, the hub that tells every process of a change, and the alerts step. Built once by
 * notifications.service.ts.
 */
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { createHub } from './hub.js';
import type { NotificationRow } from './notifications.schema.js';

/**
 * What storing a notification does for the phone (modules/alerts, docs/decisions/026): the SMS
 * the user wants joins its job inside the storing transaction, and push goes after the commit.
 */
export interface AlertsStep {
  enqueue(tx: Tx, rows: NotificationRow[]): Promise<void>;
  pushStored(rows: NotificationRow[]): void;
}

export interface NotificationsContext {
  db: Db;
  clock: Clock;
  hub: ReturnType<typeof createHub>;
  alerts: AlertsStep;
}
