/**
 * The papers' hold (docs/decisions/069): a truck whose current RC or insurance is rejected (or
 * revoked) and not uploaded again takes no new deal (a bid with it, a posting of it, a load offered
 * on its posting, Book Now, an accept of a bid carrying it); a pending paper holds nothing; a
 * rejection closes the truck's open posting and the marketplace forgets it.
 */
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BOOK_NOW_TERMS,
  buildFile,
  buildLoad,
  buildPosting,
  buildTruck,
  buildTrip,
  daysFromToday,
  postTruckBody,
  verifyUser,
} from '../../test/factories.js';
import {
  type OwnTruck,
  type PostedTruckListingResponse,
  type TruckBid,
  type LoadBid,
} from '@lorrybazaar/contract';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { api, numberOf, outcome, userId } from '../../test/api-calls.js';
import { namedStatementsOf } from '../../test/named-statements.js';
import { rows } from '../../db/rows.js';

const OPERATOR = '9000000069';

let database: TestDatabase;
let t: TestApp;
let call: ReturnType<typeof api>;
let shipper: SignedIn;
let carrier: SignedIn;
let broker: SignedIn;
let operator: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  // Papers wait for an operator (as in production), and the listings keep their pages, so a
  // rejection must make them forget (decisions 032, 063).
  t = await createTestApp({
    database,
    env: {
      OPERATOR_MOBILES: `+91${OPERATOR}`,
      DRIVER_VERIFICATION: 'manual',
      CACHE_TTL_MS: '60000',
      LISTING_CACHE_MS: '60000',
    },
  });
  call = api(t.app);
  [shipper, carrier, broker, operator] = await Promise.all([
    signIn(t, 'shipper'),
    signIn(t, 'transporter'),
    signIn(t, 'broker'),
    signIn(t, 'broker', OPERATOR),
  ]);
  for (const jar of [shipper, carrier]) await verifyUser(db(), userId(jar));
});
afterAll(async () => {
  await t?.close();
  await database?.dispose();
});

const db = () => database.db;
type Status = 'pending' | 'approved' | 'rejected';
const STATUS: Record<Status, number> = { pending: 1, approved: 2, rejected: 3 };
const TYPE = { rc: 25, insurance: 26 } as const;

/** A truck of `owner` with its two papers filed as Add Truck files them, each in the state asked. */
async function truckWithPapers(owner: SignedIn, papers: { rc: Status; insurance: Status }) {
  const truckId = await buildTruck(db(), { ownerId: userId(owner) });
  for (const paper of ['rc', 'insurance'] as const) {
    const fileId = await buildFile(db(), { ownerId: userId(owner), purpose: paper });
    await db().execute(sql`
      INSERT INTO documents (user_id, truck_id, document_type_id, file_id, status, decided_by, decided_at, uploaded_at)
      VALUES (${userId(owner)}, ${truckId}, ${TYPE[paper]}, ${fileId}::uuid, ${STATUS[papers[paper]]},
              ${papers[paper] === 'pending' ? null : 'auto'}, ${papers[paper] === 'pending' ? null : sql`now()`}, now())`);
  }
  return truckId;
}

/** A paper's check changed behind the app's back (no event: the posting is left as it was). */
const setPaper = (truckId: number, paper: 'rc' | 'insurance', status: Status) =>
  db().execute(sql`
    UPDATE documents SET status = ${STATUS[status]}, decision_reason = ${status === 'rejected' ? 'expired' : null},
           decided_by = ${status === 'pending' ? null : 'test'}, decided_at = ${status === 'pending' ? null : sql`now()`}
     WHERE truck_id = ${truckId} AND document_type_id = ${TYPE[paper]} AND replaced_at IS NULL`);

