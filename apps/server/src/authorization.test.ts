import type { LightMyRequestResponse } from 'fastify';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@lorrybazaar/contract';
import { signIn, useTestApp, type SignedIn } from './test/app.js';
import * as s from './test/route-scenarios.js';

/**
 * Who may call what, for EVERY API route the server registers. A route missing here
 * fails the test, so a new route cannot be forgotten. For each route the one table says:
 * - `access`: 'public', 'user' (any signed-in user) or the roles allowed; anonymous → 403 unless
 *   public, a role outside the list → 403;
 * - `owner`: a scenario (test/route-scenarios.ts) that makes what the route needs for a signed-in
 *   user of an allowed role and the valid call that must succeed (public: the call anyone makes);
 * - `stranger`: the same call by another user of the owner's role (for 404 and 403 also by a user
 *   of each other allowed role, a verified driver included): 404 for another user's object
 *   (docs/api.md, Who owns what: "as if it did not exist"), 403 where a body/query id names another user;
 *   'own-data-only' when the route reads or writes only the caller's own data (the stranger's
 *   call succeeds on their own account and never shows the owner's item); 'public-card' when the
 *   stranger sees a public view without the owner's private data; `{ none }` with the reason
 *   when nothing is owned (the marketplace shows every signed-in user the same open items).
 * The anonymous, wrong-role and stranger calls are made with the owner's real call before the
 * owner makes it: refused, they must leave what the owner's call needs as it was.
 */
/** 'operator': an account whose mobile is in OPERATOR_MOBILES: anonymous 401, everyone else 403. */
type Access = 'public' | 'user' | 'operator' | readonly Role[];
type Stranger = 403 | 404 | 'own-data-only' | 'public-card' | { none: string };
interface Rule {
  access: Access;
  owner: s.Scenario;
  /** Required unless public. */
  stranger?: Stranger;
  /** The roles outside `access` making the owner's call: 403 unless said otherwise here. */
  otherRoles?: 'public-card';
  /** An event stream: its answer is read as a stream, as it does not end. */
  stream?: true;
}
const T = 'transporter';
const B = 'broker';
const S = 'shipper';
const D = 'driver';
const LOAD_OWNERS = [T, B, S] as const;
const TRUCK_OWNERS = [T, B, D] as const;
const MARKETPLACE = { none: 'the marketplace shows every signed-in user the same open items' };
const OPS: Pick<Rule, 'access' | 'stranger'> = {
  access: 'operator',
  stranger: { none: 'operators see every user; no account of any role that is not an operator gets in' },
};

const profileRoutes = (role: Role, area: string, paths: readonly string[]): Record<string, Rule> => {
  const [get, address, documents] = paths as [string, string, string];
  return {
    // The own profile: the role only. Any other signed-in user, of any role, naming the owner's
    // id reads the public card (name, company, role, verification; no mobile, no documents).
    [get]: { access: [role], owner: s.ownProfile(role), stranger: 'public-card', otherRoles: 'public-card' },
    [address]: { access: [role], owner: s.saveAddress(role), stranger: 403 },
    [documents]: { access: [role], owner: s.saveDocuments(role), stranger: 403 },
    [`POST /api/${area}/sendMobileChangeOtp`]: {
      access: [role],
      owner: s.sendMobileChangeCode(role),
      stranger: 'own-data-only',
    },
    [`POST /api/${area}/updateAccountDetails`]: {
      access: [role],
      owner: s.updateAccountDetails(role),
      stranger: 'own-data-only',
    },
  };
};

