/**
 * The lanes service the routes and the plugin call: each use case of commands/ and queries/ with
 * the module's context bound (docs/decisions/044), and the batches new listings are matched in
 * (batches.ts).
 */
import { bindUseCases } from '../../lib/use-cases.js';
import { createBatches } from './batches.js';
import { matchListings } from './commands/match-listings.js';
import { remove } from './commands/remove-lane.js';
import { rename } from './commands/rename-lane.js';
import { save } from './commands/save-lane.js';
import type { LanesContext } from './context.js';
import * as repo from './lanes.repository.js';
import { list } from './queries/list-lanes.js';

export function createLanesService(
  deps: LanesContext & {
    /** Instead of LANE_BATCH_MS and LANE_BATCH_MAX (tests). */
    batch?: { ms: number; max: number };
  },
) {
  const { batch, ...ctx } = deps;
  const batches = createBatches((queued) => matchListings(ctx, queued), {
    ms: batch?.ms ?? repo.LANE_BATCH_MS,
    max: batch?.max ?? repo.LANE_BATCH_MAX,
  });
  return {
    ...bindUseCases(ctx, { list, save, rename, remove }),

    /**
     * After a load is added: queues it, to tell the owners of the lanes of loads it is on within
     * LANE_BATCH_MS. Resolves with how many were told once its batch is stored.
     */
    loadAdded: (loadId: number): Promise<number> => batches.enqueue('loads', loadId),

    /** After a truck is posted: queues it, to tell the owners of the lanes of trucks it is on. */
    truckPosted: (postingId: number): Promise<number> => batches.enqueue('trucks', postingId),

    /** Matches what is queued now, without waiting for its time, and waits for every batch under way. */
    settled: () => batches.settled(),
  };
}

export type LanesService = ReturnType<typeof createLanesService>;