/** The operator rejects (or revokes) the paper in the console, as the review route does. */
async function rejectInConsole(truckId: number, paper: 'rc' | 'insurance') {
  const [doc] = await rows<{ id: string }>(
    db(),
    sql`SELECT id::text AS id FROM documents
         WHERE truck_id = ${truckId} AND document_type_id = ${TYPE[paper]} AND replaced_at IS NULL`,
  );
  const reviewed = await operator.inject(t.app, {
    method: 'POST',
    url: `/api/ops/documents/${doc!.id}/review`,
    payload: { outcome: 'reject', reason: 'expired' },
  });
  expect(reviewed.statusCode, reviewed.body).toBe(200);
}

/** The owner uploads the paper again in Your Trucks: it waits for its check. */
async function uploadAgain(owner: SignedIn, truckId: number, paper: 'rc' | 'insurance') {
  const fileId = await buildFile(db(), { ownerId: userId(owner), purpose: paper });
  const sent = await owner.inject(t.app, {
    method: 'POST',
    url: '/api/Transpoter/truckPapers',
    payload: { truck_id: truckId, paper, file_id: fileId },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  expect(sent.json<{ data: OwnTruck }>().data.papers[paper]).toEqual({ status: 'pending', reason: null });
}

const regOf = async (truckId: number) =>
  (await rows<{ reg: string }>(db(), sql`SELECT reg_number AS reg FROM trucks WHERE id = ${truckId}`))[0]!
    .reg;

/** A refusal of the hold: 409, its code, the truck named in the message and the body. */
async function refusal(response: { statusCode: number; json: () => unknown }) {
  const body = response.json() as { code: string; message: string; reg_number?: string; paper?: string };
  return {
    status: response.statusCode,
    code: body.code,
    message: body.message,
    reg_number: body.reg_number,
    paper: body.paper,
  };
}

const bidOnLoad = (jar: SignedIn, loadId: number, truckId: number, amount = 3500) =>
  call.bidOnLoad(jar, { bidsTruck_amount: amount, loads_id: loadId, trucks_id: truckId });
const bidStatus = (bidId: string | number) =>
  numberOf(db(), sql`SELECT status::int AS n FROM bids WHERE id = ${Number(bidId)}`);
const postingStatus = (postingId: number) =>
  numberOf(db(), sql`SELECT status::int AS n FROM truck_postings WHERE id = ${postingId}`);
const listedTruckIds = async (jar: SignedIn) =>
  (await call.allTrucks(jar, { page: 1, limit: 50 }))
    .json<PostedTruckListingResponse>()
    .data.map((row) => row.truck_id);

describe('a bid with a truck whose paper is rejected (insertBidsLoad)', () => {
  it('is refused with a rejected RC, naming the truck; a pending RC bids; uploaded again, it bids again', async () => {
    const truckId = await truckWithPapers(carrier, { rc: 'pending', insurance: 'pending' });
    const reg = await regOf(truckId);
    // New operators trade while their papers are checked.
    const first = await bidOnLoad(carrier, await buildLoad(db(), { ownerId: userId(shipper) }), truckId);
    expect(first.statusCode, first.body).toBe(201);
    const firstBid = first.json<{ data: TruckBid }>().data.bidsTruck_id;

    await setPaper(truckId, 'rc', 'rejected');
    const loadId = await buildLoad(db(), { ownerId: userId(shipper) });
    expect(await refusal(await bidOnLoad(carrier, loadId, truckId))).toEqual({
      status: 409,
      code: 'marketplace:errors.paperRejected.rc',
      message: `Truck ${reg}'s RC Book was rejected. Upload the RC Book again in Your Trucks: until then the truck cannot be used to bid, post or book.`,
      reg_number: reg,
      paper: 'rc',
    });
    expect(await numberOf(db(), sql`SELECT count(*)::int AS n FROM bids WHERE load_id = ${loadId}`)).toBe(0);
    // The bid placed before is left as it was.
    expect(await bidStatus(firstBid)).toBe(1);

    // A revoked insurance holds it too, in the bidder's language.
    await setPaper(truckId, 'rc', 'approved');
    await setPaper(truckId, 'insurance', 'rejected');
    const inHindi = await carrier.inject(t.app, {
      method: 'POST',
      url: '/api/Transpoter/insertBidsLoad',
      headers: { 'accept-language': 'hi' },
      payload: { bidsTruck_amount: 3500, loads_id: loadId, trucks_id: truckId },
    });
    expect(await refusal(inHindi)).toMatchObject({
      status: 409,
      code: 'marketplace:errors.paperRejected.insurance',
      message: expect.stringContaining(`ट्रक ${reg} का वाहन बीमा अस्वीकार`),
    });

    await uploadAgain(carrier, truckId, 'insurance');
    expect((await bidOnLoad(carrier, loadId, truckId)).statusCode).toBe(201);
  });

  it("reads the papers with the bid's facts: no statement more (decision 053)", async () => {
    const bidWith = async (truckId: number) => {
      const loadId = await buildLoad(db(), { ownerId: userId(shipper) });
      return (
        await namedStatementsOf(async () => {
          const placed = await bidOnLoad(broker, loadId, truckId, 4200);
          expect(placed.statusCode, placed.body).toBe(201);
        })
      ).map((statement) => statement.sql);
    };
    const withPapers = await bidWith(await truckWithPapers(broker, { rc: 'approved', insurance: 'pending' }));
    const withoutPapers = await bidWith(await buildTruck(db(), { ownerId: userId(broker) }));
    expect(withPapers).toHaveLength(withoutPapers.length);
    // The one statement that reads a truck's papers is the facts' (load, truck, two people).
    expect(withPapers.filter((text) => text.includes('FROM documents d WHERE d.truck_id'))).toEqual([
      expect.stringMatching(
        /AS t_held_by, .* AS same_person FROM loads l LEFT JOIN trucks t .* FOR SHARE OF l$/,
      ),
    ]);
  });
});

describe('the other deals a held truck is refused', () => {
  it('Post Truck: 409 while a paper is rejected, not while it is pending', async () => {
    const truckId = await truckWithPapers(carrier, { rc: 'approved', insurance: 'rejected' });
    const reg = await regOf(truckId);
    expect(await refusal(await call.postTruck(carrier, postTruckBody(truckId)))).toEqual({
      status: 409,
      code: 'marketplace:errors.paperRejected.insurance',
      message: `Truck ${reg}'s vehicle insurance was rejected. Upload the vehicle insurance again in Your Trucks: until then the truck cannot be used to bid, post or book.`,
      reg_number: reg,
      paper: 'insurance',
    });
    expect(
      await numberOf(db(), sql`SELECT count(*)::int AS n FROM truck_postings WHERE truck_id = ${truckId}`),
    ).toBe(0);
    await uploadAgain(carrier, truckId, 'insurance');
    const posted = await call.postTruck(carrier, postTruckBody(truckId));
    expect(posted.statusCode, posted.body).toBe(201);
  });

  it('Book Now with it, and a load offered or booked on its posting', async () => {
    const loadId = await buildLoad(db(), { ownerId: userId(shipper) });
    await db().execute(
      sql`UPDATE loads SET terms = ${JSON.stringify(BOOK_NOW_TERMS)}::jsonb WHERE id = ${loadId}`,
    );
    const truckId = await truckWithPapers(carrier, { rc: 'rejected', insurance: 'approved' });
    const booked = await carrier.inject(t.app, {
      method: 'POST',
      url: '/api/Transpoter/bookNow',
      payload: { loads_id: loadId, trucks_id: truckId, expected_amount: 32000 },
    });
    expect(await refusal(booked)).toMatchObject({ status: 409, code: 'marketplace:errors.paperRejected.rc' });
    expect(
      await numberOf(db(), sql`SELECT count(*)::int AS n FROM schedules WHERE load_id = ${loadId}`),
    ).toBe(0);

    // A posting open before the rejection reached it (the console closes it: below): the
    // shipper hears that the truck's owner must act.
    const { postingId, truckId: postedTruck } = await buildPosting(db(), {
      ownerId: userId(carrier),
      truckId: await truckWithPapers(carrier, { rc: 'approved', insurance: 'rejected' }),
    });
    await db().execute(
      sql`UPDATE truck_postings SET terms = ${JSON.stringify({ ...BOOK_NOW_TERMS, asking_rupees: 27000 })}::jsonb
          WHERE id = ${postingId}`,
    );
    const reg = await regOf(postedTruck);
    const offered = await call.bidOnTruck(shipper, {
      bidsLoad_amount: 42000,
      load_id: loadId,
      trucks_id: postedTruck,
    });
    expect(await refusal(offered)).toEqual({
      status: 409,
      code: 'marketplace:errors.paperRejected.othersTruck',
      message: `Truck ${reg}'s papers were rejected, so it cannot be booked now. Its owner must upload them again first.`,
      reg_number: reg,
      paper: 'insurance',
    });
    const bookedTruck = await shipper.inject(t.app, {
      method: 'POST',
      url: '/api/Transpoter/bookTruckNow',
      payload: { loads_id: loadId, postTrucks_id: postingId, expected_amount: 27000 },
    });
    expect(await refusal(bookedTruck)).toMatchObject({
      status: 409,
      code: 'marketplace:errors.paperRejected.othersTruck',
    });
  });

  it('accepting a bid that carries it, by either side, until the paper is uploaded again', async () => {
    const truckId = await truckWithPapers(carrier, { rc: 'pending', insurance: 'approved' });
    const reg = await regOf(truckId);
    const loadId = await buildLoad(db(), { ownerId: userId(shipper) });
    const placed = await bidOnLoad(carrier, loadId, truckId, 30000);
    expect(placed.statusCode, placed.body).toBe(201);
    const bidId = placed.json<{ data: TruckBid }>().data.bidsTruck_id;

    await setPaper(truckId, 'rc', 'rejected');
    expect(await refusal(await call.acceptLoadBid(shipper, { bidsTruck_id: bidId }))).toEqual({
      status: 409,
      code: 'marketplace:errors.paperRejected.othersTruck',
      message: `Truck ${reg}'s papers were rejected, so it cannot be booked now. Its owner must upload them again first.`,
      reg_number: reg,
      paper: 'rc',
    });
    // The bid stays open: the shipper counters, and the carrier accepting the counter is told
    // to upload the RC again.
    expect(await bidStatus(bidId)).toBe(1);
    const countered = await call.counterOnLoadBid(shipper, { bid_id: bidId, amount: 29000 });
    expect(countered.statusCode, countered.body).toBe(201);
    expect(await refusal(await call.acceptLoadBid(carrier, { bidsTruck_id: bidId }))).toMatchObject({
      status: 409,
      code: 'marketplace:errors.paperRejected.rc',
    });
    expect(
      await numberOf(db(), sql`SELECT count(*)::int AS n FROM schedules WHERE bid_id = ${Number(bidId)}`),
    ).toBe(0);

    await uploadAgain(carrier, truckId, 'rc');
    const accepted = await call.acceptLoadBid(carrier, { bidsTruck_id: bidId });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('accepting a load offered on its posting, by the truck owner', async () => {
    const { postingId, truckId } = await buildPosting(db(), {
      ownerId: userId(carrier),
      truckId: await truckWithPapers(carrier, { rc: 'approved', insurance: 'approved' }),
    });
    const loadId = await buildLoad(db(), { ownerId: userId(shipper) });
    const offered = await call.bidOnTruck(shipper, {
      bidsLoad_amount: 42000,
      load_id: loadId,
      trucks_id: truckId,
    });
    expect(offered.statusCode, offered.body).toBe(201);
    await setPaper(truckId, 'rc', 'rejected');
    const bidId = offered.json<{ data: LoadBid }>().data.bidsLoad_id;
    expect(await refusal(await call.acceptTruckBid(carrier, { bidsLoad_id: bidId }))).toMatchObject({
      status: 409,
      code: 'marketplace:errors.paperRejected.rc',
    });
    expect(await postingStatus(postingId)).toBe(1);
  });
});

describe('a paper rejected in the console', () => {
  it("closes the truck's open posting, and the marketplace (kept pages too) stops listing it", async () => {
    const truckId = await truckWithPapers(carrier, { rc: 'pending', insurance: 'pending' });
    // Posted while its papers wait for their check.
    const posted = await call.postTruck(carrier, postTruckBody(truckId));
    expect(posted.statusCode, posted.body).toBe(201);
    const postingId = Number(posted.json<{ data: OwnTruck }>().data.postTrucks_id);
    // A bid with it on a load, a load offered on its posting, and a trip it already has.
    const onLoad = await bidOnLoad(carrier, await buildLoad(db(), { ownerId: userId(shipper) }), truckId);
    expect(onLoad.statusCode, onLoad.body).toBe(201);
    const offered = await call.bidOnTruck(shipper, {
      bidsLoad_amount: 42000,
      load_id: await buildLoad(db(), { ownerId: userId(shipper), pickupDate: daysFromToday(3) }),
      trucks_id: truckId,
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const trip = await buildTrip(db(), {
      loadOwnerId: userId(shipper),
      truckOwnerId: userId(carrier),
      delivered: false,
    });
    await db().execute(sql`UPDATE schedules SET truck_id = ${truckId} WHERE id = ${trip.scheduleId}`);
    // The marketplace lists it, and keeps the page (LISTING_CACHE_MS).
    expect(await listedTruckIds(broker)).toContain(String(truckId));

    const unlisted: unknown[] = [];
    const stop = t.app.events.subscribe('truck.unlisted', (event) => void unlisted.push(event));
    await rejectInConsole(truckId, 'rc');
    await vi.waitFor(async () => expect(await postingStatus(postingId)).toBe(3));
    await vi.waitFor(() =>
      expect(unlisted).toEqual([expect.objectContaining({ truck_id: truckId, postTrucks_id: postingId })]),
    );
    stop();
    expect(await listedTruckIds(broker)).not.toContain(String(truckId));
    const own = (await call.ownTrucks(carrier, {})).json<{ data: OwnTruck[] }>().data;
    expect(own.find((truck) => truck.truck_id === String(truckId))).toMatchObject({
      trucks_status: '1',
      postTrucks_id: null,
      papers: {
        rc: { status: 'rejected', reason: 'expired' },
        insurance: { status: 'pending', reason: null },
      },
    });
    // A load offered on it now finds it not posted; the bids and the trip are left as they were.
    expect(
      outcome(
        await call.bidOnTruck(shipper, {
          bidsLoad_amount: 41000,
          load_id: await buildLoad(db(), { ownerId: userId(shipper) }),
          trucks_id: truckId,
        }),
      ),
    ).toEqual({ status: 409, code: 'bids:errors.truckNotPosted' });
    expect(await bidStatus(onLoad.json<{ data: TruckBid }>().data.bidsTruck_id)).toBe(1);
    expect(await bidStatus(offered.json<{ data: LoadBid }>().data.bidsLoad_id)).toBe(1);
    expect(
      await numberOf(db(), sql`SELECT status::int AS n FROM schedules WHERE id = ${trip.scheduleId}`),
    ).toBe(1);

    // Posted again once the RC is uploaded again (pending).
    await uploadAgain(carrier, truckId, 'rc');
    const again = await call.postTruck(carrier, postTruckBody(truckId));
    expect(again.statusCode, again.body).toBe(201);
    expect(await listedTruckIds(broker)).toContain(String(truckId));
  });

  it('makes the kept pages forget the posting once it is closed (truck.unlisted)', async () => {
    // The review itself made them forget before the posting closed: a page read in between
    // would keep it, so the close is told again.
    const truckId = await truckWithPapers(carrier, { rc: 'approved', insurance: 'approved' });
    const posted = await call.postTruck(carrier, postTruckBody(truckId));
    const postingId = Number(posted.json<{ data: OwnTruck }>().data.postTrucks_id);
    expect(await listedTruckIds(broker)).toContain(String(truckId));
    await db().execute(sql`UPDATE truck_postings SET status = 3 WHERE id = ${postingId}`);
    expect(await listedTruckIds(broker)).toContain(String(truckId));
    t.app.events.publish({
      type: 'truck.unlisted',
      truck_id: truckId,
      postTrucks_id: postingId,
      by: userId(operator),
      recipients: [],
    });
    expect(await listedTruckIds(broker)).not.toContain(String(truckId));
  });

  it('closes the posting a cancelled trip puts back on the market while a paper is rejected', async () => {
    const pickupDate = daysFromToday(5);
    const loadId = await buildLoad(db(), { ownerId: userId(shipper), pickupDate });
    const { postingId, truckId } = await buildPosting(db(), {
      ownerId: userId(carrier),
      truckId: await truckWithPapers(carrier, { rc: 'approved', insurance: 'approved' }),
      dateTime: `${pickupDate} 09:30`,
    });
    const bid = await bidOnLoad(carrier, loadId, truckId);
    const accepted = await call.acceptLoadBid(shipper, {
      bidsTruck_id: bid.json<{ data: TruckBid }>().data.bidsTruck_id,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await postingStatus(postingId)).toBe(2);
    // Revoked while booked: the trip stays, its posting is not open, so nothing closes.
    await rejectInConsole(truckId, 'insurance');
    const scheduleId = Number(accepted.json<{ data: { schedule_id: string } }>().data.schedule_id);
    const cancelled = await carrier.inject(t.app, {
      method: 'POST',
      url: '/api/Transpoter/cancelTrip',
      payload: { schedule_id: scheduleId, reason: 'plans_changed' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await vi.waitFor(async () => expect(await postingStatus(postingId)).toBe(3));
    expect(await listedTruckIds(broker)).not.toContain(String(truckId));
  });

  it('closes nothing for an approved paper, or when the truck is not posted', async () => {
    const truckId = await truckWithPapers(carrier, { rc: 'pending', insurance: 'pending' });
    const [doc] = await rows<{ id: string }>(
      db(),
      sql`SELECT id::text AS id FROM documents WHERE truck_id = ${truckId} AND document_type_id = ${TYPE.rc}`,
    );
    const posted = await call.postTruck(carrier, postTruckBody(truckId));
    const postingId = Number(posted.json<{ data: OwnTruck }>().data.postTrucks_id);
    const approved = await operator.inject(t.app, {
      method: 'POST',
      url: `/api/ops/documents/${doc!.id}/review`,
      payload: { outcome: 'approve' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // Revoked once not posted (a truck booked, say): nothing to close, and no error.
    const idle = await truckWithPapers(carrier, { rc: 'approved', insurance: 'approved' });
    await rejectInConsole(idle, 'insurance');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await postingStatus(postingId)).toBe(1);
    expect(await listedTruckIds(broker)).toContain(String(truckId));
  });
});

describe('migration 0041', () => {
  it('closes the open postings of trucks whose paper was rejected before, and nothing else', async () => {
    const held = await buildPosting(db(), {
      ownerId: userId(carrier),
      truckId: await truckWithPapers(carrier, { rc: 'rejected', insurance: 'approved' }),
    });
    const pending = await buildPosting(db(), {
      ownerId: userId(carrier),
      truckId: await truckWithPapers(carrier, { rc: 'pending', insurance: 'pending' }),
    });
    const text = await readFile(
      new URL('../../db/migrations/0041_rejected_paper_postings_closed.sql', import.meta.url),
      'utf8',
    );
    await db().execute(sql.raw(text));
    expect(await postingStatus(held.postingId)).toBe(3);
    expect(await numberOf(db(), sql`SELECT status::int AS n FROM trucks WHERE id = ${held.truckId}`)).toBe(1);
    expect(await postingStatus(pending.postingId)).toBe(1);
    expect(await numberOf(db(), sql`SELECT status::int AS n FROM trucks WHERE id = ${pending.truckId}`)).toBe(
      5,
    );
  });
});