const ACCESS: Record<string, Rule> = {
  'GET /api/health': { access: 'public', owner: s.health },
  'GET /api/ready': { access: 'public', owner: s.ready },
  'POST /api/Transpoter/send-otp': { access: 'public', owner: s.sendSignInCode('Transpoter') },
  'POST /api/Broker/send-otp': { access: 'public', owner: s.sendSignInCode('Broker') },
  'POST /api/Transpoter/Verify-otp': { access: 'public', owner: s.verifySignInCode(T) },
  'POST /api/Broker/Verify-otp': { access: 'public', owner: s.verifySignInCode(B) },
  'POST /api/Shipper/Verify-otp': { access: 'public', owner: s.verifySignInCode(S) },
  'POST /api/Driver/Verify-otp': { access: 'public', owner: s.verifySignInCode(D) },
  'POST /api/Transpoter/Register': { access: 'public', owner: s.register(T) },
  'POST /api/Broker/Register': { access: 'public', owner: s.register(B) },
  'POST /api/Shipper/Register': { access: 'public', owner: s.register(S) },
  'POST /api/Driver/Register': { access: 'public', owner: s.register(D) },
  'GET /api/Transpoter/Refresh': { access: 'public', owner: s.refresh },
  'POST /api/Transpoter/Logout': { access: 'public', owner: s.logout },
  'GET /api/Transpoter/Me': { access: 'user', owner: s.me, stranger: 'own-data-only' },
  // Files: a signed link works only for the viewer it was made for.
  'POST /api/Transpoter/uploadFile': { access: 'user', owner: s.uploadFile, stranger: 'own-data-only' },
  'GET /api/Transpoter/file/:file_id': { access: 'user', owner: s.readFile, stranger: 404 },
  // Reference data is public and cacheable.
  'GET /api/Transpoter/getAllMaterials': { access: 'public', owner: s.reference('getAllMaterials') },
  'GET /api/Transpoter/getAllTruckCapacities': {
    access: 'public',
    owner: s.reference('getAllTruckCapacities'),
  },
  'GET /api/Transpoter/getAllTruckTypes': { access: 'public', owner: s.reference('getAllTruckTypes') },
  'GET /api/Transpoter/getAllStates': { access: 'public', owner: s.reference('getAllStates') },
  'GET /api/Transpoter/getDistrictsByStateId': { access: 'public', owner: s.districts },
  'GET /api/Transpoter/searchPlaces': { access: 'public', owner: s.reference('searchPlaces', { q: 'Pune' }) },
  'GET /api/Transpoter/getPlaceNames': {
    access: 'public',
    owner: s.reference('getPlaceNames', { lang: 'hi' }),
  },
  // Loads, trucks, marketplace (docs/api.md, Roles: who may do what).
  'POST /api/Transpoter/AddLoad': { access: LOAD_OWNERS, owner: s.addLoad, stranger: 403 },
  'GET /api/Transpoter/getLoadsByUserId': {
    access: LOAD_OWNERS,
    owner: s.ownLoads,
    stranger: 'own-data-only',
  },
  'POST /api/Transpoter/insertTruck': { access: TRUCK_OWNERS, owner: s.insertTruck, stranger: 403 },
  'GET /api/Transpoter/getTrucksByUserId': {
    access: TRUCK_OWNERS,
    owner: s.ownTrucks,
    stranger: 'own-data-only',
  },
  'POST /api/Transpoter/postTruck': { access: TRUCK_OWNERS, owner: s.postTruck, stranger: 404 },
  'POST /api/Transpoter/truckPapers': { access: TRUCK_OWNERS, owner: s.truckPapers, stranger: 404 },
  'GET /api/Transpoter/getAllLoads': { access: 'user', owner: s.marketLoads(false), stranger: MARKETPLACE },
  'POST /api/Transpoter/getMatchingLoads': {
    access: 'user',
    owner: s.marketLoads(true),
    stranger: MARKETPLACE,
  },
  // Only the truck's owner: another user's truck is not found.
  'GET /api/Transpoter/getLoadsForTruck': { access: TRUCK_OWNERS, owner: s.loadsForTruck, stranger: 404 },
  'GET /api/Transpoter/getPaginatedTrucks': {
    access: 'user',
    owner: s.marketTrucks(false),
    stranger: MARKETPLACE,
  },
  'POST /api/Transpoter/getMatchingPostTrucks': {
    access: 'user',
    owner: s.marketTrucks(true),
    stranger: MARKETPLACE,
  },
  // Bids: on a load with a truck; on a posted truck with a load. The offered item is the
  // bidder's own; a bid, its negotiation and its lists are the two parties' only (else 404).
  'POST /api/Transpoter/insertBidsLoad': { access: TRUCK_OWNERS, owner: s.placeBidOnLoad, stranger: 404 },
  'POST /api/Transpoter/bookNow': { access: TRUCK_OWNERS, owner: s.bookNow, stranger: 404 },
  'POST /api/Transpoter/bookTruckNow': { access: LOAD_OWNERS, owner: s.bookTruckNow, stranger: 404 },
  'POST /api/Transpoter/insertBidsTruck': { access: LOAD_OWNERS, owner: s.placeBidOnTruck, stranger: 404 },
  'GET /api/Transpoter/viewAllBids': { access: LOAD_OWNERS, owner: s.bidsOnMyLoad, stranger: 404 },
  'GET /api/Transpoter/viewAllBidsTruck': { access: TRUCK_OWNERS, owner: s.bidsOnMyTruck, stranger: 404 },
  'GET /api/Transpoter/getBidsByUserAndLoadId': {
    access: LOAD_OWNERS,
    owner: s.bidsWithMyLoad,
    stranger: 404,
  },
  'GET /api/Transpoter/getBidsByUserAndTruck': {
    access: TRUCK_OWNERS,
    owner: s.bidsWithMyTruck,
    stranger: 404,
  },
  'POST /api/Transpoter/insertTruckNegotiation': { access: 'user', owner: s.counterOnLoadBid, stranger: 404 },
  'POST /api/Transpoter/negotiations': { access: 'user', owner: s.counterOnTruckBid, stranger: 404 },
  'GET /api/Transpoter/getTruckNegotiationByUserAndBid': {
    access: 'user',
    owner: s.historyOfLoadBid,
    stranger: 404,
  },
  'GET /api/Transpoter/getNegotiationByUserAndBid': {
    access: 'user',
    owner: s.historyOfTruckBid,
    stranger: 404,
  },
  'PATCH /api/Transpoter/bidsTruckStatus': { access: 'user', owner: s.declineLoadBid, stranger: 404 },
  'PATCH /api/Transpoter/bidsLoadStatus': { access: 'user', owner: s.declineTruckBid, stranger: 404 },
  'GET /api/Transpoter/pendingActions': {
    access: 'user',
    owner: s.pendingActions,
    stranger: 'own-data-only',
  },
  // Schedules: the two parties only.
  'POST /api/Transpoter/insertLoadSchedule': { access: 'user', owner: s.acceptLoadBid, stranger: 404 },
  'POST /api/Transpoter/truckschedules': { access: 'user', owner: s.acceptTruckBid, stranger: 404 },
  'GET /api/Transpoter/loadschedules': { access: 'user', owner: s.loadSchedules, stranger: 'own-data-only' },
  'GET /api/Transpoter/truckschedules': {
    access: 'user',
    owner: s.truckSchedules,
    stranger: 'own-data-only',
  },
  'GET /api/Transpoter/scheduleDetails': { access: 'user', owner: s.scheduleDetails, stranger: 404 },
  'POST /api/Transpoter/uploadLorryReceipt': { access: 'user', owner: s.lorryReceipt, stranger: 404 },
  'POST /api/Transpoter/cancelTrip': { access: 'user', owner: s.cancelTrip, stranger: 404 },
  // Trip tracking: the trip's parties only (a third user 404); the link's page is public.
  'GET /api/Transpoter/tripTracking': { access: 'user', owner: s.tripTracking, stranger: 404 },
  'POST /api/Transpoter/tripEvents': { access: 'user', owner: s.tripEvent, stranger: 404 },
  'POST /api/Transpoter/tripPositions': { access: 'user', owner: s.tripPositions, stranger: 404 },
  'POST /api/Transpoter/trackingLinks': { access: 'user', owner: s.trackingLink, stranger: 404 },
  'DELETE /api/Transpoter/trackingLinks': { access: 'user', owner: s.revokeTrackingLink, stranger: 404 },
  'GET /api/public/track/:token': { access: 'public', owner: s.publicTrack },
  // A shared load or truck (decision 050): anyone, no personal data.
  'GET /api/public/listings/:kind/:id': { access: 'public', owner: s.sharedListing },
  // A trip's money: the trip's parties only (a third user 404); the recorder's own answer is 403,
  // tested in modules/ledger.
  'GET /api/Transpoter/tripPayments': { access: 'user', owner: s.tripPayments, stranger: 404 },
  'POST /api/Transpoter/tripPayments': { access: 'user', owner: s.recordTripPayment, stranger: 404 },
  'POST /api/Transpoter/tripPayments/:id/confirm': {
    access: 'user',
    owner: s.confirmTripPayment,
    stranger: 404,
  },
  'POST /api/Transpoter/tripPayments/:id/dispute': {
    access: 'user',
    owner: s.disputeTripPayment,
    stranger: 404,
  },
  'POST /api/Transpoter/uploadProofOfDelivery': { access: 'user', owner: s.proofOfDelivery, stranger: 404 },
  // Paperwork: the trip's two parties (the truck's side names the driver and issues: the load
  // side's call is 403, tested in modules/paperwork); the public pages answer the link's holder.
  'GET /api/Transpoter/tripDriver': { access: 'user', owner: s.tripDriver, stranger: 404 },
  'PUT /api/Transpoter/tripDriver': { access: 'user', owner: s.assignTripDriver, stranger: 404 },
  'GET /api/Transpoter/consignmentNote': { access: 'user', owner: s.consignmentNote, stranger: 404 },
  'PUT /api/Transpoter/consignmentNote': { access: 'user', owner: s.saveConsignmentNote, stranger: 404 },
  'POST /api/Transpoter/consignmentNote/issue': {
    access: 'user',
    owner: s.issueConsignmentNote,
    stranger: 404,
  },
  'POST /api/Transpoter/consignmentNote/cancel': {
    access: 'user',
    owner: s.cancelConsignmentNote,
    stranger: 404,
  },
  'GET /api/public/lr/:token': { access: 'public', owner: s.verifyLr },
  'GET /api/public/driver/:token': { access: 'public', owner: s.driverPage },
  'GET /api/public/driver/:token/lr': { access: 'public', owner: s.driverLr },
  'GET /api/public/driver/:token/uploadedLr': { access: 'public', owner: s.driverUploadedLr },
  'POST /api/public/driver/:token/pod': { access: 'public', owner: s.driverPod },
  'POST /api/public/driver/:token/tripEvents': { access: 'public', owner: s.driverCheckIn },
  'POST /api/public/driver/:token/tripPositions': { access: 'public', owner: s.driverPositions },
  // Ratings: the two parties of a delivered trip only; profile cards and lane prices: anyone signed in.
  'POST /api/Transpoter/rateTrip': { access: 'user', owner: s.rateTrip, stranger: 404 },
  'GET /api/Transpoter/tripRatings': { access: 'user', owner: s.tripRatings, stranger: 404 },
  'GET /api/Transpoter/userRating': {
    access: 'user',
    owner: s.userRating,
    stranger: { none: 'a profile card is the same public card for every signed-in user' },
  },
  'GET /api/Transpoter/lanePrice': {
    access: 'user',
    owner: s.lanePrice,
    stranger: { none: 'a lane price is the same for every signed-in user' },
  },
  // Profiles: each role's own area; a body naming another user → 403.
  ...profileRoutes(T, 'Transpoter', [
    'GET /api/Transpoter/getTransporterById',
    'POST /api/Transpoter/updateTransporterBasicDetails',
    'POST /api/Transpoter/updateTransporterDocumentsDetails',
  ]),
  ...profileRoutes(B, 'Broker', [
    'GET /api/Broker/getBrokerById',
    'PATCH /api/Broker/UpdateBrokerProfile',
    'POST /api/Broker/insertBrokerProfileDoc',
  ]),
  ...profileRoutes(S, 'Shipper', [
    'GET /api/Shipper/getShipperById',
    'PATCH /api/Shipper/UpdateShipperProfile',
    'POST /api/Shipper/InsertShipperDocs',
  ]),
  ...profileRoutes(D, 'Driver', [
    'GET /api/Driver/getDriverById',
    'PATCH /api/Driver/UpdateDriverBasicDetails',
    'POST /api/Driver/InsertDriverDocs',
  ]),
  // Membership, feedback, help: the caller's own; another user's payment answers 404.
  'GET /api/Transpoter/plans': { access: 'user', owner: s.plans, stranger: 'own-data-only' },
  'GET /api/Transpoter/mySubscription': {
    access: 'user',
    owner: s.mySubscription,
    stranger: 'own-data-only',
  },
  'POST /api/Transpoter/startTrial': {
    access: LOAD_OWNERS,
    owner: s.startTrial,
    stranger: { none: 'no plan with a trial is on sale: every caller of the role gets 409 planNotOffered' },
  },
  'POST /api/Transpoter/checkout': { access: 'user', owner: s.startCheckout, stranger: 'own-data-only' },
  'GET /api/Transpoter/payment/:payment_id': { access: 'user', owner: s.readPayment, stranger: 404 },
  'POST /api/Transpoter/paymentCallback': { access: 'user', owner: s.paymentCallback, stranger: 404 },
  'POST /api/Transpoter/autoRenew': { access: 'user', owner: s.autoRenew, stranger: 'own-data-only' },
  'POST /api/Transpoter/sandboxCheckout': { access: 'user', owner: s.sandboxCheckout, stranger: 404 },
  'GET /api/Transpoter/payments': { access: 'user', owner: s.listPayments, stranger: 'own-data-only' },
  // Razorpay's server calls it: no session, the signature of the body is the authentication.
  'POST /api/payments/razorpay/webhook': { access: 'public', owner: s.razorpayWebhook },
  'POST /api/Transpoter/feedback': { access: 'user', owner: s.sendFeedback, stranger: 'own-data-only' },
  'GET /api/Transpoter/feedback': { access: 'user', owner: s.listFeedback, stranger: 'own-data-only' },
  'POST /api/Transpoter/helpRequest': { access: 'user', owner: s.sendHelpRequest, stranger: 'own-data-only' },
  'GET /api/Transpoter/helpRequest': { access: 'user', owner: s.listHelpRequests, stranger: 'own-data-only' },
  // Achievements.
  'GET /api/Transpoter/achievements': { access: 'user', owner: s.achievements, stranger: 'own-data-only' },
  // Notifications: the caller's own; the stream is read as a stream (it never ends by itself).
  'GET /api/Transpoter/events': { access: 'user', owner: s.events, stranger: 'own-data-only', stream: true },
  'GET /api/Transpoter/notifications': {
    access: 'user',
    owner: s.listNotifications,
    stranger: 'own-data-only',
  },
  // Saved lanes: the caller's own; another user's lane answers 404.
  'GET /api/Transpoter/savedLanes': { access: 'user', owner: s.listLanes, stranger: 'own-data-only' },
  'POST /api/Transpoter/savedLanes': { access: 'user', owner: s.saveLane, stranger: 'own-data-only' },
  'PATCH /api/Transpoter/savedLanes/:savedLane_id': { access: 'user', owner: s.renameLane, stranger: 404 },
  'DELETE /api/Transpoter/savedLanes/:savedLane_id': { access: 'user', owner: s.deleteLane, stranger: 404 },
  'POST /api/Transpoter/notifications/read': {
    access: 'user',
    owner: s.markNotificationsRead,
    stranger: 'own-data-only',
  },
  // Alerts: the caller's own settings and push subscriptions (a stranger's delete removes only
  // their own subscription with that address, none here).
  'GET /api/Transpoter/alertSettings': { access: 'user', owner: s.alertSettings, stranger: 'own-data-only' },
  'PUT /api/Transpoter/alertSettings': {
    access: 'user',
    owner: s.saveAlertSettings,
    stranger: 'own-data-only',
  },
  'PUT /api/Transpoter/language': { access: 'user', owner: s.saveLanguage, stranger: 'own-data-only' },
  'GET /api/Transpoter/pushKey': { access: 'user', owner: s.pushKey, stranger: 'own-data-only' },
  'POST /api/Transpoter/pushSubscriptions': {
    access: 'user',
    owner: s.savePushSubscription,
    stranger: 'own-data-only',
  },
  'DELETE /api/Transpoter/pushSubscriptions': {
    access: 'user',
    owner: s.deletePushSubscription,
    stranger: 'own-data-only',
  },
  // Reports: any user, about someone else; the operator console: operators only.
  'POST /api/Transpoter/reports': { access: 'user', owner: s.sendReport, stranger: 'own-data-only' },
  'GET /api/Transpoter/standing': { access: 'user', owner: s.standing, stranger: 'own-data-only' },
  'GET /api/ops/me': { ...OPS, owner: s.opsMe },
  'GET /api/ops/documents': { ...OPS, owner: s.opsQueue },
  'POST /api/ops/documents/:id/review': { ...OPS, owner: s.opsReview },
  'GET /api/ops/users': { ...OPS, owner: s.opsUsers },
  'GET /api/ops/users/:id': { ...OPS, owner: s.opsUser },
  'POST /api/ops/users/:id/suspend': { ...OPS, owner: s.opsSuspend('suspend') },
  'POST /api/ops/users/:id/restore': { ...OPS, owner: s.opsSuspend('restore') },
  'GET /api/ops/counts': { ...OPS, owner: s.opsCounts },
  'GET /api/ops/reports': { ...OPS, owner: s.opsReports },
  'POST /api/ops/reports/:id/decide': { ...OPS, owner: s.opsDecideReport },
  'GET /api/ops/audit': { ...OPS, owner: s.opsAudit },
  'GET /api/ops/payments': { ...OPS, owner: s.opsPayments },
  'POST /api/ops/payments/:id/resync': { ...OPS, owner: s.opsResync },
  'GET /api/ops/heldLoads': { ...OPS, owner: s.opsHeldLoads },
  'POST /api/ops/heldLoads/:id/release': { ...OPS, owner: s.opsReleaseLoad },
  'POST /api/ops/heldLoads/:id/reject': { ...OPS, owner: s.opsRejectLoad },
};

