/**
 * What users are told about (docs/decisions/024-live-marketplace.md): the recipients of each
 * bid, counter, decline, acceptance and trip document get a notification naming it with the API's
 * fields and what its sentence shows; nobody else does, and a refused action tells nobody.
 */
import { describe, expect, it } from 'vitest';
import type { NotificationsResponse, ScheduleCreatedResponse, TruckBid } from '@lorrybazaar/contract';
import { signIn, useTestApp, type SignedIn } from '../../test/app.js';
import { api, userId } from '../../test/api-calls.js';
import { buildLoad, buildTruck } from '../../test/factories.js';
import { uploadId } from '../../test/uploads.js';

const ctx = useTestApp();
const db = () => ctx.t.database.db;
const call = () => api(ctx.t.app);

async function notificationsOf(jar: SignedIn, expected: number) {
  // Stored just after the change commits: wait briefly for them.
  for (let attempt = 0; ; attempt++) {
    const response = await jar.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/notifications' });
    const list = response.json<NotificationsResponse>();
    if (list.data.length >= expected || attempt > 50) return list.data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('notifications from what happens on the marketplace', () => {
  it('a bid, a counter, the acceptance and the lorry receipt reach the other party, with the route and who acted', async () => {
    const [shipper, transporter, bystander] = await Promise.all([
      signIn(ctx.t, 'shipper', undefined, { name: '', companyName: 'Malabar Spices' }),
      signIn(ctx.t, 'transporter', undefined, { name: 'Ravi Kumar' }),
      signIn(ctx.t, 'broker'),
    ]);
    const loadId = await buildLoad(db(), {
      ownerId: userId(shipper),
      pickupLoc: 'Kozhikode, Kerala',
      deliveryLoc: 'Ernakulam, Kerala',
    });
    const truckId = await buildTruck(db(), { ownerId: userId(transporter), regNumber: 'KL11AB1234' });
    const placed = await call().bidOnLoad(transporter, {
      bidsTruck_amount: 30000,
      loads_id: loadId,
      trucks_id: truckId,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const bid = placed.json<{ data: TruckBid }>().data;

    const [toShipper] = await notificationsOf(shipper, 1);
    expect(toShipper).toMatchObject({
      type: 'bid.created',
      read: false,
      data: {
        bid_kind: 'on_load',
        bidsTruck_id: bid.bidsTruck_id,
        loads_id: String(loadId),
        truck_id: String(truckId),
        amount: 30000,
        pickupLoc: 'Kozhikode, Kerala',
        deliveryLoc: 'Ernakulam, Kerala',
        regNumber: 'KL11AB1234',
        other_name: 'Ravi Kumar',
      },
    });

    // The owner counters: the bidder hears it, named by the shipper's company.
    expect(
      (await call().counterOnLoadBid(shipper, { bid_id: bid.bidsTruck_id, amount: 28000 })).statusCode,
    ).toBe(201);
    const [countered] = await notificationsOf(transporter, 1);
    expect(countered).toMatchObject({
      type: 'bid.countered',
      data: { amount: 28000, other_name: 'Malabar Spices', loads_id: String(loadId) },
    });

    // A refused call (not the shipper's turn) tells nobody.
    expect(
      (await call().counterOnLoadBid(shipper, { bid_id: bid.bidsTruck_id, amount: 27000 })).statusCode,
    ).toBe(409);

    // The bidder accepts the counter: the owner hears of the trip, as their counter offer
    // accepted by the bidder (they made no bid).
    const accepted = await call().acceptLoadBid(transporter, { bid_id: bid.bidsTruck_id });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const scheduleId = accepted.json<ScheduleCreatedResponse>().data.schedule_id;
    const shipperList = await notificationsOf(shipper, 2);
    expect(shipperList[0]).toMatchObject({
      type: 'bid.accepted',
      data: { amount: 28000, schedule_id: String(scheduleId), other_name: 'Ravi Kumar', counter: true },
    });

    const lr = await uploadId(ctx.t.app, transporter, 'lorry_receipt');
    expect(
      (await call().uploadLorryReceipt(transporter, { schedule_id: scheduleId, file_id: lr })).statusCode,
    ).toBe(201);
    const afterLr = await notificationsOf(shipper, 3);
    expect(afterLr[0]).toMatchObject({
      type: 'schedule.document_attached',
      data: {
        schedule_id: String(scheduleId),
        document: 'lr',
        loads_id: String(loadId),
        pickupLoc: 'Kozhikode, Kerala',
        other_name: 'Ravi Kumar',
      },
    });

    expect((await notificationsOf(transporter, 1)).map((n) => n.type)).toEqual(['bid.countered']);
    expect(await notificationsOf(bystander, 0)).toEqual([]);
  });

  it('a bid accepted as it was is the bidder’s bid; a counter back accepted is the bidder’s counter offer', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const bidWith = async (amount: number) => {
      const placed = await call().bidOnLoad(transporter, {
        bidsTruck_amount: amount,
        loads_id: await buildLoad(db(), { ownerId: userId(shipper) }),
        trucks_id: await buildTruck(db(), { ownerId: userId(transporter) }),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.json<{ data: TruckBid }>().data.bidsTruck_id;
    };
    const taken = await bidWith(30000);
    expect((await call().acceptLoadBid(shipper, { bid_id: taken })).statusCode).toBe(201);
    const [asBid] = await notificationsOf(transporter, 1);
    expect(asBid).toMatchObject({ type: 'bid.accepted', data: { amount: 30000 } });
    expect(asBid!.data).not.toHaveProperty('counter');

    const haggled = await bidWith(32000);
    expect((await call().counterOnLoadBid(shipper, { bid_id: haggled, amount: 29000 })).statusCode).toBe(201);
    expect((await call().counterOnLoadBid(transporter, { bid_id: haggled, amount: 31000 })).statusCode).toBe(
      201,
    );
    expect((await call().acceptLoadBid(shipper, { bid_id: haggled })).statusCode).toBe(201);
    const [asCounter] = await notificationsOf(transporter, 3);
    expect(asCounter).toMatchObject({ type: 'bid.accepted', data: { amount: 31000, counter: true } });
  });

  it('a declined bid is told to the bidder', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const loadId = await buildLoad(db(), { ownerId: userId(shipper) });
    const truckId = await buildTruck(db(), { ownerId: userId(transporter) });
    const placed = await call().bidOnLoad(transporter, {
      bidsTruck_amount: 3500,
      loads_id: loadId,
      trucks_id: truckId,
    });
    const bid = placed.json<{ data: TruckBid }>().data;
    expect((await call().declineLoadBid(shipper, { bidsTruck_id: bid.bidsTruck_id })).statusCode).toBe(200);
    const [declined] = await notificationsOf(transporter, 1);
    expect(declined).toMatchObject({ type: 'bid.declined', data: { bidsTruck_id: bid.bidsTruck_id } });
  });
});
