import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  REPORT_GRACE_HOURS,
  REPORT_OPENS_HOUR,
  shownDate,
  type LoadListingResponse,
  PostedTruckListingResponse,
  type ScheduleCreatedResponse,
  type ScheduleDetailsResponse,
  type TruckBid,
} from '@lorrybazaar/contract';
import { rows } from '../../db/rows.js';
import { CookieJar, signIn, useTestApp, type SignedIn, type TestApp } from '../../test/app.js';
import { api, numberOf, outcome, userId } from '../../test/api-calls.js';
import { EventStreamClient, openUserStream } from '../../test/event-stream.js';
import { indiaInstant, todayInIndia } from '../../lib/india-day.js';
import { buildLoad, buildPosting, buildTruck, daysFromToday } from '../../test/factories.js';
import { nameDriver } from '../../test/trip-helpers.js';
import { uploadId } from '../../test/uploads.js';

const OPERATOR = '9000000031';
// The clock starts at 14:00 in India today, past the pickup day's noon (REPORT_OPENS_HOUR), so a
// trip picked up today may be reported once its booking's grace is over, whenever the tests run.
const ctx = useTestApp({
  env: { OPERATOR_MOBILES: `+91${OPERATOR}` },
  now: indiaInstant(todayInIndia(new Date()), '14:00'),
});
const call = () => api(ctx.t.app);
const db = () => ctx.database.db;

/** One operator session for the file (a second sign-in of a mobile within 30 s is refused). */
let operator: Promise<SignedIn> | undefined;
const operatorSession = () => (operator ??= signIn(ctx.t, 'broker', OPERATOR));

const cancel = (jar: SignedIn, body: Record<string, unknown>) =>
  jar.inject(ctx.t.app, { method: 'POST', url: '/api/Transpoter/cancelTrip', payload: body });
const detail = async (jar: SignedIn, scheduleId: number) =>
  (await call().scheduleDetails(jar, { schedule_id: scheduleId })).json<ScheduleDetailsResponse>().data;
const marketLoadIds = async (jar: SignedIn) =>
  (await call().allLoads(jar, { page: 1, limit: 50 }))
    .json<LoadListingResponse>()
    .data.map((row) => row.loads_id);
const marketTruckIds = async (jar: SignedIn) =>
  (await call().allTrucks(jar, { page: 1, limit: 50 }))
    .json<PostedTruckListingResponse>()
    .data.map((row) => row.truck_id);

/**
 * A one-truck load picked up `pickupIn` days from today (by the test clock), booked now with a
 * bid of a posted truck (so the booking takes the truck's posting too, when it is live).
 */
async function bookedTrip(shipper: SignedIn, transporter: SignedIn, pickupIn = 5) {
  const pickupDate = daysFromToday(pickupIn, ctx.t.clock.now());
  const loadId = await buildLoad(db(), { ownerId: userId(shipper), pickupDate });
  // Posted for the load's day: the only posting a booking takes (decision 042).
  const { truckId, postingId } = await buildPosting(db(), {
    ownerId: userId(transporter),
    dateTime: `${pickupDate} 09:30`,
  });
  const bid = await call().bidOnLoad(transporter, {
    bidsTruck_amount: 3500,
    loads_id: loadId,
    trucks_id: truckId,
  });
  expect(bid.statusCode, bid.body).toBe(201);
  const accepted = await call().acceptLoadBid(shipper, {
    bidsTruck_id: bid.json<{ data: TruckBid }>().data.bidsTruck_id,
  });
  expect(accepted.statusCode, accepted.body).toBe(201);
  const scheduleId = Number(accepted.json<ScheduleCreatedResponse>().data.schedule_id);
  return { loadId, truckId, postingId, scheduleId, pickupDate };
}

/**
 * The trip as though booked `REPORT_GRACE_HOURS` earlier: a trip picked up today may be reported
 * at once, the clock being past the day's noon (decision 045, amended 2026-11-29). The grace
 * itself is tested with the clock below.
 */
