import { sql } from 'drizzle-orm';
import {
  BID_CODES,
  BID_KIND,
  MAX_OFFERS_PER_BID,
  PENDING_ITEMS_MAX,
  truckFit,
  type BidParty,
  type BidSubject,
  type InsertBidsLoadInput,
  type InsertBidsTruckInput,
  type Language,
  type LoadBid,
  type NegotiationEntry,
  type NegotiationInput,
  type PendingAction,
  type TruckBid,
} from '@lorrybazaar/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { roleName } from '../../lib/i18n.js';
import { todayOf, type Today } from '../../lib/india-day.js';
import { assertSelf, isUniqueViolation } from '../../lib/policy.js';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { assertDriverSubscription } from '../membership/driver-access.js';
import { isVerifiedDriver } from '../profiles/profiles.service.js';
import type { Events } from '../../plugins/app/events.js';
import type { TrustService } from '../trust/trust.service.js';
import * as repo from './bids.repository.js';
import { assertParty, assertTurn, awaitingOf, sideOf } from './bids.policy.js';

/** 400 unless the truck (or the posting's offer) can carry the load (truckFit). */
function assertFits(truck: repo.Fitting, load: repo.Fitting) {
  const fit = truckFit(truck, load);
  if (fit === 'tooSmall') throw badRequest(BID_CODES.truckTooSmall);
  if (fit === 'wrongType') throw badRequest(BID_CODES.truckTypeDiffers);
}

const partyName = (code: number): BidParty => (code === repo.PARTY.owner ? 'owner' : 'bidder');

// ---------------------------------------------------------------- presenters

function bidState(record: repo.BidRecord, viewerId: number) {
  const side = sideOf({ bidder_id: Number(record.bidder_id), owner_id: Number(record.owner_id) }, viewerId)!;
  const awaiting = awaitingOf(record);
  return {
    bids_status: String(record.status),
    createdAt: record.created_at,
    updatedAt: record.updated_at,
    current_amount: record.current_amount,
    last_offer_by: partyName(record.last_offer_by),
    awaiting,
    your_side: side,
    your_turn: awaiting === side,
    counters: record.offers - 1,
    owner_id: record.owner_id,
    owner_name: record.owner_name,
    schedule_id: record.schedule_id,
    verified: record.verified,
  };
}

/** A bid on a load, with the contract's field names ("truck bid"; docs/api.md, Bids). */
export function toTruckBid(record: repo.BidRecord, viewerId: number, language: Language): TruckBid {
  return {
    bidsTruck_id: record.id,
    bidsTruck_amount: record.amount,
    users_id: record.bidder_id,
    users_name: record.bidder_name,
    truck_types_name: record.truck_types_name,
    truck_capacities_name: record.truck_capacities_name,
    regNumber: record.reg_number,
    pickupDate: record.pickup_date,
    pickupLoc: record.pickup_loc,
    deliveryLoc: record.delivery_loc,
    trucks_id: record.truck_id,
    truck_id: record.truck_id,
    loads_id: record.loads_id,
    materials_id: record.materials_id,
    materials_name: record.materials_name,
    load_capacities_name: record.load_capacities_name,
    user_types_name: roleName(record.bidder_type, language),
    ...bidState(record, viewerId),
  };
}

/** A bid on a posted truck, with the contract's field names ("load bid"; docs/api.md, Bids). */
export function toLoadBid(record: repo.BidRecord, viewerId: number, language: Language): LoadBid {
  return {
    bidsLoad_id: record.id,
    bidsLoad_amount: record.amount,
    users_name: record.bidder_name,
    users_id: record.bidder_id,
    materials_name: record.materials_name,
    materials_id: record.materials_id,
    truck_capacities_name: record.load_capacities_name,
    regNumber: record.reg_number,
    pickupDate: record.pickup_date,
    postTrucks_from: record.posting_from ?? '',
    postTrucks_to: record.posting_to ?? '',
    pickupLoc: record.pickup_loc,
    deliveryLoc: record.delivery_loc,
    truck_id: record.truck_id,
    loads_id: record.loads_id,
    postTrucks_id: record.posting_id ?? '',
    postTrucks_dateTime: record.posting_date_time ?? '',
    truck_types_name: record.truck_types_name,
    user_types_name: roleName(record.bidder_type, language),
    ...bidState(record, viewerId),
  };
}

