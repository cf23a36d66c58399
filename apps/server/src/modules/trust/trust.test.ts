import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  LANE_PRICE_DAYS,
  LANE_PRICE_MIN_TRIP_HOURS,
  RATING_COMMENT_MAX,
  type LanePriceResponse,
  type LoadListingResponse,
  type RateTripResponse,
  type TripRatingsResponse,
  type TruckBidsResponse,
  type UserRatingResponse,
} from '@lorrybazaar/contract';
import { rows } from '../../db/rows.js';
import { api, numberOf, outcome, userId } from '../../test/api-calls.js';
import {
  createTestApp,
  signIn,
  signInPerson,
  uniqueMobile,
  useTestApp,
  type SignedIn,
  type TestApp,
} from '../../test/app.js';
import {
  addLoadBody,
  buildLoad,
  buildTrip,
  buildTruck,
  buildUser,
  daysFromToday,
} from '../../test/factories.js';

const ctx = useTestApp();
const db = () => ctx.database.db;
const call = () => api(ctx.t.app);
const inject = (jar: SignedIn, method: 'GET' | 'POST', url: string, input: Record<string, unknown>) =>
  jar.inject(ctx.t.app, {
    method,
    url: `/api/Transpoter/${url}`,
    ...(method === 'GET'
      ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
      : { payload: input }),
  });
const rate = (jar: SignedIn, body: Record<string, unknown>) => inject(jar, 'POST', 'rateTrip', body);
const tripRatings = (jar: SignedIn, scheduleId: number) =>
  inject(jar, 'GET', 'tripRatings', { schedule_id: scheduleId });
const lanePrice = (jar: SignedIn, query: Record<string, unknown>) => inject(jar, 'GET', 'lanePrice', query);
const DAY = 24 * 3600;
const HOUR_MS = 3600 * 1000;
const ago = (ms: number) => new Date(ctx.t.clock.now().getTime() - ms);
/** A trip as one is driven: booked two days ago, delivered a day later (a trip that counts, trust/rating.ts). */
const driven = () => ({ createdAt: ago(48 * HOUR_MS), deliveredAt: ago(24 * HOUR_MS) });