const bookedBeforeTheGrace = (scheduleId: number) =>
  db().execute(
    sql`UPDATE schedules SET created_at = created_at - make_interval(hours => ${REPORT_GRACE_HOURS})
         WHERE id = ${scheduleId}`,
  );

const streams: EventStreamClient[] = [];
afterAll(() => streams.forEach((stream) => stream.close()));
const openStream = (t: TestApp, jar: SignedIn) =>
  openUserStream(t.app, jar.header() as Record<string, string>, streams);

describe('cancelling a trip before pickup', () => {
  it('lists the load and the posting again at once, tells the other party live, and keeps who and why', async () => {
    const [shipper, transporter, broker] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
      signIn(ctx.t, 'broker'),
    ]);
    const { loadId, truckId, postingId, scheduleId } = await bookedTrip(shipper, transporter);
    expect(await marketLoadIds(broker)).not.toContain(String(loadId));
    expect(await marketTruckIds(broker)).not.toContain(String(truckId));
    const stream = await openStream(ctx.t, shipper);

    const response = await cancel(transporter, { schedule_id: scheduleId, reason: 'plans_changed' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ScheduleDetailsResponse>().data).toMatchObject({
      schedules_status: '4',
      cancellation: { by_side: 'truck', reason: 'plans_changed' },
    });

    // The shipper's stream hears of it, and the marketplace shows the load and the posting again.
    const message = await stream.next((m) => m.event === 'trip.cancelled');
    expect(message.data).toMatchObject({
      type: 'trip.cancelled',
      data: { schedule_id: String(scheduleId), reason: 'plans_changed', side: 'truck' },
    });
    expect(await marketLoadIds(broker)).toContain(String(loadId));
    expect(await marketTruckIds(broker)).toContain(String(truckId));
    expect(await numberOf(db(), sql`SELECT trucks_booked::int AS n FROM loads WHERE id = ${loadId}`)).toBe(0);

    // The history, as both parties see it; the shipper's view says the truck side called it off.
    const seen = await detail(shipper, scheduleId);
    expect(seen.cancellation).toMatchObject({ by_side: 'truck', reason: 'plans_changed' });
    expect(seen.cancellation!.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [row] = await rows<{ cancelled_by: string; at_fault_id: string }>(
      db(),
      sql`SELECT cancelled_by::text, at_fault_id::text FROM schedules WHERE id = ${scheduleId}`,
    );
    expect(row).toEqual({
      cancelled_by: String(userId(transporter)),
      at_fault_id: String(userId(transporter)),
    });

    // Once is enough; the load is open for another truck, which books it and the same posting may
    // be booked again too.
    expect(outcome(await cancel(shipper, { schedule_id: scheduleId, reason: 'other' }))).toEqual({
      status: 409,
      code: 'schedules:errors.notCancellable',
    });
    const other = await buildTruck(db(), { ownerId: userId(broker), capacityId: 17 });
    const rebid = await call().bidOnLoad(broker, {
      bidsTruck_amount: 3600,
      loads_id: loadId,
      trucks_id: other,
    });
    expect(rebid.statusCode, rebid.body).toBe(201);
    const reaccepted = await call().acceptLoadBid(shipper, {
      bidsTruck_id: rebid.json<{ data: TruckBid }>().data.bidsTruck_id,
    });
    expect(reaccepted.statusCode, reaccepted.body).toBe(201);
    expect(
      await numberOf(db(), sql`SELECT status::int AS n FROM truck_postings WHERE id = ${postingId}`),
    ).toBe(1);
  });

  it('refuses a third user (404), a wrong reason (400), an ordinary cancel once the report opens (409)', async () => {
    const [shipper, transporter, stranger] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
      signIn(ctx.t, 'broker'),
    ]);
    const { scheduleId } = await bookedTrip(shipper, transporter, 0);
    await bookedBeforeTheGrace(scheduleId);
    expect(outcome(await cancel(stranger, { schedule_id: scheduleId, reason: 'other' }))).toEqual({
      status: 404,
      code: 'schedules:errors.scheduleNotFound',
    });
    expect(outcome(await cancel(stranger, { schedule_id: 99999999, reason: 'other' })).status).toBe(404);
    const invalid = await cancel(shipper, { schedule_id: scheduleId, reason: 'bored' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues[0]).toMatchObject({
      path: 'reason',
      code: 'schedules:validation.cancelReason',
    });
    expect(outcome(await cancel(shipper, { schedule_id: scheduleId, reason: 'plans_changed' }))).toEqual({
      status: 409,
      code: 'schedules:errors.pickupDayCame',
    });
    expect((await detail(shipper, scheduleId)).schedules_status).toBe('1');
  });
});