export const presentBid = (record: repo.BidRecord, viewerId: number, language: Language) =>
  record.kind === repo.KIND.onLoad
    ? toTruckBid(record, viewerId, language)
    : toLoadBid(record, viewerId, language);

function toEntry(record: repo.NegotiationRecord, viewerId: number): NegotiationEntry {
  return {
    id: record.id,
    bid_id: record.bid_id,
    user_id: record.user_id,
    users_name: record.users_name,
    amount: record.amount,
    created_at: record.created_at,
    by: partyName(record.party),
    previous_amount: record.previous_amount ?? record.amount,
    mine: Number(record.user_id) === viewerId,
  };
}

/** What a bid event is about, with the contract's names for the two kinds of bid. */
export function bidSubject(record: repo.BidRecord): BidSubject {
  const common = { loads_id: Number(record.loads_id), truck_id: Number(record.truck_id) };
  return record.kind === repo.KIND.onLoad
    ? { bid_kind: BID_KIND.onLoad, bidsTruck_id: Number(record.id), ...common }
    : {
        bid_kind: BID_KIND.onTruck,
        bidsLoad_id: Number(record.id),
        postTrucks_id: Number(record.posting_id),
        ...common,
      };
}

/** The party of a bid who is not this user. */
export const otherParty = (record: repo.BidRecord, userId: number) =>
  Number(record.owner_id) === userId ? Number(record.bidder_id) : Number(record.owner_id);

export { KIND, type BidRecord, type KindCode } from './bids.repository.js';

// ---------------------------------------------------------------- service

