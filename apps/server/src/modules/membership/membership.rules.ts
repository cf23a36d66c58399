import { PLAN_IDS, TRIAL_DAYS, USER_TYPE_ID, todayInIndia } from '@lorrybazaar/contract';
import { INDIA_OFFSET_MS as IST_OFFSET_MS } from '../../lib/india-day.js';
import type { SubscriptionRow } from './membership.schema.js';

/**
 * The membership rules as pure functions of the stored rows and the time, so the API, the
 * driver check used by other features and the daily job cannot disagree
 * (docs/decisions/008-membership.md).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/**
 * One calendar month later as a user in India counts it: 15 Jan → 15 Feb; 31 Jan → 28 (29) Feb.
 */
export function addMonths(date: Date, months: number): Date {
  const ist = new Date(date.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const month = ist.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = new Date(ist);
  shifted.setUTCFullYear(year, month, Math.min(ist.getUTCDate(), lastDay));
  return new Date(shifted.getTime() - IST_OFFSET_MS);
}

/** The date a user in India sees on the calendar at that instant, YYYY-MM-DD. */
export const dateInIndia = (date: Date): string => todayInIndia(date);

/** Whole days left, rounded up (an hour left is "1 day left"); 0 once it has passed. */
export const daysLeft = (until: Date, now: Date) =>
  Math.max(0, Math.ceil((until.getTime() - now.getTime()) / DAY_MS));

const DRIVER_TYPE = Number(USER_TYPE_ID.driver);
export const isDriverType = (userTypeId: number) => userTypeId === DRIVER_TYPE;

/** A driver's free trial runs from registration (the public FAQ promises drivers a free trial). */
export const driverTrialEnd = (registeredAt: Date) => addDays(registeredAt, TRIAL_DAYS);

export interface MembershipFacts {
  userTypeId: number;
  registeredAt: Date;
  subscription: SubscriptionRow | null;
}

export interface Membership {
  status: 'free' | 'trial' | 'active' | 'expired';
  planId: number;
  startedAt: Date | null;
  expiresAt: Date | null;
}

/**
 * Where a user stands at `now`. The stored status may lag behind the clock until the daily job
 * runs, so a period that has ended counts as ended whatever the row says.
 */
export function membershipAt(facts: MembershipFacts, now: Date): Membership {
  const { subscription: sub } = facts;
  const driver = isDriverType(facts.userTypeId);
  if (sub) {
    const running = (sub.status === 'trial' || sub.status === 'active') && sub.expiresAt > now;
    return {
      status: running ? sub.status : 'expired',
      planId: sub.planId,
      startedAt: sub.startedAt,
      expiresAt: sub.expiresAt,
    };
  }
  if (driver) {
    const end = driverTrialEnd(facts.registeredAt);
    return {
      status: end > now ? 'trial' : 'expired',
      planId: Number(PLAN_IDS.driver_monthly),
      startedAt: facts.registeredAt,
      expiresAt: end,
    };
  }
  return { status: 'free', planId: Number(PLAN_IDS.free), startedAt: null, expiresAt: null };
}

/** A trial or paid period runs now. */
export const isRunning = (membership: Membership) =>
  membership.status === 'trial' || membership.status === 'active';

/**
 * A payment of one period buys that period from max(now, the end of what runs now): paying
 * early loses no day, trial days included; paying after a lapse starts today.
 */
export function paidPeriod(facts: MembershipFacts, now: Date, periodMonths: number) {
  const current = membershipAt(facts, now);
  const start = isRunning(current) && current.expiresAt! > now ? current.expiresAt! : now;
  return {
    start,
    end: addMonths(start, periodMonths),
    // A membership paid without a break keeps the day it began.
    startedAt: isRunning(current) ? current.startedAt! : now,
  };
}
