/**
 * The calls of the authorization matrix (apps/server/src/authorization.test.ts): for a
 * route, what a signed-in user of an allowed role needs (made with the factories or through the
 * API) and the valid call that must succeed. The matrix makes the same call anonymously, as the
 * other roles and as another user of the same role before the owner makes it.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  DOCUMENT_BODY_FIELDS,
  PLAN_IDS,
  PROFILE_PATHS,
  ROLES,
  ROLE_AREA,
  ROLE_DOCUMENT_TYPES,
  ROLE_PREFIX,
  USER_TYPE_ID,
  gstinCheckCharacter,
  toRegisterBody,
  type CheckoutResponse,
  type ConsignmentNoteResponse,
  type LoadBid,
  type Role,
  type ScheduleCreatedResponse,
  type TripMoneyResponse,
  type TruckBid,
  LOAD_STATUS,
} from '@lorrybazaar/contract';
import { createHmac } from 'node:crypto';
import { rows } from '../db/rows.js';
import { recordHold } from '../modules/trust/load-holds.js';
import { CookieJar, DEFAULT_PROFILE, signIn, uniqueMobile, type SignedIn, type TestApp } from './app.js';
import {
  buildFile,
  buildLoad,
  buildTrip,
  buildUser,
  buildPosting,
  buildTruck,
  daysFromToday,
  indiaDateTime,
  regNumber,
  verifyDriver,
  verifyUser,
  BOOK_NOW_TERMS,
} from './factories.js';
import { completeNote } from './notes.js';
import { PDF, PNG, multipart, uploadId } from './uploads.js';

const idOf = (jar: SignedIn) => Number(jar.register.User.users_id);

/** What the scenarios share: the app of the running test and signed-in users. */
export interface World {
  t: TestApp;
  /** The signed-in user of a role that owns what the scenarios make (shared by them). */
  user(role: Role): Promise<SignedIn>;
  /**
   * Another signed-in user of the role, party of nothing the owners have (shared); a driver is
   * verified, so that only ownership can refuse them.
   */
  stranger(role: Role): Promise<SignedIn>;
  /** A new signed-in user, for a call that changes a user's state once (a trial, a mobile). */
  fresh(role: Role): Promise<SignedIn>;
  /** The signed-in operator (a broker whose mobile is OPERATOR_MOBILE; shared). */
  operator(): Promise<SignedIn>;
}

/** The mobile the authorization matrix lists in OPERATOR_MOBILES. */
export const OPERATOR_MOBILE = '9000000009';

/** Users stay valid from one test's app to the next: the sessions live in the shared database. */
export function createWorld(app: () => TestApp): World {
  const owners = new Map<Role, Promise<SignedIn>>();
  let operator: Promise<SignedIn> | undefined;
  const strangers = new Map<Role, Promise<SignedIn>>();
  const memo = (pool: Map<Role, Promise<SignedIn>>, role: Role, make = () => signIn(app(), role)) => {
    if (!pool.has(role)) pool.set(role, make());
    return pool.get(role)!;
  };
  const verified = async (role: Role) => {
    const jar = await signIn(app(), role);
    if (role === 'driver') await verifyDriver(app().app.db, idOf(jar));
    return jar;
  };
  return {
    get t() {
      return app();
    },
    user: (role) => memo(owners, role),
    stranger: (role) => memo(strangers, role, () => verified(role)),
    fresh: (role) => signIn(app(), role),
    operator: () => (operator ??= signIn(app(), 'broker', OPERATOR_MOBILE)),
  };
}

/** The call a scenario ends with. */
export interface Call {
  /** The caller; anonymous when absent (public routes). */
  as?: CookieJar;
  request: InjectOptions;
  /** Success, or 409 for a route no one can succeed on yet (startTrial: no trial on sale). */
  status: 200 | 201 | 409;
  /** A text the caller's answer must show (what the scenario made for them). */
  shows?: string;
  /** A text the caller's answer must not show (e.g. another user's mobile in a listing). */
  hides?: string;
  /**
   * own-data-only / public-card: a text of the owner's (an id, a tag, the mobile) that the owner's
   * answer shows and a stranger's answer must not.
   */
  private?: string;
  /** own-data-only: the stranger's own call, when the owner's cannot be repeated (a new mobile). */
  strangerRequest?: InjectOptions;
}
export type Scenario = (w: World) => Promise<Call>;

/** The role of a signed-in user. */
export const roleOf = (jar: SignedIn): Role =>
  ROLES.find((role) => USER_TYPE_ID[role] === jar.register.User.user_types_id)!;

// ---------------------------------------------------------------- helpers

const api = (path: string) => (path.startsWith('/') ? `/api${path}` : `/api/Transpoter/${path}`);
const text = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]));
const get = (path: string, query: Record<string, unknown> = {}): InjectOptions => ({
  method: 'GET',
  url: api(path),
  query: text(query),
});
const send = (
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  payload: Record<string, unknown>,
): InjectOptions => ({
  method,
  url: api(path),
  payload,
});
const post = (path: string, payload: Record<string, unknown> = {}) => send('POST', path, payload);
const json = (key: string, value: string | number) => `"${key}":"${value}"`;

let tagSequence = 0;
/** A text no other scenario uses (places, messages), so an answer shows exactly one item. */
const uniqueTag = () => `Authz${++tagSequence}q${Date.now() % 100000}`;

