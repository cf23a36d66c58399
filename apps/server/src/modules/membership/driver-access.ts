import { MEMBERSHIP_CODES } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import type { AuthUser } from '../auth/auth.service.js';
import { membershipFacts } from './membership.repository.js';
import { isDriverType, isRunning, membershipAt } from './membership.rules.js';

/**
 * The driver subscription rule for other features (docs/decisions/008-membership.md): a driver
 * may start new business (bid on a load, counter, accept a bid, post a truck) only while their
 * free trial (15 days from registration) or a paid ₹75 month runs. A lapsed driver keeps
 * everything else: browsing, profile and documents, finishing agreed trips (LR, POD), renewing.
 *
 * True only for a driver whose trial or paid period covers `now`; false for anyone else.
 * Pass the service's clock (`app.clock.now()`) so tests can move time.
 */
export async function hasActiveDriverSubscription(
  tx: DbOrTx,
  userId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const facts = await membershipFacts(tx, userId);
  if (!facts || !isDriverType(facts.userTypeId)) return false;
  return isRunning(membershipAt(facts, now));
}

/**
 * Guard for a driver-only paid action: nothing for other roles; for a lapsed driver a 402
 * `membership:errors.driverSubscriptionRequired` (not 403, which the client reads as "refresh
 * the session"). Add `402: ErrorBodySchema` to the route's response schemas.
 */
export async function assertDriverSubscription(
  tx: DbOrTx,
  user: Pick<AuthUser, 'userId' | 'role'>,
  now: Date = new Date(),
): Promise<void> {
  if (user.role !== 'driver') return;
  if (!(await hasActiveDriverSubscription(tx, user.userId, now))) {
    throw new HttpError(402, MEMBERSHIP_CODES.driverSubscriptionRequired);
  }
}
