import {
  PLAN_BENEFITS,
  isPlanOnSale,
  MEMBERSHIP_CODES as C,
  TRIAL_DAYS,
  type MySubscription,
  type Payment,
  type Plan,
  type PlanCode,
  type SandboxOutcome,
} from '@lorrybazaar/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, badRequest, conflict, notFound, tooManyRequests } from '../../lib/http-error.js';
import type { AuthUser } from '../auth/auth.service.js';
import * as repo from './membership.repository.js';
import {
  addDays,
  dateInIndia,
  daysLeft,
  driverTrialEnd,
  isDriverType,
  isRunning,
  membershipAt,
  paidPeriod,
  type MembershipFacts,
} from './membership.rules.js';
import type { PaymentRow, PlanRow } from './membership.schema.js';
import { SandboxPaymentProvider, type PaymentProvider } from './payment-provider.js';

/** Checkouts a user may open per hour: generous for retries, small enough to stop a loop. */
export const CHECKOUTS_PER_HOUR = 20;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function toPlan(row: PlanRow): Plan {
  return {
    plan_id: String(row.id),
    code: row.code as PlanCode,
    price: row.priceRupees,
    period_months: row.periodMonths,
    trial_days: row.trialDays,
    auto_renew: row.autoRenew,
    benefits: [...PLAN_BENEFITS[row.code as PlanCode]],
  };
}

function toPayment(row: PaymentRow, plan: PlanRow): Payment {
  return {
    payment_id: String(row.id),
    plan_id: String(row.planId),
    plan_code: plan.code as PlanCode,
    amount: row.amountRupees,
    status: row.status,
    provider: row.provider,
    created_at: row.createdAt.toISOString(),
    completed_at: iso(row.completedAt),
    period_start: iso(row.periodStart),
    period_end: iso(row.periodEnd),
  };
}

/**
 * Applies one paid period to the user's subscription (checkout callback or renewal): from
 * max(now, current expiry), one month per period. The caller holds the user's membership lock
 * inside its transaction.
 */
async function applyPaidPeriod(
  tx: DbOrTx,
  payment: PaymentRow,
  plan: PlanRow,
  mandate: string | null,
  now: Date,
) {
  const facts = await repo.membershipFacts(tx, payment.userId);
  if (!facts) throw notFound();
  const period = paidPeriod(facts, now, plan.periodMonths);
  const previous = facts.subscription;
  const keptMandate = mandate ?? previous?.renewalMandate ?? null;
  await repo.saveSubscription(tx, {
    userId: payment.userId,
    planId: plan.id,
    status: 'active',
    startedAt: period.startedAt,
    expiresAt: period.end,
    autoRenew: plan.autoRenew && keptMandate !== null && (mandate !== null || (previous?.autoRenew ?? false)),
    renewalMandate: keptMandate,
    updatedAt: now,
  });
  await repo.markPaymentPaid(tx, payment.id, period, now);
}