/** The answer's body, after checking its status (a scenario's set-up must work). */
function expectStatus<T>(response: LightMyRequestResponse, status: number, step: string): T {
  if (response.statusCode !== status)
    throw new Error(`${step} answered ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

async function call<T>(w: World, jar: CookieJar, request: InjectOptions, status: number): Promise<T> {
  return expectStatus<T>(await jar.inject(w.t.app, request), status, `${request.method} ${request.url}`);
}

const db = (w: World) => w.t.app.db;

/** A shipper's open load with a transporter's bid on it (made with the transporter's truck). */
async function bidOnLoad(w: World, pickupDate?: string) {
  const loadOwner = await w.user('shipper');
  const bidder = await w.user('transporter');
  const loadId = await buildLoad(db(w), { ownerId: idOf(loadOwner), pickupDate });
  const truckId = await buildTruck(db(w), { ownerId: idOf(bidder) });
  const { data } = await call<{ data: TruckBid }>(
    w,
    bidder,
    post('insertBidsLoad', { bidsTruck_amount: 3500, loads_id: loadId, trucks_id: truckId }),
    201,
  );
  return { loadOwner, bidder, loadId, truckId, bidId: data.bidsTruck_id };
}

/** A transporter's posted truck with a shipper's bid on it (made with the shipper's load). */
async function bidOnTruck(w: World) {
  const truckOwner = await w.user('transporter');
  const bidder = await w.user('shipper');
  const { truckId } = await buildPosting(db(w), { ownerId: idOf(truckOwner) });
  const loadId = await buildLoad(db(w), { ownerId: idOf(bidder) });
  const { data } = await call<{ data: LoadBid }>(
    w,
    bidder,
    post('insertBidsTruck', { bidsLoad_amount: 42000, load_id: loadId, trucks_id: truckId }),
    201,
  );
  return { truckOwner, bidder, loadId, truckId, bidId: data.bidsLoad_id };
}

/** A booked trip: the shipper accepted the transporter's bid on the shipper's load. */
async function trip(w: World, pickupDate?: string) {
  const bid = await bidOnLoad(w, pickupDate);
  const { data } = await call<ScheduleCreatedResponse>(
    w,
    bid.loadOwner,
    post('insertLoadSchedule', { bid_id: bid.bidId }),
    201,
  );
  return { ...bid, scheduleId: data.schedule_id };
}

/** A checkout of the driver subscription (the one paid plan on sale), pending. */
async function checkout(w: World, jar: CookieJar, planId: string = PLAN_IDS.driver_monthly) {
  return (await call<CheckoutResponse>(w, jar, post('checkout', { plan_id: planId }), 201)).data.payment_id;
}

/** Checkout, "Pay" on the sandbox page: the fields the return address gives the callback. */
async function paidReturn(w: World, jar: CookieJar, planId: string) {
  const paymentId = await checkout(w, jar, planId);
  const { data } = await call<{ data: { return_url: string } }>(
    w,
    jar,
    post('sandboxCheckout', { payment_id: paymentId, outcome: 'paid' }),
    200,
  );
  const returned = new URL(data.return_url, 'http://localhost');
  const payload = Object.fromEntries([...returned.searchParams].filter(([key]) => key !== 'payment_id'));
  return { payment_id: paymentId, payload };
}

/** The send-otp of a role's sign-in modal (Driver, Broker and Shipper use /Broker). */
const sendOtp = (role: Role, mobile: string) =>
  post(`/${role === 'transporter' ? 'Transpoter' : 'Broker'}/send-otp`, { transporters_mob: mobile });
const verifyOtp = (w: World, role: Role, mobile: string) =>
  post(`/${ROLE_AREA[role]}/Verify-otp`, { [`${ROLE_PREFIX[role]}_mob`]: mobile, otp: w.t.lastCode(mobile) });

/** A valid GSTIN of Karnataka (29), its check character computed. */
const KA_GSTIN = `29AAPFU0939F1Z${gstinCheckCharacter('29AAPFU0939F1Z')}`;

// ---------------------------------------------------------------- scenarios

export const health: Scenario = async () => ({ request: get('/health'), status: 200 });
export const ready: Scenario = async () => ({ request: get('/ready'), status: 200 });

export const sendSignInCode =
  (area: 'Transpoter' | 'Broker'): Scenario =>
  async () => ({ request: post(`/${area}/send-otp`, { transporters_mob: uniqueMobile() }), status: 200 });

export const verifySignInCode =
  (role: Role): Scenario =>
  async (w) => {
    const jar = new CookieJar();
    const mobile = uniqueMobile();
    await call(w, jar, sendOtp(role, mobile), 200);
    return { as: jar, request: verifyOtp(w, role, mobile), status: 200 };
  };

export const register =
  (role: Role): Scenario =>
  async (w) => {
    const jar = new CookieJar();
    const mobile = uniqueMobile();
    await call(w, jar, sendOtp(role, mobile), 200);
    await call(w, jar, verifyOtp(w, role, mobile), 200);
    return {
      as: jar,
      request: post(`/${ROLE_AREA[role]}/Register`, toRegisterBody(role, mobile, DEFAULT_PROFILE[role])),
      status: 200,
      shows: mobile,
    };
  };

export const refresh: Scenario = async (w) => ({
  as: await w.fresh('broker'),
  request: get('Refresh'),
  status: 200,
});
export const logout: Scenario = async (w) => ({
  as: await w.fresh('shipper'),
  request: post('Logout'),
  status: 200,
});

export const me: Scenario = async (w) => {
  const owner = await w.user('transporter');
  return { as: owner, request: get('Me'), status: 200, private: owner.register.User.users_mobile };
};

// Files.

export const uploadFile: Scenario = async (w) => ({
  as: await w.user('driver'),
  request: {
    method: 'POST',
    url: api('uploadFile'),
    ...multipart({ purpose: 'document' }, { name: 'gst.pdf', type: 'application/pdf', bytes: PDF }),
  },
  status: 201,
});

export const readFile: Scenario = async (w) => {
  const owner = await w.user('driver');
  const fileId = await uploadId(w.t.app, owner, 'document');
  return { as: owner, request: { method: 'GET', url: w.t.app.files.link(fileId, idOf(owner)) }, status: 200 };
};

// Reference data.

export const reference =
  (path: string, query: Record<string, unknown> = {}): Scenario =>
  async () => ({ request: get(path, query), status: 200 });

export const districts: Scenario = async (w) => {
  const [state] = await rows<{ id: number }>(db(w), sql`SELECT id FROM states WHERE code = 'KA'`);
  return { request: get('getDistrictsByStateId', { states_id: state!.id }), status: 200, shows: 'Mysuru' };
};

// Loads and trucks.

const loadBody = (tag: string) => ({
  pickupLoc: `${tag} Pune`,
  deliveryLoc: 'Chennai, Tamil Nadu',
  pickupDate: daysFromToday(5),
  material_id: '1',
  capacity_id: '8',
  truck_type_id: '1',
  no_of_trucks: 1,
});

export const addLoad: Scenario = async (w) => {
  const owner = await w.user('shipper');
  const tag = uniqueTag();
  // The screens send the caller's id: another user sending it is refused (403).
  return {
    as: owner,
    request: post('AddLoad', { ...loadBody(tag), user_id: idOf(owner) }),
    status: 201,
    shows: tag,
  };
};

export const ownLoads: Scenario = async (w) => {
  const owner = await w.user('broker');
  const loadId = await buildLoad(db(w), { ownerId: idOf(owner) });
  return {
    as: owner,
    request: get('getLoadsByUserId', { limit: 50 }),
    status: 200,
    private: json('loads_id', loadId),
  };
};

/** Marketplace loads: a viewer sees a shipper's open load, never the shipper's mobile. */
export const marketLoads =
  (searched: boolean): Scenario =>
  async (w) => {
    const poster = await w.user('shipper');
    const tag = uniqueTag();
    const loadId = await buildLoad(db(w), { ownerId: idOf(poster), pickupLoc: `${tag} Pune` });
    return {
      as: await w.user('driver'),
      request: searched ? post('getMatchingLoads', { pickupLoc: tag }) : get('getAllLoads', { limit: 50 }),
      status: 200,
      shows: json('loads_id', loadId),
      hides: poster.register.User.users_mobile,
    };
  };

export const insertTruck: Scenario = async (w) => {
  const owner = await w.user('transporter');
  const insurance = await uploadId(w.t.app, owner, 'insurance');
  const rc = await uploadId(w.t.app, owner, 'rc');
  const reg = regNumber();
  return {
    as: owner,
    request: post('insertTruck', {
      regNumber: reg,
      trucks_type_id: 1,
      capacity_id: 10,
      insurance,
      rc,
      location: 'Pune',
      user_id: idOf(owner),
    }),
    status: 201,
    shows: reg,
  };
};

export const ownTrucks: Scenario = async (w) => {
  const owner = await w.user('transporter');
  const truckId = await buildTruck(db(w), { ownerId: idOf(owner) });
  return { as: owner, request: get('getTrucksByUserId'), status: 200, private: json('truck_id', truckId) };
};

export const truckPapers: Scenario = async (w) => {
  const owner = await w.user('broker');
  const truckId = await buildTruck(db(w), { ownerId: idOf(owner) });
  const rc = await uploadId(w.t.app, owner, 'rc');
  return {
    as: owner,
    request: post('truckPapers', { truck_id: truckId, paper: 'rc', file_id: rc }),
    status: 200,
  };
};

export const postTruck: Scenario = async (w) => {
  const owner = await w.user('driver');
  const truckId = await buildTruck(db(w), { ownerId: idOf(owner) });
  return {
    as: owner,
    request: post('postTruck', {
      postTrucks_dateTime: indiaDateTime(2, '08:15'),
      postTrucks_from: 'Guwahati, Assam',
      postTrucks_to: 'Kolkata, West Bengal',
      postTrucks_capacity_id: '8',
      truck_id: truckId,
    }),
    status: 201,
  };
};

/** Return loads for the owner's posted truck: a shipper's load where it unloads, two days later. */
export const loadsForTruck: Scenario = async (w) => {
  const owner = await w.user('transporter');
  const { truckId } = await buildPosting(db(w), {
    ownerId: idOf(owner),
    toLoc: 'Ernakulam, Kerala',
    dateTime: indiaDateTime(2),
  });
  const loadId = await buildLoad(db(w), {
    ownerId: idOf(await w.user('shipper')),
    pickupLoc: 'Ernakulam, Kerala',
    pickupDate: daysFromToday(4),
    capacityId: 8,
  });
  return {
    as: owner,
    request: get('getLoadsForTruck', { truck_id: truckId }),
    status: 200,
    shows: json('loads_id', loadId),
  };
};

/** Marketplace trucks: a viewer sees a transporter's posting, never the transporter's mobile. */
export const marketTrucks =
  (searched: boolean): Scenario =>
  async (w) => {
    const poster = await w.user('transporter');
    const tag = uniqueTag();
    const { truckId } = await buildPosting(db(w), { ownerId: idOf(poster), fromLoc: `${tag} Nagpur` });
    return {
      as: await w.user('broker'),
      request: searched
        ? post('getMatchingPostTrucks', { postTrucks_from: tag })
        : get('getPaginatedTrucks', { limit: 50 }),
      status: 200,
      shows: json('truck_id', truckId),
      hides: poster.register.User.users_mobile,
    };
  };

// Bids.

/** A transporter bids on a shipper's load with the transporter's own truck. */
export const placeBidOnLoad: Scenario = async (w) => {
  const bidder = await w.user('transporter');
  const loadId = await buildLoad(db(w), { ownerId: idOf(await w.user('shipper')) });
  const truckId = await buildTruck(db(w), { ownerId: idOf(bidder) });
  return {
    as: bidder,
    request: post('insertBidsLoad', { bidsTruck_amount: 3500, loads_id: loadId, trucks_id: truckId }),
    status: 201,
  };
};

/** A verified transporter books a verified shipper's Book Now load with their own truck. */
export const bookNow: Scenario = async (w) => {
  // Fresh users: verifying the shared owners would change what other scenarios meet.
  const carrier = await w.fresh('transporter');
  const shipper = await w.fresh('shipper');
  for (const jar of [carrier, shipper]) await verifyUser(db(w), idOf(jar));
  const loadId = await buildLoad(db(w), { ownerId: idOf(shipper) });
  await db(w).execute(
    sql`UPDATE loads SET terms = ${JSON.stringify(BOOK_NOW_TERMS)}::jsonb WHERE id = ${loadId}`,
  );
  const truckId = await buildTruck(db(w), { ownerId: idOf(carrier) });
  return {
    as: carrier,
    request: post('bookNow', { loads_id: loadId, trucks_id: truckId, expected_amount: 32000 }),
    status: 201,
  };
};

/** A verified shipper books a verified transporter's Book Now posting for their own load. */
export const bookTruckNow: Scenario = async (w) => {
  const shipper = await w.fresh('shipper');
  const carrier = await w.fresh('transporter');
  for (const jar of [carrier, shipper]) await verifyUser(db(w), idOf(jar));
  const { postingId } = await buildPosting(db(w), { ownerId: idOf(carrier), dateTime: indiaDateTime(4) });
  await db(w).execute(
    sql`UPDATE truck_postings SET terms = ${JSON.stringify(BOOK_NOW_TERMS)}::jsonb WHERE id = ${postingId}`,
  );
  const loadId = await buildLoad(db(w), { ownerId: idOf(shipper), pickupDate: daysFromToday(4) });
  return {
    as: shipper,
    request: post('bookTruckNow', { postTrucks_id: postingId, loads_id: loadId, expected_amount: 32000 }),
    status: 201,
  };
};

/** A shipper bids on a transporter's posted truck with the shipper's own load. */
export const placeBidOnTruck: Scenario = async (w) => {
  const bidder = await w.user('shipper');
  const { truckId } = await buildPosting(db(w), { ownerId: idOf(await w.user('transporter')) });
  const loadId = await buildLoad(db(w), { ownerId: idOf(bidder) });
  return {
    as: bidder,
    request: post('insertBidsTruck', { bidsLoad_amount: 42000, load_id: loadId, trucks_id: truckId }),
    status: 201,
  };
};

export const bidsOnMyLoad: Scenario = async (w) => {
  const bid = await bidOnLoad(w);
  return {
    as: bid.loadOwner,
    request: get('viewAllBids', { load_id: bid.loadId }),
    status: 200,
    shows: json('bidsTruck_id', bid.bidId),
  };
};

export const bidsOnMyTruck: Scenario = async (w) => {
  const bid = await bidOnTruck(w);
  return {
    as: bid.truckOwner,
    request: get('viewAllBidsTruck', { trucks_id: bid.truckId }),
    status: 200,
    shows: json('bidsLoad_id', bid.bidId),
  };
};

export const bidsWithMyLoad: Scenario = async (w) => {
  const bid = await bidOnTruck(w);
  return {
    as: bid.bidder,
    request: get('getBidsByUserAndLoadId', { load_id: bid.loadId }),
    status: 200,
    shows: json('bidsLoad_id', bid.bidId),
  };
};

export const bidsWithMyTruck: Scenario = async (w) => {
  const bid = await bidOnLoad(w);
  return {
    as: bid.bidder,
    request: get('getBidsByUserAndTruck', { trucks_id: bid.truckId }),
    status: 200,
    shows: json('bidsTruck_id', bid.bidId),
  };
};

/** The owner answers a bid first: a counter offer. */
export const counterOnLoadBid: Scenario = async (w) => {
  const bid = await bidOnLoad(w);
  return {
    as: bid.loadOwner,
    request: post('insertTruckNegotiation', { bid_id: bid.bidId, amount: 3200 }),
    status: 201,
  };
};

export const counterOnTruckBid: Scenario = async (w) => {
  const bid = await bidOnTruck(w);
  return {
    as: bid.truckOwner,
    request: post('negotiations', { bid_id: bid.bidId, amount: 45000 }),
    status: 201,
  };
};

export const historyOfLoadBid: Scenario = async (w) => {
  const bid = await bidOnLoad(w);
  await call(w, bid.loadOwner, post('insertTruckNegotiation', { bid_id: bid.bidId, amount: 3100 }), 201);
  return {
    as: bid.bidder,
    request: get('getTruckNegotiationByUserAndBid', { bid_id: bid.bidId }),
    status: 200,
    shows: '"amount":3100',
  };
};

export const historyOfTruckBid: Scenario = async (w) => {
  const bid = await bidOnTruck(w);
  await call(w, bid.truckOwner, post('negotiations', { bid_id: bid.bidId, amount: 46000 }), 201);
  return {
    as: bid.bidder,
    request: get('getNegotiationByUserAndBid', { bid_id: bid.bidId }),
    status: 200,
    shows: '"amount":46000',
  };
};

export const declineLoadBid: Scenario = async (w) => {
  const bid = await bidOnLoad(w);
  return {
    as: bid.loadOwner,
    request: send('PATCH', 'bidsTruckStatus', { bidsTruck_id: bid.bidId }),
    status: 200,
  };
};

export const declineTruckBid: Scenario = async (w) => {
  const bid = await bidOnTruck(w);
  return {
    as: bid.truckOwner,
    request: send('PATCH', 'bidsLoadStatus', { bidsLoad_id: bid.bidId }),
    status: 200,
  };
};

export const pendingActions: Scenario = async (w) => {
  const bid = await bidOnLoad(w);
  return {
    as: bid.loadOwner,
    request: get('pendingActions'),
    status: 200,
    private: json('bid_id', bid.bidId),
  };
};

// Schedules.

export const acceptLoadBid: Scenario = async (w) => {
  const bid = await bidOnLoad(w);
  return { as: bid.loadOwner, request: post('insertLoadSchedule', { bid_id: bid.bidId }), status: 201 };
};

export const acceptTruckBid: Scenario = async (w) => {
  const bid = await bidOnTruck(w);
  return { as: bid.truckOwner, request: post('truckschedules', { bid_id: bid.bidId }), status: 201 };
};

export const loadSchedules: Scenario = async (w) => {
  const { loadOwner, scheduleId } = await trip(w);
  return {
    as: loadOwner,
    request: get('loadschedules'),
    status: 200,
    private: json('schedule_id', scheduleId),
  };
};

export const truckSchedules: Scenario = async (w) => {
  const { bidder, scheduleId } = await trip(w);
  return {
    as: bidder,
    request: get('truckschedules'),
    status: 200,
    private: json('schedule_id', scheduleId),
  };
};

export const scheduleDetails: Scenario = async (w) => {
  const { bidder, scheduleId } = await trip(w);
  return { as: bidder, request: get('scheduleDetails', { schedule_id: scheduleId }), status: 200 };
};

export const lorryReceipt: Scenario = async (w) => {
  const { bidder, scheduleId } = await trip(w);
  const fileId = await uploadId(w.t.app, bidder, 'lorry_receipt');
  return {
    as: bidder,
    request: post('uploadLorryReceipt', { schedule_id: scheduleId, file_id: fileId }),
    status: 201,
  };
};

export const proofOfDelivery: Scenario = async (w) => {
  // Picked up today: no proof of delivery before the pickup day (docs/decisions/017).
  const { bidder, loadOwner, scheduleId } = await trip(w, daysFromToday(0));
  const lr = await uploadId(w.t.app, bidder, 'lorry_receipt');
  await call(w, bidder, post('uploadLorryReceipt', { schedule_id: scheduleId, file_id: lr }), 201);
  const pod = await uploadId(w.t.app, loadOwner, 'proof_of_delivery');
  return {
    as: loadOwner,
    request: post('uploadProofOfDelivery', { schedule_id: scheduleId, file_id: pod }),
    status: 201,
  };
};

/** A party calls a trip off before its pickup day (docs/decisions/045). */
export const cancelTrip: Scenario = async (w) => {
  const { loadOwner, scheduleId } = await trip(w);
  return {
    as: loadOwner,
    request: post('cancelTrip', { schedule_id: scheduleId, reason: 'plans_changed' }),
    status: 200,
  };
};

// Trip tracking (docs/decisions/040): the truck side (the bidder with a truck) checks in and
// shares positions; either party makes a tracking link, anyone opens it.

const aFix = { lat: 18.52, lng: 73.85, accuracy_m: 15 };

export const tripTracking: Scenario = async (w) => {
  const { bidder, scheduleId } = await trip(w);
  return { as: bidder, request: get('tripTracking', { schedule_id: scheduleId }), status: 200 };
};

export const tripEvent: Scenario = async (w) => {
  const { bidder, scheduleId } = await trip(w);
  return {
    as: bidder,
    request: post('tripEvents', { schedule_id: scheduleId, kind: 'reached_pickup', ...aFix }),
    status: 201,
  };
};

export const tripPositions: Scenario = async (w) => {
  const { bidder, scheduleId } = await trip(w);
  return {
    as: bidder,
    request: post('tripPositions', {
      schedule_id: scheduleId,
      positions: [{ at: w.t.clock.now().toISOString(), ...aFix }],
    }),
    status: 201,
  };
};

// A trip's money (decision 048): either party records a line; the other answers it.
const anAdvance = (scheduleId: string) => ({
  schedule_id: scheduleId,
  kind: 'advance',
  amount_rupees: 3000,
  method: 'upi',
  reference: 'UTR000111222333',
});

export const tripPayments: Scenario = async (w) => {
  const { loadOwner, scheduleId } = await trip(w);
  return { as: loadOwner, request: get('tripPayments', { schedule_id: scheduleId }), status: 200 };
};

export const recordTripPayment: Scenario = async (w) => {
  const { loadOwner, scheduleId } = await trip(w);
  return { as: loadOwner, request: post('tripPayments', anAdvance(scheduleId)), status: 201 };
};

/** A line the truck side recorded, answered by the load side. */
const answerTripPayment =
  (action: 'confirm' | 'dispute'): Scenario =>
  async (w) => {
    const { loadOwner, bidder, scheduleId } = await trip(w);
    const { data } = await call<TripMoneyResponse>(
      w,
      bidder,
      post('tripPayments', anAdvance(scheduleId)),
      201,
    );
    return { as: loadOwner, request: post(`tripPayments/${data.lines[0]!.id}/${action}`), status: 200 };
  };
export const confirmTripPayment = answerTripPayment('confirm');
export const disputeTripPayment = answerTripPayment('dispute');

export const trackingLink: Scenario = async (w) => {
  const { loadOwner, scheduleId } = await trip(w);
  return { as: loadOwner, request: post('trackingLinks', { schedule_id: scheduleId }), status: 201 };
};

async function madeLink(w: World) {
  const { loadOwner, scheduleId } = await trip(w);
  const { data } = await call<{ data: { link_id: string; token: string } }>(
    w,
    loadOwner,
    post('trackingLinks', { schedule_id: scheduleId }),
    201,
  );
  return { loadOwner, ...data };
}

export const revokeTrackingLink: Scenario = async (w) => {
  const { loadOwner, link_id } = await madeLink(w);
  return { as: loadOwner, request: send('DELETE', 'trackingLinks', { link_id }), status: 200 };
};

export const publicTrack: Scenario = async (w) => {
  const { token } = await madeLink(w);
  return { request: get(`/public/track/${token}`), status: 200 };
};

/** A shipper's open load, as its shared link's page asks for it (no sign-in). */
export const sharedListing: Scenario = async (w) => {
  const loadOwner = await w.user('shipper');
  const loadId = await buildLoad(db(w), { ownerId: idOf(loadOwner) });
  return { request: get(`/public/listings/load/${loadId}`), status: 200 };
};

// Profiles.

/** The owner reads their own profile by id; another user of the role gets the public card. */
export const ownProfile =
  (role: Role): Scenario =>
  async (w) => {
    const owner = await w.user(role);
    return {
      as: owner,
      request: get(PROFILE_PATHS[role].get, { [`${ROLE_PREFIX[role]}_id`]: idOf(owner) }),
      status: 200,
      private: owner.register.User.users_mobile,
    };
  };

export const saveAddress =
  (role: Role): Scenario =>
  async (w) => {
    const owner = await w.user(role);
    const [place] = await rows<{ state: number; district: number }>(
      db(w),
      sql`SELECT s.id AS state, d.id AS district FROM states s JOIN districts d ON d.state_id = s.id
          WHERE s.code = 'KA' AND d.name = 'Mysuru'`,
    );
    const { method, path } = PROFILE_PATHS[role].address;
    return {
      as: owner,
      request: send(method, path, {
        addressline1: '12, MG Road',
        addressline2: 'Near Bus Stand',
        state_id: place!.state,
        district_id: place!.district,
        gstin: KA_GSTIN,
        // The contract's body names the owner (`transporter_id` for every role).
        transporter_id: idOf(owner),
      }),
      status: 200,
    };
  };

export const saveDocuments =
  (role: Role): Scenario =>
  async (w) => {
    const owner = await w.user(role);
    const fields = DOCUMENT_BODY_FIELDS[role];
    const docs = [];
    for (const typeId of ROLE_DOCUMENT_TYPES[role]) {
      docs.push({ name: 'x', type_id: typeId, image: await uploadId(w.t.app, owner, 'document') });
    }
    return {
      as: owner,
      request: post(PROFILE_PATHS[role].documents, { [fields.id]: idOf(owner), [fields.docs]: docs }),
      status: 201,
    };
  };

export const sendMobileChangeCode =
  (role: Role): Scenario =>
  async (w) => ({
    as: await w.user(role),
    request: post(`/${ROLE_AREA[role]}/sendMobileChangeOtp`, { mobile: uniqueMobile() }),
    status: 200,
    strangerRequest: post(`/${ROLE_AREA[role]}/sendMobileChangeOtp`, { mobile: uniqueMobile() }),
  });

/** E-mail and a new mobile with the code sent to it; the stranger changes only their e-mail. */
export const updateAccountDetails =
  (role: Role): Scenario =>
  async (w) => {
    const owner = await w.fresh(role);
    const mobile = uniqueMobile();
    const path = `/${ROLE_AREA[role]}/updateAccountDetails`;
    await call(w, owner, post(`/${ROLE_AREA[role]}/sendMobileChangeOtp`, { mobile }), 200);
    return {
      as: owner,
      request: post(path, { email: 'owner@example.in', mobile, otp: w.t.lastCode(mobile) }),
      status: 200,
      private: mobile,
      strangerRequest: post(path, { email: 'stranger@example.in' }),
    };
  };

// Membership, feedback, help, achievements.

export const plans: Scenario = async (w) => ({
  as: await w.user('driver'),
  request: get('plans'),
  status: 200,
});

export const mySubscription: Scenario = async (w) => ({
  as: await w.user('shipper'),
  request: get('mySubscription'),
  status: 200,
});

/**
 * No plan with a trial is on sale (Basic, Advanced and Premium give nothing beyond Free:
 * docs/decisions/008-membership.md), so the owner passes authorization and meets 409.
 */
export const startTrial: Scenario = async (w) => ({
  as: await w.fresh('broker'),
  request: post('startTrial', { plan_id: PLAN_IDS.advanced }),
  status: 409,
});

export const startCheckout: Scenario = async (w) => ({
  as: await w.user('driver'),
  request: post('checkout', { plan_id: PLAN_IDS.driver_monthly }),
  status: 201,
});

export const readPayment: Scenario = async (w) => {
  const owner = await w.user('driver');
  const paymentId = await checkout(w, owner);
  return {
    as: owner,
    request: get(`payment/${paymentId}`),
    status: 200,
    shows: json('payment_id', paymentId),
  };
};

export const paymentCallback: Scenario = async (w) => {
  const owner = await w.fresh('driver');
  return {
    as: owner,
    request: post('paymentCallback', await paidReturn(w, owner, PLAN_IDS.driver_monthly)),
    status: 200,
  };
};

/** A driver who paid the monthly subscription (a renewal mandate) switches renewal off. */
export const autoRenew: Scenario = async (w) => {
  const owner = await w.fresh('driver');
  await call(w, owner, post('paymentCallback', await paidReturn(w, owner, PLAN_IDS.driver_monthly)), 200);
  return { as: owner, request: post('autoRenew', { auto_renew: false }), status: 200 };
};

export const listPayments: Scenario = async (w) => {
  const owner = await w.fresh('driver');
  const paymentId = await checkout(w, owner);
  return { as: owner, request: get('payments'), status: 200, private: json('payment_id', paymentId) };
};

/** Razorpay's keys in the matrix's app: its webhook is served while checkouts stay on the sandbox. */
export const RAZORPAY_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_Matrix00000001',
  RAZORPAY_KEY_SECRET: 'matrix_key_secret_0123456789ab',
  RAZORPAY_WEBHOOK_SECRET: 'matrix_webhook_secret_01234567',
};

/** A signed delivery of an event the webhook does not use: no session, 200. */
export const razorpayWebhook: Scenario = async () => {
  const body = JSON.stringify({
    entity: 'event',
    event: 'order.paid',
    contains: [],
    payload: {},
    created_at: 1,
  });
  return {
    request: {
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': `evt_Matrix${uniqueTag()}`,
        'x-razorpay-signature': createHmac('sha256', RAZORPAY_KEYS.RAZORPAY_WEBHOOK_SECRET)
          .update(body)
          .digest('hex'),
      },
      payload: body,
    },
    status: 200,
  };
};

export const sandboxCheckout: Scenario = async (w) => {
  const owner = await w.user('driver');
  const paymentId = await checkout(w, owner);
  return {
    as: owner,
    request: post('sandboxCheckout', { payment_id: paymentId, outcome: 'failed' }),
    status: 200,
  };
};

export const sendFeedback: Scenario = async (w) => ({
  as: await w.user('driver'),
  request: post('feedback', { text: 'Easy to find loads near me', rating: 5 }),
  status: 201,
});

export const listFeedback: Scenario = async (w) => {
  const owner = await w.user('driver');
  const tag = uniqueTag();
  await call(w, owner, post('feedback', { text: `Good app ${tag}`, rating: 4 }), 201);
  return { as: owner, request: get('feedback'), status: 200, private: tag };
};

export const sendHelpRequest: Scenario = async (w) => ({
  as: await w.user('shipper'),
  request: post('helpRequest', { topic: 'payments', message: 'My payment is not shown' }),
  status: 201,
});

export const listHelpRequests: Scenario = async (w) => {
  const owner = await w.user('shipper');
  const tag = uniqueTag();
  await call(w, owner, post('helpRequest', { topic: 'loads', message: `Load question ${tag}` }), 201);
  return { as: owner, request: get('helpRequest'), status: 200, private: tag };
};

export const achievements: Scenario = async (w) => {
  const owner = await w.user('shipper');
  await buildLoad(db(w), { ownerId: idOf(owner) });
  return { as: owner, request: get('achievements'), status: 200 };
};

// Notifications.

/** A notification for the owner, stored as an action of another user would store it. */
async function notified(w: World) {
  const owner = await w.user('shipper');
  const [stored] = await w.t.app.notifications.notify([
    { userId: idOf(owner), type: 'bid.created', data: { loads_id: '1', bidsTruck_id: '987654321' } },
  ]);
  return { owner, id: stored!.id };
}

/** The stream answers at once with its headers; the body stays open (read as a stream). */
export const events: Scenario = async (w) => ({
  as: await w.user('shipper'),
  request: { ...get('events'), headers: { accept: 'text/event-stream' }, payloadAsStream: true },
  status: 200,
});

export const listNotifications: Scenario = async (w) => {
  const { owner } = await notified(w);
  return { as: owner, request: get('notifications'), status: 200, private: '987654321' };
};

export const markNotificationsRead: Scenario = async (w) => {
  const { owner, id } = await notified(w);
  return { as: owner, request: post('notifications/read', { ids: [id] }), status: 200 };
};

// Saved lanes.

async function ownLane(w: World) {
  const owner = await w.user('transporter');
  const response = await owner.inject(w.t.app, {
    method: 'POST',
    url: api('savedLanes'),
    payload: { kind: 'loads', pickupLoc: 'Kerala', name: 'Lane 55501' },
  });
  return { owner, id: response.json<{ data: { savedLane_id: string } }>().data.savedLane_id };
}

export const listLanes: Scenario = async (w) => {
  const { owner } = await ownLane(w);
  return { as: owner, request: get('savedLanes'), status: 200, private: 'Lane 55501' };
};

export const saveLane: Scenario = async (w) => ({
  as: await w.fresh('shipper'),
  request: post('savedLanes', { kind: 'trucks', pickupLoc: 'Kozhikode, Kerala' }),
  status: 201,
});

export const renameLane: Scenario = async (w) => {
  const { owner, id } = await ownLane(w);
  return { as: owner, request: send('PATCH', `savedLanes/${id}`, { name: 'Renamed' }), status: 200 };
};

export const deleteLane: Scenario = async (w) => {
  const { owner, id } = await ownLane(w);
  return { as: owner, request: { method: 'DELETE', url: api(`savedLanes/${id}`) }, status: 200 };
};

// Trust: ratings and lane prices (docs/decisions/030).

/** A delivered trip of the shared shipper's load carried by the shared transporter's truck. */
async function deliveredTrip(w: World) {
  const [loadOwner, truckOwner] = await Promise.all([w.user('shipper'), w.user('transporter')]);
  const { scheduleId } = await buildTrip(db(w), {
    loadOwnerId: idOf(loadOwner),
    truckOwnerId: idOf(truckOwner),
  });
  return { loadOwner, truckOwner, scheduleId };
}

export const rateTrip: Scenario = async (w) => {
  const { loadOwner, scheduleId } = await deliveredTrip(w);
  return { as: loadOwner, request: post('rateTrip', { schedule_id: scheduleId, stars: 5 }), status: 201 };
};

export const tripRatings: Scenario = async (w) => {
  const { truckOwner, scheduleId } = await deliveredTrip(w);
  return { as: truckOwner, request: get('tripRatings', { schedule_id: scheduleId }), status: 200 };
};

export const userRating: Scenario = async (w) => {
  const [viewer, rated] = await Promise.all([w.user('broker'), w.user('transporter')]);
  return { as: viewer, request: get('userRating', { users_id: idOf(rated) }), status: 200 };
};

export const lanePrice: Scenario = async (w) => ({
  as: await w.user('driver'),
  request: get('lanePrice', {
    pickupLoc: 'Pune, Maharashtra',
    deliveryLoc: 'Chennai, Tamil Nadu',
    capacity_id: 8,
  }),
  status: 200,
});

// Alerts.

const SMS_SETTINGS = { sms: { newBid: false, bidAccepted: true, laneMatched: true }, smsWhen: 'always' };
/** A browser's push subscription at an address no other scenario uses (keys as PushManager makes them). */
const pushSubscription = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${uniqueTag()}`,
  keys: {
    p256dh: 'BCbs1x5Cw9I5y3nDqEZlKWHTNuGdYzLqOoBTZ1kh2AVKa0y8aexZbfgHrWNBN4WKyvxFSRkkbm9CtoS1t8w1JxU',
    auth: 'c2l4dGVlbi1ieXRlcy1hdXRo',
  },
});

