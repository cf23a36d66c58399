import {
  DUPLICATE_LOAD_HOURS,
  MARKETPLACE_MESSAGES,
  TRUST_CODES,
  type AddLoadInput,
  termsOf,
  type OwnLoad,
} from '@lorrybazaar/contract';
import type { FieldIssue } from '../../../lib/field-errors.js';
import { assertSelf, type Actor } from '../../../lib/actor.js';
import { HttpError } from '../../../lib/http-error.js';
import { today, type TradeContext } from '../context.js';
import { assertReferences } from '../reference-checks.js';
import * as loads from '../sql/loads.js';
import { askingCheck, holdIfUnverified } from './hold-load.js';

/**
 * AddLoad: a load of the caller's, in the marketplace at once (`load.posted`). The same load
 * twice within DUPLICATE_LOAD_HOURS is refused with the first one's id (docs/decisions/030). An
 * asking price far above the lane's from a poster not verified holds it for an operator instead
 * (hold-load.ts; its status says `held`).
 */
export async function addLoad(ctx: TradeContext, actor: Actor, input: AddLoadInput): Promise<OwnLoad> {
  assertSelf(input.user_id, actor.userId);
  const pickupLoc = await ctx.reference.storedPlace(input.pickupLoc);
  const deliveryLoc = await ctx.reference.storedPlace(input.deliveryLoc);
  await assertReferences(
    ctx.reference,
    actor.language,
    [
      { path: 'material_id', id: input.material_id, kind: 'material' },
      { path: 'capacity_id', id: input.capacity_id, kind: 'capacity' },
      { path: 'truck_type_id', id: input.truck_type_id, kind: 'truckType' },
    ],
    await pinIssues(ctx, [
      { path: 'pickup_pin', pin: input.pickup_pin, place: pickupLoc },
      { path: 'delivery_pin', pin: input.delivery_pin, place: deliveryLoc },
    ]),
  );
  const load: loads.NewLoad = {
    userId: actor.userId,
    pickupLoc,
    deliveryLoc,
    pickupDate: input.pickupDate,
    materialId: input.material_id,
    capacityId: input.capacity_id,
    truckTypeId: input.truck_type_id,
    noOfTrucks: input.no_of_trucks,
    comments: input.comments,
    pickupPin: input.pickup_pin,
    deliveryPin: input.delivery_pin,
    terms: termsOf(input),
    createdAt: ctx.clock.now(),
  };
  const since = new Date(load.createdAt.getTime() - DUPLICATE_LOAD_HOURS * 3600_000);
  const check = await askingCheck(ctx, input, load.terms);
  const { id, listed, held } = await ctx.db.transaction(async (tx) => {
    await loads.lockOwnerLoads(tx, actor.userId);
    const existing = await loads.recentDuplicate(tx, load, since);
    if (existing) throw new HttpError(409, TRUST_CODES.duplicateLoad, {}, { loads_id: existing });
    const { id, listed } = await loads.insertLoad(tx, load);
    return { id, listed, held: await holdIfUnverified(ctx, tx, { id, userId: actor.userId }, check) };
  });
  // A held load is posted when an operator releases it.
  if (!held)
    ctx.events.publish({
      type: 'load.posted',
      loads_id: id,
      no_of_trucks: input.no_of_trucks,
      listed,
      by: actor.userId,
      recipients: [],
    });
  return (await loads.ownLoad(ctx.db, id, actor.userId, today(ctx), actor.language))!;
}

/** A PIN given for a place must be in its state's ranges (the address form's rule, decision 018). */
async function pinIssues(
  ctx: TradeContext,
  pins: { path: string; pin: string | null; place: string }[],
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  for (const { path, pin, place } of pins) {
    if (pin !== null && !(await ctx.reference.pinFitsPlace(pin, place))) {
      issues.push({ path, code: MARKETPLACE_MESSAGES.pinWrongState });
    }
  }
  return issues;
}
