/**
 * Saved lanes (docs/api.md, Saved lanes; docs/decisions/024-live-marketplace.md): a user keeps up
 * to 20 searches, names them, and is told when a new load or posted truck on one is added.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  SAVED_LANES_MAX,
  type NotificationsResponse,
  type SavedLane,
  type SavedLanesResponse,
} from '@lorrybazaar/contract';
import { signIn, useTestApp, type SignedIn } from '../../test/app.js';
import { userId } from '../../test/api-calls.js';
import { sql } from 'drizzle-orm';
import { LANE_ALERTS_MAX } from './lanes.repository.js';
import { createLanesService } from './lanes.service.js';
import {
  addLoadBody,
  buildLoad,
  buildPosting,
  buildTruck,
  buildUser,
  postTruckBody,
} from '../../test/factories.js';

const ctx = useTestApp();
const db = () => ctx.t.database.db;
const numberRows = async (query: ReturnType<typeof sql>) =>
  ((await db().execute(query)) as unknown as { rows: { n: string | number }[] }).rows.map((row) =>
    Number(row.n),
  );

const saveLane = (jar: SignedIn, body: Record<string, unknown>, language = 'en') =>
  jar.inject(ctx.t.app, {
    method: 'POST',
    url: '/api/Transpoter/savedLanes',
    payload: body,
    headers: { 'accept-language': language },
  });
const lanesOf = async (jar: SignedIn) =>
  (
    await jar.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/savedLanes' })
  ).json<SavedLanesResponse>();
const saved = async (jar: SignedIn, body: Record<string, unknown>) => {
  const response = await saveLane(jar, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: SavedLane }>().data;
};

/** The user's lane notifications, once the listings queued for matching have been matched. */
async function laneNotifications(jar: SignedIn) {
  await ctx.t.app.lanes.settled();
  const list = (
    await jar.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/notifications' })
  ).json<NotificationsResponse>();
  return list.data.filter((n) => n.type === 'lane.matched');
}