export const alertSettings: Scenario = async (w) => {
  const owner = await w.user('broker');
  await owner.inject(w.t.app, send('PUT', 'alertSettings', SMS_SETTINGS));
  return { as: owner, request: get('alertSettings'), status: 200 };
};

export const saveAlertSettings: Scenario = async (w) => ({
  as: await w.fresh('driver'),
  request: send('PUT', 'alertSettings', SMS_SETTINGS),
  status: 200,
});

export const saveLanguage: Scenario = async (w) => ({
  as: await w.fresh('transporter'),
  request: send('PUT', 'language', { language: 'kn' }),
  status: 200,
});

export const pushKey: Scenario = async (w) => ({
  as: await w.user('shipper'),
  request: get('pushKey'),
  status: 200,
});

export const savePushSubscription: Scenario = async (w) => ({
  as: await w.fresh('transporter'),
  request: post('pushSubscriptions', pushSubscription()),
  status: 201,
});

export const deletePushSubscription: Scenario = async (w) => {
  const owner = await w.user('transporter');
  const subscription = pushSubscription();
  await owner.inject(w.t.app, post('pushSubscriptions', subscription));
  return {
    as: owner,
    request: send('DELETE', 'pushSubscriptions', { endpoint: subscription.endpoint }),
    status: 200,
  };
};

