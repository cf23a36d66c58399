/** Trade's object rules alone (policy.ts): no database, no app; the rows are written out here. */
import { describe, expect, it } from 'vitest';
import { BID_CODES, BID_KIND_CODE, MAX_OFFERS_PER_BID, SCHEDULE_CODES } from '@lorrybazaar/contract';
import { BID, KIND, LOAD, PARTY, POSTING, TRIP } from './codes.js';
import {
  assertBookable,
  assertFits,
  assertMayAttach,
  assertMayBidOnLoad,
  assertMayCancel,
  assertMayBidOnPosting,
  assertMayCounter,
  assertMayDecline,
  assertMayOfferLoad,
  assertNamedParties,
  assertOwnItem,
  assertParty,
  assertPartyOfKind,
  assertTurn,
  awaitingOf,
  otherParty,
  sideOf,
  tripSideOf,
  wrongWayCounter,
} from './policy.js';

const BIDDER = 10;
const OWNER = 20;
const STRANGER = 30;

/** The answer a rule gives: nothing, or the status and code it throws. */
function answer(rule: () => unknown): { status: number; code: string } | 'passes' {
  try {
    rule();
    return 'passes';
  } catch (error) {
    const { statusCode, code } = error as { statusCode: number; code: string };
    return { status: statusCode, code };
  }
}

const bid = { bidder_id: BIDDER, owner_id: OWNER, kind: KIND.onLoad };
/** An open bid after the bidder's first offer: the owner's turn. */
const open = { effective: BID.open, last_offer_by: PARTY.bidder, offers: 1, current_amount: 25_000 };

describe('parties', () => {
  it('knows each side of a bid, and nobody else', () => {
    expect(sideOf(bid, BIDDER)).toBe('bidder');
    expect(sideOf(bid, OWNER)).toBe('owner');
    expect(sideOf(bid, STRANGER)).toBeNull();
    expect(otherParty(bid, BIDDER)).toBe(OWNER);
    expect(otherParty(bid, OWNER)).toBe(BIDDER);
  });

  it('answers 404 to a stranger, to a missing bid and to a bid of the other kind', () => {
    const notFound = { status: 404, code: BID_CODES.bidNotFound };
    expect(assertParty(bid, OWNER)).toBe('owner');
    expect(answer(() => assertParty(bid, STRANGER))).toEqual(notFound);
    expect(answer(() => assertParty(undefined, OWNER))).toEqual(notFound);
    expect(assertPartyOfKind(bid, KIND.onLoad, BIDDER)).toBe('bidder');
    expect(answer(() => assertPartyOfKind(bid, KIND.onTruck, BIDDER))).toEqual(notFound);
  });

  it('lets only users of the bid be named beside the caller', () => {
    expect(answer(() => assertNamedParties([null, BIDDER, OWNER], bid))).toBe('passes');
    expect(answer(() => assertNamedParties([STRANGER], bid))).toEqual({
      status: 403,
      code: 'errors.forbidden',
    });
  });
});