describe('no-show reports', () => {
  it('answers 409 before the pickup day and 403 from the wrong side', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const { scheduleId } = await bookedTrip(shipper, transporter, 2);
    expect(outcome(await cancel(shipper, { schedule_id: scheduleId, reason: 'no_show' }))).toEqual({
      status: 409,
      code: 'schedules:errors.noShowBeforePickup',
    });
    expect(outcome(await cancel(transporter, { schedule_id: scheduleId, reason: 'no_show' }))).toEqual({
      status: 403,
      code: 'schedules:errors.reasonNotYours',
    });
    expect(outcome(await cancel(shipper, { schedule_id: scheduleId, reason: 'load_not_ready' }))).toEqual({
      status: 403,
      code: 'schedules:errors.reasonNotYours',
    });
  });

  it('from the pickup day: counts against the truck side in its standing, and the trip takes no LR, POD, check-in or rating', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const { scheduleId } = await bookedTrip(shipper, transporter, 0);
    await bookedBeforeTheGrace(scheduleId);
    const response = await cancel(shipper, { schedule_id: scheduleId, reason: 'no_show' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ScheduleDetailsResponse>().data.cancellation).toMatchObject({
      by_side: 'load',
      reason: 'no_show',
    });

    const standing = await ctx.t.app.trust.summaries([userId(transporter), userId(shipper)]);
    expect(standing.get(userId(transporter))).toMatchObject({ called_off: 1 });
    expect(standing.get(userId(shipper))).toMatchObject({ called_off: 0 });

    const lr = await uploadId(ctx.t.app, transporter, 'lorry_receipt');
    expect(
      outcome(await call().uploadLorryReceipt(transporter, { schedule_id: scheduleId, file_id: lr })),
    ).toEqual({ status: 409, code: 'schedules:errors.tripCancelled' });
    const pod = await uploadId(ctx.t.app, shipper, 'proof_of_delivery');
    expect(
      outcome(await call().uploadProofOfDelivery(shipper, { schedule_id: scheduleId, file_id: pod })).status,
    ).toBe(409);
    const checkIn = await transporter.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/tripEvents',
      payload: { schedule_id: scheduleId, kind: 'reached_pickup', lat: 18.52, lng: 73.85, accuracy_m: 20 },
    });
    expect(outcome(checkIn)).toEqual({ status: 409, code: 'tracking:errors.tripCancelled' });
    const rating = await shipper.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/rateTrip',
      payload: { schedule_id: scheduleId, stars: 1 },
    });
    expect(rating.statusCode).toBe(409);
  });
});

