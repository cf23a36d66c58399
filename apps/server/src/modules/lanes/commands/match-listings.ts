import type { LanesContext } from '../context.js';
import * as repo from '../lanes.repository.js';

/** A listing waiting to be matched, and whoever waits for how many users it told. */
export interface Queued {
  kind: 'loads' | 'trucks';
  id: number;
  done: (told: number) => void;
  failed: (error: unknown) => void;
}

type LoadRow = Awaited<ReturnType<typeof repo.loadsForMatching>>[number];
type PostingRow = Awaited<ReturnType<typeof repo.postingsForMatching>>[number];

/** A queued listing as matching needs it, with what its notifications say; null if it is gone. */
async function listingOf(
  { reference }: LanesContext,
  queued: Queued,
  loads: Map<number, LoadRow>,
  postings: Map<number, PostingRow>,
): Promise<{ listing: repo.Listing; data: Record<string, unknown> } | null> {
  const load = queued.kind === 'loads' ? loads.get(queued.id) : undefined;
  const posting = queued.kind === 'trucks' ? postings.get(queued.id) : undefined;
  const row = load ?? posting;
  if (!row) return null;
  const [pickup, delivery] = await Promise.all([
    reference.placeOf(row.pickupLoc),
    reference.placeOf(row.deliveryLoc),
  ]);
  if (!pickup) return null;
  return {
    listing: {
      kind: load ? repo.LANE_KIND.loads : repo.LANE_KIND.trucks,
      ownerId: Number(row.userId),
      pickup,
      delivery,
      truckTypeId: row.truckTypeId,
      materialId: load?.materialId ?? null,
      tonnes: Number(row.tonnes),
    },
    data: {
      kind: queued.kind,
      ...(posting
        ? {
            postTrucks_id: String(queued.id),
            truck_id: posting.truckId,
            truck_type_id: String(row.truckTypeId),
          }
        : { loads_id: String(queued.id), material_id: String(load!.materialId) }),
      pickupLoc: row.pickupLoc,
      deliveryLoc: row.deliveryLoc,
      // What the sentence names besides the route (contract notification-text.ts): the load's
      // material or the truck's type, by id, and its day (pickup, or when the truck is free).
      day: row.day,
    },
  };
}

/**
 * New listings on other users' lanes, matched together: each user on a listing's lanes (at most
 * LANE_ALERTS_MAX a listing) is told once of it, naming their lanes; all of the batch's
 * notifications are stored in one transaction. Each listing's waiter hears how many it told.
 */
export async function matchListings(ctx: LanesContext, batch: Queued[]) {
  const { db, notifications } = ctx;
  try {
    const ids = (kind: Queued['kind']) => batch.filter((q) => q.kind === kind).map((q) => q.id);
    const [loads, postings] = await Promise.all([
      repo.loadsForMatching(db, ids('loads')),
      repo.postingsForMatching(db, ids('trucks')),
    ]);
    const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((row) => [Number(row.id), row]));
    const [loadById, postingById] = [byId(loads), byId(postings)];
    const found = await Promise.all(batch.map((q) => listingOf(ctx, q, loadById, postingById)));
    const matched = found.flatMap((entry, i) => (entry ? [{ ...entry, queued: batch[i]! }] : []));
    const users = await repo.matching(
      db,
      matched.map((entry) => entry.listing),
    );
    await notifications.notify(
      users.map((user) => ({
        userId: Number(user.userId),
        type: 'lane.matched' as const,
        data: { ...matched[user.n]!.data, savedLane_id: user.firstId, lanes: user.names },
        senderId: matched[user.n]!.listing.ownerId,
      })),
    );
    const told = new Map<Queued, number>();
    for (const user of users) {
      const queued = matched[user.n]!.queued;
      told.set(queued, (told.get(queued) ?? 0) + 1);
    }
    for (const queued of batch) queued.done(told.get(queued) ?? 0);
  } catch (error) {
    for (const queued of batch) queued.failed(error);
  }
}