describe('turns', () => {
  it('waits for the side that did not make the latest offer, while open', () => {
    expect(awaitingOf({ status: BID.open, last_offer_by: PARTY.bidder })).toBe('owner');
    expect(awaitingOf({ status: BID.open, last_offer_by: PARTY.owner })).toBe('bidder');
    expect(awaitingOf({ status: BID.accepted, last_offer_by: PARTY.bidder })).toBeNull();
  });

  it('refuses a turn out of turn, and any turn on a closed bid', () => {
    expect(answer(() => assertTurn(open, 'owner'))).toBe('passes');
    expect(answer(() => assertTurn(open, 'bidder'))).toEqual({ status: 409, code: BID_CODES.notYourTurn });
    expect(answer(() => assertTurn({ ...open, effective: BID.closed }, 'owner'))).toEqual({
      status: 409,
      code: BID_CODES.bidClosed,
    });
  });

  it('counters within the offers allowed and with a new amount', () => {
    expect(answer(() => assertMayCounter(open, 'owner', 24_000))).toBe('passes');
    expect(answer(() => assertMayCounter({ ...open, offers: MAX_OFFERS_PER_BID }, 'owner', 24_000))).toEqual({
      status: 409,
      code: BID_CODES.tooManyOffers,
    });
    expect(answer(() => assertMayCounter(open, 'owner', 25_000))).toEqual({
      status: 400,
      code: BID_CODES.counterSame,
    });
    // Whose turn comes first: the bidder may not counter their own offer, whatever the amount.
    expect(answer(() => assertMayCounter(open, 'bidder', 25_000))).toEqual({
      status: 409,
      code: BID_CODES.notYourTurn,
    });
  });

  it('moves the payer down and the carrier up: on a load the owner pays, on a posted truck the bidder', () => {
    const onLoad = { kind: KIND.onLoad, current_amount: 25_000 };
    const onTruck = { kind: KIND.onTruck, current_amount: 25_000 };
    expect(wrongWayCounter(onLoad, 'owner', 24_000)).toBeNull();
    expect(wrongWayCounter(onLoad, 'owner', 26_000)).toBe('bids:validation.counterAbove');
    expect(wrongWayCounter(onLoad, 'bidder', 26_000)).toBeNull();
    expect(wrongWayCounter(onLoad, 'bidder', 24_000)).toBe('bids:validation.counterBelow');
    expect(wrongWayCounter(onTruck, 'owner', 26_000)).toBeNull();
    expect(wrongWayCounter(onTruck, 'owner', 24_000)).toBe('bids:validation.counterBelow');
    expect(wrongWayCounter(onTruck, 'bidder', 24_000)).toBeNull();
    expect(wrongWayCounter(onTruck, 'bidder', 26_000)).toBe('bids:validation.counterAbove');
  });

  it('lets the owner decline an open bid, and only the owner', () => {
    expect(answer(() => assertMayDecline(open, 'owner'))).toBe('passes');
    expect(answer(() => assertMayDecline(open, 'bidder'))).toEqual({ status: 403, code: 'errors.forbidden' });
    expect(answer(() => assertMayDecline({ effective: BID.declined }, 'owner'))).toEqual({
      status: 409,
      code: BID_CODES.bidClosed,
    });
  });
});

describe('owners and fit', () => {
  it('finds only the caller’s own item', () => {
    const load = { user_id: OWNER };
    expect(assertOwnItem(load, OWNER, BID_CODES.loadNotFound)).toBe(load);
    expect(answer(() => assertOwnItem(load, STRANGER, BID_CODES.loadNotFound))).toEqual({
      status: 404,
      code: BID_CODES.loadNotFound,
    });
    expect(answer(() => assertOwnItem(undefined, OWNER, BID_CODES.truckNotFound))).toEqual({
      status: 404,
      code: BID_CODES.truckNotFound,
    });
  });

  it('fits a truck of the load’s type with at least its tonnes', () => {
    expect(answer(() => assertFits({ tonnes: 16, truck_type_id: 3 }, { tonnes: 16, truck_type_id: 3 }))).toBe(
      'passes',
    );
    expect(
      answer(() => assertFits({ tonnes: 9, truck_type_id: 3 }, { tonnes: 16, truck_type_id: 3 })),
    ).toEqual({
      status: 400,
      code: BID_CODES.truckTooSmall,
    });
    expect(
      answer(() => assertFits({ tonnes: 30, truck_type_id: 4 }, { tonnes: 16, truck_type_id: 3 })),
    ).toEqual({
      status: 400,
      code: BID_CODES.truckTypeDiffers,
    });
  });
});