// ---------------------------------------------------------------- operator console, reports

const asOperator =
  (request: (w: World) => Promise<InjectOptions> | InjectOptions, status: 200 | 201 = 200): Scenario =>
  async (w) => ({ as: await w.operator(), request: await request(w), status });

export const opsMe = asOperator(() => get('/ops/me'));
export const opsQueue = asOperator(() => get('/ops/documents'));
export const opsReview = asOperator(async (w) => {
  const db = w.t.app.db;
  const userId = await buildUser(db, { role: 'shipper' });
  const fileId = await buildFile(db, { ownerId: userId });
  const [row] = await rows<{ id: string }>(
    db,
    sql`INSERT INTO documents (user_id, document_type_id, file_id) VALUES (${userId}, 20, ${fileId}::uuid)
        RETURNING id::text`,
  );
  return post(`/ops/documents/${row!.id}/review`, { outcome: 'approve' });
});
export const opsUsers = asOperator(() => get('/ops/users', { q: 'Poster' }));
export const opsUser = asOperator(async (w) => get(`/ops/users/${await buildUser(w.t.app.db)}`));
export const opsSuspend = (action: 'suspend' | 'restore') =>
  asOperator(async (w) => post(`/ops/users/${await buildUser(w.t.app.db)}/${action}`, { note: 'matrix' }));
