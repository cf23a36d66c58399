import {
  LANE_PRICE_DAYS,
  RATING_EDIT_DAYS,
  RATING_TAGS_FOR,
  TRUST_CODES,
  TRUST_MESSAGES,
  capacityBand,
  priceOutlier,
  type LanePrice,
  type PriceFlag,
  type Rating,
  type RateTripInput,
  type RatingSummary,
  type TripRatingsResponse,
  type UserRatingResponse,
} from '@lorrybazaar/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { FieldErrors } from '../../lib/field-errors.js';
import { HttpError, conflict, notFound } from '../../lib/http-error.js';
import { roleName } from '../../lib/i18n.js';
import { assertTwoPeople } from '../auth/people.js';
import type { ReferenceService } from '../reference/reference.service.js';
import * as repo from './trust.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_RATINGS = 5;
const DIRECTION = { below: 1, above: 2 } as const;

const editableUntil = (record: repo.RatingRecord) =>
  new Date(new Date(record.created_at).getTime() + RATING_EDIT_DAYS * DAY_MS);

function present(record: repo.RatingRecord, now: Date): Rating {
  const until = editableUntil(record);
  return {
    rating_id: record.id,
    schedule_id: record.schedule_id,
    stars: record.stars,
    tags: record.tags,
    comment: record.comment,
    createdAt: new Date(record.created_at).toISOString(),
    updatedAt: new Date(record.updated_at).toISOString(),
    editable_until: until.toISOString(),
    final: now >= until,
  };
}

/** A bid's price against its lane (trust.priceOfBid), used inside the bid's transaction. */
export interface BidPrice {
  /**
   * Far outside the lane's range (priceOutlier) and not confirmed: 409
   * `trust:errors.priceUnusual`, carrying the range so the screen can say it and ask.
   */
  assertUsual(): void;
  /** A confirmed unusual price is kept for the operators (`price_flags`), in the bid's transaction. */
  record(tx: DbOrTx, bidId: number): Promise<void>;
}