describe('the grace before a no-show report (decision 045, amended 2026-11-29)', () => {
  const HOUR = 3600;
  /** Moves the test clock to a time of day in India ("HH:MM"), `days` after the clock's today. */
  const moveTo = (days: number, time: string) => {
    const { clock } = ctx.t;
    const target = indiaInstant(daysFromToday(days, clock.now()), time);
    clock.advance((target.getTime() - clock.now().getTime()) / 1000);
  };
  /** The same person signed in again: a session lasts 15 minutes, and the clock moved hours. */
  const again = (jar: SignedIn, role: 'shipper' | 'transporter') =>
    signIn(ctx.t, role, jar.register.User.users_mobile);
  const noShow = (jar: SignedIn, scheduleId: number, headers: Record<string, string> = {}) =>
    jar.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/cancelTrip',
      payload: { schedule_id: scheduleId, reason: 'no_show' },
      headers,
    });
  const TOO_SOON = { status: 409, code: 'schedules:errors.noShowTooSoon' };

  it('booked at 10:00 for the same day: reported from 14:00 and not a second before; until then a cancel is the caller’s own', async () => {
    moveTo(1, '10:00');
    let [shipper, transporter] = await Promise.all([signIn(ctx.t, 'shipper'), signIn(ctx.t, 'transporter')]);
    const trip = await bookedTrip(shipper, transporter, 0);
    const other = await bookedTrip(shipper, transporter, 0);
    const day = shownDate(trip.pickupDate);

    // Minutes after the booking: neither side's report; the answer says from when, in the
    // caller's language, the time in India as the screens write it (decision 041).
    const early = await noShow(shipper, trip.scheduleId);
    expect(outcome(early)).toEqual(TOO_SOON);
    expect(early.json<{ message: string }>().message).toBe(
      `You can report that the truck did not come from ${day}, 14:00.`,
    );
    const hindi = await noShow(shipper, trip.scheduleId, { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(hindi.json<{ message: string }>().message).toBe(`आप ${day}, 14:00 से बता सकते हैं कि ट्रक नहीं आया।`);
    expect(
      outcome(await cancel(transporter, { schedule_id: trip.scheduleId, reason: 'load_not_ready' })),
    ).toEqual({ status: 409, code: 'schedules:errors.notReadyTooSoon' });
    // Nothing can have failed yet: either party may still call it off, on their own account.
    const own = await cancel(transporter, { schedule_id: other.scheduleId, reason: 'plans_changed' });
    expect(own.statusCode, own.body).toBe(200);
    expect(
      await numberOf(db(), sql`SELECT at_fault_id::int AS n FROM schedules WHERE id = ${other.scheduleId}`),
    ).toBe(userId(transporter));

    // 13:59:59 is still too soon; at 14:00 the report opens and the ordinary reasons close.
    ctx.t.clock.advance(REPORT_GRACE_HOURS * HOUR - 1);
    [shipper, transporter] = await Promise.all([
      again(shipper, 'shipper'),
      again(transporter, 'transporter'),
    ]);
    expect(outcome(await noShow(shipper, trip.scheduleId))).toEqual(TOO_SOON);
    ctx.t.clock.advance(1);
    expect(outcome(await cancel(shipper, { schedule_id: trip.scheduleId, reason: 'plans_changed' }))).toEqual(
      {
        status: 409,
        code: 'schedules:errors.pickupDayCame',
      },
    );
    const reported = await noShow(shipper, trip.scheduleId);
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json<ScheduleDetailsResponse>().data.cancellation).toMatchObject({
      by_side: 'load',
      reason: 'no_show',
    });
  });

  it('booked days ahead: reported from noon of the pickup day in India, not at midnight', async () => {
    moveTo(1, '10:00');
    let [shipper, transporter] = await Promise.all([signIn(ctx.t, 'shipper'), signIn(ctx.t, 'transporter')]);
    const { scheduleId, pickupDate } = await bookedTrip(shipper, transporter, 3);
    const { clock } = ctx.t;
    clock.advance((indiaInstant(pickupDate).getTime() - clock.now().getTime()) / 1000 - 1);
    [shipper, transporter] = await Promise.all([
      again(shipper, 'shipper'),
      again(transporter, 'transporter'),
    ]);
    expect(outcome(await noShow(shipper, scheduleId))).toEqual({
      status: 409,
      code: 'schedules:errors.noShowBeforePickup',
    });
    // Midnight of the pickup day: no truck is late yet.
    clock.advance(1);
    expect(outcome(await noShow(shipper, scheduleId))).toEqual(TOO_SOON);
    clock.advance(REPORT_OPENS_HOUR * HOUR - 1);
    transporter = await again(transporter, 'transporter');
    expect(outcome(await cancel(transporter, { schedule_id: scheduleId, reason: 'load_not_ready' }))).toEqual(
      { status: 409, code: 'schedules:errors.notReadyTooSoon' },
    );
    clock.advance(1);
    const reported = await cancel(transporter, { schedule_id: scheduleId, reason: 'load_not_ready' });
    expect(reported.statusCode, reported.body).toBe(200);
  });

  it('booked at 23:00 the evening before: not before the pickup day, then from its noon', async () => {
    moveTo(1, '23:00');
    const transporter = await signIn(ctx.t, 'transporter');
    let shipper = await signIn(ctx.t, 'shipper');
    const { scheduleId, pickupDate } = await bookedTrip(shipper, transporter, 1);
    expect(outcome(await noShow(shipper, scheduleId))).toEqual({
      status: 409,
      code: 'schedules:errors.noShowBeforePickup',
    });
    moveTo(1, '11:59');
    shipper = await again(shipper, 'shipper');
    const early = await noShow(shipper, scheduleId);
    expect(outcome(early)).toEqual(TOO_SOON);
    expect(early.json<{ message: string }>().message).toBe(
      `You can report that the truck did not come from ${shownDate(pickupDate)}, 12:00.`,
    );
    ctx.t.clock.advance(60);
    const reported = await noShow(shipper, scheduleId);
    expect(reported.statusCode, reported.body).toBe(200);
  });
});