describe('ratings', () => {
  it('each side of a delivered trip rates the other once; nobody else, and not before delivery', async () => {
    const [shipper, transporter, stranger] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
      signIn(ctx.t, 'broker'),
    ]);
    const booked = await buildTrip(db(), {
      loadOwnerId: userId(shipper),
      truckOwnerId: userId(transporter),
      delivered: false,
    });
    expect(outcome(await rate(shipper, { schedule_id: booked.scheduleId, stars: 5 }))).toEqual({
      status: 409,
      code: 'trust:errors.notDelivered',
    });
    expect((await tripRatings(shipper, booked.scheduleId)).json<TripRatingsResponse>().data.can_rate).toBe(
      false,
    );

    const trip = await buildTrip(db(), {
      loadOwnerId: userId(shipper),
      truckOwnerId: userId(transporter),
      ...driven(),
    });
    // A third party is told the trip does not exist, whatever it sends.
    expect(outcome(await rate(stranger, { schedule_id: trip.scheduleId, stars: 1 }))).toEqual({
      status: 404,
      code: 'trust:errors.scheduleNotFound',
    });
    expect((await tripRatings(stranger, trip.scheduleId)).statusCode).toBe(404);
    expect((await rate(shipper, { schedule_id: trip.scheduleId, stars: 6 })).statusCode).toBe(400);
    expect((await rate(shipper, { schedule_id: trip.scheduleId, stars: 4, tags: ['rude'] })).statusCode).toBe(
      400,
    );

    const byShipper = await rate(shipper, {
      schedule_id: trip.scheduleId,
      stars: 4,
      tags: ['on_time', 'on_time', 'careful_handling'],
      comment: '  Came on time  ',
    });
    expect(byShipper.statusCode, byShipper.body).toBe(201);
    expect(byShipper.json<RateTripResponse>().data).toMatchObject({
      stars: 4,
      tags: ['on_time', 'careful_handling'],
      comment: 'Came on time',
      final: false,
    });
    // The shipper's rating waits, unseen, until the transporter has rated too (decision 041).
    expect((await tripRatings(transporter, trip.scheduleId)).json<TripRatingsResponse>().data).toMatchObject({
      mine: null,
      theirs: null,
      theirs_waiting: true,
      rates: 'load',
    });
    // Only the tags that fit the side rated: the carrier does not pay, the shipper does not drive.
    const wrongTag = await rate(transporter, {
      schedule_id: trip.scheduleId,
      stars: 5,
      tags: ['careful_handling'],
    });
    expect(outcome(wrongTag)).toEqual({ status: 400, code: 'errors.validation' });
    expect(wrongTag.json<{ issues: { path: string; code: string }[] }>().issues[0]).toMatchObject({
      path: 'tags',
      code: 'trust:validation.tags',
    });
    expect(
      (await rate(shipper, { schedule_id: trip.scheduleId, stars: 4, tags: ['paid_on_time'] })).statusCode,
    ).toBe(400);
    expect(
      (await rate(transporter, { schedule_id: trip.scheduleId, stars: 5, tags: ['paid_on_time'] }))
        .statusCode,
    ).toBe(201);

    // Once each: a second call changes the rating (200), and the sums follow it.
    const changed = await rate(shipper, { schedule_id: trip.scheduleId, stars: 2 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      await numberOf(
        db(),
        sql`SELECT count(*)::int AS n FROM ratings WHERE schedule_id = ${trip.scheduleId}`,
      ),
    ).toBe(2);
    const card = await inject(stranger, 'GET', 'userRating', { users_id: userId(transporter) });
    expect(card.json<UserRatingResponse>().data).toMatchObject({
      users_id: String(userId(transporter)),
      rating: { average: 2, count: 1, trips: 1 },
      recent: [{ stars: 2, tags: [], comment: null }],
    });
    const seen = (await tripRatings(transporter, trip.scheduleId)).json<TripRatingsResponse>().data;
    expect(seen).toMatchObject({
      mine: { stars: 5, tags: ['paid_on_time'] },
      theirs: { stars: 2 },
      theirs_waiting: false,
      can_rate: true,
      other_party_id: String(userId(shipper)),
      rates: 'load',
    });
    expect((await tripRatings(shipper, trip.scheduleId)).json<TripRatingsResponse>().data.rates).toBe(
      'truck',
    );
  });

  it('is final 7 days after it was given', async () => {
    const [mobile, shipperMobile] = [uniqueMobile(), uniqueMobile()];
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper', shipperMobile),
      signIn(ctx.t, 'transporter', mobile),
    ]);
    // The session ends long before a week passes: the same account signs in again.
    const later = () => signIn(ctx.t, 'transporter', mobile);
    const trip = await buildTrip(db(), { loadOwnerId: userId(shipper), truckOwnerId: userId(transporter) });
    expect((await rate(transporter, { schedule_id: trip.scheduleId, stars: 3 })).statusCode).toBe(201);
    ctx.t.clock.advance(7 * DAY - 60);
    let jar = await later();
    expect((await rate(jar, { schedule_id: trip.scheduleId, stars: 4 })).statusCode).toBe(200);
    ctx.t.clock.advance(60);
    expect(outcome(await rate(jar, { schedule_id: trip.scheduleId, stars: 5 }))).toEqual({
      status: 409,
      code: 'trust:errors.ratingFinal',
    });
    jar = await later();
    const data = (await tripRatings(jar, trip.scheduleId)).json<TripRatingsResponse>().data;
    expect(data).toMatchObject({ mine: { stars: 4, final: true }, can_rate: false });
    // Final, it is no longer blind: the reveal pass adds it to the shipper's sums.
    expect(await ctx.t.app.trust.revealRatings()).toBeGreaterThanOrEqual(1);
    expect(
      await numberOf(db(), sql`SELECT stars_total AS n FROM user_ratings WHERE user_id = ${userId(shipper)}`),
    ).toBe(4);
    // The other side has not rated yet and still may; the rating of them, final, is shown to them now.
    const shipperLater = await signIn(ctx.t, 'shipper', shipperMobile);
    expect((await tripRatings(shipperLater, trip.scheduleId)).json<TripRatingsResponse>().data).toMatchObject(
      {
        can_rate: true,
        mine: null,
        theirs: { stars: 4, final: true },
        theirs_waiting: false,
      },
    );
  });

  it("refuses a comment over RATING_COMMENT_MAX with a 400 in the caller's language, saving nothing; 280 fit", async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const trip = await buildTrip(db(), {
      loadOwnerId: userId(shipper),
      truckOwnerId: userId(transporter),
      ...driven(),
    });
    const inHindi = (comment: string) =>
      shipper.inject(ctx.t.app, {
        method: 'POST',
        url: '/api/Transpoter/rateTrip',
        headers: { 'accept-language': 'hi' },
        payload: { schedule_id: trip.scheduleId, stars: 4, comment },
      });
    // What the form counts is what the server counts: the comment trimmed.
    const tooLong = await inHindi('स'.repeat(RATING_COMMENT_MAX + 1));
    expect(outcome(tooLong)).toEqual({ status: 400, code: 'errors.validation' });
    expect(tooLong.json<{ issues: { path: string; code: string; message: string }[] }>().issues).toEqual([
      {
        path: 'comment',
        code: 'trust:validation.commentTooLong',
        message: 'टिप्पणी ज़्यादा से ज़्यादा 280 अक्षर की हो सकती है।',
      },
    ]);
    expect(
      await numberOf(
        db(),
        sql`SELECT count(*)::int AS n FROM ratings WHERE schedule_id = ${trip.scheduleId}`,
      ),
    ).toBe(0);

    const fits = await inHindi(`  ${'स'.repeat(RATING_COMMENT_MAX)}  `);
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json<RateTripResponse>().data.comment).toBe('स'.repeat(RATING_COMMENT_MAX));
  });

  it("refuses a phone number or UPI id in the comment, in any script's digits or in words, with a 400 in the caller's language; stores nothing", async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const trip = await buildTrip(db(), {
      loadOwnerId: userId(shipper),
      truckOwnerId: userId(transporter),
      ...driven(),
    });
    const inKannada = (comment: string) =>
      shipper.inject(ctx.t.app, {
        method: 'POST',
        url: '/api/Transpoter/rateTrip',
        headers: { 'accept-language': 'kn' },
        payload: { schedule_id: trip.scheduleId, stars: 4, tags: ['on_time'], comment },
      });
    for (const comment of [
      'ಮತ್ತೆ ಕರೆ ಮಾಡಿ 98450 12345',
      'ಮತ್ತೆ ಕರೆ ಮಾಡಿ ೯೮೪೫೦ ೧೨೩೪೫',
      'call again nine eight four five zero one two three four five',
      'ಒಂಬತ್ತು ಎಂಟು ನಾಲ್ಕು ಐದು ಸೊನ್ನೆ ಒಂದು ಎರಡು ಮೂರು ನಾಲ್ಕು ಐದು',
      'pay tip to ramesh.k@okaxis',
    ]) {
      const refused = await inKannada(comment);
      expect(outcome(refused), comment).toEqual({ status: 400, code: 'errors.validation' });
      expect(refused.json<{ issues: { path: string; code: string; message: string }[] }>().issues).toEqual([
        {
          path: 'comment',
          code: 'trust:validation.commentContact',
          message: 'ಫೋನ್ ನಂಬರ್ ಅಥವಾ UPI ID ತೆಗೆದುಹಾಕಿ: ರೇಟಿಂಗ್ ಎಲ್ಲರಿಗೂ ಕಾಣುತ್ತದೆ.',
        },
      ]);
    }
    expect(
      await numberOf(
        db(),
        sql`SELECT count(*)::int AS n FROM ratings WHERE schedule_id = ${trip.scheduleId}`,
      ),
    ).toBe(0);
    const card = await inject(shipper, 'GET', 'userRating', { users_id: userId(transporter) });
    expect(card.json<UserRatingResponse>().data).toMatchObject({ rating: { count: 0 }, recent: [] });

    // Weights, sizes and prices are not numbers to call.
    const fair = await inKannada('2 ಲಾರಿ, 25 ಟನ್, ₹28000 ಸಮಯಕ್ಕೆ ಬಂತು');
    expect(fair.statusCode, fair.body).toBe(201);
  });

  describe('a blind rating (decision 041)', () => {
    /** Everything a rating is read through, as `jar` sees the user `rated`: card, sums, listing. */
    async function seenOf(jar: SignedIn, rated: number, loadId: number) {
      const card = (await inject(jar, 'GET', 'userRating', { users_id: rated })).json<UserRatingResponse>()
        .data;
      const listed = (await call().allLoads(jar, { page: 1, limit: 50 })).json<LoadListingResponse>().data;
      const listing = listed.find((row) => row.loads_id === String(loadId));
      return {
        card: { average: card.rating.average, count: card.rating.count },
        recent: card.recent.map(({ stars, tags, comment }) => ({ stars, tags, comment })),
        listing: listing && { average: listing.users_rating?.average, count: listing.users_rating?.count },
        sums: (({ average, count }) => ({ average, count }))(
          (await ctx.t.app.trust.summaries([rated])).get(rated)!,
        ),
      };
    }
    const BLIND = { stars: 1, tags: ['as_described'], comment: 'Load was not ready' };

    it('is seen by nobody, the rated person included, through any read until the rated person rates back', async () => {
      const [shipper, transporter, stranger, viewer] = await Promise.all([
        signIn(ctx.t, 'shipper'),
        signIn(ctx.t, 'transporter'),
        signIn(ctx.t, 'shipper'),
        signIn(ctx.t, 'transporter'),
      ]);
      const [s, t] = [userId(shipper), userId(transporter)];
      // An earlier trip both rated: the shipper's 3★ from this transporter is shown.
      const earlier = await buildTrip(db(), { loadOwnerId: s, truckOwnerId: t, ...driven() });
      expect((await rate(transporter, { schedule_id: earlier.scheduleId, stars: 3 })).statusCode).toBe(201);
      expect((await rate(shipper, { schedule_id: earlier.scheduleId, stars: 5 })).statusCode).toBe(201);
      const loadId = await buildLoad(db(), { ownerId: s });
      const before = { average: 3, count: 1 };
      const shownBefore = {
        card: before,
        recent: [{ stars: 3, tags: [], comment: null }],
        listing: before,
        sums: before,
      };

      const trip = await buildTrip(db(), { loadOwnerId: s, truckOwnerId: t, ...driven() });
      const given = await rate(transporter, { schedule_id: trip.scheduleId, ...BLIND });
      expect(given.statusCode, given.body).toBe(201);
      // The rated person, the rater and a third party: the 1★ moves no average and shows nowhere.
      for (const jar of [shipper, transporter, stranger, viewer]) {
        const seen = await seenOf(jar, s, loadId);
        expect(seen, jar === shipper ? 'shipper' : 'another').toEqual({
          ...shownBefore,
          listing: jar === shipper ? undefined : before,
        });
      }
      const waiting = (await tripRatings(shipper, trip.scheduleId)).json<TripRatingsResponse>().data;
      expect(waiting).toMatchObject({ theirs: null, theirs_waiting: true });
      expect((await tripRatings(stranger, trip.scheduleId)).statusCode).toBe(404);
      // The rater's own card has nothing of it either.
      const raterCard = (
        await inject(shipper, 'GET', 'userRating', { users_id: t })
      ).json<UserRatingResponse>();
      expect(raterCard.data.recent).toEqual([expect.objectContaining({ stars: 5 })]);

      expect((await rate(shipper, { schedule_id: trip.scheduleId, stars: 4 })).statusCode).toBe(201);
      const now = { average: 1, count: 1 };
      for (const jar of [shipper, transporter, stranger]) {
        expect(await seenOf(jar, s, loadId)).toEqual({
          card: now,
          recent: [BLIND, { stars: 3, tags: [], comment: null }],
          listing: jar === shipper ? undefined : now,
          sums: now,
        });
      }
      expect((await tripRatings(shipper, trip.scheduleId)).json<TripRatingsResponse>().data).toMatchObject({
        theirs: BLIND,
        theirs_waiting: false,
      });
    });

    it('is seen by everyone once it is final, RATING_EDIT_DAYS after it was given, though nobody rated back', async () => {
      const [shipperMobile, transporterMobile, strangerMobile] = [
        uniqueMobile(),
        uniqueMobile(),
        uniqueMobile(),
      ];
      const signInAll = () =>
        Promise.all([
          signIn(ctx.t, 'shipper', shipperMobile),
          signIn(ctx.t, 'transporter', transporterMobile),
          signIn(ctx.t, 'transporter', strangerMobile),
        ]);
      let [shipper, transporter, stranger] = await signInAll();
      const [s, t] = [userId(shipper), userId(transporter)];
      const trip = await buildTrip(db(), { loadOwnerId: s, truckOwnerId: t, ...driven() });
      expect((await rate(transporter, { schedule_id: trip.scheduleId, ...BLIND })).statusCode).toBe(201);
      const hidden = { card: { average: null, count: 0 }, recent: [], sums: { average: null, count: 0 } };

      ctx.t.clock.advance(7 * DAY - 60);
      [shipper, transporter, stranger] = await signInAll();
      const now = ctx.t.clock.now();
      const loadId = await buildLoad(db(), { ownerId: s, createdAt: now, pickupDate: daysFromToday(7, now) });
      await ctx.t.app.trust.revealRatings();
      for (const jar of [shipper, transporter, stranger])
        expect(await seenOf(jar, s, loadId)).toMatchObject(hidden);
      expect(
        (await call().allLoads(stranger, { page: 1, limit: 50 }))
          .json<LoadListingResponse>()
          .data.find((row) => row.loads_id === String(loadId))!.users_rating,
      ).toMatchObject({ average: null, count: 0 });
      expect((await tripRatings(shipper, trip.scheduleId)).json<TripRatingsResponse>().data).toMatchObject({
        theirs: null,
        theirs_waiting: true,
      });

      ctx.t.clock.advance(60);
      [shipper, transporter, stranger] = await signInAll();
      // The trip page and the card's latest ratings show it at once; the reveal pass adds it to the sums.
      expect((await tripRatings(shipper, trip.scheduleId)).json<TripRatingsResponse>().data).toMatchObject({
        theirs: BLIND,
        theirs_waiting: false,
      });
      expect((await seenOf(stranger, s, loadId)).recent).toEqual([BLIND]);
      expect(await ctx.t.app.trust.revealRatings()).toBeGreaterThanOrEqual(1);
      const shown = { average: 1, count: 1 };
      for (const jar of [shipper, transporter, stranger])
        expect(await seenOf(jar, s, loadId)).toEqual({
          card: shown,
          recent: [BLIND],
          listing: jar === shipper ? undefined : shown,
          sums: shown,
        });
      expect(
        await numberOf(
          db(),
          sql`SELECT count(*)::int AS n FROM user_ratings WHERE reveal_at IS NOT NULL AND user_id = ${s}`,
        ),
      ).toBe(0);
    });
  });

  it("shows the bidder's average, ratings and trips on View Bids and the poster's on listing cards", async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const other = await buildUser(db(), { role: 'shipper' });
    for (const stars of [5, 4]) {
      const trip = await buildTrip(db(), {
        loadOwnerId: other,
        truckOwnerId: userId(transporter),
        ...driven(),
      });
      await db().execute(sql`
        INSERT INTO ratings (schedule_id, rater_id, ratee_id, stars, created_at, updated_at)
        VALUES (${trip.scheduleId}, ${other}, ${userId(transporter)}, ${stars}, now(), now())`);
      await db().execute(sql`
        INSERT INTO user_ratings (user_id, ratings, stars_total) VALUES (${userId(transporter)}, 1, ${stars})
        ON CONFLICT (user_id) DO UPDATE SET ratings = user_ratings.ratings + 1,
          stars_total = user_ratings.stars_total + excluded.stars_total`);
    }
    await buildTrip(db(), { loadOwnerId: userId(transporter), truckOwnerId: other, ...driven() });
    await buildTrip(db(), { loadOwnerId: other, truckOwnerId: userId(transporter), delivered: false });

    const loadId = await buildLoad(db(), { ownerId: userId(shipper) });
    const truckId = await buildTruck(db(), { ownerId: userId(transporter), capacityId: 17 });
    expect(
      (await call().bidOnLoad(transporter, { bidsTruck_amount: 4000, loads_id: loadId, trucks_id: truckId }))
        .statusCode,
    ).toBe(201);
    const bids = (await call().viewAllBids(shipper, { load_id: loadId })).json<TruckBidsResponse>().data;
    expect(bids[0]!.users_rating).toEqual({ average: 4.5, count: 2, trips: 3, called_off: 0 });

    const listed = (await call().allLoads(transporter, { page: 1, limit: 50 })).json<LoadListingResponse>()
      .data;
    expect(listed.find((row) => row.loads_id === String(loadId))!.users_rating).toEqual({
      average: null,
      count: 0,
      trips: 0,
      called_off: 0,
    });
  });

  it(`counts no trip between one person's accounts, nor one delivered within ${LANE_PRICE_MIN_TRIP_HOURS} hours of booking`, async () => {
    // One mobile as shipper and transporter (trips between them were booked before decision 042).
    const [shipper, transporter] = (await signInPerson(ctx.t, ['shipper', 'transporter'])) as [
      SignedIn,
      SignedIn,
    ];
    const [partner, viewer] = await Promise.all([signIn(ctx.t, 'broker'), signIn(ctx.t, 'broker')]);
    const standing = async (user: SignedIn) =>
      (await inject(viewer, 'GET', 'userRating', { users_id: userId(user) })).json<UserRatingResponse>().data
        .rating;
    const posterOnListing = async () => {
      const listed = (await call().allLoads(viewer, { page: 1, limit: 50 })).json<LoadListingResponse>().data;
      return listed.find((row) => row.users_id === String(userId(shipper)))!.users_rating;
    };
    await buildLoad(db(), { ownerId: userId(shipper) });

    // Delivered a day after booking, but between the one person's two accounts.
    await buildTrip(db(), { loadOwnerId: userId(shipper), truckOwnerId: userId(transporter), ...driven() });
    // Between two people, but "delivered" 5 minutes after it was booked, on either side.
    const booked = ago(48 * HOUR_MS);
    const fast = { createdAt: booked, deliveredAt: new Date(booked.getTime() + 5 * 60_000) };
    await buildTrip(db(), { loadOwnerId: userId(shipper), truckOwnerId: userId(partner), ...fast });
    await buildTrip(db(), { loadOwnerId: userId(partner), truckOwnerId: userId(transporter), ...fast });
    expect(await standing(shipper)).toMatchObject({ trips: 0 });
    expect(await standing(transporter)).toMatchObject({ trips: 0 });
    expect(await standing(partner)).toMatchObject({ trips: 0 });
    expect(await posterOnListing()).toMatchObject({ trips: 0 });

    // Delivered the minimum hours after booking, between two people: counted on both sides.
    const afterMinimum = {
      createdAt: booked,
      deliveredAt: new Date(booked.getTime() + LANE_PRICE_MIN_TRIP_HOURS * HOUR_MS),
    };
    await buildTrip(db(), { loadOwnerId: userId(shipper), truckOwnerId: userId(partner), ...afterMinimum });
    await buildTrip(db(), {
      loadOwnerId: userId(partner),
      truckOwnerId: userId(transporter),
      ...afterMinimum,
    });
    expect(await standing(shipper)).toMatchObject({ trips: 1 });
    expect(await standing(transporter)).toMatchObject({ trips: 1 });
    expect(await standing(partner)).toMatchObject({ trips: 2 });
    expect(await posterOnListing()).toMatchObject({ trips: 1 });
  });

  it("counts no trip called off between one person's accounts against them", async () => {
    const [shipper, transporter] = (await signInPerson(ctx.t, ['shipper', 'transporter'])) as [
      SignedIn,
      SignedIn,
    ];
    const partner = await signIn(ctx.t, 'shipper');
    // Trips picked up yesterday, not delivered: the load's side reports the truck as a no-show.
    for (const owner of [shipper, partner]) {
      const { scheduleId } = await buildTrip(db(), {
        loadOwnerId: userId(owner),
        truckOwnerId: userId(transporter),
        delivered: false,
      });
      const called = await inject(owner, 'POST', 'cancelTrip', {
        schedule_id: scheduleId,
        reason: 'no_show',
      });
      expect(called.statusCode, called.body).toBe(200);
    }
    expect(
      await numberOf(
        db(),
        sql`SELECT count(*)::int AS n FROM schedules WHERE at_fault_id = ${userId(transporter)}`,
      ),
    ).toBe(2);
    // Only the other person's report counts against the transporter.
    const standing = await ctx.t.app.trust.summaries([userId(transporter)]);
    expect(standing.get(userId(transporter))).toMatchObject({ called_off: 1 });
  });
});