export function createTrustService(deps: { db: Db; clock: Clock; reference: ReferenceService }) {
  const { db, clock, reference } = deps;

  /** The caller's side of a trip and the other party; 404 for a trip the caller is not on. */
  async function partyOf(tx: DbOrTx, actor: Actor, scheduleId: number) {
    const trip = await repo.tripParties(tx, scheduleId);
    const other =
      trip?.loadOwnerId === actor.userId
        ? trip.truckOwnerId
        : trip?.truckOwnerId === actor.userId
          ? trip.loadOwnerId
          : null;
    if (!trip || other === null) throw notFound(TRUST_CODES.scheduleNotFound);
    // The side the caller rates: the truck's owner when the caller owns the load.
    const rates: 'load' | 'truck' = other === trip.truckOwnerId ? 'truck' : 'load';
    return { trip, other, rates };
  }

  async function lanePriceOf(places: { pickupLoc: string; deliveryLoc: string; tonnes: number }) {
    const [pickup, delivery] = await Promise.all([
      reference.placeOf(places.pickupLoc),
      reference.placeOf(places.deliveryLoc),
    ]);
    if (!pickup || !delivery) return null;
    const since = new Date(clock.now().getTime() - LANE_PRICE_DAYS * DAY_MS);
    const found = await repo.lanePrice(db, { pickup, delivery, band: capacityBand(places.tonnes) }, since);
    if (!found) return null;
    return {
      low: Math.round(found.low),
      high: Math.round(found.high),
      trips: found.trips,
      level: found.level,
      days: LANE_PRICE_DAYS,
    } satisfies LanePrice;
  }

  return {
    // ---------------------------------------------------------------- ratings

    /**
     * Rates the other party of a delivered trip, or changes the caller's rating while it is not
     * final (RATING_EDIT_DAYS after it was given). The sums change in the same transaction.
     */
    async rate(actor: Actor, input: RateTripInput): Promise<{ rating: Rating; created: boolean }> {
      const now = clock.now();
      const { id, created } = await db.transaction(async (tx) => {
        const { trip, other, rates } = await partyOf(tx, actor, input.schedule_id);
        await assertTwoPeople(tx, actor.userId, other);
        if (!trip.delivered) throw conflict(TRUST_CODES.notDelivered);
        if (input.tags.some((tag) => !RATING_TAGS_FOR[rates].includes(tag)))
          throw new FieldErrors([{ path: 'tags', code: TRUST_MESSAGES.tags }]);
        const values = { stars: input.stars, tags: input.tags, comment: input.comment };
        const existing = await repo.lockRating(tx, input.schedule_id, actor.userId);
        if (existing) {
          if (now >= editableUntil(existing)) throw conflict(TRUST_CODES.ratingFinal);
          await repo.updateRating(tx, Number(existing.id), { ...values, updatedAt: now });
          await repo.summarise(tx, other);
          return { id: Number(existing.id), created: false };
        }
        const newId = await repo.insertRating(tx, {
          scheduleId: input.schedule_id,
          raterId: actor.userId,
          rateeId: other,
          ...values,
          createdAt: now,
          updatedAt: now,
        });
        // A first rating racing another by the same rater: the unique pair keeps one; the other
        // is answered as if it came second (an edit would need the lock it did not hold).
        if (newId === undefined) throw conflict(TRUST_CODES.ratingFinal);
        await repo.summarise(tx, other);
        return { id: newId, created: true };
      });
      const mine = (await repo.tripRatings(db, input.schedule_id)).find((row) => Number(row.id) === id)!;
      return { rating: present(mine, now), created };
    },

    async tripRatings(actor: Actor, scheduleId: number): Promise<TripRatingsResponse['data']> {
      const { trip, other, rates } = await partyOf(db, actor, scheduleId);
      const now = clock.now();
      const found = await repo.tripRatings(db, scheduleId);
      const mine = found.find((row) => Number(row.rater_id) === actor.userId);
      const theirs = found.find((row) => Number(row.rater_id) === other);
      // Their rating of the caller shows once the caller has rated too, or once it is final:
      // seen before, it invites rating back in kind (docs/decisions/041).
      const shown = theirs && (mine || now >= editableUntil(theirs)) ? theirs : undefined;
      return {
        mine: mine ? present(mine, now) : null,
        theirs: shown ? present(shown, now) : null,
        theirs_waiting: Boolean(theirs) && !shown,
        can_rate: trip.delivered && (!mine || now < editableUntil(mine)),
        other_party_id: String(other),
        rates,
      };
    },

    /** Standing of many users in one query (a page of bids or listings). */
    summaries: (userIds: number[]) => repo.summaries(db, [...new Set(userIds)]),

    /** Rows with `users_rating` added from their `users_id`. */
    async withRatings<R extends { users_id: string }>(
      rows: R[],
    ): Promise<(R & { users_rating: RatingSummary })[]> {
      const found = await repo.summaries(db, [...new Set(rows.map((row) => Number(row.users_id)))]);
      return rows.map((row) => ({ ...row, users_rating: found.get(Number(row.users_id))! }));
    },

    /** The public profile card of any user (signed-in callers). */
    async profileCard(actor: Actor, userId: number): Promise<UserRatingResponse['data']> {
      const user = await repo.person(db, userId);
      if (!user) throw notFound(TRUST_CODES.userNotFound);
      const [rating, recent] = await Promise.all([
        repo.summaries(db, [userId]),
        repo.recentRatings(db, userId, RECENT_RATINGS),
      ]);
      return {
        users_id: String(userId),
        users_name: user.name,
        user_types_name: roleName(user.user_type_id, actor.language),
        rating: rating.get(userId)!,
        recent: recent.map(({ created_at, ...row }) => ({ ...row, createdAt: created_at })),
      };
    },

    // ---------------------------------------------------------------- lane prices

    /** The price range of a lane (docs/decisions/030), or null when too few trips. */
    async lanePrice(query: { pickupLoc: string; deliveryLoc: string; capacity_id: number }) {
      const capacity = await reference.capacity(query.capacity_id);
      if (!capacity) return null;
      return lanePriceOf({ ...query, tonnes: capacity.tonnes });
    },

    /** A booked trip's price joins its lane (heard from `bid.accepted`). */
    async recordAccepted(scheduleId: number) {
      const trip = await repo.acceptedTrip(db, scheduleId);
      if (!trip) return;
      const [pickup, delivery] = await Promise.all([
        reference.placeOf(trip.pickup_loc),
        reference.placeOf(trip.delivery_loc),
      ]);
      if (!pickup || !delivery) return;
      await repo.insertLanePrice(db, {
        scheduleId,
        loadOwnerId: Number(trip.load_owner_id),
        pickupStateId: pickup.stateId,
        pickupDistrictId: pickup.districtId,
        deliveryStateId: delivery.stateId,
        deliveryDistrictId: delivery.districtId,
        band: capacityBand(trip.tonnes),
        amount: trip.amount,
        acceptedAt: new Date(trip.created_at),
      });
    },

    // ---------------------------------------------------------------- guardrails

    /**
     * The one call a bid makes to trust (docs/decisions/030, 033): its price against the usual
     * price of its load's lane. Read before the bid's transaction: the places are resolved
     * through the reference data, which may have to be read from the database, and on PGlite a
     * read outside an open transaction waits for it. The bid then asks the answer, inside its
     * transaction, to refuse the price where its other rules have passed, and to keep a
     * confirmed unusual price for the operators once the bid has its id.
     */
    async priceOfBid(bid: {
      loadId: number;
      userId: number;
      amount: number;
      confirmed: boolean;
    }): Promise<BidPrice> {
      const load = await repo.loadLane(db, bid.loadId);
      const lane = load
        ? await lanePriceOf({
            pickupLoc: load.pickup_loc,
            deliveryLoc: load.delivery_loc,
            tonnes: load.tonnes,
          })
        : null;
      const outlier = priceOutlier(bid.amount, lane);
      return {
        assertUsual() {
          if (outlier && !bid.confirmed) {
            throw new HttpError(
              409,
              TRUST_CODES.priceUnusual,
              {},
              { lane_price: lane, price_check: outlier },
            );
          }
        },
        async record(tx, bidId) {
          if (!outlier || !lane) return;
          await repo.insertFlag(tx, {
            bidId,
            userId: bid.userId,
            loadId: bid.loadId,
            amount: bid.amount,
            low: lane.low,
            high: lane.high,
            direction: DIRECTION[outlier],
            createdAt: clock.now(),
          });
        },
      };
    },

    /** Unusual prices for the operators' console, newest first (`before`: the last flag_id seen). */
    async priceFlags(limit = 50, before: number | null = null): Promise<PriceFlag[]> {
      return (await repo.flags(db, limit, before)).map((row) => ({
        flag_id: row.id,
        bid_id: row.bid_id,
        users_id: row.user_id,
        loads_id: row.load_id,
        amount: row.amount,
        low: row.low,
        high: row.high,
        direction: row.direction === DIRECTION.below ? 'below' : 'above',
        createdAt: row.created_at,
      }));
    },
  };
}

export type TrustService = ReturnType<typeof createTrustService>;