describe("no-show reports against the truck's check-ins", () => {
  const checkIn = (jar: SignedIn, scheduleId: number, kind: string) =>
    jar.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/tripEvents',
      payload: { schedule_id: scheduleId, kind, lat: 18.52, lng: 73.85, accuracy_m: 20 },
    });

  it('a truck that checked in at the pickup cannot be reported as not come; one checked in as loaded, its load as not ready', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const { scheduleId } = await bookedTrip(shipper, transporter, 0);
    expect((await checkIn(transporter, scheduleId, 'reached_pickup')).statusCode).toBe(201);
    expect(outcome(await cancel(shipper, { schedule_id: scheduleId, reason: 'no_show' }))).toEqual({
      status: 409,
      code: 'schedules:errors.truckCheckedIn',
    });
    expect((await checkIn(transporter, scheduleId, 'loaded')).statusCode).toBe(201);
    expect(outcome(await cancel(transporter, { schedule_id: scheduleId, reason: 'load_not_ready' }))).toEqual(
      { status: 409, code: 'schedules:errors.truckLoaded' },
    );
    expect((await detail(shipper, scheduleId)).schedules_status).toBe('1');
  });

  // A check-in and a no-show report sent in the same instant queue on the trip's row (decision
  // 054): whichever commits second sees the first, never both nor neither. On PostgreSQL the two
  // run on two connections; on PGlite they queue anyway, and the outcomes must still agree.
  it('a check-in and a no-show report that cross: exactly one wins, and the other says why', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const seen = { checkedIn: 0, cancelled: 0 };
    for (let round = 0; round < 16; round++) {
      const { scheduleId } = await bookedTrip(shipper, transporter, 0);
      await bookedBeforeTheGrace(scheduleId);
      // Alternate which request starts first, so either may reach the row first.
      const [checked, reported] =
        round % 2
          ? await Promise.all([
              checkIn(transporter, scheduleId, 'reached_pickup'),
              cancel(shipper, { schedule_id: scheduleId, reason: 'no_show' }),
            ])
          : await Promise.all([
              cancel(shipper, { schedule_id: scheduleId, reason: 'no_show' }),
              checkIn(transporter, scheduleId, 'reached_pickup'),
            ]).then(([a, b]) => [b, a] as const);
      const milestones = await rows<{ kind: string }>(
        db(),
        sql`SELECT kind FROM trip_events WHERE schedule_id = ${scheduleId}`,
      );
      const status = (await detail(shipper, scheduleId)).schedules_status;
      if (checked.statusCode === 201) {
        seen.checkedIn++;
        expect(outcome(reported)).toEqual({ status: 409, code: 'schedules:errors.truckCheckedIn' });
        expect([status, milestones.map((row) => row.kind)]).toEqual(['1', ['reached_pickup']]);
      } else {
        seen.cancelled++;
        expect(outcome(checked)).toEqual({ status: 409, code: 'tracking:errors.tripCancelled' });
        expect(reported.statusCode, reported.body).toBe(200);
        expect([status, milestones]).toEqual(['4', []]);
      }
    }
    expect(seen.checkedIn + seen.cancelled).toBe(16);
  });

  it('a truck waiting at the gate may report the load as not ready', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const { scheduleId } = await bookedTrip(shipper, transporter, 0);
    await bookedBeforeTheGrace(scheduleId);
    expect((await checkIn(transporter, scheduleId, 'reached_pickup')).statusCode).toBe(201);
    const response = await cancel(transporter, { schedule_id: scheduleId, reason: 'load_not_ready' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ScheduleDetailsResponse>().data.cancellation).toMatchObject({
      by_side: 'truck',
      reason: 'load_not_ready',
    });
  });
});

