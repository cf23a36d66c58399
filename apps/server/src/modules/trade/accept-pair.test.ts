/**
 * An accept that names only a load and a truck (older clients) never guesses between two bids,
 * and a booking books only the truck's posting of the load's day (decision 042).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SCHEDULE_CODES, type LoadBid, type TruckBid } from '@lorrybazaar/contract';
import { api, numberOf, userId } from '../../test/api-calls.js';
import { signIn, useTestApp } from '../../test/app.js';
import { buildLoad, buildPosting, daysFromToday, indiaDateTime } from '../../test/factories.js';

const ctx = useTestApp();
const db = () => ctx.database.db;
const call = () => api(ctx.t.app);
const count = (query: ReturnType<typeof sql>) => numberOf(db(), query);

describe('accepting by load and truck', () => {
  it('answers 409 naming both bids when the pair has open bids of both kinds, and books nothing', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const loadId = await buildLoad(db(), { ownerId: userId(shipper), pickupDate: daysFromToday(3) });
    const { truckId } = await buildPosting(db(), {
      ownerId: userId(transporter),
      dateTime: indiaDateTime(3),
    });
    const onLoad = (
      await call().bidOnLoad(transporter, { bidsTruck_amount: 30000, loads_id: loadId, trucks_id: truckId })
    ).json<{ data: TruckBid }>().data;
    const onTruck = (
      await call().bidOnTruck(shipper, { bidsLoad_amount: 24000, load_id: loadId, trucks_id: truckId })
    ).json<{ data: LoadBid }>().data;

    const named = [
      { bid_id: onLoad.bidsTruck_id, kind: 'on_load', amount: 30000 },
      { bid_id: onTruck.bidsLoad_id, kind: 'on_truck', amount: 24000 },
    ];
    const byOwner = await call().acceptLoadBid(shipper, { loads_id: loadId, truck_id: truckId });
    expect([byOwner.statusCode, byOwner.json().code]).toEqual([409, SCHEDULE_CODES.ambiguousBid]);
    expect(byOwner.json().bids).toEqual(named);
    const byTruckOwner = await call().acceptTruckBid(transporter, { loads_id: loadId, trucks_id: truckId });
    expect([byTruckOwner.statusCode, byTruckOwner.json().bids]).toEqual([409, named]);
    expect(await count(sql`SELECT count(*)::int AS n FROM schedules WHERE load_id = ${loadId}`)).toBe(0);

    // Named by its id, the bid meant is booked at its own price.
    const booked = await call().acceptLoadBid(shipper, { bid_id: onLoad.bidsTruck_id });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data).toMatchObject({ bid_id: onLoad.bidsTruck_id, amount: 30000 });
  });

  it('books the truck’s posting of the load’s day only, not its posting of another day', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const { truckId, postingId } = await buildPosting(db(), {
      ownerId: userId(transporter),
      dateTime: indiaDateTime(3),
    });
    const loadId = await buildLoad(db(), { ownerId: userId(shipper), pickupDate: daysFromToday(6) });
    const bid = (
      await call().bidOnLoad(transporter, { bidsTruck_amount: 30000, loads_id: loadId, trucks_id: truckId })
    ).json<{ data: TruckBid }>().data;
    const booked = await call().acceptLoadBid(shipper, { bid_id: bid.bidsTruck_id });
    expect(booked.statusCode, booked.body).toBe(201);
    // The posting for day 3 is still open and offered; the trip has no posting.
    expect(await count(sql`SELECT status::int AS n FROM truck_postings WHERE id = ${postingId}`)).toBe(1);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM schedules WHERE load_id = ${loadId} AND posting_id IS NULL`,
      ),
    ).toBe(1);
  });
});
