/**
 * What every lanes use case (commands/, queries/) is given, first: the database, the clock, the
 * reference data (a lane's places and references) and the notifications a match stores. Built
 * once by lanes.service.ts.
 */
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { ReferenceService } from '../reference/reference.service.js';

export interface LanesContext {
  db: Db;
  clock: Clock;
  reference: ReferenceService;
  notifications: NotificationsService;
}