export const opsCounts = asOperator(() => get('/ops/counts'));
export const opsReports = asOperator(() => get('/ops/reports', { status: 'open' }));
export const opsDecideReport = asOperator(async (w) => {
  const db = w.t.app.db;
  const [reporter, target] = [await buildUser(db), await buildUser(db)];
  const [row] = await rows<{ id: string }>(
    db,
    sql`INSERT INTO reports (reporter_id, target_kind, target_id, target_user_id, reason)
        VALUES (${reporter}, 'user', ${target}, ${target}, 'abusive') RETURNING id::text`,
  );
  return post(`/ops/reports/${row!.id}/decide`, { outcome: 'dismissed' });
});
export const opsAudit = asOperator(() => get('/ops/audit', { page: 1 }));
export const opsPayments = asOperator(() => get('/ops/payments', { q: '9' }));
/** A sandbox payment: nothing to ask a gateway, the resync answers it as stored. */
export const opsResync = asOperator(async (w) =>
  post(`/ops/payments/${await checkout(w, await w.fresh('driver'))}/resync`),
);

export const opsHeldLoads = asOperator(() => get('/ops/heldLoads'));
/** A load held for its price (decision 049). */
async function aHeldLoad(w: World) {
  const db = w.t.app.db;
  const ownerId = await buildUser(db, { role: 'shipper' });
  const loadId = await buildLoad(db, { ownerId, status: LOAD_STATUS.held });
  await recordHold(db, { loadId, userId: ownerId, asking: 100000, low: 30000, high: 34000, at: new Date() });
  return loadId;
}
/** A held load released. */
export const opsReleaseLoad = asOperator(async (w) => post(`/ops/heldLoads/${await aHeldLoad(w)}/release`));
/** A held load rejected with a reason (decision 057). */
export const opsRejectLoad = asOperator(async (w) =>
  post(`/ops/heldLoads/${await aHeldLoad(w)}/reject`, { reason: 'price_not_genuine' }),
);

