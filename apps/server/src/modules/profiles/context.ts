/**
 * What every profiles use case (commands/, queries/) is given, first: the database, the
 * configuration, the clock, the events, and the modules profiles calls. Built once by
 * profiles.service.ts.
 */
import { DOCUMENT_STATUS } from '@lorrybazaar/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Events } from '../../plugins/app/events.js';
import type { AuthService } from '../auth/auth.service.js';
import type { FilesService } from '../files/files.service.js';

export interface ProfilesContext {
  db: Db;
  config: Config;
  clock: Clock;
  files: FilesService;
  auth: AuthService;
  events: Events;
}

/** A document's status as stored (a number; the contract sends it as a string). */
export const STATUS_CODE = {
  pending: Number(DOCUMENT_STATUS.pending),
  approved: Number(DOCUMENT_STATUS.approved),
  rejected: Number(DOCUMENT_STATUS.rejected),
};
