import { expect, it } from 'vitest';
import { ROLES, type Role } from '@lorrybazaar/contract';
import { signIn, useTestApp, type SignedIn } from './test/app.js';

/**
 * Who may call what, for EVERY API route the server registers (issue 8). A route missing
 * here fails the test, so a new route cannot be forgotten. Ownership (another user's object →
 * 404/403) is tested by each module with real objects; here: anonymous → 403 unless public,
 * a role outside the list → 403, a role inside it → past the guard (never 403, never 5xx).
 */
type Access = 'public' | 'user' | readonly Role[];
const T = 'transporter';
const B = 'broker';
const S = 'shipper';
const D = 'driver';
const LOAD_OWNERS = [T, B, S] as const;
const TRUCK_OWNERS = [T, B, D] as const;

const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/Transpoter/send-otp': 'public',
  'POST /api/Broker/send-otp': 'public',
  'POST /api/Transpoter/Verify-otp': 'public',
  'POST /api/Broker/Verify-otp': 'public',
  'POST /api/Shipper/Verify-otp': 'public',
  'POST /api/Driver/Verify-otp': 'public',
  'POST /api/Transpoter/Register': 'public',
  'POST /api/Broker/Register': 'public',
  'POST /api/Shipper/Register': 'public',
  'POST /api/Driver/Register': 'public',
  'GET /api/Transpoter/Refresh': 'public',
  'POST /api/Transpoter/Logout': 'public',
  'GET /api/Transpoter/Me': 'user',
  // Files.
  'POST /api/Transpoter/uploadFile': 'user',
  'GET /api/Transpoter/file/:file_id': 'user',
  // Reference data is public and cacheable.
  'GET /api/Transpoter/getAllMaterials': 'public',
  'GET /api/Transpoter/getAllTruckCapacities': 'public',
  'GET /api/Transpoter/getAllTruckTypes': 'public',
  'GET /api/Transpoter/getAllStates': 'public',
  'GET /api/Transpoter/getDistrictsByStateId': 'public',
  'GET /api/Transpoter/searchPlaces': 'public',
  // Loads, trucks, marketplace (DECISIONS §3).
  'POST /api/Transpoter/AddLoad': LOAD_OWNERS,
  'GET /api/Transpoter/getLoadsByUserId': LOAD_OWNERS,
  'POST /api/Transpoter/insertTruck': TRUCK_OWNERS,
  'GET /api/Transpoter/getTrucksByUserId': TRUCK_OWNERS,
  'POST /api/Transpoter/postTruck': TRUCK_OWNERS,
  'GET /api/Transpoter/getAllLoads': 'user',
  'POST /api/Transpoter/getMatchingLoads': 'user',
  'GET /api/Transpoter/getPaginatedTrucks': 'user',
  'POST /api/Transpoter/getMatchingPostTrucks': 'user',
  // Bids: on a load with a truck; on a posted truck with a load.
  'POST /api/Transpoter/insertBidsLoad': TRUCK_OWNERS,
  'POST /api/Transpoter/insertBidsTruck': LOAD_OWNERS,
  'GET /api/Transpoter/viewAllBids': LOAD_OWNERS,
  'GET /api/Transpoter/viewAllBidsTruck': TRUCK_OWNERS,
  'GET /api/Transpoter/getBidsByUserAndLoadId': LOAD_OWNERS,
  'GET /api/Transpoter/getBidsByUserAndTruck': TRUCK_OWNERS,
  'POST /api/Transpoter/insertTruckNegotiation': 'user',
  'POST /api/Transpoter/negotiations': 'user',
  'GET /api/Transpoter/getTruckNegotiationByUserAndBid': 'user',
  'GET /api/Transpoter/getNegotiationByUserAndBid': 'user',
  'PATCH /api/Transpoter/bidsTruckStatus': 'user',
  'PATCH /api/Transpoter/bidsLoadStatus': 'user',
  'GET /api/Transpoter/pendingActions': 'user',
  // Schedules.
  'POST /api/Transpoter/insertLoadSchedule': 'user',
  'POST /api/Transpoter/truckschedules': 'user',
  'GET /api/Transpoter/loadschedules': 'user',
  'GET /api/Transpoter/truckschedules': 'user',
  'GET /api/Transpoter/scheduleDetails': 'user',
  'POST /api/Transpoter/uploadLorryReceipt': 'user',
  'POST /api/Transpoter/uploadProofOfDelivery': 'user',
  // Profiles: each role's own area.
  'GET /api/Transpoter/getTransporterById': [T],
  'GET /api/Broker/getBrokerById': [B],
  'GET /api/Shipper/getShipperById': [S],
  'GET /api/Driver/getDriverById': [D],
  'POST /api/Transpoter/updateTransporterBasicDetails': [T],
  'PATCH /api/Broker/UpdateBrokerProfile': [B],
  'PATCH /api/Shipper/UpdateShipperProfile': [S],
  'PATCH /api/Driver/UpdateDriverBasicDetails': [D],
  'POST /api/Transpoter/updateTransporterDocumentsDetails': [T],
  'POST /api/Broker/insertBrokerProfileDoc': [B],
  'POST /api/Shipper/InsertShipperDocs': [S],
  'POST /api/Driver/InsertDriverDocs': [D],
  'POST /api/Transpoter/sendMobileChangeOtp': [T],
  'POST /api/Broker/sendMobileChangeOtp': [B],
  'POST /api/Shipper/sendMobileChangeOtp': [S],
  'POST /api/Driver/sendMobileChangeOtp': [D],
  'POST /api/Transpoter/updateAccountDetails': [T],
  'POST /api/Broker/updateAccountDetails': [B],
  'POST /api/Shipper/updateAccountDetails': [S],
  'POST /api/Driver/updateAccountDetails': [D],
  // Membership, feedback, help.
  'GET /api/Transpoter/plans': 'user',
  'GET /api/Transpoter/mySubscription': 'user',
  'POST /api/Transpoter/startTrial': LOAD_OWNERS,
  'POST /api/Transpoter/checkout': 'user',
  'GET /api/Transpoter/payment/:payment_id': 'user',
  'POST /api/Transpoter/paymentCallback': 'user',
  'POST /api/Transpoter/autoRenew': 'user',
  'POST /api/Transpoter/sandboxCheckout': 'user',
  'POST /api/Transpoter/feedback': 'user',
  'GET /api/Transpoter/feedback': 'user',
  'POST /api/Transpoter/helpRequest': 'user',
  'GET /api/Transpoter/helpRequest': 'user',
  // Achievements.
  'GET /api/Transpoter/achievements': 'user',
};

const ctx = useTestApp();
const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
/** Path parameters filled with a well-formed id that names nothing. */
const concrete = (url: string) => url.replace(/:[a-z_]+/g, '00000000-0000-4000-8000-000000000000');

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
});

it('anonymous callers get 403 on every non-public route; each role only where it may', async () => {
  const { app } = ctx.t;
  const jars = {} as Record<Role, SignedIn>;
  for (const role of ROLES) jars[role] = await signIn(ctx.t, role);

  const problems: string[] = [];
  for (const route of app.apiRoutes) {
    const access = ACCESS[key(route)];
    if (!access || access === 'public') continue;
    const request = {
      method: route.method as 'GET',
      url: concrete(route.url),
      ...(route.method === 'GET' ? {} : { payload: {} }),
    };
    const anonymous = await app.inject(request);
    if (anonymous.statusCode !== 403) problems.push(`${key(route)} anonymous → ${anonymous.statusCode}`);
    for (const role of ROLES) {
      const response = await jars[role].clone().inject(app, request);
      const allowed = access === 'user' || access.includes(role);
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
