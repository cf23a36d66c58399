/**
 * Helpers shared by the bids, schedules, events and hardening tests: calls by name, as the screens make them.
 */
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { LoadListingResponse } from '@lorrybazaar/contract';
import type { DbOrTx } from '../db/client.js';
import { rows } from '../db/rows.js';
import type { SignedIn } from './app.js';

export const userId = (jar: SignedIn) => Number(jar.register.User.users_id);

/** One page of the marketplace's loads searched by place (getMatchingLoads, 12 a page); 200 or it fails. */
export async function placeSearchPage(app: FastifyInstance, jar: SignedIn, pickupLoc: string, page: number) {
  const response = await jar.inject(app, {
    method: 'POST',
    url: '/api/Transpoter/getMatchingLoads',
    payload: { pickupLoc, page, limit: 12 },
  });
  if (response.statusCode !== 200)
    throw new Error(`getMatchingLoads ${response.statusCode}: ${response.body}`);
  return response.json<LoadListingResponse>();
}

export function api(app: FastifyInstance) {
  const call =
    (method: 'GET' | 'POST' | 'PATCH', path: string) =>
    (jar: SignedIn, input: Record<string, unknown> = {}): Promise<LightMyRequestResponse> =>
      jar.inject(app, {
        method,
        url: `/api/Transpoter/${path}`,
        ...(method === 'GET'
          ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
          : { payload: input }),
      });
  return {
    bidOnLoad: call('POST', 'insertBidsLoad'),
    bidOnTruck: call('POST', 'insertBidsTruck'),
    viewAllBids: call('GET', 'viewAllBids'),
    viewAllBidsTruck: call('GET', 'viewAllBidsTruck'),
    bidsByUserAndLoad: call('GET', 'getBidsByUserAndLoadId'),
    bidsByUserAndTruck: call('GET', 'getBidsByUserAndTruck'),
    counterOnLoadBid: call('POST', 'insertTruckNegotiation'),
    counterOnTruckBid: call('POST', 'negotiations'),
    historyOfLoadBid: call('GET', 'getTruckNegotiationByUserAndBid'),
    historyOfTruckBid: call('GET', 'getNegotiationByUserAndBid'),
    declineLoadBid: call('PATCH', 'bidsTruckStatus'),
    declineTruckBid: call('PATCH', 'bidsLoadStatus'),
    pending: call('GET', 'pendingActions'),
    acceptLoadBid: call('POST', 'insertLoadSchedule'),
    acceptTruckBid: call('POST', 'truckschedules'),
    loadSchedules: call('GET', 'loadschedules'),
    truckSchedules: call('GET', 'truckschedules'),
    scheduleDetails: call('GET', 'scheduleDetails'),
    uploadLorryReceipt: call('POST', 'uploadLorryReceipt'),
    uploadProofOfDelivery: call('POST', 'uploadProofOfDelivery'),
    allLoads: call('GET', 'getAllLoads'),
    allTrucks: call('GET', 'getPaginatedTrucks'),
    ownLoads: call('GET', 'getLoadsByUserId'),
    ownTrucks: call('GET', 'getTrucksByUserId'),
    addLoad: call('POST', 'AddLoad'),
    postTruck: call('POST', 'postTruck'),
  };
}

/** The status and the error code of an answer, for one-line expectations. */
export const outcome = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  code: response.statusCode >= 400 ? (response.json() as { code: string }).code : undefined,
});

/** The first issue's message key of a 400. */
export const issueCode = (response: LightMyRequestResponse) =>
  (response.json() as { issues: { code: string }[] }).issues[0]?.code;

/** The number a `SELECT … AS n` query answers. */
export async function numberOf(db: DbOrTx, query: SQL): Promise<number> {
  const [row] = await rows<{ n: number | string }>(db, query);
  return Number(row!.n);
}
