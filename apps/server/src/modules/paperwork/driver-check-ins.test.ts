import { describe, expect, it } from 'vitest';
import type { DriverTripResponse, TripTrackingResponse } from '@lorrybazaar/contract';
import { outcome, userId } from '../../test/api-calls.js';
import { CookieJar, signIn, uniqueMobile, useTestApp } from '../../test/app.js';
import { buildTrip } from '../../test/factories.js';

const ctx = useTestApp();
/** Central Pune: inside the Pune district's area. */
const PUNE = { lat: 18.5204, lng: 73.8567 };

const checkIn = (token: string, body: Record<string, unknown>) =>
  new CookieJar().inject(ctx.t.app, {
    method: 'POST',
    url: `/api/public/driver/${token}/tripEvents`,
    payload: body,
  });

describe("the driver's page checks milestones in", () => {
  it('for its one trip, signed out: in order, and the load side sees it as the truck side’s', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const { scheduleId } = await buildTrip(ctx.database.db, {
      loadOwnerId: userId(shipper),
      truckOwnerId: userId(transporter),
      delivered: false,
    });
    const mobile = uniqueMobile();
    const assigned = await transporter.inject(ctx.t.app, {
      method: 'PUT',
      url: '/api/Transpoter/tripDriver',
      payload: { schedule_id: scheduleId, driver_name: 'Ramesh', driver_mobile: mobile },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const sms = ctx.t.outbox.findLast((m) => m.mobile === mobile && !m.otp);
    const token = /\/d\/([A-Za-z0-9_.-]+)/.exec(sms?.text ?? '')![1]!;

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
