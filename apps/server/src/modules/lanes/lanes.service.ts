import {
  LANES_CODES,
  LANES_MESSAGES as M,
  SAVED_LANES_MAX,
  type Language,
  type SaveLaneInput,
  type SavedLane,
} from '@lorrybazaar/contract';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { fieldErrors, type FieldIssue } from '../../lib/field-errors.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { ReferenceService } from '../reference/reference.service.js';
import * as repo from './lanes.repository.js';
import type { SavedLaneRow } from './lanes.schema.js';

const KIND_NAME = { [repo.LANE_KIND.loads]: 'loads', [repo.LANE_KIND.trucks]: 'trucks' } as const;
const idOrNull = (value: number | null) => (value === null ? null : String(value));

const present = (row: SavedLaneRow): SavedLane => ({
  savedLane_id: String(row.id),
  kind: KIND_NAME[row.kind as 1 | 2],
  name: row.name,
  pickupLoc: row.pickupLoc,
  deliveryLoc: row.deliveryLoc,
  truck_type_id: idOrNull(row.truckTypeId),
  capacity_id: idOrNull(row.capacityId),
  material_id: idOrNull(row.materialId),
  createdAt: row.createdAt.toISOString(),
});

/** "Kozhikode, Kerala" → "Kozhikode": a lane's default name is its route by district or state. */
const shortPlace = (label: string) => label.split(',')[0]!.trim();

/** A listing waiting to be matched, and whoever waits for how many users it told. */
interface Queued {
  kind: 'loads' | 'trucks';
  id: number;
  done: (told: number) => void;
  failed: (error: unknown) => void;
}