// ---------------------------------------------------------------- lane prices

/** PostgreSQL's percentile_cont: linear between the two nearest of the sorted values. */
function percentile(values: number[], fraction: number) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = fraction * (sorted.length - 1);
  const below = Math.floor(at);
  return sorted[below]! + (sorted[Math.min(below + 1, sorted.length - 1)]! - sorted[below]!) * (at - below);
}

interface Lane {
  pickupLoc: string;
  deliveryLoc: string;
  capacityId?: number;
}
/** Long-standing accounts: their trips count on a lane (decision 042). */
const established = () => new Date(ctx.t.clock.now().getTime() - 365 * DAY * 1000);
/**
 * Trips on a lane, each as an accept records it (`recordAccepted`), between two people of
 * standing and delivered a day after booking: trips that count (decision 042).
 */
async function accepted(lane: Lane, owners: number[], amounts: number[], daysAgo = 2) {
  const truckOwner = await buildUser(db(), { role: 'transporter', createdAt: established() });
  const createdAt = new Date(ctx.t.clock.now().getTime() - daysAgo * DAY * 1000);
  for (const [i, amount] of amounts.entries()) {
    const { scheduleId } = await buildTrip(db(), {
      loadOwnerId: owners[i % owners.length]!,
      truckOwnerId: truckOwner,
      amount,
      createdAt,
      deliveredAt: new Date(createdAt.getTime() + DAY * 1000),
      ...lane,
    });
    await ctx.t.app.trust.recordAccepted(scheduleId);
  }
}
const owners = (n: number) =>
  Promise.all(
    Array.from({ length: n }, () => buildUser(db(), { role: 'shipper', createdAt: established() })),
  );

