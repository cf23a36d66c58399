/**
 * Making a tracking link is rate-limited per user: a revoke lets the next call store a new link,
 * so without a limit a party could fill `tracking_links` by making and revoking in a loop.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TrackingLinkResponse } from '@lorrybazaar/contract';
import { signIn, useTestApp } from '../../test/app.js';
import { numberOf, userId } from '../../test/api-calls.js';
import { buildTrip } from '../../test/factories.js';
import { TRACKING_LINKS_PER_HOUR } from './routes/trip.routes.js';

const ctx = useTestApp();
const db = () => ctx.t.database.db;

describe('POST /api/Transpoter/trackingLinks', () => {
  it(`makes at most ${TRACKING_LINKS_PER_HOUR} links a user an hour, then answers 429`, async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const { scheduleId } = await buildTrip(db(), {
      loadOwnerId: userId(shipper),
      truckOwnerId: userId(transporter),
      pickupLoc: 'Pune, Maharashtra',
      deliveryLoc: 'Chennai, Tamil Nadu',
      delivered: false,
    });
    const make = () =>
      shipper.inject(ctx.t.app, {
        method: 'POST',
        url: '/api/Transpoter/trackingLinks',
        payload: { schedule_id: scheduleId },
      });
    for (let n = 0; n < TRACKING_LINKS_PER_HOUR; n++) {
      const made = await make();
      expect(made.statusCode, made.body).toBe(201);
      const revoked = await shipper.inject(ctx.t.app, {
        method: 'DELETE',
        url: '/api/Transpoter/trackingLinks',
        payload: { link_id: made.json<TrackingLinkResponse>().data.link_id },
      });
      expect(revoked.statusCode, revoked.body).toBe(200);
    }
    expect((await make()).statusCode).toBe(429);
    expect(await numberOf(db(), sql`SELECT count(*) AS n FROM tracking_links`)).toBe(TRACKING_LINKS_PER_HOUR);
    // Another user's count is their own.
    const other = await transporter.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/trackingLinks',
      payload: { schedule_id: scheduleId },
    });
    expect(other.statusCode, other.body).toBe(201);
  });
});