/** Any user reports someone else's load (once; a stranger's report is their own). */
export const sendReport: Scenario = async (w) => {
  const loadId = await buildLoad(w.t.app.db, { ownerId: await buildUser(w.t.app.db, { role: 'shipper' }) });
  return {
    as: await w.user('transporter'),
    request: post('reports', { target_kind: 'load', target_id: loadId, reason: 'fake_load' }),
    status: 201,
  };
};

/** A user withheld by three people's open reports reads that they are; a stranger reads their own. */
export const standing: Scenario = async (w) => {
  const owner = await w.user('shipper');
  for (let i = 0; i < 3; i += 1) {
    const reporter = await buildUser(db(w), {
      role: 'transporter',
      createdAt: new Date(Date.now() - 30 * 86_400_000),
    });
    await db(w).execute(sql`
      INSERT INTO reports (reporter_id, target_kind, target_id, target_user_id, reason)
      VALUES (${reporter}, 'user', ${idOf(owner)}, ${idOf(owner)}, 'fake_load')`);
  }
  return { as: owner, request: get('standing'), status: 200, private: '"withheld":true' };
};

// Paperwork: the trip's two parties (the truck's side names the driver and issues); the public
// pages answer anyone holding their link.

/** A booked trip whose driver the truck's side named: the token of the driver's link. */
async function tripWithDriver(w: World, pickupDate?: string) {
  const booked = await trip(w, pickupDate);
  const mobile = uniqueMobile();
  await call(
    w,
    booked.bidder,
    send('PUT', 'tripDriver', {
      schedule_id: booked.scheduleId,
      driver_name: 'Ramesh',
      driver_mobile: mobile,
    }),
    200,
  );
  const text = w.t.outbox.findLast((message) => message.mobile === mobile)!.text;
  return { ...booked, driverToken: /\/d\/([\w.-]+)/.exec(text)![1]! };
}