describe('placing a bid', () => {
  const load = { id: 1, user_id: OWNER, live: true, tonnes: 16, truck_type_id: 3 };
  const truck = { id: 2, user_id: BIDDER, busy: false, tonnes: 20, truck_type_id: 3 };

  it('on a load: another’s live load, with the bidder’s own free truck that fits, in this order', () => {
    expect(assertMayBidOnLoad(load, truck, BIDDER)).toEqual({ ownerId: OWNER });
    const cases: [Parameters<typeof assertMayBidOnLoad>, { status: number; code: string }][] = [
      [[undefined, truck, BIDDER], { status: 404, code: BID_CODES.loadNotFound }],
      [[load, truck, OWNER], { status: 400, code: BID_CODES.ownTarget }],
      // A past load and a stranger's truck: the load answers first.
      [
        [{ ...load, live: false }, { ...truck, user_id: STRANGER }, BIDDER],
        { status: 409, code: BID_CODES.loadNotOpen },
      ],
      [[load, { ...truck, user_id: STRANGER }, BIDDER], { status: 404, code: BID_CODES.truckNotFound }],
      [[load, undefined, BIDDER], { status: 404, code: BID_CODES.truckNotFound }],
      [[load, { ...truck, tonnes: 9, busy: true }, BIDDER], { status: 400, code: BID_CODES.truckTooSmall }],
      [[load, { ...truck, busy: true }, BIDDER], { status: 409, code: BID_CODES.truckBusy }],
    ];
    for (const [args, expected] of cases) expect(answer(() => assertMayBidOnLoad(...args))).toEqual(expected);
  });

  it('on a posted truck: the bidder’s own load, another’s truck, then its live posting', () => {
    const mine = { ...load, user_id: BIDDER };
    const theirs = { ...truck, user_id: OWNER };
    expect(assertMayOfferLoad(mine, theirs, BIDDER)).toEqual({ ownerId: OWNER });
    expect(answer(() => assertMayOfferLoad(load, theirs, BIDDER))).toEqual({
      status: 404,
      code: BID_CODES.loadNotFound,
    });
    expect(answer(() => assertMayOfferLoad(mine, undefined, BIDDER))).toEqual({
      status: 404,
      code: BID_CODES.truckNotFound,
    });
    expect(answer(() => assertMayOfferLoad(mine, { ...theirs, user_id: BIDDER }, BIDDER))).toEqual({
      status: 400,
      code: BID_CODES.ownTarget,
    });

    const posting = { live: true, tonnes: 16, truck_type_id: 3 };
    expect(answer(() => assertMayBidOnPosting(posting, mine, theirs))).toBe('passes');
    expect(answer(() => assertMayBidOnPosting(undefined, { ...mine, live: false }, theirs))).toEqual({
      status: 409,
      code: BID_CODES.truckNotPosted,
    });
    expect(answer(() => assertMayBidOnPosting(posting, { ...mine, live: false }, theirs))).toEqual({
      status: 409,
      code: BID_CODES.offeredLoadNotOpen,
    });
    // The posting's offer is what must fit, not the truck.
    expect(answer(() => assertMayBidOnPosting({ ...posting, tonnes: 9 }, mine, theirs))).toEqual({
      status: 400,
      code: BID_CODES.truckTooSmall,
    });
    expect(answer(() => assertMayBidOnPosting(posting, mine, { ...theirs, busy: true }))).toEqual({
      status: 409,
      code: BID_CODES.truckBusy,
    });
  });
});

describe('accepting', () => {
  const load = { status: LOAD.open, trucks_open: 1 };

  it('books while a truck of the load is open, the posting is not booked, on the accepting side’s turn', () => {
    expect(answer(() => assertBookable(KIND.onLoad, load, undefined, open, 'owner'))).toBe('passes');
    const booked = { status: 409, code: SCHEDULE_CODES.alreadyBooked };
    expect(
      answer(() => assertBookable(KIND.onLoad, { ...load, status: LOAD.booked }, undefined, open, 'owner')),
    ).toEqual(booked);
    expect(
      answer(() => assertBookable(KIND.onLoad, { ...load, trucks_open: 0 }, undefined, open, 'owner')),
    ).toEqual(booked);
    expect(
      answer(() => assertBookable(KIND.onTruck, load, { status: POSTING.booked }, open, 'owner')),
    ).toEqual(booked);
    // A bid on a load: the truck's own posting being booked does not stop it.
    expect(answer(() => assertBookable(KIND.onLoad, load, { status: POSTING.booked }, open, 'owner'))).toBe(
      'passes',
    );
    expect(answer(() => assertBookable(KIND.onLoad, load, undefined, open, 'bidder'))).toEqual({
      status: 409,
      code: BID_CODES.notYourTurn,
    });
  });
});

