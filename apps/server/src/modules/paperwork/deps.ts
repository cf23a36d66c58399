import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { FilesService } from '../files/files.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { TripPort } from './trip-port.js';

/** What every use case of the module gets (built once in index.ts). */
export interface PaperworkDeps {
  db: Db;
  clock: Clock;
  trips: TripPort;
  files: FilesService;
  notifications: NotificationsService;
  /** Sends one SMS (the sign-in codes' gateway); failures are logged, not thrown. */
  sendSms(mobile: string, text: string): Promise<void>;
  /** Signs the driver's links. */
  secret: string;
  log: FastifyBaseLogger;
}