/** The load's side fills the note, the truck's side issues it: its verification token. */
async function issuedNote(w: World, booked: { loadOwner: CookieJar; bidder: CookieJar; scheduleId: string }) {
  await call(
    w,
    booked.loadOwner,
    send('PUT', 'consignmentNote', completeNote(Number(booked.scheduleId))),
    200,
  );
  const { data } = await call<ConsignmentNoteResponse>(
    w,
    booked.bidder,
    post('consignmentNote/issue', { schedule_id: booked.scheduleId }),
    201,
  );
  return data.verify_path!.slice('/lr/'.length);
}

export const tripDriver: Scenario = async (w) => {
  const { bidder, scheduleId } = await trip(w);
  return { as: bidder, request: get('tripDriver', { schedule_id: scheduleId }), status: 200 };
};
export const assignTripDriver: Scenario = async (w) => {
  const { bidder, scheduleId } = await trip(w);
  const body = { schedule_id: scheduleId, driver_name: 'Ramesh', driver_mobile: uniqueMobile() };
  return { as: bidder, request: send('PUT', 'tripDriver', body), status: 200 };
};
export const consignmentNote: Scenario = async (w) => {
  const { loadOwner, scheduleId } = await trip(w);
  return { as: loadOwner, request: get('consignmentNote', { schedule_id: scheduleId }), status: 200 };
};
export const saveConsignmentNote: Scenario = async (w) => {
  const { loadOwner, scheduleId } = await trip(w);
  return {
    as: loadOwner,
    request: send('PUT', 'consignmentNote', completeNote(Number(scheduleId))),
    status: 200,
  };
};
export const issueConsignmentNote: Scenario = async (w) => {
  const { loadOwner, bidder, scheduleId } = await trip(w);
  await call(w, loadOwner, send('PUT', 'consignmentNote', completeNote(Number(scheduleId))), 200);
  return { as: bidder, request: post('consignmentNote/issue', { schedule_id: scheduleId }), status: 201 };
};
export const cancelConsignmentNote: Scenario = async (w) => {
  const booked = await trip(w);
  await issuedNote(w, booked);
  return {
    as: booked.bidder,
    request: post('consignmentNote/cancel', { schedule_id: booked.scheduleId }),
    status: 200,
  };
};
export const verifyLr: Scenario = async (w) => {
  const token = await issuedNote(w, await trip(w));
  return { request: get(`/public/lr/${token}`), status: 200 };
};
export const driverPage: Scenario = async (w) => {
  const { driverToken } = await tripWithDriver(w);
  return { request: get(`/public/driver/${driverToken}`), status: 200 };
};
export const driverLr: Scenario = async (w) => {
  const booked = await tripWithDriver(w);
  await issuedNote(w, booked);
  return { request: get(`/public/driver/${booked.driverToken}/lr`), status: 200 };
};
export const driverUploadedLr: Scenario = async (w) => {
  const booked = await tripWithDriver(w);
  const fileId = await uploadId(w.t.app, booked.bidder, 'lorry_receipt');
  await call(
    w,
    booked.bidder,
    post('uploadLorryReceipt', { schedule_id: booked.scheduleId, file_id: fileId }),
    201,
  );
  return { request: get(`/public/driver/${booked.driverToken}/uploadedLr`), status: 200 };
};
export const driverCheckIn: Scenario = async (w) => {
  const { driverToken } = await tripWithDriver(w);
  return {
    request: {
      method: 'POST',
      url: `/api/public/driver/${driverToken}/tripEvents`,
      payload: { kind: 'reached_pickup', ...aFix },
    },
    status: 201,
  };
};
export const driverPositions: Scenario = async (w) => {
  const { driverToken } = await tripWithDriver(w);
  return {
    request: {
      method: 'POST',
      url: `/api/public/driver/${driverToken}/tripPositions`,
      payload: { positions: [{ at: w.t.clock.now().toISOString(), ...aFix }] },
    },
    status: 201,
  };
};
export const driverPod: Scenario = async (w) => {
  // Picked up today: no proof of delivery before the pickup day.
  const booked = await tripWithDriver(w, daysFromToday(0));
  await issuedNote(w, booked);
  const signature = `data:image/png;base64,${PNG.toString('base64')}`;
  const form = multipart(
    { received_by: 'Srinivasan', signature },
    { name: 'p.png', type: 'image/png', bytes: PNG },
    'photo',
  );
  return {
    request: { method: 'POST', url: `/api/public/driver/${booked.driverToken}/pod`, ...form },
    status: 201,
  };
};