describe('trips', () => {
  const trip = {
    load_owner_id: OWNER,
    truck_owner_id: BIDDER,
    status: TRIP.scheduled,
    trip_date: '2026-03-10',
  };

  it('knows the two sides of a trip', () => {
    expect(tripSideOf(trip, OWNER)).toBe('load');
    expect(tripSideOf(trip, BIDDER)).toBe('truck');
    expect(tripSideOf(trip, STRANGER)).toBeNull();
  });

  it('takes the lorry receipt, then the proof of delivery from the pickup day, then nothing', () => {
    const lr = 'lorry_receipt';
    const pod = 'proof_of_delivery';
    expect(answer(() => assertMayAttach(trip, lr, BIDDER, '2026-03-01'))).toBe('passes');
    expect(answer(() => assertMayAttach(trip, lr, STRANGER, '2026-03-01'))).toEqual({
      status: 404,
      code: SCHEDULE_CODES.scheduleNotFound,
    });
    expect(answer(() => assertMayAttach(undefined, lr, OWNER, '2026-03-01'))).toEqual({
      status: 404,
      code: SCHEDULE_CODES.scheduleNotFound,
    });
    expect(answer(() => assertMayAttach(trip, pod, OWNER, '2026-03-10'))).toEqual({
      status: 409,
      code: SCHEDULE_CODES.lrFirst,
    });
    const inTransit = { ...trip, status: TRIP.inTransit };
    expect(answer(() => assertMayAttach(inTransit, lr, OWNER, '2026-03-01'))).toBe('passes');
    expect(answer(() => assertMayAttach(inTransit, pod, OWNER, '2026-03-09'))).toEqual({
      status: 409,
      code: SCHEDULE_CODES.beforePickup,
    });
    expect(answer(() => assertMayAttach(inTransit, pod, OWNER, '2026-03-10'))).toBe('passes');
    expect(
      answer(() => assertMayAttach({ ...trip, status: TRIP.delivered }, lr, OWNER, '2026-03-20')),
    ).toEqual({
      status: 409,
      code: SCHEDULE_CODES.delivered,
    });
  });
});

it('stores the bid kinds the contract defines', () => {
  expect({ onLoad: String(KIND.onLoad), onTruck: String(KIND.onTruck) }).toEqual(BID_KIND_CODE);
});

/** An instant by India's clock: "2026-03-10T14:00". */
const ist = (at: string) => new Date(`${at}:00+05:30`);

describe('calling a trip off (decision 045)', () => {
  /** Booked days ahead of its pickup day. */
  const trip = {
    load_owner_id: OWNER,
    truck_owner_id: BIDDER,
    status: TRIP.scheduled,
    trip_date: '2026-03-10',
    booked_at: ist('2026-03-01T11:00').toISOString(),
  };
  const before = { now: ist('2026-03-09T12:00'), otherSuspended: false, milestones: [] };
  const onTheDay = { now: ist('2026-03-10T13:00'), otherSuspended: false, milestones: [] };
  const cancel = (...args: Parameters<typeof assertMayCancel>) => answer(() => assertMayCancel(...args));

  it('before the pickup day, either party with a reason; it counts against the caller', () => {
    expect(assertMayCancel(trip, 'plans_changed', BIDDER, before)).toEqual({
      side: 'truck',
      atFault: BIDDER,
    });
    expect(assertMayCancel(trip, 'other', OWNER, before)).toEqual({ side: 'load', atFault: OWNER });
    expect(cancel(trip, 'plans_changed', OWNER, onTheDay)).toEqual({
      status: 409,
      code: 'schedules:errors.pickupDayCame',
    });
  });

  it('a no-show from the pickup day by its side only; it counts against the other party', () => {
    expect(cancel(trip, 'no_show', OWNER, before)).toEqual({
      status: 409,
      code: 'schedules:errors.noShowBeforePickup',
    });
    expect(cancel(trip, 'no_show', BIDDER, onTheDay)).toEqual({
      status: 403,
      code: 'schedules:errors.reasonNotYours',
    });
    expect(assertMayCancel(trip, 'no_show', OWNER, onTheDay)).toEqual({ side: 'load', atFault: BIDDER });
    expect(assertMayCancel(trip, 'load_not_ready', BIDDER, onTheDay)).toEqual({
      side: 'truck',
      atFault: OWNER,
    });
  });

  it('a no-show not once the truck checked in at the pickup; a load not ready not once it was loaded', () => {
    const arrived = { ...onTheDay, milestones: ['reached_pickup' as const] };
    const loaded = { ...onTheDay, milestones: ['reached_pickup' as const, 'loaded' as const] };
    expect(cancel(trip, 'no_show', OWNER, arrived)).toEqual({
      status: 409,
      code: 'schedules:errors.truckCheckedIn',
    });
    // Waiting at the gate, the truck side may still say the load was not ready …
    expect(assertMayCancel(trip, 'load_not_ready', BIDDER, arrived)).toEqual({
      side: 'truck',
      atFault: OWNER,
    });
    // … not once it checked in as loaded.
    expect(cancel(trip, 'load_not_ready', BIDDER, loaded)).toEqual({
      status: 409,
      code: 'schedules:errors.truckLoaded',
    });
    // The re-post of a suspended party's trip follows the same check-ins (decision 061): not by
    // the load side once the truck came, not by the truck side once loaded, but from the gate.
    expect(cancel(trip, 'party_suspended', OWNER, { ...arrived, otherSuspended: true })).toEqual({
      status: 409,
      code: 'schedules:errors.repostCheckedIn',
    });
    expect(assertMayCancel(trip, 'party_suspended', BIDDER, { ...arrived, otherSuspended: true })).toEqual({
      side: 'truck',
      atFault: OWNER,
    });
    expect(cancel(trip, 'party_suspended', BIDDER, { ...loaded, otherSuspended: true })).toEqual({
      status: 409,
      code: 'schedules:errors.repostLoaded',
    });
  });

  it('a re-post only while the other party is suspended, any day; never for a third user or a picked-up trip', () => {
    expect(cancel(trip, 'party_suspended', OWNER, onTheDay)).toEqual({
      status: 409,
      code: 'schedules:errors.partyNotSuspended',
    });
    expect(assertMayCancel(trip, 'party_suspended', OWNER, { ...onTheDay, otherSuspended: true })).toEqual({
      side: 'load',
      atFault: BIDDER,
    });
    expect(cancel(trip, 'other', STRANGER, before)).toEqual({
      status: 404,
      code: SCHEDULE_CODES.scheduleNotFound,
    });
    expect(cancel(undefined, 'other', OWNER, before)).toEqual({
      status: 404,
      code: SCHEDULE_CODES.scheduleNotFound,
    });
    for (const status of [TRIP.inTransit, TRIP.delivered, TRIP.cancelled]) {
      expect(cancel({ ...trip, status }, 'other', OWNER, before)).toEqual({
        status: 409,
        code: 'schedules:errors.notCancellable',
      });
    }
  });
});

