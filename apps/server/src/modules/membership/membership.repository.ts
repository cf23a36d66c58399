import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lte,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { escapeLike } from '../../db/sql.js';
import {
  paymentEvents,
  paymentMandates,
  payments,
  plans,
  providerPlans,
  subscriptions,
  trials,
  type MandateRow,
  type PaymentRow,
  type SubscriptionRow,
} from './membership.schema.js';
import type { MembershipFacts } from './membership.rules.js';

export async function listPlansFor(db: DbOrTx, userTypeId: number) {
  return db
    .select()
    .from(plans)
    .where(arrayContains(plans.forUserTypes, [userTypeId]))
    .orderBy(asc(plans.sortOrder), asc(plans.id));
}

export async function listAllPlans(db: DbOrTx) {
  return db.select().from(plans);
}

export async function findPlan(db: DbOrTx, planId: number) {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId));
  return row;
}

/**
 * Serialises every membership change of one user (trial, payment, renewal, expiry) for the
 * rest of the transaction, also when the user has no subscription row to lock yet.
 */
export async function lockUserMembership(tx: DbOrTx, userId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`membership:${userId}`}, 0))`);
}

/** What the rules need about a user: the role, the day they registered, the subscription row. */
export async function membershipFacts(db: DbOrTx, userId: number): Promise<MembershipFacts | undefined> {
  const [row] = await db
    .select({
      userTypeId: users.userTypeId,
      registeredAt: users.createdAt,
      subscription: subscriptions,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function findSubscription(db: DbOrTx, userId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export async function findTrial(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(trials).where(eq(trials.userId, userId));
  return row;
}

/** The one trial of a user; false when they already had one (the primary key decides). */
export async function insertTrial(
  tx: DbOrTx,
  values: { userId: number; planId: number; startedAt: Date; endsAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(trials)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: trials.userId });
  return inserted.length === 1;
}

export async function saveSubscription(tx: DbOrTx, row: SubscriptionRow) {
  const { userId: _userId, ...rest } = row;
  await tx.insert(subscriptions).values(row).onConflictDoUpdate({ target: subscriptions.userId, set: rest });
}

export async function setAutoRenew(tx: DbOrTx, userId: number, autoRenew: boolean, at: Date) {
  await tx.update(subscriptions).set({ autoRenew, updatedAt: at }).where(eq(subscriptions.userId, userId));
}

/** The standing mandate is gone (stopped, halted, cancelled): no renewal, nothing to switch back on. */
export async function dropMandate(tx: DbOrTx, userId: number, mandate: string, at: Date) {
  await tx
    .update(subscriptions)
    .set({ autoRenew: false, renewalMandate: null, updatedAt: at })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.renewalMandate, mandate)));
}

export async function insertPayment(
  tx: DbOrTx,
  values: {
    userId: number;
    planId: number;
    amountRupees: number;
    kind: 'checkout' | 'renewal';
    provider: string;
    recurring: boolean;
    providerRef?: string;
    mandateRef?: string;
    createdAt: Date;
  },
): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function setPaymentRef(
  tx: DbOrTx,
  paymentId: number,
  providerRef: string,
  checkoutUrl?: string,
) {
  await tx.update(payments).set({ providerRef, checkoutUrl }).where(eq(payments.id, paymentId));
}

/** A checkout the gateway would not open: nothing of it stays. */
export async function deletePayment(tx: DbOrTx, paymentId: number) {
  await tx.delete(payments).where(eq(payments.id, paymentId));
}

/** The checkout a gateway knows by its own id (a Razorpay subscription or payment link). */
export async function findPaymentByRef(
  db: DbOrTx,
  provider: string,
  providerRef: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
  return row;
}

/** Whether this money (the gateway's payment id) is already counted. */
export async function isCounted(db: DbOrTx, provider: string, providerPaymentId: string) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  return row !== undefined;
}

export async function lockPayment(tx: DbOrTx, paymentId: number): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row!;
}

export async function findPayment(db: DbOrTx, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

export async function setCheckedAt(db: DbOrTx, paymentId: number, at: Date) {
  await db.update(payments).set({ checkedAt: at }).where(eq(payments.id, paymentId));
}

/** A payment of this user; another user's payment is not found (docs/api.md, Who owns what). */
export async function findOwnPayment(
  db: DbOrTx,
  paymentId: number,
  userId: number,
  forUpdate = false,
): Promise<PaymentRow | undefined> {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function markPaymentPaid(
  tx: DbOrTx,
  paymentId: number,
  period: { start: Date; end: Date },
  at: Date,
  money: { providerPaymentId?: string | null; method?: string | null } = {},
) {
  await tx
    .update(payments)
    .set({
      status: 'paid',
      periodStart: period.start,
      periodEnd: period.end,
      completedAt: at,
      providerPaymentId: money.providerPaymentId ?? null,
      method: money.method ?? null,
      failureReason: null,
    })
    .where(eq(payments.id, paymentId));
}

export async function markPaymentFailed(
  tx: DbOrTx,
  paymentId: number,
  at: Date,
  reason: string | null = null,
) {
  await tx
    .update(payments)
    .set({ status: 'failed', completedAt: at, failureReason: reason })
    .where(eq(payments.id, paymentId));
}

/** The user's payments, newest first (history). */
export async function listPayments(db: DbOrTx, userId: number, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/** The user's newest checkout opened since `since` and not finished. */
export async function latestPending(
  db: DbOrTx,
  userId: number,
  since: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'pending'),
        eq(payments.kind, 'checkout'),
        gte(payments.createdAt, since),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row;
}

/** Checkouts of these providers still open since before `before`: a webhook may have been lost. */
export async function pendingToReconcile(
  db: DbOrTx,
  providers: string[],
  before: Date,
): Promise<PaymentRow[]> {
  if (providers.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        inArray(payments.provider, providers),
        isNotNull(payments.providerRef),
        lte(payments.createdAt, before),
      ),
    );
}

// ---------------------------------------------------------------- gateway mandates and events

export async function insertMandate(
  tx: DbOrTx,
  values: Omit<MandateRow, 'cancelAtCycleEnd' | 'updatedAt'> & { updatedAt?: Date },
) {
  await tx
    .insert(paymentMandates)
    .values({ ...values, updatedAt: values.updatedAt ?? values.createdAt })
    .onConflictDoNothing();
}

export async function findMandate(
  db: DbOrTx,
  provider: string,
  ref: string,
): Promise<MandateRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMandates)
    .where(and(eq(paymentMandates.provider, provider), eq(paymentMandates.ref, ref)));
  return row;
}

/** A user's mandate by its ref, whichever gateway holds it (none for the sandbox's). */
export async function mandateOf(db: DbOrTx, userId: number, ref: string): Promise<MandateRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMandates)
    .where(and(eq(paymentMandates.userId, userId), eq(paymentMandates.ref, ref)));
  return row;
}

export async function updateMandate(
  tx: DbOrTx,
  key: { provider: string; ref: string },
  values: Partial<Pick<MandateRow, 'status' | 'chargeAt' | 'paidCount' | 'cancelAtCycleEnd'>> & {
    updatedAt: Date;
  },
) {
  await tx
    .update(paymentMandates)
    .set(values)
    .where(and(eq(paymentMandates.provider, key.provider), eq(paymentMandates.ref, key.ref)));
}

/** Mandates to ask about: not settled yet, retrying, or whose debit fell due by `now`. */
export async function mandatesToReconcile(db: DbOrTx, now: Date): Promise<MandateRow[]> {
  return db
    .select()
    .from(paymentMandates)
    .where(
      or(
        inArray(paymentMandates.status, ['created', 'authenticated', 'pending']),
        and(eq(paymentMandates.status, 'active'), lte(paymentMandates.chargeAt, now)),
      ),
    );
}

/** Stores a webhook delivery's id; false when it was already stored (a repeat). */
export async function insertEvent(
  tx: DbOrTx,
  values: { provider: string; eventId: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length === 1;
}

export async function hasEvent(db: DbOrTx, provider: string, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
  return row !== undefined;
}

export type PlanKey = { provider: string; account: string; planId: number; amountPaise: number };
const planKey = (key: PlanKey) =>
  and(
    eq(providerPlans.provider, key.provider),
    eq(providerPlans.account, key.account),
    eq(providerPlans.planId, key.planId),
    eq(providerPlans.amountPaise, key.amountPaise),
  );

export async function findProviderPlan(db: DbOrTx, key: PlanKey): Promise<string | undefined> {
  const [row] = await db.select({ ref: providerPlans.ref }).from(providerPlans).where(planKey(key));
  return row?.ref;
}

/** The first plan saved for the key wins; answers the one kept. */
export async function saveProviderPlan(db: DbOrTx, key: PlanKey, ref: string, at: Date): Promise<string> {
  await db
    .insert(providerPlans)
    .values({ ...key, ref, createdAt: at })
    .onConflictDoNothing();
  return (await findProviderPlan(db, key))!;
}

/** Where an SMS to the user goes, and in which language. */
export async function contactOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ mobile: users.mobile, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

// ---------------------------------------------------------------- operator console

/** Recent payments, or those of a user (mobile) or gateway id, with their payer. */
export async function opsPayments(db: DbOrTx, query: string | undefined, limit: number) {
  const q = query?.trim();
  const like = q ? `%${escapeLike(q)}%` : undefined;
  const found = like
    ? or(
        ilike(users.mobile, like),
        ilike(payments.providerRef, like),
        ilike(payments.providerPaymentId, like),
        ilike(payments.mandateRef, like),
      )
    : undefined;
  return db
    .select({ payment: payments, mobile: users.mobile, name: users.name, company: users.company })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(found)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

export async function opsPaymentById(db: DbOrTx, paymentId: number) {
  const [row] = await db
    .select({ payment: payments, mobile: users.mobile, name: users.name, company: users.company })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  return row;
}

/** Recent gateway mandates, or those of a user (mobile) or with this id. */
export async function opsMandates(db: DbOrTx, query: string | undefined, limit: number) {
  const q = query?.trim();
  const like = q ? `%${escapeLike(q)}%` : undefined;
  return db
    .select({ mandate: paymentMandates, mobile: users.mobile, name: users.name, company: users.company })
    .from(paymentMandates)
    .innerJoin(users, eq(users.id, paymentMandates.userId))
    .where(like ? or(ilike(users.mobile, like), ilike(paymentMandates.ref, like)) : undefined)
    .orderBy(desc(paymentMandates.createdAt))
    .limit(limit);
}

export async function countPaymentsSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.userId, userId), gte(payments.createdAt, since)));
  return Number(row?.n ?? 0);
}

/**
 * Paid periods with a mandate that end before `until`: the daily job renews them. A mandate a
 * gateway debits by itself (a `payment_mandates` row) is not ours to charge.
 */
export async function dueForRenewal(db: DbOrTx, until: Date): Promise<number[]> {
  const rows = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.autoRenew, true),
        isNotNull(subscriptions.renewalMandate),
        lte(subscriptions.expiresAt, until),
        notExists(
          db
            .select({ ref: paymentMandates.ref })
            .from(paymentMandates)
            .where(eq(paymentMandates.ref, subscriptions.renewalMandate)),
        ),
      ),
    );
  return rows.map((row) => row.userId);
}

/** Marks every trial and paid period that ended by `now` expired; answers whose. */
export async function expireEnded(db: DbOrTx, now: Date): Promise<number[]> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(subscriptions.status, ['trial', 'active']), lte(subscriptions.expiresAt, now)))
    .returning({ userId: subscriptions.userId });
  return rows.map((row) => row.userId);
}
