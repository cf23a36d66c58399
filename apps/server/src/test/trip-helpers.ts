import { expect } from 'vitest';
import { LOAD_STATUS } from '@lorrybazaar/contract';
import type { Db } from '../db/client.js';
import { recordHold } from '../modules/trust/load-holds.js';
import type { SignedIn, TestApp } from './app.js';
import { uniqueMobile } from './app.js';
import { buildLoad } from './factories.js';

/** A load of `ownerId` held at `at` for its price (₹1,00,000 on a ₹30,000–34,000 lane; decision 049). */
export async function buildHeldLoad(db: Db, o: { ownerId: number; at: Date }): Promise<number> {
  const loadId = await buildLoad(db, { ownerId: o.ownerId, status: LOAD_STATUS.held });
  await recordHold(db, { loadId, userId: o.ownerId, asking: 100000, low: 30000, high: 34000, at: o.at });
  return loadId;
}

/** The truck side names a new driver for the trip: the token of the driver's page the SMS links. */
export async function nameDriver(t: TestApp, truckSide: SignedIn, scheduleId: number): Promise<string> {
  const mobile = uniqueMobile();
  const assigned = await truckSide.inject(t.app, {
    method: 'PUT',
    url: '/api/Transpoter/tripDriver',
    payload: { schedule_id: scheduleId, driver_name: 'Ramesh', driver_mobile: mobile },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const sms = t.outbox.findLast((m) => m.mobile === mobile && !m.otp);
  return /\/d\/([A-Za-z0-9_.-]+)/.exec(sms?.text ?? '')![1]!;
}