// Push is configured, so saving a subscription is a call that succeeds.
const vapid = webpush.generateVAPIDKeys();
const ctx = useTestApp({
  env: {
    OPERATOR_MOBILES: s.OPERATOR_MOBILE,
    ...s.RAZORPAY_KEYS,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@lorrybazaar.example',
  },
});
const world = s.createWorld(() => ctx.t);
const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
/** Path parameters filled with a well-formed id that names nothing. */
const concrete = (url: string) => url.replace(/:[a-z_]+/g, '00000000-0000-4000-8000-000000000000');
const allows = (access: Access, role: Role) =>
  access === 'user' || (Array.isArray(access) && access.includes(role));
/** Without a session: 401 on the operator console (it has no refresh of its own), else 403. */
const anonymousStatus = (access: Access) => (access === 'operator' ? 401 : 403);

it('every registered API route is in the access table, and every table entry is registered', () => {
  const registered = ctx.t.app.apiRoutes.map(key);
  expect(
    registered.filter((route) => !(route in ACCESS)),
    'routes missing from ACCESS',
  ).toEqual([]);
  expect(
    Object.keys(ACCESS).filter((route) => !registered.includes(route)),
    'ACCESS entries with no route',
  ).toEqual([]);
  expect(
    Object.entries(ACCESS)
      .filter(([, rule]) => rule.access !== 'public' && !rule.stranger)
      .map(([route]) => route),
    'non-public entries without a stranger rule',
  ).toEqual([]);
});

