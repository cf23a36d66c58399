import { and, arrayContains, asc, count, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import {
  payments,
  plans,
  subscriptions,
  trials,
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

export async function insertPayment(
  tx: DbOrTx,
  values: {
    userId: number;
    planId: number;
    amountRupees: number;
    kind: 'checkout' | 'renewal';
    provider: string;
    createdAt: Date;
  },
): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function setPaymentRef(tx: DbOrTx, paymentId: number, providerRef: string) {
  await tx.update(payments).set({ providerRef }).where(eq(payments.id, paymentId));
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
) {
  await tx
    .update(payments)
    .set({ status: 'paid', periodStart: period.start, periodEnd: period.end, completedAt: at })
    .where(eq(payments.id, paymentId));
}

export async function markPaymentFailed(tx: DbOrTx, paymentId: number, at: Date) {
  await tx.update(payments).set({ status: 'failed', completedAt: at }).where(eq(payments.id, paymentId));
}

export async function countPaymentsSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.userId, userId), gte(payments.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** Paid periods with a mandate that end before `until`: the daily job renews them. */
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
