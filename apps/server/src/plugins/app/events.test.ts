/**
 * Domain events (docs/decisions/021-module-shape-and-events.md): each action publishes its
 * event once its transaction has committed, with the contract's names and the users to tell;
 * a refused or rolled-back action publishes nothing; the listing counts refresh through their
 * subscription.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  PROFILE_PATHS,
  type DomainEvent,
  type LoadBid,
  type LoadListingResponse,
  type ScheduleCreatedResponse,
  type TruckBid,
} from '@lorrybazaar/contract';
import { signIn, useTestApp, type SignedIn } from '../../test/app.js';
import { api, numberOf, userId } from '../../test/api-calls.js';
import { addLoadBody, buildLoad, buildTruck, listedLoad, postTruckBody } from '../../test/factories.js';
import { PDF, uploadId } from '../../test/uploads.js';

// Counts are reused between requests here, as in production: a stale count would show.
const ctx = useTestApp({ env: { CACHE_TTL_MS: '60000' } });
const db = () => ctx.t.database.db;
const call = () => api(ctx.t.app);

/** Every event the app publishes from now on. */
function heard(): DomainEvent[] {
  const events: DomainEvent[] = [];
  ctx.t.app.events.subscribe('*', (event) => {
    events.push(event);
  });
  return events;
}

async function created<T>(response: { statusCode: number; body: string; json: <R>() => R }) {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: T }>().data;
}

const addLoad = (jar: SignedIn, body: Record<string, unknown> = addLoadBody()) =>
  jar.inject(ctx.t.app, { method: 'POST', url: '/api/Transpoter/AddLoad', payload: body });
const postTruck = (jar: SignedIn, truckId: number) =>
  jar.inject(ctx.t.app, {
    method: 'POST',
    url: '/api/Transpoter/postTruck',
    payload: postTruckBody(truckId),
  });

/** A bid on the shipper's load with the transporter's truck. */
async function bidOnLoad(shipper: SignedIn, transporter: SignedIn) {
  const loadId = await buildLoad(db(), { ownerId: userId(shipper) });
  const truckId = await buildTruck(db(), { ownerId: userId(transporter) });
  const bid = await created<TruckBid>(
    await call().bidOnLoad(transporter, { bidsTruck_amount: 3500, loads_id: loadId, trucks_id: truckId }),
  );
  return { loadId, truckId, bid };
}

/** The id a place stored as exactly this label carries (migration 0036). */
const districtId = (label: string) => numberOf(db(), sql`SELECT district_of(${label}) AS n`);

