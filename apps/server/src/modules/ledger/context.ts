import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Events } from '../../plugins/app/events.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { TripPort } from './trip-port.js';

/** What every command and query of the ledger works with (built once in index.ts). */
export interface LedgerContext {
  db: Db;
  clock: Clock;
  trips: TripPort;
  notifications: NotificationsService;
  /** A line recorded or answered is published: the other party hears of it (notifications). */
  events: Events;
}
