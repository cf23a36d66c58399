/**
 * Trip tracking through the API (decision 040): check-ins in order with the geofence flag, who may
 * check in, the other party told, positions and their limits, tracking links (public, revoked,
 * expired, guessed), the clean-up of positions, and places with coordinates from the data.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  NotificationsResponse,
  PublicTrackResponse,
  TrackingLinkResponse,
  TripTrackingResponse,
} from '@lorrybazaar/contract';
import { rows } from '../../db/rows.js';
import { signIn, useTestApp, type SignedIn } from '../../test/app.js';
import { issueCode, numberOf, userId } from '../../test/api-calls.js';
import { buildFile, buildTrip } from '../../test/factories.js';
import { purgePositions } from './commands/purge-positions.js';
import { TRACKING_LINKS_PER_HOUR } from './routes/trip.routes.js';

const ctx = useTestApp();
const db = () => ctx.t.database.db;
const app = () => ctx.t.app;

/** A point `km` north of another (one degree of latitude is 111.2 km). */
const north = (p: { lat: number; lng: number }, km: number) => ({ lat: p.lat + km / 111.195, lng: p.lng });

async function districtPoint(name: string) {
  const [row] = await rows<{ lat: number; lng: number }>(
    db(),
    sql`SELECT c.lat, c.lng FROM district_centroids c JOIN districts d ON d.id = c.district_id WHERE d.name = ${name}`,
  );
  return { lat: Number(row!.lat), lng: Number(row!.lng) };
}

async function trip(o: { delivered?: boolean } = {}) {
  const [shipper, transporter, stranger] = await Promise.all([
    signIn(ctx.t, 'shipper'),
    signIn(ctx.t, 'transporter'),
    signIn(ctx.t, 'broker'),
  ]);
  const { scheduleId } = await buildTrip(db(), {
    loadOwnerId: userId(shipper),
    truckOwnerId: userId(transporter),
    pickupLoc: 'Pune, Maharashtra',
    deliveryLoc: 'Chennai, Tamil Nadu',
    delivered: o.delivered ?? false,
  });
  return { shipper, transporter, stranger, scheduleId };
}

const checkIn = (
  jar: SignedIn,
  scheduleId: number,
  kind: string,
  at: { lat: number; lng: number },
  accuracy = 12,
) =>
  jar.inject(app(), {
    method: 'POST',
    url: '/api/Transpoter/tripEvents',
    payload: { schedule_id: scheduleId, kind, lat: at.lat, lng: at.lng, accuracy_m: accuracy },
  });
const tracking = (jar: SignedIn, scheduleId: number) =>
  jar.inject(app(), { method: 'GET', url: `/api/Transpoter/tripTracking?schedule_id=${scheduleId}` });
const sendPositions = (jar: SignedIn, scheduleId: number, positions: unknown[]) =>
  jar.inject(app(), {
    method: 'POST',
    url: '/api/Transpoter/tripPositions',
    payload: { schedule_id: scheduleId, positions },
  });
const makeLink = (jar: SignedIn, scheduleId: number) =>
  jar.inject(app(), {
    method: 'POST',
    url: '/api/Transpoter/trackingLinks',
    payload: { schedule_id: scheduleId },
  });
const publicTrack = (token: string, language = 'en') =>
  app().inject({
    method: 'GET',
    url: `/api/public/track/${token}`,
    headers: { 'accept-language': language },
  });
const code = (response: { json(): unknown }) => (response.json() as { code: string }).code;
/** Sessions last 15 minutes: after moving the clock, the same user signs in again. */
const again = (jar: SignedIn) =>
  signIn(
    ctx.t,
    jar.register.User.user_types_id === '4' ? 'shipper' : 'transporter',
    jar.register.User.users_mobile,
  );

