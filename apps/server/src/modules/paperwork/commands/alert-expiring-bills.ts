import { BRAND_NAME, EWAY_ALERT_HOURS_BEFORE } from '@lorrybazaar/contract';
import type { FastifyInstance } from 'fastify';
import { claimJobRun } from '../../../db/job-runs.js';
import { translate } from '../../../lib/i18n.js';
import { startPeriodic } from '../../../lib/periodic.js';
import type { PaperworkDeps } from '../deps.js';
import { day } from '../pdf/lr-pdf.js';
import { isClosed } from '../policy.js';
import { driverOfTrip } from '../queries/get-driver.js';
import * as repo from '../repository.js';

/** The notification kind of an e-way bill about to expire ('soon') or expired ('expired'). */
export const EWAY_NOTIFICATION = 'ewaybill.expiring' as const;

/**
 * One pass: every e-way bill of a trip under way whose expiry is 6 hours off, or has come, is
 * told once to both parties (a notification: the app, push, the Notifications screen) and to the
 * driver by SMS. A bill is claimed and marked in one statement, so a pass on two processes, or
 * a pass repeated, never tells it twice. Delivered trips are not told.
 */
export async function alertExpiringBills(deps: PaperworkDeps): Promise<number> {
  const due = await deps.db.transaction((tx) =>
    repo.claimDueBills(tx, deps.clock.now(), EWAY_ALERT_HOURS_BEFORE),
  );
  let told = 0;
  for (const bill of due) {
    const trip = await deps.trips.byId(Number(bill.schedule_id), 'en');
    if (!trip || isClosed(trip)) continue;
    const data = {
      schedule_id: bill.schedule_id,
      number: bill.number,
      valid_until: bill.valid_until,
      stage: bill.stage,
      pickupLoc: trip.pickupLoc,
      deliveryLoc: trip.deliveryLoc,
      regNumber: trip.vehicleReg,
    };
    await deps.notifications.notify(
      [trip.loadOwner.userId, trip.truckOwner.userId].map((userId) => ({
        userId,
        type: EWAY_NOTIFICATION,
        data,
      })),
    );
    const driver = await driverOfTrip(deps, trip);
    if (driver) {
      const { language } = await repo.accountsOf(deps.db, driver.mobile);
      const text = translate(language ?? 'en', `paperwork:sms.eway.${bill.stage}`, {
        brand: BRAND_NAME,
        number: bill.number,
        vehicle: trip.vehicleReg,
        date: day(bill.valid_until),
      });
      await deps.sendSms(driver.mobile, text);
    }
    told += 1;
  }
  return told;
}

/** How often each process asks for a pass; one pass runs per interval across processes. */
export const EWAY_JOB_INTERVAL_MS = 5 * 60 * 1000;
const EWAY_JOB_DUE_AFTER_MS = 4 * 60 * 1000;

/**
 * Started by server.ts in every process (as the membership job): a pass now and every five
 * minutes, claimed by one process at a time (`claimJobRun`, docs/decisions/025).
 */
export function startEwayBillAlerts(app: Pick<FastifyInstance, 'db' | 'clock' | 'log' | 'paperwork'>) {
  return startPeriodic(
    'eway-bill-alerts',
    async () => {
      if (!(await claimJobRun(app.db, 'eway-bill-alerts', app.clock.now(), EWAY_JOB_DUE_AFTER_MS))) return;
      const told = await app.paperwork.alertExpiringBills();
      if (told) app.log.info({ job: 'eway-bill-alerts', told }, 'e-way bill alerts sent');
    },
    EWAY_JOB_INTERVAL_MS,
    app.log,
  );
}