export function createLanesService(deps: {
  db: Db;
  clock: Clock;
  reference: ReferenceService;
  notifications: NotificationsService;
  /** Instead of LANE_BATCH_MS and LANE_BATCH_MAX (tests). */
  batch?: { ms: number; max: number };
}) {
  const { db, clock, reference, notifications } = deps;
  const batchMs = deps.batch?.ms ?? repo.LANE_BATCH_MS;
  const batchMax = deps.batch?.max ?? repo.LANE_BATCH_MAX;

  /** The places and references of a lane, each checked; every problem answered at once. */
  async function resolve(input: SaveLaneInput, language: Language) {
    const issues: FieldIssue[] = [];
    const pickup = await reference.placeOf(input.pickupLoc);
    if (!pickup) issues.push({ path: 'pickupLoc', code: M.placeUnknown });
    const delivery = input.deliveryLoc ? await reference.placeOf(input.deliveryLoc) : null;
    if (input.deliveryLoc && !delivery) issues.push({ path: 'deliveryLoc', code: M.placeUnknown });
    const checks = [
      ['truck_type_id', input.truck_type_id, reference.truckType],
      ['capacity_id', input.capacity_id, reference.capacity],
      ['material_id', input.material_id, reference.material],
    ] as const;
    for (const [path, id, find] of checks) {
      if (id !== null && !(await find(id))) issues.push({ path, code: M.invalid });
    }
    if (issues.length) throw fieldErrors(language, issues);
    return { pickup: pickup!, delivery };
  }

  async function placesOf(pickupLoc: string, deliveryLoc: string) {
    const [pickup, delivery] = await Promise.all([
      reference.placeOf(pickupLoc),
      reference.placeOf(deliveryLoc),
    ]);
    return { pickup, delivery };
  }

  /** A queued listing as matching needs it, with what its notifications say; null if it is gone. */
  async function listingOf(
    queued: Queued,
    loads: Map<number, Awaited<ReturnType<typeof repo.loadsForMatching>>[number]>,
    postings: Map<number, Awaited<ReturnType<typeof repo.postingsForMatching>>[number]>,
  ): Promise<{ listing: repo.Listing; data: Record<string, unknown> } | null> {
    const load = queued.kind === 'loads' ? loads.get(queued.id) : undefined;
    const posting = queued.kind === 'trucks' ? postings.get(queued.id) : undefined;
    const row = load ?? posting;
    if (!row) return null;
    const { pickup, delivery } = await placesOf(row.pickupLoc, row.deliveryLoc);
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
          ? { postTrucks_id: String(queued.id), truck_id: posting.truckId }
          : { loads_id: String(queued.id) }),
        pickupLoc: row.pickupLoc,
        deliveryLoc: row.deliveryLoc,
      },
    };
  }

  /**
   * New listings on other users' lanes, matched together: each user on a listing's lanes (at most
   * LANE_ALERTS_MAX a listing) is told once of it, naming their lanes; all of the batch's
   * notifications are stored in one transaction. Each listing's waiter hears how many it told.
   */
  async function match(batch: Queued[]) {
    try {
      const ids = (kind: Queued['kind']) => batch.filter((q) => q.kind === kind).map((q) => q.id);
      const [loads, postings] = await Promise.all([
        repo.loadsForMatching(db, ids('loads')),
        repo.postingsForMatching(db, ids('trucks')),
      ]);
      const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((row) => [Number(row.id), row]));
      const [loadById, postingById] = [byId(loads), byId(postings)];
      const found = await Promise.all(batch.map((q) => listingOf(q, loadById, postingById)));
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

  const queue: Queued[] = [];
  let timer: NodeJS.Timeout | undefined;
  /** The batches started, one after another: each takes what is queued when its turn comes. */
  let running: Promise<void> = Promise.resolve();

  function drain(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    running = running.then(async () => {
      while (queue.length) await match(queue.splice(0, batchMax));
    });
    return running;
  }

  function enqueue(kind: Queued['kind'], id: number): Promise<number> {
    return new Promise((done, failed) => {
      queue.push({ kind, id, done, failed });
      // A full batch goes at once (one drain takes whatever has queued by its turn).
      if (queue.length === batchMax) void drain();
      else if (!timer) {
        timer = setTimeout(() => void drain(), batchMs);
        // Nothing waits on the timer alone: closing the app drains the queue (settled).
        timer.unref();
      }
    });
  }

  return {
    async list(userId: number) {
      return { data: (await repo.listOwn(db, userId)).map(present), max: SAVED_LANES_MAX };
    },

    async save(actor: Actor, input: SaveLaneInput): Promise<SavedLane> {
      const { pickup, delivery } = await resolve(input, actor.language);
      // Named by its route in the user's language ("കോഴിക്കോട് → എറണാകുളം"): a name is shown as saved.
      const local = (await reference.placeNames(actor.language)).body.data;
      const place = (label: string) => local[shortPlace(label)] ?? shortPlace(label);
      const name =
        input.name ?? (delivery ? `${place(pickup.label)} → ${place(delivery.label)}` : place(pickup.label));
      return db.transaction(async (tx) => {
        await repo.lockUserLanes(tx, actor.userId);
        if ((await repo.countOwn(tx, actor.userId)) >= SAVED_LANES_MAX) throw conflict(LANES_CODES.tooMany);
        const row = await repo.insert(tx, {
          userId: actor.userId,
          kind: repo.LANE_KIND[input.kind],
          name: [...name].slice(0, 60).join(''),
          pickupLoc: pickup.label,
          pickupStateId: pickup.stateId,
          pickupDistrictId: pickup.districtId,
          deliveryLoc: delivery?.label ?? null,
          deliveryStateId: delivery?.stateId ?? null,
          deliveryDistrictId: delivery?.districtId ?? null,
          truckTypeId: input.truck_type_id,
          capacityId: input.capacity_id,
          materialId: input.kind === 'loads' ? input.material_id : null,
          createdAt: clock.now(),
        });
        return present(row);
      });
    },

    async rename(actor: Actor, laneId: number, name: string): Promise<SavedLane> {
      const row = await repo.rename(db, actor.userId, laneId, name);
      if (!row) throw notFound(LANES_CODES.notFound);
      return present(row);
    },

    async remove(actor: Actor, laneId: number): Promise<void> {
      if (!(await repo.remove(db, actor.userId, laneId))) throw notFound(LANES_CODES.notFound);
    },

    /**
     * After a load is added: queues it, to tell the owners of the lanes of loads it is on within
     * LANE_BATCH_MS. Resolves with how many were told once its batch is stored.
     */
    loadAdded(loadId: number): Promise<number> {
      return enqueue('loads', loadId);
    },

    /** After a truck is posted: queues it, to tell the owners of the lanes of trucks it is on. */
    truckPosted(postingId: number): Promise<number> {
      return enqueue('trucks', postingId);
    },

    /** Matches what is queued now, without waiting for its time, and waits for every batch under way. */
    async settled(): Promise<void> {
      do await drain();
      while (queue.length);
    },
  };
}

export type LanesService = ReturnType<typeof createLanesService>;