export function createBidsService(deps: { db: Db; clock: Clock; events: Events; trust: TrustService }) {
  const { db, clock, events, trust } = deps;
  const today = () => todayOf(clock);

  /** A driver bids on loads only when verified (docs/api.md, Roles); a lapsed driver's paid actions 402. */
  async function assertDriverMayAct(tx: DbOrTx, actor: Actor, needsVerification: boolean) {
    if (actor.role !== 'driver') return;
    if (needsVerification && !(await isVerifiedDriver(tx, actor.userId))) {
      throw forbidden(BID_CODES.driverNotVerified);
    }
    await assertDriverSubscription(tx, actor, clock.now());
  }

  /** A second live bid on the same pair (a repeat, or two racing): the partial unique index decides, 409. */
  async function mapDuplicate<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'bids_live_on_load') || isUniqueViolation(error, 'bids_live_on_posting')) {
        throw conflict(BID_CODES.duplicate);
      }
      throw error;
    }
  }

  /**
   * The bid as its screens show it. A change reads it back inside its own transaction: on the
   * embedded database every statement queues behind whole transactions, so a read after the
   * commit would wait in that queue a second time.
   */
  async function presentOne(bidId: number, actor: Actor, tx: DbOrTx = db) {
    const record = (await repo.findBid(tx, bidId, today(), actor.language))!;
    return { record, bid: presentBid(record, actor.userId, actor.language) };
  }

  /** A new bid, announced once committed: its owner should hear of it. */
  function created({ record, bid }: Awaited<ReturnType<typeof presentOne>>, actor: Actor) {
    events.publish({
      type: 'bid.created',
      ...bidSubject(record),
      amount: record.amount,
      by: actor.userId,
      recipients: [Number(record.owner_id)],
    });
    return bid;
  }

  /**
   * The bid and its first offer stored, as the screens show it, and a price far outside its
   * lane's range flagged for the operators (decision 030), in the bid's transaction.
   */
  async function insertChecked(
    tx: DbOrTx,
    bid: repo.NewBid,
    check: ReturnType<typeof trust.checkPrice>,
    actor: Actor,
    day: Today,
  ) {
    const record = await repo.insertBidShown(tx, bid, day, actor.language);
    const flagged = {
      bidId: Number(record.id),
      userId: actor.userId,
      loadId: bid.loadId,
      amount: bid.amount,
    };
    return {
      record,
      bid: presentBid(record, actor.userId, actor.language),
      check,
      flagged,
      flagId: await trust.flag(tx, check, flagged),
    };
  }

  /**
   * insertBidsLoad: a bid on a load with one of the bidder's trucks. The load is locked FOR SHARE
   * so an accept of another bid on it (FOR UPDATE) either sees this bid and closes it, or runs
   * first and this one finds the load booked.
   */
  async function bidOnLoad(actor: Actor, input: InsertBidsLoadInput): Promise<TruckBid> {
    assertSelf(input.user_id, actor.userId);
    const day = today();
    const lane = await trust.laneOfLoad(input.loads_id);
    const bid = await mapDuplicate(() =>
      db.transaction(async (tx) => {
        await assertDriverMayAct(tx, actor, true);
        const facts = await repo.bidFacts(tx, input.loads_id, input.trucks_id, day);
        if (!facts) throw notFound(BID_CODES.loadNotFound);
        const { load, truck } = facts;
        if (load.user_id === actor.userId) throw badRequest(BID_CODES.ownTarget);
        if (!load.live) throw conflict(BID_CODES.loadNotOpen);
        if (!truck || truck.user_id !== actor.userId) throw notFound(BID_CODES.truckNotFound);
        assertFits(truck, load);
        if (truck.busy) throw conflict(BID_CODES.truckBusy);
        const amount = input.bidsTruck_amount;
        const check = trust.checkPrice(lane, amount, input.confirm_price === true);
        const bid = {
          kind: repo.KIND.onLoad,
          bidderId: actor.userId,
          ownerId: load.user_id,
          loadId: load.id,
          truckId: truck.id,
          postingId: null,
          amount,
          at: clock.now(),
        };
        return insertChecked(tx, bid, check, actor, day);
      }),
    );
    trust.announceFlag(bid.flagId, bid.check, bid.flagged);
    return created(bid, actor) as TruckBid;
  }

  /**
   * insertBidsTruck: a bid on a posted truck (`trucks_id`; its open posting is the target) with
   * one of the bidder's loads.
   */
  async function bidOnTruck(actor: Actor, input: InsertBidsTruckInput): Promise<LoadBid> {
    assertSelf(input.user_id, actor.userId);
    const day = today();
    const lane = await trust.laneOfLoad(input.load_id);
    const bid = await mapDuplicate(() =>
      db.transaction(async (tx) => {
        const facts = await repo.bidFacts(tx, input.load_id, input.trucks_id, day);
        if (!facts || facts.load.user_id !== actor.userId) throw notFound(BID_CODES.loadNotFound);
        const { load, truck } = facts;
        if (!truck) throw notFound(BID_CODES.truckNotFound);
        if (truck.user_id === actor.userId) throw badRequest(BID_CODES.ownTarget);
        const posting = await repo.openPostingOfTruck(tx, truck.id, day, 'share');
        if (!posting?.live) throw conflict(BID_CODES.truckNotPosted);
        if (!load.live) throw conflict(BID_CODES.offeredLoadNotOpen);
        assertFits(posting, load);
        if (truck.busy) throw conflict(BID_CODES.truckBusy);
        const amount = input.bidsLoad_amount;
        const check = trust.checkPrice(lane, amount, input.confirm_price === true);
        const bid = {
          kind: repo.KIND.onTruck,
          bidderId: actor.userId,
          ownerId: truck.user_id,
          loadId: load.id,
          truckId: truck.id,
          postingId: posting.id,
          amount,
          at: clock.now(),
        };
        return insertChecked(tx, bid, check, actor, day);
      }),
    );
    trust.announceFlag(bid.flagId, bid.check, bid.flagged);
    return created(bid, actor) as LoadBid;
  }

  // ---------------------------------------------------------------- lists

  type ListKey = { kind: repo.KindCode; by: 'load' | 'truck'; side: 'owner' | 'bidder' };

  /**
   * The four lists. Each is keyed by one of the caller's own loads or trucks: another user's
   * (or a missing) one answers 404, as if it did not exist.
   */
  async function list(actor: Actor, key: ListKey, itemId: number, namedUser: number | null) {
    assertSelf(namedUser, actor.userId);
    const item =
      key.by === 'load' ? await repo.loadFacts(db, itemId, today()) : await repo.truckFacts(db, itemId);
    if (!item || item.user_id !== actor.userId) {
      throw notFound(key.by === 'load' ? BID_CODES.loadNotFound : BID_CODES.truckNotFound);
    }
    const column = key.by === 'load' ? sql`b.load_id` : sql`b.truck_id`;
    const party = key.side === 'owner' ? sql`b.owner_id` : sql`b.bidder_id`;
    const records = await repo.listBids(
      db,
      sql`b.kind = ${key.kind} AND ${column} = ${itemId} AND ${party} = ${actor.userId}`,
      today(),
      actor.language,
    );
    // The other party's standing on each row (docs/decisions/030), one query for the list.
    return trust.withRatings(records.map((record) => presentBid(record, actor.userId, actor.language)));
  }

  const ON_MY_LOAD: ListKey = { kind: repo.KIND.onLoad, by: 'load', side: 'owner' };
  const ON_MY_TRUCK: ListKey = { kind: repo.KIND.onTruck, by: 'truck', side: 'owner' };
  const WITH_MY_LOAD: ListKey = { kind: repo.KIND.onTruck, by: 'load', side: 'bidder' };
  const WITH_MY_TRUCK: ListKey = { kind: repo.KIND.onLoad, by: 'truck', side: 'bidder' };

  // ---------------------------------------------------------------- negotiation

  /** The bid of this kind the caller is a party of, else 404 (another kind's id is not found either). */
  async function partyBid(tx: DbOrTx, actor: Actor, kind: repo.KindCode, bidId: number) {
    const bid = await repo.lockBid(tx, bidId, today());
    const side = assertParty(bid && bid.kind === kind ? bid : undefined, actor.userId);
    return { bid: bid!, side };
  }

  /**
   * A counter offer by the party whose turn it is. The bid row is locked, so two counters at once
   * take turns (the second finds it is no longer its turn).
   */
  async function counter(actor: Actor, kind: repo.KindCode, input: NegotiationInput) {
    assertSelf(input.user_id, actor.userId);
    const result = await db.transaction(async (tx) => {
      const { bid, side } = await partyBid(tx, actor, kind, input.bid_id);
      assertTurn(bid, side);
      if (bid.offers >= MAX_OFFERS_PER_BID) throw conflict(BID_CODES.tooManyOffers);
      if (input.amount === bid.current_amount) throw badRequest(BID_CODES.counterSame);
      await assertDriverMayAct(tx, actor, false);
      const party = side === 'owner' ? repo.PARTY.owner : repo.PARTY.bidder;
      const at = clock.now();
      const id = await repo.insertOffer(tx, {
        bidId: bid.id,
        userId: actor.userId,
        party,
        amount: input.amount,
        at,
      });
      await repo.recordCounter(tx, bid.id, party, input.amount, at);
      const entries = await repo.offersOf(tx, input.bid_id);
      const entry = entries.find((row) => Number(row.id) === id)!;
      const { record } = await presentOne(input.bid_id, actor, tx);
      return { entry, record, previous: bid.current_amount };
    });
    const { entry, record, previous } = result;
    events.publish({
      type: 'bid.countered',
      ...bidSubject(record),
      amount: input.amount,
      previous_amount: previous,
      by: actor.userId,
      recipients: [otherParty(record, actor.userId)],
    });
    return { data: toEntry(entry, actor.userId), bid: presentBid(record, actor.userId, actor.language) };
  }

  /** The counters of a bid, oldest first (the bid itself is the row; it is not repeated here). */
  async function history(actor: Actor, kind: repo.KindCode, bidId: number, namedUser: number | null) {
    assertSelf(namedUser, actor.userId);
    const record = await repo.findBid(db, bidId, today(), actor.language);
    assertParty(
      record && record.kind === kind
        ? { bidder_id: Number(record.bidder_id), owner_id: Number(record.owner_id) }
        : undefined,
      actor.userId,
    );
    const offers = await repo.offersOf(db, bidId);
    return offers.slice(1).map((offer) => toEntry(offer, actor.userId));
  }

  /** Decline: the owner only (the bidder gets 403, anyone else 404), while the bid is open. */
  async function decline(actor: Actor, kind: repo.KindCode, bidId: number, namedUser: number | null) {
    assertSelf(namedUser, actor.userId);
    const { record, bid } = await db.transaction(async (tx) => {
      const { bid, side } = await partyBid(tx, actor, kind, bidId);
      if (side !== 'owner') throw forbidden('errors.forbidden');
      if (bid.effective !== repo.STATUS.open) throw new HttpError(409, BID_CODES.bidClosed);
      await repo.setBidStatus(tx, bid.id, repo.STATUS.declined, clock.now());
      return presentOne(bidId, actor, tx);
    });
    events.publish({
      type: 'bid.declined',
      ...bidSubject(record),
      by: actor.userId,
      recipients: [Number(record.bidder_id)],
    });
    return bid;
  }

  // ---------------------------------------------------------------- pending

  async function pending(actor: Actor): Promise<{ count: number; items: PendingAction[] }> {
    const { count, items } = await repo.pendingFor(
      db,
      actor.userId,
      today(),
      actor.language,
      PENDING_ITEMS_MAX,
    );
    return {
      count,
      items: items.map((row) => {
        const mineAsOwner = Number(row.owner_id) === actor.userId;
        return {
          kind: row.kind === repo.KIND.onLoad ? BID_KIND.onLoad : BID_KIND.onTruck,
          bid_id: row.bid_id,
          your_side: mineAsOwner ? 'owner' : 'bidder',
          amount: row.amount,
          loads_id: row.loads_id,
          truck_id: row.truck_id,
          materials_name: row.materials_name,
          regNumber: row.reg_number,
          pickupLoc: row.pickup_loc,
          deliveryLoc: row.delivery_loc,
          other_name: mineAsOwner ? row.bidder_name : row.owner_name,
          updatedAt: row.updated_at,
        };
      }),
    };
  }

  // ---------------------------------------------------------------- accepting (schedules)

  /** The bid a caller names to accept: by id, or (older clients) by its load and truck. */
  async function findToAccept(
    kind: repo.KindCode,
    ref: { bidId: number | null; loadId: number | null; truckId: number | null },
    day: Today,
    language: Language,
  ) {
    const bidId =
      ref.bidId ??
      (ref.loadId !== null && ref.truckId !== null
        ? await repo.openBidOfPair(db, kind, ref.loadId, ref.truckId)
        : undefined);
    return bidId === undefined ? undefined : repo.findBid(db, bidId, day, language);
  }

  /**
   * The rows an accept changes, locked always in this order so two accepts cannot deadlock:
   * the load, the truck, the posting (the bid's, or the truck's open one), then the bid.
   */
  async function lockForAccept(tx: DbOrTx, record: repo.BidRecord, day: Today) {
    const truckId = Number(record.truck_id);
    const load = (await repo.loadFacts(tx, Number(record.loads_id), day, 'update'))!;
    const truck = (await repo.truckFacts(tx, truckId, 'update'))!;
    const posting =
      record.kind === repo.KIND.onTruck
        ? await repo.postingFacts(tx, Number(record.posting_id), day, 'update')
        : await repo.openPostingOfTruck(tx, truckId, day, 'update');
    const locked = (await repo.lockBid(tx, Number(record.id), day))!;
    return { load, truck, posting, locked };
  }

  return {
    bidOnLoad,
    bidOnTruck,
    /** viewAllBids: bids on my load. */
    bidsOnMyLoad: (actor: Actor, loadId: number, user: number | null) =>
      list(actor, ON_MY_LOAD, loadId, user) as Promise<TruckBid[]>,
    /** viewAllBidsTruck: bids on my posted truck. */
    bidsOnMyTruck: (actor: Actor, truckId: number, user: number | null) =>
      list(actor, ON_MY_TRUCK, truckId, user) as Promise<LoadBid[]>,
    /** getBidsByUserAndLoadId: bids I made with my load. */
    bidsWithMyLoad: (actor: Actor, loadId: number, user: number | null) =>
      list(actor, WITH_MY_LOAD, loadId, user) as Promise<LoadBid[]>,
    /** getBidsByUserAndTruck: bids I made with my truck. */
    bidsWithMyTruck: (actor: Actor, truckId: number, user: number | null) =>
      list(actor, WITH_MY_TRUCK, truckId, user) as Promise<TruckBid[]>,
    counter,
    history,
    decline,
    pending,
    assertDriverMayAct,
    findToAccept,
    lockForAccept,
    assertParty,
    assertTurn,
    truckBusyOn: (tx: DbOrTx, truckId: number, date: string) => repo.truckBusyOn(tx, truckId, date),
    markAccepted: (tx: DbOrTx, bidId: number, at: Date) =>
      repo.setBidStatus(tx, bidId, repo.STATUS.accepted, at),
  };
}

export type BidsService = ReturnType<typeof createBidsService>;