describe('an operator suspends a party of an open trip', () => {
  it('flags the trip to the other party, who may put it back on the market', async () => {
    const [shipper, transporter, broker] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
      signIn(ctx.t, 'broker'),
    ]);
    const { loadId, scheduleId } = await bookedTrip(shipper, transporter, 0);
    expect(outcome(await cancel(shipper, { schedule_id: scheduleId, reason: 'party_suspended' }))).toEqual({
      status: 409,
      code: 'schedules:errors.partyNotSuspended',
    });
    expect((await detail(shipper, scheduleId)).other_party_suspended).toBe(false);

    const stream = await openStream(ctx.t, shipper);
    const operator = await operatorSession();
    const suspended = await operator.inject(ctx.t.app, {
      method: 'POST',
      url: `/api/ops/users/${userId(transporter)}/suspend`,
      payload: { note: 'fake trucks' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);

    const message = await stream.next((m) => m.event === 'trip.party_suspended');
    expect(message.data).toMatchObject({ data: { schedule_id: String(scheduleId) } });
    expect((await detail(shipper, scheduleId)).other_party_suspended).toBe(true);

    const reposted = await cancel(shipper, { schedule_id: scheduleId, reason: 'party_suspended' });
    expect(reposted.statusCode, reposted.body).toBe(200);
    expect(await marketLoadIds(broker)).toContain(String(loadId));
    const standing = await ctx.t.app.trust.summaries([userId(transporter), userId(shipper)]);
    expect(standing.get(userId(transporter))).toMatchObject({ called_off: 1 });
    expect(standing.get(userId(shipper))).toMatchObject({ called_off: 0 });
  });
});