describe('domain events', () => {
  it('load.posted and truck.posted after AddLoad and postTruck; none when refused', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const events = heard();

    const load = await created<{ loads_id: string }>(await addLoad(shipper));
    expect(events).toEqual([
      {
        type: 'load.posted',
        loads_id: Number(load.loads_id),
        no_of_trucks: 1,
        // Pune to Chennai: both districts by id, for the listings' caches (docs/decisions/063).
        listed: {
          user_id: userId(shipper),
          from_district_id: await districtId('Pune, Maharashtra'),
          to_district_id: await districtId('Chennai, Tamil Nadu'),
          material_id: 1,
          truck_type_id: 1,
          book_now: false,
        },
        by: userId(shipper),
        recipients: [],
      },
    ]);

    const truckId = await buildTruck(db(), { ownerId: userId(transporter), capacityId: 17 });
    await created(await postTruck(transporter, truckId));
    const postingId = await numberOf(
      db(),
      sql`SELECT max(id) AS n FROM truck_postings WHERE truck_id = ${truckId}`,
    );
    expect(events.slice(1)).toEqual([
      {
        type: 'truck.posted',
        truck_id: truckId,
        postTrucks_id: postingId,
        listed: {
          user_id: userId(transporter),
          // Guwahati is a city, no district's label: stored as text, with no id.
          from_district_id: null,
          to_district_id: await districtId('Kolkata, West Bengal'),
          material_id: null,
          truck_type_id: 1,
          book_now: false,
        },
        by: userId(transporter),
        recipients: [],
      },
    ]);

    // Refused: an unknown material (400), the truck posted again (409).
    expect((await addLoad(shipper, { ...addLoadBody(), material_id: '9999' })).statusCode).toBe(400);
    expect((await postTruck(transporter, truckId)).statusCode).toBe(409);
    expect(events).toHaveLength(2);
  });

  it('bid.created on a load and on a posted truck, to the owner; none for a refused or rolled-back bid', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const events = heard();

    const { loadId, truckId, bid } = await bidOnLoad(shipper, transporter);
    expect(events).toEqual([
      {
        type: 'bid.created',
        bid_kind: 'on_load',
        bidsTruck_id: Number(bid.bidsTruck_id),
        loads_id: loadId,
        truck_id: truckId,
        amount: 3500,
        by: userId(transporter),
        recipients: [userId(shipper)],
      },
    ]);

    // The same pair again: the insert meets the one-live-bid index and its transaction rolls back.
    const again = await call().bidOnLoad(transporter, {
      bidsTruck_amount: 3600,
      loads_id: loadId,
      trucks_id: truckId,
    });
    expect(again.statusCode).toBe(409);
    // The owner bidding on the own load: refused before anything is written.
    const own = await buildTruck(db(), { ownerId: userId(shipper) });
    expect(
      (await call().bidOnLoad(shipper, { bidsTruck_amount: 3600, loads_id: loadId, trucks_id: own }))
        .statusCode,
    ).not.toBe(201);
    expect(events).toHaveLength(1);

    const posted = await buildTruck(db(), { ownerId: userId(transporter), capacityId: 17 });
    await created(await postTruck(transporter, posted));
    const postingId = await numberOf(
      db(),
      sql`SELECT max(id) AS n FROM truck_postings WHERE truck_id = ${posted}`,
    );
    const shipperLoad = await buildLoad(db(), { ownerId: userId(shipper) });
    const onTruck = await created<LoadBid>(
      await call().bidOnTruck(shipper, { bidsLoad_amount: 42000, load_id: shipperLoad, trucks_id: posted }),
    );
    expect(events.at(-1)).toEqual({
      type: 'bid.created',
      bid_kind: 'on_truck',
      bidsLoad_id: Number(onTruck.bidsLoad_id),
      loads_id: shipperLoad,
      truck_id: posted,
      postTrucks_id: postingId,
      amount: 42000,
      by: userId(shipper),
      recipients: [userId(transporter)],
    });
  });

  it('bid.countered and bid.declined go to the other party; none out of turn or by the bidder', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const { loadId, truckId, bid } = await bidOnLoad(shipper, transporter);
    const events = heard();
    const subject = {
      bid_kind: 'on_load',
      bidsTruck_id: Number(bid.bidsTruck_id),
      loads_id: loadId,
      truck_id: truckId,
    };

    // The bidder countering its own offer: not its turn (409).
    expect(
      (await call().counterOnLoadBid(transporter, { bid_id: bid.bidsTruck_id, amount: 3400 })).statusCode,
    ).toBe(409);
    expect(
      (await call().counterOnLoadBid(shipper, { bid_id: bid.bidsTruck_id, amount: 3000 })).statusCode,
    ).toBe(201);
    expect(events).toEqual([
      {
        type: 'bid.countered',
        ...subject,
        amount: 3000,
        previous_amount: 3500,
        by: userId(shipper),
        recipients: [userId(transporter)],
      },
    ]);

    // Only the owner declines (the bidder: 403).
    expect((await call().declineLoadBid(transporter, { bidsTruck_id: bid.bidsTruck_id })).statusCode).toBe(
      403,
    );
    expect((await call().declineLoadBid(shipper, { bidsTruck_id: bid.bidsTruck_id })).statusCode).toBe(200);
    expect(events.slice(1)).toEqual([
      { type: 'bid.declined', ...subject, by: userId(shipper), recipients: [userId(transporter)] },
    ]);
    // Declining a closed bid: 409, nothing more.
    expect((await call().declineLoadBid(shipper, { bidsTruck_id: bid.bidsTruck_id })).statusCode).toBe(409);
    expect(events).toHaveLength(2);
  });

  it('bid.accepted once per trip, and schedule.document_attached for the LR and the POD', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const { loadId, truckId, bid } = await bidOnLoad(shipper, transporter);
    const events = heard();

    const accept = await call().acceptLoadBid(shipper, { bid_id: bid.bidsTruck_id });
    expect(accept.statusCode, accept.body).toBe(201);
    const scheduleId = Number(accept.json<ScheduleCreatedResponse>().data.schedule_id);
    expect(events).toEqual([
      {
        type: 'bid.accepted',
        bid_kind: 'on_load',
        bidsTruck_id: Number(bid.bidsTruck_id),
        loads_id: loadId,
        truck_id: truckId,
        schedule_id: scheduleId,
        amount: 3500,
        by: userId(shipper),
        recipients: [userId(transporter)],
      },
    ]);
    // Accepted again (a double click): the same trip, nothing new to tell.
    const repeated = await call().acceptLoadBid(shipper, { bid_id: bid.bidsTruck_id });
    expect(repeated.json<ScheduleCreatedResponse>().repeated).toBe(true);
    expect(events).toHaveLength(1);

    // A proof of delivery before the lorry receipt is refused inside the transaction.
    const pod = await uploadId(ctx.t.app, shipper, 'proof_of_delivery');
    expect(
      (await call().uploadProofOfDelivery(shipper, { schedule_id: scheduleId, file_id: pod })).statusCode,
    ).toBe(409);
    expect(events).toHaveLength(1);

    const lr = await uploadId(ctx.t.app, transporter, 'lorry_receipt');
    expect(
      (await call().uploadLorryReceipt(transporter, { schedule_id: scheduleId, file_id: lr })).statusCode,
    ).toBe(201);
    expect(events.slice(1)).toEqual([
      {
        type: 'schedule.document_attached',
        schedule_id: scheduleId,
        document: 'lorry_receipt',
        file_id: lr,
        by: userId(transporter),
        recipients: [userId(shipper)],
      },
    ]);
  });

  it('document.reviewed for each document approved on upload, to its owner', async () => {
    const driver = await signIn(ctx.t, 'driver');
    const events = heard();
    const file = { name: 'licence.pdf', type: 'application/pdf', bytes: PDF };
    const licence = await uploadId(ctx.t.app, driver, 'document', file);
    const insurance = await uploadId(ctx.t.app, driver, 'document', file);
    const save = (docs: { type_id: number; image: string }[]) =>
      driver.inject(ctx.t.app, {
        method: 'POST',
        url: `/api${PROFILE_PATHS.driver.documents}`,
        payload: { drivers_doc: docs.map((doc) => ({ name: 'x', ...doc })) },
      });

    // One file sent for both types: refused, nothing decided.
    expect(
      (
        await save([
          { type_id: 23, image: licence },
          { type_id: 24, image: licence },
        ])
      ).statusCode,
    ).toBe(400);
    expect(events).toEqual([]);

    expect(
      (
        await save([
          { type_id: 23, image: licence },
          { type_id: 24, image: insurance },
        ])
      ).statusCode,
    ).toBe(201);
    const ids = await Promise.all(
      [23, 24].map((type) =>
        numberOf(
          db(),
          sql`SELECT id AS n FROM documents WHERE user_id = ${userId(driver)} AND document_type_id = ${type}`,
        ),
      ),
    );
    expect(events).toEqual(
      [23, 24].map((type, i) => ({
        type: 'document.reviewed',
        document_id: ids[i],
        type_id: type,
        outcome: 'verified',
        decided_by: 'auto',
        by: userId(driver),
        recipients: [userId(driver)],
      })),
    );
  });

  it('the listing counts refresh through their subscription, and a failing subscriber does not fail the request', async () => {
    const [shipper, broker] = await Promise.all([signIn(ctx.t, 'shipper'), signIn(ctx.t, 'broker')]);
    const pages = async () =>
      (await call().allLoads(broker, { page: 1, limit: 1 })).json<LoadListingResponse>().totalPages;
    // One load a page: totalPages is the count of the broker's marketplace loads.
    const before = await pages();
    // Written straight into the database: the count in memory does not know it yet.
    await buildLoad(db(), { ownerId: userId(shipper) });
    expect(await pages()).toBe(before);
    // Only the event tells the counts (nothing else calls them): the load now counts.
    const loadsId = await buildLoad(db(), { ownerId: userId(shipper) });
    ctx.t.app.events.publish({
      type: 'load.posted',
      loads_id: loadsId,
      no_of_trucks: 1,
      listed: await listedLoad(db(), loadsId),
      by: userId(shipper),
      recipients: [],
    });
    expect(await pages()).toBe(before + 2);

    ctx.t.app.events.subscribe('load.posted', () => {
      throw new Error('a broken subscriber');
    });
    expect((await addLoad(shipper)).statusCode).toBe(201);
    expect(await pages()).toBe(before + 3);
  });
});
