/** Your Loads and Your Trucks: the caller's own loads and trucks, every status. */
import { MAX_PAGE, type OwnLoad, type OwnTruck } from '@lorrybazaar/contract';
import { assertSelf, type Actor } from '../../../lib/actor.js';
import { today, type TradeContext } from '../context.js';
import * as loads from '../sql/loads.js';
import * as trucks from '../sql/trucks.js';
import { totalPages, type Page } from './listing-page.js';

/** getLoadsByUserId: the caller's loads, newest first, a page at a time. */
export async function ownLoads(
  ctx: TradeContext,
  actor: Actor,
  query: { user_id: number | null; page: number; limit: number },
): Promise<Page<OwnLoad>> {
  assertSelf(query.user_id, actor.userId);
  const { data, total } = await loads.ownLoads(
    ctx.db,
    actor.userId,
    today(ctx),
    { limit: query.limit, offset: (query.page - 1) * query.limit, countCap: MAX_PAGE * query.limit },
    actor.language,
  );
  return { data, page: query.page, totalPages: totalPages(total, query.limit) };
}

/** getTrucksByUserId: the caller's trucks; `trucks_status` '1' added, '5' posted, null all. */
export async function ownTrucks(
  ctx: TradeContext,
  actor: Actor,
  query: { user_id: number | null; trucks_status: string | null },
): Promise<OwnTruck[]> {
  assertSelf(query.user_id, actor.userId);
  const status = query.trucks_status === null ? null : Number(query.trucks_status);
  return withPapers(ctx, await trucks.ownTrucks(ctx.db, actor.userId, status, today(ctx), actor.language));
}

/** One of the caller's trucks as Your Trucks shows it (the answer of a command that changed it). */
export async function ownTruck(ctx: TradeContext, actor: Actor, truckId: number): Promise<OwnTruck> {
  const truck = await trucks.ownTruck(ctx.db, truckId, actor.userId, today(ctx), actor.language);
  return (await withPapers(ctx, [truck!]))[0]!;
}

/** Your Trucks' items with their papers' checks, which the profiles module keeps (decision 046). */
async function withPapers(ctx: TradeContext, list: Omit<OwnTruck, 'papers'>[]): Promise<OwnTruck[]> {
  const papers = await ctx.profiles.truckPapers(list.map((truck) => Number(truck.truck_id)));
  return list.map((truck) => ({ ...truck, papers: papers.get(Number(truck.truck_id))! }));
}
