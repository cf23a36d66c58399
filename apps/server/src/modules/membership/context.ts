import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Events } from '../../plugins/app/events.js';
import { createPlanCatalog, type PlanCatalog } from './plan-catalog.js';
import * as repo from './membership.repository.js';
import { SandboxPaymentProvider, type PaymentProvider } from './payment-provider.js';
import { RazorpayPaymentProvider, type PlanStore } from './razorpay-provider.js';

/**
 * What every membership use case (commands/, queries/) is given: the database, the clock, the
 * events, the plans, and the payment providers (docs/decisions/035-razorpay.md).
 */
export interface MembershipContext {
  db: Db;
  clock: Clock;
  events: Pick<Events, 'publish'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  plans: PlanCatalog;
  /** Who takes new checkouts (PAYMENT_PROVIDER); null: checkout answers 503. */
  checkoutProvider: PaymentProvider | null;
  /**
   * Every provider that can finish what it opened, by name: a payment, its webhooks and its
   * mandate stay with the provider that opened it, whatever takes new checkouts now.
   */
  providers: ReadonlyMap<string, PaymentProvider>;
  /** Razorpay, when its keys are set (the webhook and reconcile need it even if checkout is off). */
  razorpay: RazorpayPaymentProvider | null;
}

/** The plans made at Razorpay, remembered in `provider_plans` so every process uses one. */
const planStore = (db: Db, clock: Clock): PlanStore => ({
  find: (key) => repo.findProviderPlan(db, { provider: 'razorpay', ...key }),
  save: (key, ref) => repo.saveProviderPlan(db, { provider: 'razorpay', ...key }, ref, clock.now()),
});

/** Without a database (tests of the configuration): nothing is remembered. */
const noPlanStore: PlanStore = { find: async () => undefined, save: async (_key, ref) => ref };

/** The providers the configuration sets up, and the one that takes new checkouts. */
export function createProviders(config: Config, plans: PlanStore = noPlanStore) {
  const razorpay = config.razorpay ? new RazorpayPaymentProvider(config.razorpay, plans) : null;
  const sandbox =
    config.paymentProvider === 'sandbox' ? new SandboxPaymentProvider(config.secrets.auth) : null;
  const providers = new Map<string, PaymentProvider>();
  if (sandbox) providers.set(sandbox.name, sandbox);
  if (razorpay) providers.set(razorpay.name, razorpay);
  const checkoutProvider =
    config.paymentProvider === 'disabled' ? null : (providers.get(config.paymentProvider) ?? null);
  return { providers, razorpay, checkoutProvider };
}

/** The configured checkout provider, or null when payments are switched off (PAYMENT_PROVIDER=disabled). */
export const createPaymentProvider = (config: Config, plans?: PlanStore) =>
  createProviders(config, plans).checkoutProvider;

export function createMembershipContext(deps: {
  db: Db;
  clock: Clock;
  events: Pick<Events, 'publish'>;
  log: MembershipContext['log'];
  config: Config;
}): MembershipContext {
  return {
    db: deps.db,
    clock: deps.clock,
    events: deps.events,
    log: deps.log,
    plans: createPlanCatalog(deps.db),
    ...createProviders(deps.config, planStore(deps.db, deps.clock)),
  };
}