// A re-post follows the truck's check-ins as a report does (decision 061): the load side may not
// re-post once the truck reached the pickup, the truck side not once it was loaded.
describe("re-posting a suspended party's trip against the truck's check-ins", () => {
  const PUNE = { lat: 18.52, lng: 73.85, accuracy_m: 20 };
  const checkIn = (jar: SignedIn, scheduleId: number, kind: string) =>
    jar.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/tripEvents',
      payload: { schedule_id: scheduleId, kind, ...PUNE },
    });
  /** The driver's page checks in: how a suspended carrier's truck still does (its owner is signed out). */
  const driverCheckIn = (token: string, kind: string) =>
    new CookieJar().inject(ctx.t.app, {
      method: 'POST',
      url: `/api/public/driver/${token}/tripEvents`,
      payload: { kind, ...PUNE },
    });
  async function suspend(jar: SignedIn) {
    const operator = await operatorSession();
    const suspended = await operator.inject(ctx.t.app, {
      method: 'POST',
      url: `/api/ops/users/${userId(jar)}/suspend`,
      payload: { note: 'fake trucks' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
  }
  const kindsOf = async (scheduleId: number) =>
    (
      await rows<{ kind: string }>(
        db(),
        sql`SELECT kind FROM trip_events WHERE schedule_id = ${scheduleId} ORDER BY id`,
      )
    ).map((row) => row.kind);

  it('the load side cannot re-post once the truck reached the pickup; a re-post first takes no check-in after it', async () => {
    const [shipper, transporter, broker] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
      signIn(ctx.t, 'broker'),
    ]);
    const checked = await bookedTrip(shipper, transporter, 0);
    const open = await bookedTrip(shipper, transporter, 0);
    const token = await nameDriver(ctx.t, transporter, open.scheduleId);
    expect((await checkIn(transporter, checked.scheduleId, 'reached_pickup')).statusCode).toBe(201);
    await suspend(transporter);

    // Checked in first: the re-post is refused and the trip and its load stay as they were.
    expect(
      outcome(await cancel(shipper, { schedule_id: checked.scheduleId, reason: 'party_suspended' })),
    ).toEqual({
      status: 409,
      code: 'schedules:errors.repostCheckedIn',
    });
    expect((await detail(shipper, checked.scheduleId)).schedules_status).toBe('1');
    expect(await marketLoadIds(broker)).not.toContain(String(checked.loadId));

    // Re-posted first: the driver's check-in after it is refused.
    const reposted = await cancel(shipper, { schedule_id: open.scheduleId, reason: 'party_suspended' });
    expect(reposted.statusCode, reposted.body).toBe(200);
    expect(outcome(await driverCheckIn(token, 'reached_pickup'))).toEqual({
      status: 409,
      code: 'tracking:errors.tripCancelled',
    });
    expect(await kindsOf(open.scheduleId)).toEqual([]);
    expect(await marketLoadIds(broker)).toContain(String(open.loadId));
  });

  it('the truck side cannot re-post once loaded, and may while waiting at the gate', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const loaded = await bookedTrip(shipper, transporter, 0);
    const waiting = await bookedTrip(shipper, transporter, 0);
    for (const kind of ['reached_pickup', 'loaded'])
      expect((await checkIn(transporter, loaded.scheduleId, kind)).statusCode).toBe(201);
    expect((await checkIn(transporter, waiting.scheduleId, 'reached_pickup')).statusCode).toBe(201);
    await suspend(shipper);

    expect(
      outcome(await cancel(transporter, { schedule_id: loaded.scheduleId, reason: 'party_suspended' })),
    ).toEqual({
      status: 409,
      code: 'schedules:errors.repostLoaded',
    });
    expect((await detail(transporter, loaded.scheduleId)).schedules_status).toBe('1');
    const reposted = await cancel(transporter, {
      schedule_id: waiting.scheduleId,
      reason: 'party_suspended',
    });
    expect(reposted.statusCode, reposted.body).toBe(200);
  });

  // The re-post and the driver's check-in queue on the trip's row (decision 054): whichever
  // commits second sees the first, never both nor neither.
  it('a check-in and a re-post that cross: exactly one wins, and the other says why', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const rounds = 8;
    const trips = [];
    for (let round = 0; round < rounds; round++) {
      const { scheduleId } = await bookedTrip(shipper, transporter, 0);
      trips.push({ scheduleId, token: await nameDriver(ctx.t, transporter, scheduleId) });
    }
    await suspend(transporter);
    const seen = { checkedIn: 0, reposted: 0 };
    for (const [round, { scheduleId, token }] of trips.entries()) {
      const repost = () => cancel(shipper, { schedule_id: scheduleId, reason: 'party_suspended' });
      // Alternate which request starts first, so either may reach the row first.
      const [checked, reposted] =
        round % 2
          ? await Promise.all([driverCheckIn(token, 'reached_pickup'), repost()])
          : await Promise.all([repost(), driverCheckIn(token, 'reached_pickup')]).then(
              ([a, b]) => [b, a] as const,
            );
      const status = (await detail(shipper, scheduleId)).schedules_status;
      if (checked.statusCode === 201) {
        seen.checkedIn++;
        expect(outcome(reposted)).toEqual({ status: 409, code: 'schedules:errors.repostCheckedIn' });
        expect([status, await kindsOf(scheduleId)]).toEqual(['1', ['reached_pickup']]);
      } else {
        seen.reposted++;
        expect(outcome(checked)).toEqual({ status: 409, code: 'tracking:errors.tripCancelled' });
        expect(reposted.statusCode, reposted.body).toBe(200);
        expect([status, await kindsOf(scheduleId)]).toEqual(['4', []]);
      }
    }
    expect(seen.checkedIn + seen.reposted).toBe(rounds);
  });
});
