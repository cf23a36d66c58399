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

export function createLanesService(deps: {
  db: Db;
  clock: Clock;
  reference: ReferenceService;
  notifications: NotificationsService;
}) {
  const { db, clock, reference, notifications } = deps;

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

  /** A new listing on other users' lanes: each of them (at most LANE_ALERTS_MAX) is told once, naming their lanes. */
  async function tell(listing: repo.Listing, data: Record<string, unknown>) {
    const users = await repo.matching(db, listing);
    await notifications.notify(
      users.map((user) => ({
        userId: Number(user.userId),
        type: 'lane.matched' as const,
        data: { ...data, savedLane_id: user.firstId, lanes: user.names },
      })),
    );
    return users.length;
  }

  async function placesOf(pickupLoc: string, deliveryLoc: string) {
    const [pickup, delivery] = await Promise.all([
      reference.placeOf(pickupLoc),
      reference.placeOf(deliveryLoc),
    ]);
    return { pickup, delivery };
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

    /** After a load is added: tells the owners of the lanes of loads it is on. Returns how many. */
    async loadAdded(loadId: number): Promise<number> {
      const load = await repo.loadForMatching(db, loadId);
      if (!load) return 0;
      const { pickup, delivery } = await placesOf(load.pickupLoc, load.deliveryLoc);
      if (!pickup) return 0;
      return tell(
        {
          kind: repo.LANE_KIND.loads,
          ownerId: Number(load.userId),
          pickup,
          delivery,
          truckTypeId: load.truckTypeId,
          materialId: load.materialId,
          tonnes: Number(load.tonnes),
        },
        { kind: 'loads', loads_id: String(loadId), pickupLoc: load.pickupLoc, deliveryLoc: load.deliveryLoc },
      );
    },

    /** After a truck is posted: tells the owners of the lanes of trucks it is on. */
    async truckPosted(postingId: number): Promise<number> {
      const posting = await repo.postingForMatching(db, postingId);
      if (!posting) return 0;
      const { pickup, delivery } = await placesOf(posting.pickupLoc, posting.deliveryLoc);
      if (!pickup) return 0;
      return tell(
        {
          kind: repo.LANE_KIND.trucks,
          ownerId: Number(posting.userId),
          pickup,
          delivery,
          truckTypeId: posting.truckTypeId,
          materialId: null,
          tonnes: Number(posting.tonnes),
        },
        {
          kind: 'trucks',
          postTrucks_id: String(postingId),
          truck_id: posting.truckId,
          pickupLoc: posting.pickupLoc,
          deliveryLoc: posting.deliveryLoc,
        },
      );
    },
  };
}

export type LanesService = ReturnType<typeof createLanesService>;