async function notificationsOf(jar: SignedIn, expected: number) {
  for (let attempt = 0; ; attempt++) {
    const response = await jar.inject(app(), { method: 'GET', url: '/api/Transpoter/notifications' });
    const list = response.json<NotificationsResponse>().data.filter((n) => n.type === 'trip.milestone');
    if (list.length >= expected || attempt > 50) return list;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('places with coordinates', () => {
  it('every district has a point, PINs have theirs, and the road from Pune to Chennai is about 1,200 km', async () => {
    expect(
      await numberOf(
        db(),
        sql`SELECT count(*)::int AS n FROM districts WHERE id NOT IN (SELECT district_id FROM district_centroids)`,
      ),
    ).toBe(0);
    expect(await numberOf(db(), sql`SELECT count(*)::int AS n FROM pin_centroids`)).toBeGreaterThan(19_000);
    const km = await app().reference.distanceKm(
      { place: 'Pune, Maharashtra' },
      { place: 'Chennai, Tamil Nadu' },
    );
    expect(km).toBeGreaterThan(1100);
    expect(km).toBeLessThan(1300);
    // A PIN of central Pune (411001) is within a few km of the district's point.
    const pin = await app().reference.pinPoint('411001');
    expect(pin?.districtId).toBeGreaterThan(0);
    expect(
      await app().reference.distanceKm(
        { place: 'Pune, Maharashtra', pin: '411001' },
        { place: 'Pune, Maharashtra' },
      ),
    ).toBeLessThan(40);
    expect(await app().reference.pinFitsPlace('411001', 'Pune, Maharashtra')).toBe(true);
    expect(await app().reference.pinFitsPlace('600001', 'Pune, Maharashtra')).toBe(false);
    // Typed in another script, the place is found all the same.
    expect(await app().reference.localPlace('Pune, Maharashtra', 'hi')).toBe('पुणे, महाराष्ट्र');
  });
});

describe('milestones', () => {
  it('a check-in 3 km from the pickup is accepted unflagged, one 300 km away accepted and flagged; the shipper is told', async () => {
    const { shipper, transporter, scheduleId } = await trip();
    const pune = await districtPoint('Pune');

    const first = await checkIn(transporter, scheduleId, 'reached_pickup', north(pune, 3));
    expect(first.statusCode, first.body).toBe(201);
    const data = first.json<TripTrackingResponse>().data;
    expect(data.milestones).toEqual([
      { kind: 'reached_pickup', at: expect.any(String), distance_km: 3, outside_area: false },
    ]);
    expect(data.next).toBe('loaded');
    expect(data.can_check_in).toBe(true);

    const far = await checkIn(transporter, scheduleId, 'loaded', north(pune, 300));
    expect(far.statusCode, far.body).toBe(201);
    expect(far.json<TripTrackingResponse>().data.milestones[1]).toMatchObject({
      kind: 'loaded',
      distance_km: 300,
      outside_area: true,
    });

    const told = await notificationsOf(shipper, 2);
    expect(told.map((n) => n.data.kind).sort()).toEqual(['loaded', 'reached_pickup']);
    expect(told.find((n) => n.data.kind === 'loaded')?.data).toMatchObject({
      schedule_id: String(scheduleId),
      outside_area: true,
      pickupLoc: 'Pune, Maharashtra',
      deliveryLoc: 'Chennai, Tamil Nadu',
    });
    // The one who checked in is not told of their own check-in.
    expect(await notificationsOf(transporter, 0)).toEqual([]);

    // The shipper sees the same timeline, and may not check in.
    const seen = await tracking(shipper, scheduleId);
    expect(seen.json<TripTrackingResponse>().data).toMatchObject({ your_side: 'load', can_check_in: false });
    expect(seen.json<TripTrackingResponse>().data.milestones).toHaveLength(2);
  });

  it('out of order and repeated: 409; the load side: 403; a third user: 404', async () => {
    const { shipper, transporter, stranger, scheduleId } = await trip();
    const pune = await districtPoint('Pune');
    const skip = await checkIn(transporter, scheduleId, 'loaded', pune);
    expect([skip.statusCode, code(skip)]).toEqual([409, 'tracking:errors.outOfOrder']);
    expect((await checkIn(transporter, scheduleId, 'reached_pickup', pune)).statusCode).toBe(201);
    const again = await checkIn(transporter, scheduleId, 'reached_pickup', pune);
    expect([again.statusCode, code(again)]).toEqual([409, 'tracking:errors.alreadyRecorded']);
    const ahead = await checkIn(transporter, scheduleId, 'unloaded', pune);
    expect(ahead.statusCode).toBe(409);

    expect((await checkIn(shipper, scheduleId, 'loaded', pune)).statusCode).toBe(403);
    expect((await checkIn(stranger, scheduleId, 'loaded', pune)).statusCode).toBe(404);
    expect((await tracking(stranger, scheduleId)).statusCode).toBe(404);
    expect((await checkIn(transporter, scheduleId + 1000, 'loaded', pune)).statusCode).toBe(404);
    // Nothing was stored by the refused ones.
    expect(
      await numberOf(db(), sql`SELECT count(*)::int AS n FROM trip_events WHERE schedule_id = ${scheduleId}`),
    ).toBe(1);
  });

  it('the waiting hours at the pickup run from arriving until loaded', async () => {
    const trip1 = await trip();
    const { scheduleId } = trip1;
    const pune = await districtPoint('Pune');
    await checkIn(trip1.transporter, scheduleId, 'reached_pickup', pune);
    ctx.t.clock.advance(2.5 * 3600);
    let transporter = await again(trip1.transporter);
    expect(
      (await tracking(transporter, scheduleId)).json<TripTrackingResponse>().data.waiting.pickup,
    ).toEqual({
      hours: 2.5,
      running: true,
    });
    ctx.t.clock.advance(3600);
    transporter = await again(transporter);
    expect((await checkIn(transporter, scheduleId, 'loaded', pune)).statusCode).toBe(201);
    ctx.t.clock.advance(5 * 3600);
    transporter = await again(transporter);
    expect((await tracking(transporter, scheduleId)).json<TripTrackingResponse>().data.waiting).toEqual({
      pickup: { hours: 3.5, running: false },
      delivery: null,
    });
  });

  it("a delivered trip takes no pickup's check-in, its delivery's for a day, then none", async () => {
    const pune = await districtPoint('Pune');
    const chennai = await districtPoint('Chennai');
    const done = await trip({ delivered: true });
    const early = await checkIn(done.transporter, done.scheduleId, 'reached_pickup', pune);
    expect([early.statusCode, code(early)]).toEqual([409, 'tracking:errors.tripClosed']);
    const none = (await tracking(done.transporter, done.scheduleId)).json<TripTrackingResponse>().data;
    expect([none.next, none.can_check_in]).toEqual(['reached_pickup', false]);

    // The pickup's three checked in on the way, then the proof of delivery before the rest.
    const { transporter, scheduleId } = await trip();
    for (const kind of ['reached_pickup', 'loaded', 'departed'])
      expect((await checkIn(transporter, scheduleId, kind, pune)).statusCode).toBe(201);
    const [lr, pod] = await Promise.all(
      (['lorry_receipt', 'proof_of_delivery'] as const).map((purpose) =>
        buildFile(db(), { ownerId: userId(transporter), purpose }),
      ),
    );
    await db().execute(
      sql`UPDATE schedules SET status = 3, lr_file_id = ${lr}::uuid, pod_file_id = ${pod}::uuid,
                 pod_uploaded_at = ${ctx.t.clock.now().toISOString()}::timestamptz
          WHERE id = ${scheduleId}`,
    );
    const after = (await tracking(transporter, scheduleId)).json<TripTrackingResponse>().data;
    expect([after.next, after.can_check_in]).toEqual(['reached_delivery', true]);
    expect((await checkIn(transporter, scheduleId, 'reached_delivery', chennai)).statusCode).toBe(201);
    ctx.t.clock.advance(25 * 3600);
    const late = await checkIn(await again(transporter), scheduleId, 'unloaded', chennai);
    expect([late.statusCode, code(late)]).toEqual([409, 'tracking:errors.tripClosed']);
  });
});

describe('positions', () => {
  const position = (minutesAgo: number, now: Date, at = { lat: 18.6, lng: 74.1 }) => ({
    at: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
    ...at,
    accuracy_m: 20,
  });

  it('a batch is stored a few minutes apart; the load side and strangers may not send', async () => {
    const { shipper, transporter, stranger, scheduleId } = await trip();
    const now = ctx.t.clock.now();
    const sent = await sendPositions(transporter, scheduleId, [
      position(10, now),
      position(5, now),
      position(0, now),
    ]);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<{ data: unknown }>().data).toEqual({ stored: 3, ignored: 0 });
    // The same batch again (a retry after a lost answer) stores nothing twice.
    expect(
      (await sendPositions(transporter, scheduleId, [position(5, now)])).json<{ data: unknown }>().data,
    ).toEqual({
      stored: 0,
      ignored: 1,
    });
    expect((await sendPositions(shipper, scheduleId, [position(0, now)])).statusCode).toBe(403);
    expect((await sendPositions(stranger, scheduleId, [position(0, now)])).statusCode).toBe(404);
    expect((await tracking(shipper, scheduleId)).json<TripTrackingResponse>().data.last_position_at).toBe(
      position(0, now).at,
    );
  });

  it('a flood is refused: more than 20 in a batch is 400, a second apart stores one, the 11th request a minute is 429', async () => {
    const { transporter, scheduleId } = await trip();
    const now = ctx.t.clock.now();
    const big = Array.from({ length: 21 }, (_, i) => position(i * 5, now));
    const tooBig = await sendPositions(transporter, scheduleId, big);
    expect([tooBig.statusCode, issueCode(tooBig)]).toEqual([400, 'tracking:validation.positionsTooMany']);

    const flood = Array.from({ length: 20 }, (_, i) => ({
      ...position(0, now),
      at: new Date(now.getTime() - i * 1000).toISOString(),
    }));
    expect((await sendPositions(transporter, scheduleId, flood)).json<{ data: unknown }>().data).toEqual({
      stored: 1,
      ignored: 19,
    });
    const future = await sendPositions(transporter, scheduleId, [position(-10, now)]);
    expect([future.statusCode, code(future)]).toEqual([400, 'tracking:validation.futurePosition']);

    // Ten requests a minute count (the flood and the future one above, and eight more); the 11th is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await sendPositions(transporter, scheduleId, [position(0, now)])).statusCode);
    expect(statuses.every((status) => status === 201)).toBe(true);
    const limited = await sendPositions(transporter, scheduleId, [position(0, now)]);
    expect(limited.statusCode).toBe(429);
    expect(
      await numberOf(
        db(),
        sql`SELECT count(*)::int AS n FROM trip_positions WHERE schedule_id = ${scheduleId}`,
      ),
    ).toBe(1);
  });

  it('positions go 30 days after delivery; an undelivered trip keeps them', async () => {
    const delivered = await trip({ delivered: true });
    const open = await trip();
    const now = ctx.t.clock.now();
    for (const t of [delivered, open])
      expect((await sendPositions(t.transporter, t.scheduleId, [position(0, now)])).statusCode).toBe(201);
    const count = (id: number) =>
      numberOf(db(), sql`SELECT count(*)::int AS n FROM trip_positions WHERE schedule_id = ${id}`);
    await purgePositions(app().tracking, new Date(now.getTime() + 29 * 86_400_000));
    expect([await count(delivered.scheduleId), await count(open.scheduleId)]).toEqual([1, 1]);
    await purgePositions(app().tracking, new Date(now.getTime() + 31 * 86_400_000));
    expect([await count(delivered.scheduleId), await count(open.scheduleId)]).toEqual([0, 1]);
  });
});

describe('tracking links', () => {
  it('opened signed out: the route in the asked language, milestones, last position, ETA; no names or amounts', async () => {
    const { shipper, transporter, scheduleId } = await trip();
    const made = await makeLink(shipper, scheduleId);
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json<TrackingLinkResponse>().data;
    expect(link.path).toBe(`/track/${link.token}`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Asked again: the same link.
    const again = await makeLink(shipper, scheduleId);
    expect([again.statusCode, again.json<TrackingLinkResponse>().data.token]).toEqual([200, link.token]);

    const pune = await districtPoint('Pune');
    const chennai = await districtPoint('Chennai');
    for (const kind of ['reached_pickup', 'loaded', 'departed'])
      expect((await checkIn(transporter, scheduleId, kind, pune)).statusCode).toBe(201);
    const onTheWay = north(chennai, 100);
    expect(
      (
        await sendPositions(transporter, scheduleId, [
          { at: ctx.t.clock.now().toISOString(), ...onTheWay, accuracy_m: 30 },
        ])
      ).statusCode,
    ).toBe(201);
    ctx.t.clock.advance(20 * 60);

    const opened = await publicTrack(link.token, 'hi');
    expect(opened.statusCode, opened.body).toBe(200);
    const data = opened.json<PublicTrackResponse>().data;
    expect(data).toMatchObject({
      pickup: 'पुणे, महाराष्ट्र',
      delivery: 'चेन्नई, तमिलनाडु',
      // Departed: on the road, though no lorry receipt is uploaded yet.
      status: 'in_transit',
      // The district nearest the truck, named in Hindi.
      last_position: { age_minutes: 20, near: expect.stringMatching(/^[\u0900-\u097F ,]+$/) },
      eta: { km: 130 },
      expires_at: null,
    });
    expect(data.milestones.map((m) => m.kind)).toEqual(['reached_pickup', 'loaded', 'departed']);
    expect(opened.body).not.toMatch(/amount|mobile|users_name/);
  });

  it('revoked: 404 at once; a guessed or malformed token: the same 404; only its maker revokes it', async () => {
    const { shipper, transporter, stranger, scheduleId } = await trip();
    const link = (await makeLink(transporter, scheduleId)).json<TrackingLinkResponse>().data;
    expect((await publicTrack(link.token)).statusCode).toBe(200);
    const revoke = (jar: SignedIn) =>
      jar.inject(app(), {
        method: 'DELETE',
        url: '/api/Transpoter/trackingLinks',
        payload: { link_id: link.link_id },
      });
    expect((await revoke(shipper)).statusCode).toBe(404);
    expect((await revoke(stranger)).statusCode).toBe(404);
    expect((await revoke(transporter)).statusCode).toBe(200);
    expect((await revoke(transporter)).statusCode).toBe(404);
    const gone = await publicTrack(link.token);
    expect([gone.statusCode, code(gone)]).toEqual([404, 'tracking:errors.linkNotFound']);
    // A near miss (one character changed) and a malformed token answer exactly as an unknown one.
    const nearMiss = `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`;
    for (const guess of [nearMiss, 'AAAAAAAAAAAAAAAAAAAAAA', 'short', '%2F..%2Fetc'])
      expect([(await publicTrack(guess)).statusCode, (await publicTrack(guess)).body]).toEqual([
        404,
        gone.body,
      ]);
    // A new link may be made after revoking.
    expect((await makeLink(transporter, scheduleId)).statusCode).toBe(201);
    expect((await makeLink(stranger, scheduleId)).statusCode).toBe(404);
  });

  it('expires 24 hours after delivery', async () => {
    const { shipper, scheduleId } = await trip({ delivered: true });
    const link = (await makeLink(shipper, scheduleId)).json<TrackingLinkResponse>().data;
    expect(link.expires_at).not.toBeNull();
    const opened = await publicTrack(link.token);
    expect(opened.json<PublicTrackResponse>().data).toMatchObject({
      status: 'delivered',
      expires_at: link.expires_at,
    });
    ctx.t.clock.advance(24 * 3600 + 60);
    expect((await publicTrack(link.token)).statusCode).toBe(404);
    // And no new one is made for a trip past that.
    expect((await makeLink(await again(shipper), scheduleId)).statusCode).toBe(409);
  });

  it(`makes at most ${TRACKING_LINKS_PER_HOUR} links a user an hour (each revoke lets one more be stored), then 429`, async () => {
    const { shipper, transporter, scheduleId } = await trip();
    for (let n = 0; n < TRACKING_LINKS_PER_HOUR; n++) {
      const made = await makeLink(shipper, scheduleId);
      expect(made.statusCode, made.body).toBe(201);
      const revoked = await shipper.inject(app(), {
        method: 'DELETE',
        url: '/api/Transpoter/trackingLinks',
        payload: { link_id: made.json<TrackingLinkResponse>().data.link_id },
      });
      expect(revoked.statusCode, revoked.body).toBe(200);
    }
    expect((await makeLink(shipper, scheduleId)).statusCode).toBe(429);
    expect(
      await numberOf(
        db(),
        sql`SELECT count(*) AS n FROM tracking_links WHERE created_by = ${userId(shipper)}`,
      ),
    ).toBe(TRACKING_LINKS_PER_HOUR);
    // Another user's calls are counted apart.
    expect((await makeLink(transporter, scheduleId)).statusCode).toBe(201);
  });
});
