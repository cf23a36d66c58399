import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimJobRun } from '../../db/job-runs.js';
import { startPeriodic } from '../../lib/periodic.js';
import { alertDuePayments } from './commands/alert-due-payments.js';
import type { LedgerContext } from './context.js';
import { tripPaymentsRoutes } from './routes/trip-payments.routes.js';
import { createTripPort } from './trip-port.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** A trip's money: what runs without a request (docs/decisions/048-trip-money-ledger.md). */
    ledger: {
      /** One pass of the due and overdue alerts and days to pay (server.ts runs it hourly). */
      alertDuePayments(): Promise<number>;
    };
  }
}

/**
 * A trip's money on record (docs/decisions/048-trip-money-ledger.md): the lines both parties
 * write and answer, the advance's and balance's due dates and their alerts, and each load
 * poster's days to pay. No money moves through the platform. The trip is reached only through
 * trip-port.ts.
 */
export const ledgerModule = fp(
  async (app: FastifyInstance) => {
    const ctx: LedgerContext = {
      db: app.db,
      clock: app.clock,
      trips: createTripPort(app.trade),
      notifications: app.notifications,
      events: app.events,
    };
    app.decorate('ledger', { alertDuePayments: () => alertDuePayments(ctx) });
    await app.register(tripPaymentsRoutes(ctx), { prefix: '/api' });
  },
  { name: 'ledger', dependencies: ['db', 'auth', 'trade', 'notifications'] },
);

const HOUR_MS = 3_600_000;

/**
 * Started by server.ts in every process: hourly, one process (`claimJobRun`, decision 025) tells
 * of the payments due today and overdue since yesterday. The returned function stops it.
 */
export function startPaymentAlerts(app: Pick<FastifyInstance, 'db' | 'clock' | 'log' | 'ledger'>) {
  return startPeriodic(
    'trip-payment-alerts',
    async () => {
      if (!(await claimJobRun(app.db, 'trip-payment-alerts', app.clock.now(), HOUR_MS - 60_000))) return;
      const told = await app.ledger.alertDuePayments();
      if (told) app.log.info({ job: 'trip-payment-alerts', told }, 'trip payment alerts sent');
    },
    HOUR_MS,
    app.log,
  );
}