describe('lane prices', () => {
  it('give the 25th–75th percentile from 7 accepted bids by 3 owners, not fewer, within 90 days', async () => {
    const jar = await signIn(ctx.t, 'transporter');
    const lane = { pickupLoc: 'Nashik, Maharashtra', deliveryLoc: 'Surat, Gujarat', capacityId: 8 };
    const query = { ...lane, capacity_id: 8 };
    const three = await owners(3);
    const amounts = [21000, 33000, 28000, 30500, 26000, 29000];
    await accepted(lane, three, amounts);
    // Six trips: not enough.
    expect((await lanePrice(jar, query)).json<LanePriceResponse>().data).toBeNull();
    // Old ones do not count.
    await accepted(lane, three, [90000], LANE_PRICE_DAYS + 1);
    expect((await lanePrice(jar, query)).json<LanePriceResponse>().data).toBeNull();
    // A lane of another capacity band neither.
    await accepted({ ...lane, capacityId: 1 }, three, [5000]);
    expect((await lanePrice(jar, query)).json<LanePriceResponse>().data).toBeNull();

    await accepted(lane, three, [31000]);
    const all = [...amounts, 31000];
    const answer = await lanePrice(jar, { ...query, pickupLoc: 'नासिक, महाराष्ट्र' });
    expect(answer.json<LanePriceResponse>().data).toEqual({
      low: Math.round(percentile(all, 0.25)),
      high: Math.round(percentile(all, 0.75)),
      trips: 7,
      level: 'district',
      days: LANE_PRICE_DAYS,
    });
    // The same capacity band (10 t and 12 t: 9–16 t) shares it.
    expect((await lanePrice(jar, { ...query, capacity_id: 9 })).json<LanePriceResponse>().data?.trips).toBe(
      7,
    );
  });

  it('need 3 different load owners, and fall back to state → state, else nothing', async () => {
    const jar = await signIn(ctx.t, 'transporter');
    const two = await owners(2);
    const lane = { pickupLoc: 'Madurai, Tamil Nadu', deliveryLoc: 'Ernakulam, Kerala' };
    const query = { ...lane, capacity_id: 8 };
    await accepted(lane, two, [40000, 41000, 42000, 43000, 44000, 45000, 46000]);
    expect((await lanePrice(jar, query)).json<LanePriceResponse>().data).toBeNull();

    // Other districts of the same two states, a third owner: the states' range answers.
    const third = await owners(1);
    await accepted({ pickupLoc: 'Salem, Tamil Nadu', deliveryLoc: 'Thrissur, Kerala' }, third, [30000]);
    const data = (await lanePrice(jar, query)).json<LanePriceResponse>().data;
    const all = [40000, 41000, 42000, 43000, 44000, 45000, 46000, 30000];
    expect(data).toEqual({
      low: Math.round(percentile(all, 0.25)),
      high: Math.round(percentile(all, 0.75)),
      trips: 8,
      level: 'state',
      days: LANE_PRICE_DAYS,
    });
    // Unknown places: nothing.
    expect(
      (await lanePrice(jar, { ...query, pickupLoc: 'Nowhere town' })).json<LanePriceResponse>().data,
    ).toBeNull();
  });

  it('record an accepted bid’s price on its lane when the bid is accepted', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const loadId = await buildLoad(db(), {
      ownerId: userId(shipper),
      pickupLoc: 'Jaipur, Rajasthan',
      deliveryLoc: 'Indore, Madhya Pradesh',
      pickupDate: daysFromToday(0),
    });
    const truckId = await buildTruck(db(), { ownerId: userId(transporter), capacityId: 17 });
    const bid = (
      await call().bidOnLoad(transporter, { bidsTruck_amount: 27000, loads_id: loadId, trucks_id: truckId })
    ).json<{ data: { bidsTruck_id: string; regNumber: string; materials_id: string } }>().data;
    const accept = await call().acceptLoadBid(shipper, {
      bidsTruck_id: bid.bidsTruck_id,
      schedules_date: daysFromToday(0),
      pickup_loc: 'Jaipur, Rajasthan',
      delivery_loc: 'Indore, Madhya Pradesh',
      materials_id: bid.materials_id,
      user_id: userId(shipper),
      users_id: userId(transporter),
      truck_id: truckId,
      loads_id: loadId,
      vehicle_reg: bid.regNumber,
    });
    expect(accept.statusCode, accept.body).toBe(201);
    await ctx.t.app.trust.settled();
    const [row] = await rows<{ amount: number; band: number; pickup: string; delivery: string }>(
      db(),
      sql`SELECT p.amount, p.band::int AS band, pd.name AS pickup, dd.name AS delivery FROM lane_prices p
          JOIN districts pd ON pd.id = p.pickup_district_id JOIN districts dd ON dd.id = p.delivery_district_id
          JOIN schedules s ON s.id = p.schedule_id WHERE s.load_id = ${loadId}`,
    );
    expect(row).toEqual({ amount: 27000, band: 3, pickup: 'Jaipur', delivery: 'Indore' });
  });

  it('are kept by each process until a trip is booked in any of them (decision 053)', async () => {
    // Two server processes on one database, each keeping what it read for a minute.
    const aProcess = () => createTestApp({ database: ctx.t.database, env: { CACHE_TTL_MS: '60000' } });
    const [one, two] = await Promise.all([aProcess(), aProcess()]);
    try {
      const [shipper, transporter] = await Promise.all([
        signIn(ctx.t, 'shipper'),
        signIn(ctx.t, 'transporter'),
      ]);
      const lane = { pickupLoc: 'Kota, Rajasthan', deliveryLoc: 'Bhopal, Madhya Pradesh' };
      const query = { ...lane, capacity_id: '8' };
      const rangeIn = async (app: TestApp) =>
        (
          await transporter.inject(app.app, { method: 'GET', url: '/api/Transpoter/lanePrice', query })
        ).json<LanePriceResponse>().data;
      expect(await rangeIn(one)).toBeNull();
      expect(await rangeIn(two)).toBeNull();
      // Trips written behind the processes' backs: each still answers what it kept.
      const amounts = [20000, 22000, 24000, 25000, 26000, 28000, 30000];
      await accepted(lane, await owners(3), amounts);
      expect(await rangeIn(one)).toBeNull();
      expect(await rangeIn(two)).toBeNull();
      // A booking in one: both forget, the other over the bus.
      const loadId = await buildLoad(db(), {
        ownerId: userId(shipper),
        ...lane,
        pickupDate: daysFromToday(0),
      });
      const truckId = await buildTruck(db(), { ownerId: userId(transporter) });
      const bid = (
        await api(one.app).bidOnLoad(transporter, {
          bidsTruck_amount: 24000,
          loads_id: loadId,
          trucks_id: truckId,
        })
      ).json<{ data: { bidsTruck_id: string } }>().data;
      const accept = await api(one.app).acceptLoadBid(shipper, {
        bidsTruck_id: bid.bidsTruck_id,
        user_id: userId(shipper),
      });
      expect(accept.statusCode, accept.body).toBe(201);
      const range = { low: percentile(amounts, 0.25), high: percentile(amounts, 0.75), trips: 7 };
      await vi.waitFor(async () => expect(await rangeIn(one)).toMatchObject(range), {
        timeout: 3000,
        interval: 20,
      });
      await vi.waitFor(async () => expect(await rangeIn(two)).toMatchObject(range), {
        timeout: 3000,
        interval: 20,
      });
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

// ---------------------------------------------------------------- guardrails

describe('guardrails', () => {
  it('ask to confirm a bid below half or above twice the lane range, then flag it for operators', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const lane = { pickupLoc: 'Ludhiana, Punjab', deliveryLoc: 'Agra, Uttar Pradesh' };
    await accepted(lane, await owners(3), [20000, 22000, 24000, 25000, 26000, 28000, 30000]);
    const range = (await lanePrice(transporter, { ...lane, capacity_id: 8 })).json<LanePriceResponse>().data!;

    const bidAt = async (amount: number, confirm?: boolean) => {
      const loadId = await buildLoad(db(), { ownerId: userId(shipper), ...lane });
      const truckId = await buildTruck(db(), { ownerId: userId(transporter), capacityId: 17 });
      return call().bidOnLoad(transporter, {
        bidsTruck_amount: amount,
        loads_id: loadId,
        trucks_id: truckId,
        ...(confirm === undefined ? {} : { confirm_price: confirm }),
      });
    };
    const flags = () =>
      numberOf(db(), sql`SELECT count(*)::int AS n FROM price_flags WHERE user_id = ${userId(transporter)}`);

    const low = Math.floor(range.low / 2) - 1;
    const refused = await bidAt(low);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'trust:errors.priceUnusual',
      price_check: 'below',
      lane_price: { low: range.low, high: range.high },
    });
    expect(outcome(await bidAt(range.high * 2 + 1, false))).toEqual({
      status: 409,
      code: 'trust:errors.priceUnusual',
    });
    // At the limits, and inside them: no question, no flag.
    expect((await bidAt(Math.ceil(range.low / 2))).statusCode).toBe(201);
    expect((await bidAt(range.high * 2)).statusCode).toBe(201);
    expect(await flags()).toBe(0);

    expect((await bidAt(low, true)).statusCode).toBe(201);
    const above = await bidAt(range.high * 2 + 1, true);
    expect(above.statusCode).toBe(201);
    expect(await flags()).toBe(2);
    const listed = await ctx.t.app.trust.priceFlags(10);
    expect(listed.slice(0, 2)).toMatchObject([
      { direction: 'above', amount: range.high * 2 + 1, low: range.low, high: range.high },
      { direction: 'below', amount: low, users_id: String(userId(transporter)) },
    ]);
  });

  it('check a load’s bid on a posted truck the same way', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const lane = { pickupLoc: 'Patna, Bihar', deliveryLoc: 'Ranchi, Jharkhand' };
    await accepted(lane, await owners(3), [15000, 15000, 16000, 17000, 18000, 18000, 19000]);
    const { buildPosting } = await import('../../test/factories.js');
    const { truckId } = await buildPosting(db(), { ownerId: userId(transporter) });
    const loadId = await buildLoad(db(), { ownerId: userId(shipper), ...lane });
    const body = { bidsLoad_amount: 60000, load_id: loadId, trucks_id: truckId };
    expect(outcome(await call().bidOnTruck(shipper, body))).toEqual({
      status: 409,
      code: 'trust:errors.priceUnusual',
    });
    expect((await call().bidOnTruck(shipper, { ...body, confirm_price: true })).statusCode).toBe(201);
    expect(
      await numberOf(
        db(),
        sql`SELECT count(*)::int AS n FROM price_flags WHERE load_id = ${loadId} AND direction = 2`,
      ),
    ).toBe(1);
  });

  it('refuse the same load posted twice within 24 hours, naming the first', async () => {
    const mobile = uniqueMobile();
    const [shipper, other] = await Promise.all([signIn(ctx.t, 'shipper', mobile), signIn(ctx.t, 'shipper')]);
    const post = (jar: SignedIn, change: Record<string, unknown> = {}) =>
      inject(jar, 'POST', 'AddLoad', { ...addLoadBody(), ...change });
    const first = await post(shipper);
    expect(first.statusCode, first.body).toBe(201);
    const firstId = first.json<{ data: { loads_id: string } }>().data.loads_id;

    // The same places however written (a Hindi name is stored as its English label).
    const again = await post(shipper, { pickupLoc: 'pune, maharashtra', comments: 'Another comment here' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'trust:errors.duplicateLoad', loads_id: firstId });
    expect((await post(shipper, { no_of_trucks: 3 })).statusCode).toBe(409);

    // A different day, material, weight or truck type is another load; so is another owner's.
    for (const change of [
      { pickupDate: daysFromToday(6) },
      { material_id: '2' },
      { capacity_id: '9' },
      { truck_type_id: '2' },
      { deliveryLoc: 'Madurai, Tamil Nadu' },
    ]) {
      expect((await post(shipper, change)).statusCode, JSON.stringify(change)).toBe(201);
    }
    expect((await post(other)).statusCode).toBe(201);

    // A day later it is a new load (the session has ended meanwhile: signed in again).
    ctx.t.clock.advance(24 * 3600 - 1);
    const later = await signIn(ctx.t, 'shipper', mobile);
    expect((await post(later)).statusCode).toBe(409);
    ctx.t.clock.advance(1);
    expect((await post(later)).statusCode).toBe(201);
  });
});
