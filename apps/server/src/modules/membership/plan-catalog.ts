import { isPlanOnSale, MEMBERSHIP_CODES as C, USER_TYPE_ID, type PlanCode } from '@lorrybazaar/contract';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import * as repo from './membership.repository.js';
import type { PlanRow } from './membership.schema.js';

/** The plans, reference data seeded by the migration: read once per process. */
export function createPlanCatalog(db: Db) {
  let cache: Promise<Map<number, PlanRow>> | undefined;
  const all = () =>
    (cache ??= repo.listAllPlans(db).then((rows) => new Map(rows.map((row) => [row.id, row]))));

  return {
    all,
    async of(id: number): Promise<PlanRow> {
      const plan = (await all()).get(id);
      if (!plan) throw new Error(`plan ${id} is not seeded`);
      return plan;
    },
    /** A plan this role may choose, else 400; one that gives nothing is not sold (409). */
    async offered(actor: Actor, planId: number): Promise<PlanRow> {
      const plan = (await all()).get(planId);
      if (!plan || !plan.forUserTypes.includes(Number(USER_TYPE_ID[actor.role]))) {
        throw badRequest(C.planNotAvailable);
      }
      if (!isPlanOnSale(plan.code as PlanCode)) throw conflict(C.planNotOffered);
      return plan;
    },
    /** Whether the role has a plan on sale with a trial (none for now: see PLAN_BENEFITS). */
    async trialOnSale(userTypeId: number): Promise<boolean> {
      return [...(await all()).values()].some(
        (plan) =>
          plan.forUserTypes.includes(userTypeId) &&
          plan.trialDays > 0 &&
          plan.priceRupees > 0 &&
          isPlanOnSale(plan.code as PlanCode),
      );
    },
  };
}

export type PlanCatalog = ReturnType<typeof createPlanCatalog>;
