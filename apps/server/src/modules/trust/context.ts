/**
 * What every trust use case (commands/, queries/) is given, first: the database, the clock and
 * the reference data (places and capacities of a lane), the lane prices kept. Built once by trust.service.ts.
 */
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { ReferenceService } from '../reference/reference.service.js';
import type { LanePricesKept } from './lane-prices-kept.js';

export interface TrustContext {
  db: Db;
  clock: Clock;
  reference: ReferenceService;
  /** The lane price ranges this process keeps (lane-prices-kept.ts). */
  kept: LanePricesKept;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** How a price flag's direction is stored. */
export const DIRECTION = { below: 1, above: 2 } as const;
