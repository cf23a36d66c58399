import { isPlanOnSale, USER_TYPE_ID, type Plan, type PlanCode } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import type { MembershipContext } from '../context.js';
import * as repo from '../membership.repository.js';
import { toPlan } from '../present.js';

/** The plans of the acting user's role that are on sale. */
export async function listPlans(ctx: MembershipContext, actor: Actor): Promise<Plan[]> {
  const plans = await repo.listPlansFor(ctx.db, Number(USER_TYPE_ID[actor.role]));
  return plans.filter((plan) => isPlanOnSale(plan.code as PlanCode)).map(toPlan);
}