it('anonymous callers get 403 on every non-public route; each role only where it may', async () => {
  const { app } = ctx.t;
  const jars = {} as Record<Role, SignedIn>;
  for (const role of ROLES) jars[role] = await signIn(ctx.t, role);

  const problems: string[] = [];
  for (const route of app.apiRoutes) {
    const rule = ACCESS[key(route)];
    const access = rule?.access;
    if (!access || access === 'public') continue;
    const request = {
      method: route.method as 'GET',
      url: concrete(route.url),
      ...(route.method === 'GET' ? {} : { payload: {} }),
      ...(rule.stream ? { payloadAsStream: true } : {}),
    };
    const anonymous = await app.inject(request);
    if (anonymous.statusCode !== anonymousStatus(access))
      problems.push(`${key(route)} anonymous → ${anonymous.statusCode}`);
    for (const role of ROLES) {
      const response = await jars[role].clone().inject(app, request);
      const allowed = allows(access, role);
      if (response.statusCode >= 500) problems.push(`${key(route)} ${role} → ${response.statusCode}`);
      if (!allowed && response.statusCode !== 403)
        problems.push(`${key(route)} ${role} should be refused → ${response.statusCode}`);
      if (allowed && response.statusCode === 403 && response.json().code === 'errors.auth.wrongRole') {
        problems.push(`${key(route)} ${role} should pass the role guard`);
      }
    }
  }
  expect(problems).toEqual([]);
}, 120_000);