describe('saving lanes', () => {
  it('keeps a search with its places in any script, named by its route unless named', async () => {
    const transporter = await signIn(ctx.t, 'transporter');
    const lane = await saved(transporter, {
      kind: 'loads',
      pickupLoc: 'कोझिकोड',
      deliveryLoc: 'Ernakulam, Kerala',
      truck_type_id: '1',
    });
    expect(lane).toMatchObject({
      kind: 'loads',
      name: 'Kozhikode → Ernakulam',
      pickupLoc: 'Kozhikode, Kerala',
      deliveryLoc: 'Ernakulam, Kerala',
      truck_type_id: '1',
      capacity_id: null,
    });
    const inHindi = await saveLane(
      transporter,
      { kind: 'loads', pickupLoc: 'Kozhikode, Kerala', deliveryLoc: 'Kerala' },
      'hi',
    );
    expect(inHindi.json<{ data: SavedLane }>().data.name).toBe('कोझिकोड → केरल');
    await transporter.inject(ctx.t.app, {
      method: 'DELETE',
      url: `/api/Transpoter/savedLanes/${inHindi.json<{ data: SavedLane }>().data.savedLane_id}`,
    });
    const state = await saved(transporter, { kind: 'trucks', pickupLoc: 'केरल', name: 'Kerala return' });
    expect(state).toMatchObject({ pickupLoc: 'Kerala', deliveryLoc: null, name: 'Kerala return' });
    expect((await lanesOf(transporter)).data.map((l) => l.savedLane_id)).toEqual([
      lane.savedLane_id,
      state.savedLane_id,
    ]);
  });

  it("answers 400 per field, in the user's language, for places and ids that name nothing", async () => {
    const shipper = await signIn(ctx.t, 'shipper');
    const response = await saveLane(
      shipper,
      { kind: 'loads', pickupLoc: 'Atlantis', deliveryLoc: 'Nowhere', capacity_id: '999' },
      'hi',
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ issues: { path: string; message: string }[] }>();
    expect(body.issues.map((issue) => issue.path)).toEqual(['pickupLoc', 'deliveryLoc', 'capacity_id']);
    expect(body.issues[0]!.message).not.toMatch(/^lanes:/);
    expect((await saveLane(shipper, { kind: 'boats', pickupLoc: 'Kerala' })).statusCode).toBe(400);
    expect((await lanesOf(shipper)).data).toEqual([]);
  });

  it(`keeps at most ${SAVED_LANES_MAX} lanes a user, even when saved at once`, async () => {
    const broker = await signIn(ctx.t, 'broker');
    const answers = await Promise.all(
      Array.from({ length: SAVED_LANES_MAX + 3 }, () =>
        saveLane(broker, { kind: 'loads', pickupLoc: 'Kerala' }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(SAVED_LANES_MAX);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect((await lanesOf(broker)).data).toHaveLength(SAVED_LANES_MAX);
  });

  it("renames and deletes only the caller's own lanes", async () => {
    const [owner, other] = await Promise.all([signIn(ctx.t, 'transporter'), signIn(ctx.t, 'transporter')]);
    const lane = await saved(owner, { kind: 'loads', pickupLoc: 'Kerala' });
    const url = `/api/Transpoter/savedLanes/${lane.savedLane_id}`;
    expect(
      (await other.inject(ctx.t.app, { method: 'PATCH', url, payload: { name: 'Mine' } })).statusCode,
    ).toBe(404);
    expect((await other.inject(ctx.t.app, { method: 'DELETE', url })).statusCode).toBe(404);
    const renamed = await owner.inject(ctx.t.app, {
      method: 'PATCH',
      url,
      payload: { name: '  Kerala loads ' },
    });
    expect(renamed.json<{ data: SavedLane }>().data.name).toBe('Kerala loads');
    expect((await owner.inject(ctx.t.app, { method: 'PATCH', url, payload: { name: ' ' } })).statusCode).toBe(
      400,
    );
    expect((await owner.inject(ctx.t.app, { method: 'DELETE', url })).statusCode).toBe(200);
    expect((await lanesOf(owner)).data).toEqual([]);
  });
});

describe('being told of a new listing on a lane', () => {
  it('a new load tells the owners of the lanes it is on, once each, and nobody else', async () => {
    const [shipper, onState, onDistrict, wrongType, elsewhere] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
      signIn(ctx.t, 'broker'),
      signIn(ctx.t, 'transporter'),
      signIn(ctx.t, 'driver'),
    ]);
    await saved(onState, { kind: 'loads', pickupLoc: 'Kerala', name: 'Kerala' });
    await saved(onState, {
      kind: 'loads',
      pickupLoc: 'Kozhikode, Kerala',
      deliveryLoc: 'Kerala',
      capacity_id: '10',
    });
    await saved(onDistrict, {
      kind: 'loads',
      pickupLoc: 'Kozhikode, Kerala',
      deliveryLoc: 'Ernakulam, Kerala',
    });
    await saved(wrongType, { kind: 'loads', pickupLoc: 'Kerala', truck_type_id: '2' });
    await saved(elsewhere, { kind: 'loads', pickupLoc: 'Pune, Maharashtra' });
    // The shipper's own lane is not told of the shipper's own load.
    await saved(shipper, { kind: 'loads', pickupLoc: 'Kerala' });

    const added = await shipper.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/AddLoad',
      payload: {
        ...addLoadBody(),
        pickupLoc: 'Kozhikode, Kerala',
        deliveryLoc: 'Ernakulam, Kerala',
        truck_type_id: '1',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const loadsId = added.json<{ data: { loads_id: string } }>().data.loads_id;

    const [told] = await laneNotifications(onState);
    expect(told).toMatchObject({
      data: {
        kind: 'loads',
        loads_id: loadsId,
        pickupLoc: 'Kozhikode, Kerala',
        deliveryLoc: 'Ernakulam, Kerala',
        lanes: ['Kerala', 'Kozhikode → Kerala'],
        // What the sentence names besides the route: the material by id and the pickup day.
        material_id: addLoadBody().material_id,
        day: addLoadBody().pickupDate,
      },
    });
    expect(await laneNotifications(onDistrict)).toHaveLength(1);
    expect(await laneNotifications(wrongType)).toEqual([]);
    expect(await laneNotifications(elsewhere)).toEqual([]);
    expect(await laneNotifications(shipper)).toEqual([]);
  });

  it('a posted truck tells lanes of trucks whose needed tonnes it offers', async () => {
    const [transporter, needsTen, needsForty] = await Promise.all([
      signIn(ctx.t, 'transporter'),
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'broker'),
    ]);
    await saved(needsTen, { kind: 'trucks', pickupLoc: 'Kozhikode, Kerala', capacity_id: '8' });
    await saved(needsForty, { kind: 'trucks', pickupLoc: 'Kozhikode, Kerala', capacity_id: '17' });
    const truckId = await buildTruck(db(), { ownerId: userId(transporter), capacityId: 12 });
    const posted = await transporter.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/postTruck',
      payload: postTruckBody(truckId, {
        postTrucks_from: 'Kozhikode, Kerala',
        postTrucks_to: 'Mysuru, Karnataka',
      }),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const [told] = await laneNotifications(needsTen);
    expect(told).toMatchObject({
      data: {
        kind: 'trucks',
        truck_id: String(truckId),
        pickupLoc: 'Kozhikode, Kerala',
        truck_type_id: expect.stringMatching(/^\d+$/),
        day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    });
    expect(await laneNotifications(needsForty)).toEqual([]);
  });

  it('tells at most LANE_ALERTS_MAX users of one load: the most specific lanes first, then the oldest', async () => {
    const shipper = await signIn(ctx.t, 'shipper');
    const [assam] = await numberRows(sql`SELECT id AS n FROM states WHERE name = 'Assam'`);
    const [place] = await db()
      .execute(
        sql`
      SELECT d.id, d.name FROM districts d WHERE d.state_id = ${assam} ORDER BY d.id LIMIT 1`,
      )
      .then((result) => (result as unknown as { rows: { id: number; name: string }[] }).rows);
    const lane = async (district: number | null) => {
      const user = await buildUser(db(), { role: 'transporter' });
      await db().execute(sql`
        INSERT INTO saved_lanes (user_id, kind, name, pickup_loc, pickup_state_id, pickup_district_id)
        VALUES (${user}, 1, 'Assam', 'Assam', ${assam}, ${district})`);
      return user;
    };
    const general: number[] = [];
    for (let i = 0; i <= LANE_ALERTS_MAX; i++) general.push(await lane(null));
    const specific = await lane(place!.id);

    const added = await shipper.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/AddLoad',
      payload: { ...addLoadBody(), pickupLoc: `${place!.name}, Assam`, truck_type_id: '1' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const loadsId = added.json<{ data: { loads_id: string } }>().data.loads_id;
    const told = async () =>
      numberRows(sql`SELECT user_id AS n FROM notifications
                     WHERE type = 'lane.matched' AND data->>'loads_id' = ${loadsId} ORDER BY user_id`);
    await ctx.t.app.lanes.settled();
    expect(await told()).toEqual([specific, ...general.slice(0, LANE_ALERTS_MAX - 1)].sort((a, b) => a - b));
  });

  it('a load or a posted truck of a withheld poster (decision 029) tells no lane; a shown poster’s does', async () => {
    const watcher = await signIn(ctx.t, 'transporter');
    await saved(watcher, { kind: 'loads', pickupLoc: 'Kozhikode, Kerala' });
    await saved(watcher, { kind: 'trucks', pickupLoc: 'Kozhikode, Kerala' });
    const [withheld, shown] = [await buildUser(db()), await buildUser(db())];
    await db().execute(sql`UPDATE users SET suspended_at = now() WHERE id = ${withheld}`);
    const route = { pickupLoc: 'Kozhikode, Kerala', deliveryLoc: 'Ernakulam, Kerala' };
    const { postingId } = await buildPosting(db(), {
      ownerId: withheld,
      fromLoc: route.pickupLoc,
      toLoc: route.deliveryLoc,
    });
    const hidden = await Promise.all([
      ctx.t.app.lanes.loadAdded(await buildLoad(db(), { ownerId: withheld, ...route })),
      ctx.t.app.lanes.truckPosted(postingId),
    ]);
    expect(hidden).toEqual([0, 0]);
    expect(await laneNotifications(watcher)).toEqual([]);
    await ctx.t.app.lanes.loadAdded(await buildLoad(db(), { ownerId: shown, ...route }));
    expect(await laneNotifications(watcher)).toHaveLength(1);
  });
});

describe('matching new listings in batches', () => {
  const addLoad = async (jar: SignedIn, pickupLoc: string, deliveryLoc: string) => {
    const added = await jar.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/AddLoad',
      payload: { ...addLoadBody(), pickupLoc, deliveryLoc },
    });
    expect(added.statusCode, added.body).toBe(201);
    return added.json<{ data: { loads_id: string } }>().data.loads_id;
  };
  /** Which listing each of the user's lane notifications is about, and the lanes it names. */
  const toldOf = async (jar: SignedIn) =>
    (await laneNotifications(jar))
      .map((n) => ({ id: (n.data.loads_id ?? n.data.postTrucks_id) as string, lanes: n.data.lanes }))
      .sort((a, b) => Number(a.id) - Number(b.id));

  it('loads and a truck added together each tell the owners of their own lanes, once each', async () => {
    const [shipper, transporter, gujarat, punjab, both, trucks] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
      signIn(ctx.t, 'transporter'),
      signIn(ctx.t, 'broker'),
      signIn(ctx.t, 'transporter'),
      signIn(ctx.t, 'shipper'),
    ]);
    await saved(gujarat, { kind: 'loads', pickupLoc: 'Gujarat', name: 'Gujarat' });
    await saved(punjab, { kind: 'loads', pickupLoc: 'Ludhiana, Punjab', name: 'Ludhiana' });
    await saved(both, { kind: 'loads', pickupLoc: 'Surat, Gujarat', name: 'Surat' });
    await saved(both, { kind: 'loads', pickupLoc: 'Punjab', name: 'Punjab' });
    await saved(trucks, { kind: 'trucks', pickupLoc: 'Gujarat', name: 'Trucks from Gujarat' });
    // The shipper's own lane is not told of the shipper's own loads, whatever the batch.
    await saved(shipper, { kind: 'loads', pickupLoc: 'Gujarat' });

    const surat = await addLoad(shipper, 'Surat, Gujarat', 'Jaipur, Rajasthan');
    const rajkot = await addLoad(shipper, 'Rajkot, Gujarat', 'Indore, Madhya Pradesh');
    const ludhiana = await addLoad(shipper, 'Ludhiana, Punjab', 'Amritsar, Punjab');
    const truckId = await buildTruck(db(), { ownerId: userId(transporter), capacityId: 12 });
    const posted = await transporter.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/postTruck',
      payload: postTruckBody(truckId, {
        postTrucks_from: 'Surat, Gujarat',
        postTrucks_to: 'Nashik, Maharashtra',
      }),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const [posting] = await numberRows(
      sql`SELECT max(id) AS n FROM truck_postings WHERE truck_id = ${truckId}`,
    );

    expect(await toldOf(gujarat)).toEqual([
      { id: surat, lanes: ['Gujarat'] },
      { id: rajkot, lanes: ['Gujarat'] },
    ]);
    expect(await toldOf(punjab)).toEqual([{ id: ludhiana, lanes: ['Ludhiana'] }]);
    expect(await toldOf(both)).toEqual([
      { id: surat, lanes: ['Surat'] },
      { id: ludhiana, lanes: ['Punjab'] },
    ]);
    expect(await toldOf(trucks)).toEqual([{ id: String(posting), lanes: ['Trucks from Gujarat'] }]);
    expect(await toldOf(shipper)).toEqual([]);
  });

  it('waits for its window, then matches everything queued with one lookup and one transaction', async () => {
    const [owner, cuttack, odisha] = await Promise.all([
      buildUser(db(), { role: 'shipper' }),
      signIn(ctx.t, 'transporter'),
      signIn(ctx.t, 'broker'),
    ]);
    await saved(cuttack, { kind: 'loads', pickupLoc: 'Cuttack, Odisha', name: 'Cuttack' });
    await saved(odisha, { kind: 'loads', pickupLoc: 'Odisha', name: 'Odisha' });
    const first = await buildLoad(db(), { ownerId: owner, pickupLoc: 'Cuttack, Odisha', truckTypeId: 1 });
    const second = await buildLoad(db(), { ownerId: owner, pickupLoc: 'Puri, Odisha', truckTypeId: 1 });
    const notify = vi.fn(ctx.t.app.notifications.notify);
    const lanes = createLanesService({
      db: ctx.t.app.db,
      clock: ctx.t.app.clock,
      reference: ctx.t.app.reference,
      notifications: { ...ctx.t.app.notifications, notify },
      batch: { ms: 60_000, max: 100 },
    });

    // A load deleted before its batch came tells nobody; the others are not held back by it.
    const told = [lanes.loadAdded(first), lanes.loadAdded(999_999_999), lanes.loadAdded(second)];
    await db().execute(sql`SELECT 1`);
    expect(notify).not.toHaveBeenCalled();
    expect(await laneNotifications(odisha)).toEqual([]);

    await lanes.settled();
    expect(await Promise.all(told)).toEqual([2, 0, 1]);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify.mock.calls[0]![0].map((item) => [item.userId, item.data.loads_id])).toEqual([
      [userId(cuttack), String(first)],
      [userId(odisha), String(first)],
      [userId(odisha), String(second)],
    ]);
    expect(await toldOf(cuttack)).toEqual([{ id: String(first), lanes: ['Cuttack'] }]);
    expect(await toldOf(odisha)).toEqual([
      { id: String(first), lanes: ['Odisha'] },
      { id: String(second), lanes: ['Odisha'] },
    ]);
  });

  it('matches a full batch at once, and a failed batch fails only its own listings', async () => {
    const [owner, watcher] = await Promise.all([
      buildUser(db(), { role: 'shipper' }),
      signIn(ctx.t, 'transporter'),
    ]);
    await saved(watcher, { kind: 'loads', pickupLoc: 'Nagaland', name: 'Nagaland' });
    const load = () => buildLoad(db(), { ownerId: owner, pickupLoc: 'Kohima, Nagaland', truckTypeId: 1 });
    const [a, b, c, d] = [await load(), await load(), await load(), await load()];
    const notify = vi.fn(ctx.t.app.notifications.notify);
    notify.mockRejectedValueOnce(new Error('the database went away'));
    const lanes = createLanesService({
      db: ctx.t.app.db,
      clock: ctx.t.app.clock,
      reference: ctx.t.app.reference,
      notifications: { ...ctx.t.app.notifications, notify },
      batch: { ms: 60_000, max: 2 },
    });
    // Two make a full batch: matched without waiting for the window (nor for settled()).
    const failed = Promise.allSettled([lanes.loadAdded(a), lanes.loadAdded(b)]);
    expect((await failed).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await Promise.all([lanes.loadAdded(c), lanes.loadAdded(d)])).toEqual([1, 1]);
    expect((await toldOf(watcher)).map((n) => n.id)).toEqual([String(c), String(d)]);
  });

  it('closing the app matches what is still queued: a load added just before is not lost', async () => {
    const [shipper, watcher] = await Promise.all([signIn(ctx.t, 'shipper'), signIn(ctx.t, 'transporter')]);
    await saved(watcher, { kind: 'loads', pickupLoc: 'Tripura', name: 'Tripura' });
    const loadsId = await addLoad(shipper, 'West Tripura, Tripura', 'Kolkata, West Bengal');
    await ctx.t.app.close();
    expect(
      await numberRows(sql`SELECT user_id AS n FROM notifications
                           WHERE type = 'lane.matched' AND data->>'loads_id' = ${loadsId}`),
    ).toEqual([userId(watcher)]);
  });
});