export function createMembershipService(deps: { db: Db; clock: Clock; provider: PaymentProvider | null }) {
  const { db, clock, provider } = deps;

  let planCache: Map<number, PlanRow> | undefined;
  /** Plans are reference data seeded by the migration: read once. */
  async function plansById(): Promise<Map<number, PlanRow>> {
    planCache ??= new Map((await repo.listAllPlans(db)).map((row) => [row.id, row]));
    return planCache;
  }
  async function planOf(id: number): Promise<PlanRow> {
    const plan = (await plansById()).get(id);
    if (!plan) throw new Error(`plan ${id} is not seeded`);
    return plan;
  }

  /** A plan this user's role may choose, else 400; one that gives nothing is not sold (409). */
  async function offeredPlan(user: AuthUser, planId: number): Promise<PlanRow> {
    const plan = (await plansById()).get(planId);
    if (!plan || !plan.forUserTypes.includes(user.userTypeId)) throw badRequest(C.planNotAvailable);
    if (!isPlanOnSale(plan.code as PlanCode)) throw conflict(C.planNotOffered);
    return plan;
  }

  /** Whether the role has a plan on sale with a trial (none for now: see PLAN_BENEFITS). */
  async function trialOnSale(userTypeId: number): Promise<boolean> {
    return [...(await plansById()).values()].some(
      (plan) =>
        plan.forUserTypes.includes(userTypeId) &&
        plan.trialDays > 0 &&
        plan.priceRupees > 0 &&
        isPlanOnSale(plan.code as PlanCode),
    );
  }

  async function facts(db: DbOrTx, userId: number): Promise<MembershipFacts> {
    const found = await repo.membershipFacts(db, userId);
    if (!found) throw notFound();
    return found;
  }

  async function describe(dbOrTx: DbOrTx, userId: number): Promise<MySubscription> {
    const now = clock.now();
    const known = await facts(dbOrTx, userId);
    const trial = await repo.findTrial(dbOrTx, userId);
    const current = membershipAt(known, now);
    const plan = await planOf(current.planId);
    const running = isRunning(current);
    const driver = isDriverType(known.userTypeId);
    const trialEnds = trial?.endsAt ?? (driver ? driverTrialEnd(known.registeredAt) : null);
    const sub = known.subscription;
    return {
      status: current.status,
      plan_id: String(plan.id),
      plan_code: plan.code as PlanCode,
      started_at: iso(current.startedAt),
      expires_at: iso(current.expiresAt),
      expires_on: current.expiresAt ? dateInIndia(current.expiresAt) : null,
      days_left: running && current.expiresAt ? daysLeft(current.expiresAt, now) : 0,
      auto_renew: current.status === 'active' && (sub?.autoRenew ?? false),
      can_auto_renew: current.status === 'active' && plan.autoRenew && !!sub?.renewalMandate,
      trial_available:
        !driver && !trial && current.status !== 'active' && (await trialOnSale(known.userTypeId)),
      trial_ends_at: iso(trialEnds),
      trial_ends_on: trialEnds ? dateInIndia(trialEnds) : null,
    };
  }

  async function listPlans(user: AuthUser): Promise<Plan[]> {
    const plans = await repo.listPlansFor(db, user.userTypeId);
    return plans.filter((plan) => isPlanOnSale(plan.code as PlanCode)).map(toPlan);
  }

  /** Once per user, 15 days of a paid plan; not while a paid period runs. */
  async function startTrial(user: AuthUser, planId: number): Promise<MySubscription> {
    const plan = await offeredPlan(user, planId);
    if (plan.trialDays <= 0 || plan.priceRupees === 0) throw badRequest(C.planNotAvailable);
    const now = clock.now();
    return db.transaction(async (tx) => {
      await repo.lockUserMembership(tx, user.userId);
      if (await repo.findTrial(tx, user.userId)) throw conflict(C.trialUsed);
      const current = membershipAt(await facts(tx, user.userId), now);
      if (current.status === 'active') throw conflict(C.alreadySubscribed);
      const endsAt = addDays(now, TRIAL_DAYS);
      if (!(await repo.insertTrial(tx, { userId: user.userId, planId: plan.id, startedAt: now, endsAt }))) {
        throw conflict(C.trialUsed);
      }
      await repo.saveSubscription(tx, {
        userId: user.userId,
        planId: plan.id,
        status: 'trial',
        startedAt: now,
        expiresAt: endsAt,
        autoRenew: false,
        renewalMandate: null,
        updatedAt: now,
      });
      return describe(tx, user.userId);
    });
  }

  function requireProvider(): PaymentProvider {
    if (!provider) throw new HttpError(503, C.paymentsUnavailable);
    return provider;
  }

  /** A pending payment of one period of the plan, and where the browser pays it. */
  async function checkout(user: AuthUser, planId: number) {
    const gateway = requireProvider();
    const plan = await offeredPlan(user, planId);
    if (plan.priceRupees <= 0) throw badRequest(C.planNotAvailable);
    const now = clock.now();
    const hourAgo = new Date(now.getTime() - 3600_000);
    // Counted and inserted under the user's membership lock: 50 checkouts at once cannot all
    // see 19 and all pass.
    const payment = await db.transaction(async (tx) => {
      await repo.lockUserMembership(tx, user.userId);
      if ((await repo.countPaymentsSince(tx, user.userId, hourAgo)) >= CHECKOUTS_PER_HOUR) {
        throw tooManyRequests(C.tooManyPayments, 3600);
      }
      return repo.insertPayment(tx, {
        userId: user.userId,
        planId: plan.id,
        amountRupees: plan.priceRupees,
        kind: 'checkout',
        provider: gateway.name,
        createdAt: now,
      });
    });
    try {
      const session = await gateway.createCheckout({
        paymentId: payment.id,
        amountRupees: payment.amountRupees,
        recurring: plan.autoRenew,
      });
      await repo.setPaymentRef(db, payment.id, session.providerRef);
      return {
        ...toPayment({ ...payment, providerRef: session.providerRef }, plan),
        checkout_url: session.checkoutUrl,
      };
    } catch (error) {
      await repo.markPaymentFailed(db, payment.id, clock.now());
      throw error instanceof HttpError ? error : new HttpError(503, C.paymentsUnavailable);
    }
  }

  async function ownPayment(user: AuthUser, paymentId: number): Promise<PaymentRow> {
    const payment = await repo.findOwnPayment(db, paymentId, user.userId);
    if (!payment) throw notFound(C.paymentNotFound);
    return payment;
  }

  async function getPayment(user: AuthUser, paymentId: number): Promise<Payment> {
    const payment = await ownPayment(user, paymentId);
    return toPayment(payment, await planOf(payment.planId));
  }

  const providerView = async (payment: PaymentRow) => ({
    paymentId: payment.id,
    providerRef: payment.providerRef ?? '',
    amountRupees: payment.amountRupees,
    recurring: (await planOf(payment.planId)).autoRenew,
  });

  /** The sandbox checkout page's Pay / Fail: the signed address the browser returns to. */
  async function sandboxReturnUrl(user: AuthUser, paymentId: number, outcome: SandboxOutcome) {
    if (!(provider instanceof SandboxPaymentProvider)) throw notFound();
    const payment = await ownPayment(user, paymentId);
    if (payment.status !== 'pending' || payment.provider !== provider.name || !payment.providerRef) {
      throw conflict(C.paymentClosed);
    }
    return provider.returnUrl(await providerView(payment), outcome);
  }

  /**
   * The provider's answer, brought back by the browser. Verified with the provider; a paid
   * payment extends the subscription in the same transaction that closes the payment, so a
   * repeated (or concurrent) callback finds it closed and changes nothing.
   */
  async function paymentCallback(user: AuthUser, paymentId: number, payload: Record<string, string>) {
    const gateway = requireProvider();
    const payment = await ownPayment(user, paymentId);
    if (payment.status === 'pending') {
      if (payment.provider !== gateway.name || !payment.providerRef) throw badRequest(C.paymentUnverified);
      const verification = await gateway.verify(await providerView(payment), payload);
      if (!verification) throw badRequest(C.paymentUnverified);
      if (verification.outcome !== 'pending') {
        await db.transaction(async (tx) => {
          await repo.lockUserMembership(tx, user.userId);
          const locked = await repo.findOwnPayment(tx, paymentId, user.userId, true);
          if (!locked || locked.status !== 'pending') return;
          const now = clock.now();
          if (verification.outcome === 'paid') {
            await applyPaidPeriod(tx, locked, await planOf(locked.planId), verification.mandate, now);
          } else {
            await repo.markPaymentFailed(tx, locked.id, now);
          }
        });
      }
    }
    const closed = await ownPayment(user, paymentId);
    return {
      payment: toPayment(closed, await planOf(closed.planId)),
      subscription: await describe(db, user.userId),
    };
  }

  /** Automatic renewal on or off (policy: cancel any time, keep the paid period, no refund). */
  async function setAutoRenew(user: AuthUser, autoRenew: boolean): Promise<MySubscription> {
    return db.transaction(async (tx) => {
      await repo.lockUserMembership(tx, user.userId);
      const known = await facts(tx, user.userId);
      const current = membershipAt(known, clock.now());
      const sub = known.subscription;
      const plan = await planOf(current.planId);
      if (autoRenew && (current.status !== 'active' || !plan.autoRenew || !sub?.renewalMandate)) {
        throw conflict(C.autoRenewUnavailable);
      }
      if (sub) await repo.setAutoRenew(tx, user.userId, autoRenew, clock.now());
      return describe(tx, user.userId);
    });
  }

  return {
    listPlans,
    mySubscription: (user: AuthUser) => describe(db, user.userId),
    startTrial,
    checkout,
    getPayment,
    sandboxReturnUrl,
    paymentCallback,
    setAutoRenew,
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;

/**
 * The daily job's renewals: paid periods with a standing mandate that end within a day are
 * charged through the provider and extended by one period, each user in its own transaction.
 * A failed charge leaves the period to lapse; the user can still pay by hand.
 */
export async function renewSubscriptions(db: Db, provider: PaymentProvider | null, now: Date) {
  if (!provider) return { renewed: 0, failed: 0 };
  let renewed = 0;
  let failed = 0;
  const until = addDays(now, 1);
  for (const userId of await repo.dueForRenewal(db, until)) {
    await db.transaction(async (tx) => {
      await repo.lockUserMembership(tx, userId);
      // Another server's job may have renewed it meanwhile.
      const sub = await repo.findSubscription(tx, userId);
      if (!sub || sub.status !== 'active' || !sub.autoRenew || !sub.renewalMandate || sub.expiresAt > until) {
        return;
      }
      const plan = await repo.findPlan(tx, sub.planId);
      if (!plan || plan.priceRupees <= 0) return;
      const payment = await repo.insertPayment(tx, {
        userId,
        planId: plan.id,
        amountRupees: plan.priceRupees,
        kind: 'renewal',
        provider: provider.name,
        createdAt: now,
      });
      const charge = await provider.chargeRenewal({
        paymentId: payment.id,
        mandate: sub.renewalMandate,
        amountRupees: plan.priceRupees,
      });
      await repo.setPaymentRef(tx, payment.id, charge.providerRef);
      if (charge.outcome === 'paid') {
        await applyPaidPeriod(tx, payment, plan, sub.renewalMandate, now);
        renewed += 1;
      } else {
        await repo.markPaymentFailed(tx, payment.id, now);
        failed += 1;
      }
    });
  }
  return { renewed, failed };
}