describe('the grace before a no-show report (decision 045, amended 2026-11-29)', () => {
  const tripBookedAt = (at: string) => ({
    load_owner_id: OWNER,
    truck_owner_id: BIDDER,
    status: TRIP.scheduled,
    trip_date: '2026-03-10',
    booked_at: ist(at).toISOString(),
  });
  const at = (when: string, milestones: ('reached_pickup' | 'loaded')[] = []) => ({
    now: ist(when),
    otherSuspended: false,
    milestones,
  });
  const cancel = (...args: Parameters<typeof assertMayCancel>) => answer(() => assertMayCancel(...args));
  /** The `at` a refusal names (the message's "from …"), as the API sends instants. */
  const namedAt = (rule: () => unknown) => {
    try {
      rule();
    } catch (error) {
      return (error as { params: Record<string, unknown> }).params.at;
    }
    return undefined;
  };
  const tooSoon = { status: 409, code: 'schedules:errors.noShowTooSoon' };
  const notReadyTooSoon = { status: 409, code: 'schedules:errors.notReadyTooSoon' };

  it('booked for today at 10:00: a report from 14:00, an ordinary cancel until then', () => {
    const trip = tripBookedAt('2026-03-10T10:00');
    expect(cancel(trip, 'no_show', OWNER, at('2026-03-10T10:05'))).toEqual(tooSoon);
    expect(cancel(trip, 'no_show', OWNER, at('2026-03-10T13:59'))).toEqual(tooSoon);
    expect(namedAt(() => assertMayCancel(trip, 'no_show', OWNER, at('2026-03-10T13:59')))).toBe(
      '2026-03-10T08:30:00.000Z',
    );
    expect(cancel(trip, 'load_not_ready', BIDDER, at('2026-03-10T13:59'))).toEqual(notReadyTooSoon);
    // Still the wrong side's report is 403 first.
    expect(cancel(trip, 'no_show', BIDDER, at('2026-03-10T10:05'))).toEqual({
      status: 403,
      code: 'schedules:errors.reasonNotYours',
    });
    // In the grace nothing can have failed yet: a cancel is the caller's own.
    expect(assertMayCancel(trip, 'plans_changed', OWNER, at('2026-03-10T13:59'))).toEqual({
      side: 'load',
      atFault: OWNER,
    });
    expect(assertMayCancel(trip, 'no_show', OWNER, at('2026-03-10T14:00'))).toEqual({
      side: 'load',
      atFault: BIDDER,
    });
    expect(assertMayCancel(trip, 'load_not_ready', BIDDER, at('2026-03-10T14:00'))).toEqual({
      side: 'truck',
      atFault: OWNER,
    });
    expect(cancel(trip, 'plans_changed', OWNER, at('2026-03-10T14:00'))).toEqual({
      status: 409,
      code: 'schedules:errors.pickupDayCame',
    });
  });

  it('booked days ahead: the report opens at noon of the pickup day in India, a cancel is the caller’s until then', () => {
    const trip = tripBookedAt('2026-03-01T11:00');
    expect(cancel(trip, 'no_show', OWNER, at('2026-03-09T23:59'))).toEqual({
      status: 409,
      code: 'schedules:errors.noShowBeforePickup',
    });
    // Past midnight of the pickup day no truck is late yet: a report now would only move the
    // fault of a change of plans onto the other side.
    expect(cancel(trip, 'no_show', OWNER, at('2026-03-10T00:01'))).toEqual(tooSoon);
    expect(cancel(trip, 'load_not_ready', BIDDER, at('2026-03-10T11:59'))).toEqual(notReadyTooSoon);
    expect(namedAt(() => assertMayCancel(trip, 'no_show', OWNER, at('2026-03-10T11:59')))).toBe(
      ist('2026-03-10T12:00').toISOString(),
    );
    expect(assertMayCancel(trip, 'other', OWNER, at('2026-03-10T11:59')).atFault).toBe(OWNER);
    expect(assertMayCancel(trip, 'no_show', OWNER, at('2026-03-10T12:00')).atFault).toBe(BIDDER);
    expect(cancel(trip, 'other', OWNER, at('2026-03-10T12:00'))).toEqual({
      status: 409,
      code: 'schedules:errors.pickupDayCame',
    });
  });

  it('booked early on the pickup day or the evening before: from noon, the grace ending earlier', () => {
    for (const booked of ['2026-03-09T23:00', '2026-03-10T07:00']) {
      const trip = tripBookedAt(booked);
      expect(cancel(trip, 'no_show', OWNER, at('2026-03-10T11:59')), booked).toEqual(tooSoon);
      expect(
        namedAt(() => assertMayCancel(trip, 'no_show', OWNER, at('2026-03-10T11:59'))),
        booked,
      ).toBe(ist('2026-03-10T12:00').toISOString());
      expect(assertMayCancel(trip, 'plans_changed', BIDDER, at('2026-03-10T11:59')).atFault).toBe(BIDDER);
      expect(assertMayCancel(trip, 'no_show', OWNER, at('2026-03-10T12:00')).atFault, booked).toBe(BIDDER);
    }
    expect(cancel(tripBookedAt('2026-03-09T23:00'), 'no_show', OWNER, at('2026-03-09T23:30'))).toEqual({
      status: 409,
      code: 'schedules:errors.noShowBeforePickup',
    });
  });

  it('booked late on the pickup day: the report opens when the day ends, not four hours on', () => {
    const trip = tripBookedAt('2026-03-10T22:30');
    expect(cancel(trip, 'no_show', OWNER, at('2026-03-10T23:59'))).toEqual(tooSoon);
    expect(namedAt(() => assertMayCancel(trip, 'no_show', OWNER, at('2026-03-10T23:59')))).toBe(
      ist('2026-03-11T00:00').toISOString(),
    );
    expect(assertMayCancel(trip, 'no_show', OWNER, at('2026-03-11T00:00')).atFault).toBe(BIDDER);
  });

  it('a check-in that refuses a report for good is said before the grace; one at the gate does not shorten it', () => {
    const trip = tripBookedAt('2026-03-10T10:00');
    expect(cancel(trip, 'no_show', OWNER, at('2026-03-10T11:30', ['reached_pickup']))).toEqual({
      status: 409,
      code: 'schedules:errors.truckCheckedIn',
    });
    expect(
      cancel(trip, 'load_not_ready', BIDDER, at('2026-03-10T11:30', ['reached_pickup', 'loaded'])),
    ).toEqual({
      status: 409,
      code: 'schedules:errors.truckLoaded',
    });
    // The truck at the gate waits out the booking's grace, as the load owner was given it.
    expect(cancel(trip, 'load_not_ready', BIDDER, at('2026-03-10T11:30', ['reached_pickup']))).toEqual(
      notReadyTooSoon,
    );
    expect(
      assertMayCancel(trip, 'load_not_ready', BIDDER, at('2026-03-10T14:00', ['reached_pickup'])),
    ).toEqual({
      side: 'truck',
      atFault: OWNER,
    });
  });

  it('a re-post of a suspended party’s trip does not wait', () => {
    const trip = tripBookedAt('2026-03-10T10:00');
    expect(
      assertMayCancel(trip, 'party_suspended', OWNER, { ...at('2026-03-10T10:05'), otherSuspended: true }),
    ).toEqual({ side: 'load', atFault: BIDDER });
  });
});