describe.each(Object.entries(ACCESS))('%s', (route, rule) => {
  it('with real objects: anonymous, the other roles and a stranger as the table says; the owner succeeds', async () => {
    const { app } = ctx.t;
    const call = await rule.owner(world);
    const problems: string[] = [];
    const answer = (what: string, response: LightMyRequestResponse) =>
      `${what} → ${response.statusCode} ${response.body}`;

    if (rule.access === 'operator') {
      const anonymous = await app.inject(call.request);
      if (anonymous.statusCode !== 401) problems.push(answer('anonymous', anonymous));
      for (const role of ROLES) {
        const response = await (await world.stranger(role)).inject(app, call.request);
        if (response.statusCode !== 403) problems.push(answer(`${role} (not an operator)`, response));
      }
    } else if (rule.access !== 'public') {
      const owner = call.as as SignedIn;
      const role = s.roleOf(owner);
      if (!allows(rule.access, role)) problems.push(`the owner's role ${role} is not allowed`);
      const anonymous = await app.inject(call.request);
      if (anonymous.statusCode !== 403) problems.push(answer('anonymous', anonymous));
      for (const other of ROLES.filter((candidate) => !allows(rule.access, candidate))) {
        const response = await (await world.stranger(other)).inject(app, call.request);
        if (rule.otherRoles === 'public-card') {
          if (response.statusCode !== 200 || (call.private && response.body.includes(call.private)))
            problems.push(answer(`${other} (public card)`, response));
        } else if (response.statusCode !== 403) problems.push(answer(other, response));
      }

      // Another user of the owner's role, then of each other allowed role (a party of nothing;
      // own-data-only: the owner's role only, as a call may be valid for one role only).
      const strangerRoles = [role, ...ROLES.filter((other) => other !== role && allows(rule.access, other))];
      for (const strangerRole of strangerRoles) {
        const stranger = await world.stranger(strangerRole);
        const who = `stranger ${strangerRole}`;
        const expected = rule.stranger!;
        if (typeof expected === 'number') {
          const response = await stranger.inject(app, call.request);
          const refusedAsAUser =
            response.statusCode !== 403 ||
            !['errors.auth.required', 'errors.auth.wrongRole'].includes(response.json().code);
          if (response.statusCode !== expected || !refusedAsAUser)
            problems.push(answer(`${who} (expected ${expected})`, response));
        } else if ((expected === 'own-data-only' || expected === 'public-card') && strangerRole === role) {
          const response = await stranger.inject(app, call.strangerRequest ?? call.request);
          if (response.statusCode >= 300) problems.push(answer(`${who} (${expected})`, response));
          if (call.private && response.body.includes(call.private))
            problems.push(`${who} (${expected}) sees the owner's ${call.private}`);
        }
      }
    }

    const response = call.as ? await call.as.inject(app, call.request) : await app.inject(call.request);
    if (response.statusCode !== call.status)
      problems.push(answer(`owner (expected ${call.status})`, response));
    for (const shown of [call.shows, call.private]) {
      if (shown && !response.body.includes(shown)) problems.push(`the owner's answer does not show ${shown}`);
    }
    if (call.hides && response.body.includes(call.hides)) problems.push(`the answer shows ${call.hides}`);
    expect(problems, route).toEqual([]);
  });
});
