import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OwnLoad, ScheduleCreatedResponse, TripTrackingResponse, TruckBid } from '@lorrybazaar/contract';
import { rows } from '../../db/rows.js';
import { signIn, useTestApp, type SignedIn } from '../../test/app.js';
import { api, userId } from '../../test/api-calls.js';
import { addLoadBody, buildTruck } from '../../test/factories.js';

const ctx = useTestApp();
const addLoad = (jar: SignedIn, payload: Record<string, unknown>) =>
  jar.inject(ctx.t.app, { method: 'POST', url: '/api/Transpoter/AddLoad', payload });

/** The centroid the reference data holds for a PIN (migration 0025). */
async function pinPoint(pin: string) {
  const [row] = await rows<{ lat: number; lng: number }>(
    ctx.database.db,
    sql`SELECT lat::float8 AS lat, lng::float8 AS lng FROM pin_centroids WHERE pin = ${pin}`,
  );
  return row!;
}

describe('a load’s optional pickup and delivery PIN', () => {
  it('is checked against the place’s state, stored, and shown on the trip', async () => {
    const shipper = await signIn(ctx.t, 'shipper');
    // Chennai's PINs start with 6: not a Pune (Maharashtra) pickup.
    const wrong = await addLoad(shipper, { ...addLoadBody(), pickup_pin: '600001' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      expect.objectContaining({ path: 'pickup_pin', code: 'marketplace:validation.pinWrongState' }),
    ]);
    const malformed = await addLoad(shipper, { ...addLoadBody(), delivery_pin: '06001' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues[0]).toMatchObject({
      path: 'delivery_pin',
      code: 'marketplace:validation.pinInvalid',
    });
    // Without the fields (an older client) or empty, a load is added as before.
    expect(
      (await addLoad(shipper, { ...addLoadBody(), pickup_pin: '', comments: 'No PIN given here' }))
        .statusCode,
    ).toBe(201);
  });

  it('is the point a check-in at the pickup is measured from', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    // Wai (Satara district, 412803) is in Maharashtra, far from Pune's district centre.
    const added = await addLoad(shipper, { ...addLoadBody(), pickup_pin: '412 803', delivery_pin: '600001' });
    expect(added.statusCode, added.body).toBe(201);
    const loadId = Number(added.json<{ data: OwnLoad }>().data.loads_id);
    const truckId = await buildTruck(ctx.database.db, { ownerId: userId(transporter), capacityId: 17 });
    const bid = await api(ctx.t.app).bidOnLoad(transporter, {
      bidsTruck_amount: 3500,
      loads_id: loadId,
      trucks_id: truckId,
    });
    expect(bid.statusCode, bid.body).toBe(201);
    const accepted = await api(ctx.t.app).acceptLoadBid(shipper, {
      bidsTruck_id: bid.json<{ data: TruckBid }>().data.bidsTruck_id,
    });
    const trip = accepted.json<ScheduleCreatedResponse>().data;
    expect(trip).toMatchObject({ pickup_pin: '412803', delivery_pin: '600001' });

    const wai = await pinPoint('412803');
    // About 3 km north of the PIN's point.
    const checkIn = await transporter.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/tripEvents',
      payload: {
        schedule_id: trip.schedule_id,
        kind: 'reached_pickup',
        lat: wai.lat + 0.027,
        lng: wai.lng,
        accuracy_m: 20,
      },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const [milestone] = checkIn.json<TripTrackingResponse>().data.milestones;
    expect(milestone).toMatchObject({ kind: 'reached_pickup', outside_area: false });
    expect(milestone!.distance_km).toBeGreaterThan(2);
    expect(milestone!.distance_km).toBeLessThan(4);
  });
});
