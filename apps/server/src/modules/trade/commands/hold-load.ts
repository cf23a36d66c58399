/**
 * Holding a load for an operator (docs/decisions/049-token-fraud-guardrails.md): a fake load's
 * bait is a price far above the lane's. A load whose asking amount for one truck is above twice
 * the lane's usual range (trust's lane price and `priceOutlier`, as a bid's price is judged),
 * posted by a user who is not verified, is stored held: in no listing, search, match or lane alert
 * (they read open loads only) and taking no bid, until an operator releases it. Its owner sees it
 * held in their own loads, and the AddLoad answer says so. An operator may reject it instead, and
 * a hold nobody decides in time is closed (docs/decisions/057): the load is expired, its owner told.
 */
import {
  HOLD_UNCHECKED,
  LOAD_HOLD_CODES,
  askingPerTruck,
  type AddLoadInput,
  type LoadCloseReason,
  type LoadRejectReason,
  type Terms,
} from '@lorrybazaar/contract';
import type { DbOrTx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-error.js';
import { isVerifiedUser } from '../../profiles/verified.js';
import {
  askingAboveLane,
  closeHold,
  recordHold,
  releaseHold,
  undecidedHolds,
  type AskingCheck,
} from '../../trust/load-holds.js';
import { LOAD } from '../codes.js';
import type { TradeContext } from '../context.js';
import * as loads from '../sql/loads.js';

/**
 * Before AddLoad's transaction (the lane is read through the reference data, as a bid's price is):
 * the asking amount against the lane, when it is above twice the range.
 */
export async function askingCheck(
  ctx: TradeContext,
  input: AddLoadInput,
  terms: Terms | null,
): Promise<AskingCheck | null> {
  if (!terms?.asking_rupees) return null;
  const capacity = await ctx.reference.capacity(input.capacity_id);
  if (!capacity) return null;
  const lane = await ctx.trust.lanePrice({
    pickupLoc: input.pickupLoc,
    deliveryLoc: input.deliveryLoc,
    capacity_id: input.capacity_id,
  });
  return askingAboveLane(askingPerTruck(terms, capacity.tonnes), lane);
}

/** In AddLoad's transaction: holds the new load when its price was far above and its poster is not verified. */
export async function holdIfUnverified(
  ctx: TradeContext,
  tx: DbOrTx,
  load: { id: number; userId: number },
  check: AskingCheck | null,
): Promise<boolean> {
  if (!check || (await isVerifiedUser(tx, load.userId))) return false;
  await loads.setStatus(tx, load.id, LOAD.held);
  await recordHold(tx, { ...check, loadId: load.id, userId: load.userId, at: ctx.clock.now() });
  return true;
}

/**
 * An operator releases a held load: it is open and in the marketplace at once (`load.posted`, so
 * the listings, live screens and saved lanes hear of it as of a new load). `alsoInTransaction`
 * writes the operator's audit row in the same transaction. 404 when the load is not held.
 */
export async function releaseHeldLoad(
  ctx: TradeContext,
  operatorId: number,
  loadId: number,
  alsoInTransaction: (tx: DbOrTx) => Promise<unknown>,
): Promise<void> {
  const released = await ctx.db.transaction(async (tx) => {
    const row = await loads.openHeld(tx, loadId);
    if (!row || !(await releaseHold(tx, loadId, operatorId, ctx.clock.now()))) {
      throw notFound(LOAD_HOLD_CODES.notHeld);
    }
    await alsoInTransaction(tx);
    return row;
  });
  ctx.events.publish({
    type: 'load.posted',
    loads_id: loadId,
    no_of_trucks: released.no_of_trucks,
    listed: released.listed,
    by: Number(released.user_id),
    recipients: [],
  });
}

/**
 * Closes a waiting hold unlisted (docs/decisions/057): the load is expired and the hold keeps who
 * and why, in one transaction with `alsoInTransaction`; then its owner is told (`load.rejected`).
 * False when the load is not waiting (released, closed, or never held).
 */
async function closeHeldLoad(
  ctx: TradeContext,
  loadId: number,
  o: { by: number | null; reason: LoadCloseReason },
  alsoInTransaction: (tx: DbOrTx) => Promise<unknown> = async () => {},
): Promise<boolean> {
  const closed = await ctx.db.transaction(async (tx) => {
    // The hold first: a waiting hold is closed even if its load somehow left the held status,
    // so the hourly pass never meets it again; only a load closed here is told of.
    if (!(await closeHold(tx, loadId, { ...o, at: ctx.clock.now() }))) return null;
    const row = await loads.closeHeld(tx, loadId);
    await alsoInTransaction(tx);
    return { row };
  });
  if (!closed) return false;
  if (!closed.row) return true;
  const ownerId = Number(closed.row.user_id);
  ctx.events.publish({
    type: 'load.rejected',
    loads_id: loadId,
    reason: o.reason,
    by: o.by ?? ownerId,
    recipients: [ownerId],
  });
  return true;
}

/** An operator rejects a held load with a reason its owner is told; 404 when it is not waiting. */
export async function rejectHeldLoad(
  ctx: TradeContext,
  operatorId: number,
  input: { loadId: number; reason: LoadRejectReason },
  alsoInTransaction: (tx: DbOrTx) => Promise<unknown>,
): Promise<void> {
  if (!(await closeHeldLoad(ctx, input.loadId, { by: operatorId, reason: input.reason }, alsoInTransaction)))
    throw notFound(LOAD_HOLD_CODES.notHeld);
}

/** At most this many holds are closed in one pass (the next pass takes the rest). */
const CLOSE_PASS_MAX = 500;

/**
 * Holds nobody decided within `hours` are closed with the reason `unchecked` and their owners told
 * (docs/decisions/057). One hold at a time, each in its own transaction: a hold an operator decides
 * meanwhile is skipped, and two passes at once close and tell each hold once. Returns how many.
 */
export async function closeUndecidedHolds(ctx: TradeContext, hours: number): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - hours * 3_600_000);
  let closed = 0;
  for (const loadId of await undecidedHolds(ctx.db, before, CLOSE_PASS_MAX))
    if (await closeHeldLoad(ctx, loadId, { by: null, reason: HOLD_UNCHECKED })) closed += 1;
  return closed;
}
