import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DriverTripResponse, TripPositionsResponse, TripTrackingResponse } from '@lorrybazaar/contract';
import { rows } from '../../db/rows.js';
import { outcome, userId } from '../../test/api-calls.js';
import { CookieJar, signIn, useTestApp } from '../../test/app.js';
import { buildTrip } from '../../test/factories.js';
import { nameDriver } from '../../test/trip-helpers.js';

const ctx = useTestApp();
/** Central Pune: inside the Pune district's area. */
const PUNE = { lat: 18.5204, lng: 73.8567 };

const checkIn = (token: string, body: Record<string, unknown>) =>
  new CookieJar().inject(ctx.t.app, {
    method: 'POST',
    url: `/api/public/driver/${token}/tripEvents`,
    payload: body,
  });

const sendPositions = (token: string, positions: Record<string, unknown>[]) =>
  new CookieJar().inject(ctx.t.app, {
    method: 'POST',
    url: `/api/public/driver/${token}/tripPositions`,
    payload: { positions },
  });

/** A booked trip with a driver named by the truck side: the parties and the driver page's token. */
async function tripWithDriver() {
  const [shipper, transporter] = await Promise.all([signIn(ctx.t, 'shipper'), signIn(ctx.t, 'transporter')]);
  const { scheduleId } = await buildTrip(ctx.database.db, {
    loadOwnerId: userId(shipper),
    truckOwnerId: userId(transporter),
    delivered: false,
  });
  const token = await nameDriver(ctx.t, transporter, scheduleId);
  return { shipper, transporter, scheduleId, token };
}

describe("the driver's page checks milestones in", () => {
  it('for its one trip, signed out: in order, and the load side sees it as the truck side’s', async () => {
    const { shipper, scheduleId, token } = await tripWithDriver();

    const page = await new CookieJar().inject(ctx.t.app, {
      method: 'GET',
      url: `/api/public/driver/${token}`,
    });
    expect(page.json<DriverTripResponse>().data.check_ins).toEqual({ done: [], next: 'reached_pickup' });

    // Out of order: 409; a forged token: 404.
    expect(outcome(await checkIn(token, { kind: 'loaded', ...PUNE, accuracy_m: 20 }))).toMatchObject({
      status: 409,
    });
    expect((await checkIn(`${token}x`, { kind: 'reached_pickup', ...PUNE, accuracy_m: 20 })).statusCode).toBe(
      404,
    );

    const done = await checkIn(token, { kind: 'reached_pickup', ...PUNE, accuracy_m: 20 });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json<DriverTripResponse>().data.check_ins).toEqual({
      done: ['reached_pickup'],
      next: 'loaded',
    });
    expect((await checkIn(token, { kind: 'reached_pickup', ...PUNE, accuracy_m: 20 })).statusCode).toBe(409);

    // The trip's parties see it, checked in within the area, by the driver's link.
    const tracking = await shipper.inject(ctx.t.app, {
      method: 'GET',
      url: `/api/Transpoter/tripTracking?schedule_id=${scheduleId}`,
    });
    expect(tracking.json<TripTrackingResponse>().data.milestones).toEqual([
      expect.objectContaining({ kind: 'reached_pickup', outside_area: false }),
    ]);
  });
});

describe("the driver's page shares the phone's position", () => {
  const position = (minutesAgo: number) => ({
    at: new Date(ctx.t.clock.now().getTime() - minutesAgo * 60_000).toISOString(),
    ...PUNE,
    accuracy_m: 20,
  });

  it('signed out, for its one trip: kept a few minutes apart, seen by the load side, a forged link 404', async () => {
    const { shipper, scheduleId, token } = await tripWithDriver();
    const sent = await sendPositions(token, [position(10), position(5), position(0)]);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<TripPositionsResponse>()).toMatchObject({
      data: { stored: 3, ignored: 0 },
      message: 'Location saved.',
    });
    // Stored for the trip, by no account (the driver's link acts for the truck side).
    expect(
      await rows<{ by_user: string | null }>(
        ctx.database.db,
        sql`SELECT by_user FROM trip_positions WHERE schedule_id = ${scheduleId}`,
      ),
    ).toEqual([{ by_user: null }, { by_user: null }, { by_user: null }]);
    const tracking = await shipper.inject(ctx.t.app, {
      method: 'GET',
      url: `/api/Transpoter/tripTracking?schedule_id=${scheduleId}`,
    });
    expect(tracking.json<TripTrackingResponse>().data.last_position_at).toBe(position(0).at);

    expect((await sendPositions(`${token}x`, [position(0)])).statusCode).toBe(404);
    expect((await sendPositions(token, [])).statusCode).toBe(400);
  });

  it('a flood is refused as on the trip page: a second apart stores none near the last, the 11th request a minute is 429', async () => {
    const { scheduleId, token } = await tripWithDriver();
    expect((await sendPositions(token, [position(0)])).statusCode).toBe(201);
    const flood = Array.from({ length: 20 }, (_, i) => ({
      ...position(0),
      at: new Date(ctx.t.clock.now().getTime() - i * 1000).toISOString(),
    }));
    expect((await sendPositions(token, flood)).json<TripPositionsResponse>().data).toEqual({
      stored: 0,
      ignored: 20,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await sendPositions(token, [position(0)])).statusCode);
    expect(statuses).toEqual(Array(8).fill(201));
    expect((await sendPositions(token, [position(0)])).statusCode).toBe(429);
    const [count] = await rows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM trip_positions WHERE schedule_id = ${scheduleId}`,
    );
    expect(count?.n).toBe(1);
  });
});
