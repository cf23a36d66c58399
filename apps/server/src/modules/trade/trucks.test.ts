import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnTruck, PostedTruckListingResponse } from '@lorrybazaar/contract';
import { rows } from '../../db/rows.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
// A readable one-page PDF: a truck's papers pass the KYC readability check (decision 046).
import { PDF } from '../../test/uploads.js';
import {
  buildFile,
  buildPosting,
  buildTruck,
  buildUser,
  daysFromToday,
  indiaDateTime,
  postTruckBody,
  regNumber,
} from '../../test/factories.js';

let database: TestDatabase;
let t: TestApp;
let driver: SignedIn;
let broker: SignedIn;
let shipper: SignedIn;
let posterId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  [driver, broker, shipper] = await Promise.all([
    signIn(t, 'driver'),
    signIn(t, 'broker'),
    signIn(t, 'shipper'),
  ]);
  posterId = await buildUser(database.db, { role: 'transporter', name: 'Ravi Fleet', mobile: '7000000002' });
});
afterAll(async () => {
  await t?.close();
  await database?.dispose();
});

const userId = (jar: SignedIn) => Number(jar.register.User.users_id);
let tagSequence = 0;
const uniqueTag = () => `Yq${++tagSequence}x${Date.now() % 100000}`;
const issuesOf = (body: { issues: { path: string; code: string }[] }) =>
  Object.fromEntries(body.issues.map((issue) => [issue.path, issue.code]));

async function truckBody(jar: SignedIn, change: Record<string, unknown> = {}) {
  const ownerId = userId(jar);
  return {
    regNumber: regNumber(),
    trucks_type_id: '4',
    capacity_id: '10',
    insurance: await buildFile(database.db, { ownerId, purpose: 'insurance' }),
    rc: await buildFile(database.db, { ownerId, purpose: 'rc' }),
    location: 'Baksa',
    ...change,
  };
}

const insertTruck = (jar: SignedIn, payload: Record<string, unknown>) =>
  jar.inject(t.app, { method: 'POST', url: '/api/Transpoter/insertTruck', payload });
const postTruck = (jar: SignedIn, payload: Record<string, unknown>) =>
  jar.inject(t.app, { method: 'POST', url: '/api/Transpoter/postTruck', payload });
const ownTrucks = async (jar: SignedIn, trucks_status?: string) => {
  const response = await jar.inject(t.app, {
    method: 'GET',
    url: '/api/Transpoter/getTrucksByUserId',
    query: { user_id: jar.register.User.users_id, ...(trucks_status === undefined ? {} : { trucks_status }) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OwnTruck[] }>().data;
};
const searchIds = async (jar: SignedIn, payload: Record<string, unknown>) => {
  const response = await jar.inject(t.app, {
    method: 'POST',
    url: '/api/Transpoter/getMatchingPostTrucks',
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PostedTruckListingResponse>().data.map((row) => Number(row.postTrucks_id));
};

/** A multipart body as a browser sends it. */
function multipart(purpose: string, bytes: Buffer) {
  const boundary = '----marketplace-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${purpose}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('POST /api/Transpoter/insertTruck', () => {
  it('adds a truck with files uploaded through the API and answers 201 with it', async () => {
    const ids: string[] = [];
    for (const purpose of ['insurance', 'rc']) {
      const uploaded = await driver.inject(t.app, {
        method: 'POST',
        url: '/api/Transpoter/uploadFile',
        ...multipart(purpose, PDF),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      ids.push(uploaded.json().data.file_id);
    }
    const response = await insertTruck(driver, {
      regNumber: 'ka-01 ab 1234',
      trucks_type_id: 4,
      capacity_id: '10',
      insurance: ids[0],
      rc: ids[1],
      location: 'baksa',
      user_id: driver.register.User.users_id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Truck added successfully!');
    expect(body.data).toMatchObject({
      regNumber: 'KA01AB1234',
      truck_types_name: 'Closed Container',
      truck_capacities_name: '16 Tonnes',
      location: 'Baksa',
      trucks_status: '1',
      postTrucks_from: null,
      postTrucks_to: null,
      tonnes: 16,
    });
    // The truck keeps references to the private files, not addresses.
    const stored = await rows(
      database.db,
      sql`SELECT insurance_file_id::text AS i, rc_file_id::text AS r FROM trucks WHERE id = ${Number(body.data.truck_id)}`,
    );
    expect(stored).toEqual([{ i: ids[0], r: ids[1] }]);
  });

  it('accepts a location written "District, State" and a Bharat-series number', async () => {
    const response = await insertTruck(
      broker,
      await truckBody(broker, { regNumber: '22 BH 1234 AA', location: 'Pune, Maharashtra' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ regNumber: '22BH1234AA', location: 'Pune' });
  });

  it('names every missing field with its own message', async () => {
    const response = await insertTruck(driver, {});
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(issuesOf(body)).toEqual({
      regNumber: 'marketplace:validation.regNumberRequired',
      trucks_type_id: 'marketplace:validation.typeRequired',
      capacity_id: 'marketplace:validation.capacityRequired',
      insurance: 'marketplace:validation.insuranceRequired',
      rc: 'marketplace:validation.rcRequired',
      location: 'marketplace:validation.locationRequired',
    });
    const messages = Object.fromEntries(
      body.issues.map((i: { path: string; message: string }) => [i.path, i.message]),
    );
    expect(messages).toMatchObject({
      regNumber: 'Registration number is required.',
      trucks_type_id: 'Truck type is required.',
      capacity_id: 'Weight capacity is required.',
      insurance: 'Vehicle insurance is required.',
      rc: 'RC Book is required.',
    });
  });

  it.each([
    [{ regNumber: 'HELLO123' }, 'regNumber', 'marketplace:validation.regNumberInvalid'],
    [{ regNumber: 'KA01AB12345' }, 'regNumber', 'marketplace:validation.regNumberInvalid'],
    [{ regNumber: ' - ' }, 'regNumber', 'marketplace:validation.regNumberRequired'],
    [{ insurance: 'not-a-file' }, 'insurance', 'marketplace:validation.fileInvalid'],
    [{ location: 'Atlantis' }, 'location', 'marketplace:validation.locationUnknown'],
    [{ trucks_type_id: '999' }, 'trucks_type_id', 'marketplace:validation.referenceUnknown'],
    [{ capacity_id: '999' }, 'capacity_id', 'marketplace:validation.referenceUnknown'],
  ])('refuses %j with its message', async (change, path, code) => {
    const response = await insertTruck(driver, await truckBody(driver, change));
    expect(response.statusCode, response.body).toBe(400);
    expect(issuesOf(response.json())).toEqual({ [path]: code });
  });

  it('refuses files the caller does not own or uploaded for another purpose', async () => {
    const othersFile = await buildFile(database.db, { ownerId: posterId, purpose: 'insurance' });
    const notOwned = await insertTruck(driver, await truckBody(driver, { insurance: othersFile }));
    expect(notOwned.statusCode).toBe(400);
    expect(notOwned.json().code).toBe('errors.files.invalid');

    const wrongPurpose = await buildFile(database.db, { ownerId: userId(driver), purpose: 'insurance' });
    const swapped = await insertTruck(driver, await truckBody(driver, { rc: wrongPurpose }));
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().code).toBe('errors.files.invalid');

    const count = await rows(
      database.db,
      sql`SELECT count(*)::int AS n FROM trucks WHERE insurance_file_id = ${othersFile}::uuid`,
    );
    expect(count).toEqual([{ n: 0 }]);
  });

  it('refuses the same registration number twice for one owner (409), not for another owner', async () => {
    const number = regNumber();
    expect((await insertTruck(driver, await truckBody(driver, { regNumber: number }))).statusCode).toBe(201);
    const again = await insertTruck(driver, await truckBody(driver, { regNumber: number.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('marketplace:errors.truckExists');
    expect((await insertTruck(broker, await truckBody(broker, { regNumber: number }))).statusCode).toBe(201);
  });

  it("refuses a shipper (403), another user's id (403) and no session (403)", async () => {
    const asShipper = await insertTruck(shipper, await truckBody(shipper));
    expect(asShipper.statusCode).toBe(403);
    expect(asShipper.json().code).toBe('errors.auth.wrongRole');
    const otherId = await insertTruck(driver, await truckBody(driver, { user_id: posterId }));
    expect(otherId.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/Transpoter/insertTruck', payload: {} });
    expect(anonymous.statusCode).toBe(403);
  });
});

describe('GET /api/Transpoter/getTrucksByUserId', () => {
  it("lists only the caller's trucks and filters All / Added ('1') / Posted ('5')", async () => {
    const owner = await signIn(t, 'transporter');
    const ownerId = userId(owner);
    const added = await buildTruck(database.db, { ownerId });
    const { truckId: posted } = await buildPosting(database.db, {
      ownerId,
      fromLoc: 'Agra',
      toLoc: 'Jaipur',
    });
    await buildTruck(database.db, { ownerId: posterId });

    expect((await ownTrucks(owner)).map((row) => Number(row.truck_id))).toEqual([posted, added]);
    expect((await ownTrucks(owner, '')).map((row) => Number(row.truck_id))).toEqual([posted, added]);
    expect((await ownTrucks(owner, '1')).map((row) => Number(row.truck_id))).toEqual([added]);
    const [postedRow] = await ownTrucks(owner, '5');
    expect(postedRow).toMatchObject({
      truck_id: String(posted),
      trucks_status: '5',
      postTrucks_from: 'Agra',
      postTrucks_to: 'Jaipur',
      postTrucks_dateTime: indiaDateTime(3),
    });
  });

  it('answers an empty fleet with "No trucks found." and refuses bad filters and other users', async () => {
    const owner = await signIn(t, 'driver');
    const empty = await owner.inject(t.app, { method: 'GET', url: '/api/Transpoter/getTrucksByUserId' });
    expect(empty.json()).toEqual({ data: [], message: 'No trucks found.' });

    const bad = await owner.inject(t.app, {
      method: 'GET',
      url: '/api/Transpoter/getTrucksByUserId',
      query: { trucks_status: '3' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].code).toBe('marketplace:validation.statusFilter');

    const other = await owner.inject(t.app, {
      method: 'GET',
      url: '/api/Transpoter/getTrucksByUserId',
      query: { user_id: String(posterId) },
    });
    expect(other.statusCode).toBe(403);
    const asShipper = await shipper.inject(t.app, {
      method: 'GET',
      url: '/api/Transpoter/getTrucksByUserId',
    });
    expect(asShipper.statusCode).toBe(403);
  });
});

describe('POST /api/Transpoter/truckPapers (a truck paper uploaded again)', () => {
  const sendPaper = (jar: SignedIn, payload: Record<string, unknown>) =>
    jar.inject(t.app, { method: 'POST', url: '/api/Transpoter/truckPapers', payload });
  const currentPapers = (truckId: string) =>
    rows<{ type: number; file: string; status: number; reason: string | null }>(
      database.db,
      sql`SELECT document_type_id AS type, file_id::text AS file, status::int AS status, decision_reason AS reason
            FROM documents WHERE truck_id = ${Number(truckId)} AND replaced_at IS NULL ORDER BY document_type_id`,
    );

  it('shows where each paper stands on Your Trucks, and a rejected one sent again waits for its check', async () => {
    const body = await truckBody(driver);
    const added = await insertTruck(driver, body);
    expect(added.statusCode, added.body).toBe(201);
    const truck = added.json<{ data: OwnTruck }>().data;
    // Approved on upload in this setting (DRIVER_VERIFICATION=auto), as KYC.
    expect(truck.papers).toEqual({
      rc: { status: 'approved', reason: null },
      insurance: { status: 'approved', reason: null },
    });
    // An operator turns the insurance down as expired (the console's review, ops.test.ts).
    await database.db.execute(
      sql`UPDATE documents SET status = 3, decision_reason = 'expired'
           WHERE truck_id = ${Number(truck.truck_id)} AND document_type_id = 26`,
    );
    const listed = (await ownTrucks(driver)).find((item) => item.truck_id === truck.truck_id)!;
    expect(listed.papers.insurance).toEqual({ status: 'rejected', reason: 'expired' });

    const renewed = await buildFile(database.db, { ownerId: userId(driver), purpose: 'insurance' });
    const sent = await sendPaper(driver, { truck_id: truck.truck_id, paper: 'insurance', file_id: renewed });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: 'Sent for checking. You will get a notification once it is checked.',
      data: { truck_id: truck.truck_id, papers: { insurance: { status: 'approved', reason: null } } },
    });
    // One current paper of each kind: the new file; the old record stays, marked replaced.
    expect(await currentPapers(truck.truck_id)).toEqual([
      { type: 25, file: body.rc, status: 2, reason: null },
      { type: 26, file: renewed, status: 2, reason: null },
    ]);
    const [kept] = await rows<{ replaced: number }>(
      database.db,
      sql`SELECT count(*)::int AS replaced FROM documents
           WHERE truck_id = ${Number(truck.truck_id)} AND replaced_at IS NOT NULL`,
    );
    expect(kept!.replaced).toBe(1);
    const [row] = await rows<{ insurance: string }>(
      database.db,
      sql`SELECT insurance_file_id::text AS insurance FROM trucks WHERE id = ${Number(truck.truck_id)}`,
    );
    expect(row!.insurance).toBe(renewed);
  });

  it("refuses another user's truck (404), a file that is not the caller's or of another purpose, and bad bodies; changes nothing", async () => {
    const added = await insertTruck(driver, await truckBody(driver));
    const truck = added.json<{ data: OwnTruck }>().data;
    const before = await currentPapers(truck.truck_id);
    const brokersFile = await buildFile(database.db, { ownerId: userId(broker), purpose: 'rc' });
    const notFound = await sendPaper(broker, { truck_id: truck.truck_id, paper: 'rc', file_id: brokersFile });
    expect(notFound.statusCode, notFound.body).toBe(404);
    expect(notFound.json().message).toBe('This truck was not found.');
    const foreign = await sendPaper(driver, { truck_id: truck.truck_id, paper: 'rc', file_id: brokersFile });
    expect(foreign.statusCode, foreign.body).toBe(400);
    const wrongPurpose = await buildFile(database.db, { ownerId: userId(driver), purpose: 'insurance' });
    const mixedUp = await sendPaper(driver, { truck_id: truck.truck_id, paper: 'rc', file_id: wrongPurpose });
    expect(mixedUp.statusCode, mixedUp.body).toBe(400);
    for (const payload of [
      {},
      { truck_id: truck.truck_id, paper: 'licence', file_id: wrongPurpose },
      { truck_id: truck.truck_id, paper: 'insurance' },
      { truck_id: truck.truck_id, paper: 'insurance', file_id: wrongPurpose, extra: 1 },
    ]) {
      const refused = await sendPaper(driver, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const shipperAsks = await sendPaper(shipper, {
      truck_id: truck.truck_id,
      paper: 'rc',
      file_id: brokersFile,
    });
    expect(shipperAsks.statusCode).toBe(403);
    expect(await currentPapers(truck.truck_id)).toEqual(before);
  });
});

describe('POST /api/Transpoter/postTruck', () => {
  it('posts an added truck: 201, status 5 and an open posting in the marketplace', async () => {
    const truckId = await buildTruck(database.db, { ownerId: userId(driver), capacityId: 10 });
    const tag = uniqueTag();
    const response = await postTruck(driver, postTruckBody(truckId, { postTrucks_from: `${tag} Guwahati` }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Truck posted successfully!');
    expect(response.json().data).toMatchObject({
      truck_id: String(truckId),
      trucks_status: '5',
      postTrucks_from: `${tag} Guwahati`,
      postTrucks_to: 'Kolkata, West Bengal',
      postTrucks_dateTime: indiaDateTime(2, '08:15'),
    });
    expect((await ownTrucks(driver, '5')).map((row) => Number(row.truck_id))).toContain(truckId);

    // Others find it; the poster does not see their own.
    const found = await broker.inject(t.app, {
      method: 'POST',
      url: '/api/Transpoter/getMatchingPostTrucks',
      payload: { postTrucks_from: tag },
    });
    const [row] = found.json<PostedTruckListingResponse>().data;
    expect(row).toMatchObject({
      truck_id: String(truckId),
      truck_capacities_name: '10 Tonnes',
      postTrucks_dateTime: indiaDateTime(2, '08:15'),
      users_name: 'Suresh Babu',
      user_types_name: 'Driver',
      comments: 'Available for return load',
    });
    expect(found.body).not.toContain(driver.register.User.users_mobile);
    expect(await searchIds(driver, { postTrucks_from: tag })).toEqual([]);
  });

  it('refuses to post a truck twice while its posting is open (409)', async () => {
    const truckId = await buildTruck(database.db, { ownerId: userId(driver) });
    expect((await postTruck(driver, postTruckBody(truckId))).statusCode).toBe(201);
    const again = await postTruck(driver, postTruckBody(truckId));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('marketplace:errors.truckAlreadyPosted');
  });

  it('lets a truck whose posting day has passed be posted again', async () => {
    const truckId = await buildTruck(database.db, { ownerId: userId(driver) });
    const { postingId } = await buildPosting(database.db, {
      ownerId: userId(driver),
      truckId,
      dateTime: indiaDateTime(-2),
    });
    expect((await ownTrucks(driver, '1')).map((row) => Number(row.truck_id))).toContain(truckId);

    const response = await postTruck(driver, postTruckBody(truckId));
    expect(response.statusCode, response.body).toBe(201);
    const old = await rows(
      database.db,
      sql`SELECT status::int AS status FROM truck_postings WHERE id = ${postingId}`,
    );
    expect(old).toEqual([{ status: 3 }]);
  });

  it("answers 404 for another user's truck and changes nothing", async () => {
    const othersTruck = await buildTruck(database.db, { ownerId: posterId });
    const response = await postTruck(driver, postTruckBody(othersTruck));
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('marketplace:errors.truckNotFound');
    const found = await rows(
      database.db,
      sql`SELECT t.status::int AS status, (SELECT count(*)::int FROM truck_postings p WHERE p.truck_id = t.id) AS postings
          FROM trucks t WHERE t.id = ${othersTruck}`,
    );
    expect(found).toEqual([{ status: 1, postings: 0 }]);
    expect((await postTruck(driver, postTruckBody(999_999_999))).statusCode).toBe(404);
  });

  it('names every missing field with its message', async () => {
    const response = await postTruck(driver, {});
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response.json())).toEqual({
      postTrucks_dateTime: 'marketplace:validation.dateRequired',
      postTrucks_from: 'marketplace:validation.fromRequired',
      postTrucks_to: 'marketplace:validation.toRequired',
      postTrucks_capacity_id: 'marketplace:validation.capacityRequired',
      truck_id: 'marketplace:validation.truckRequired',
    });
    expect(response.json().issues[0].message).toBe('Date is required.');
  });

  it.each([
    [{ postTrucks_dateTime: daysFromToday(2) }, 'postTrucks_dateTime', 'marketplace:validation.timeRequired'],
    [
      { postTrucks_dateTime: `${daysFromToday(2)} 25:00` },
      'postTrucks_dateTime',
      'marketplace:validation.timeInvalid',
    ],
    [{ postTrucks_dateTime: indiaDateTime(-1) }, 'postTrucks_dateTime', 'marketplace:validation.datePast'],
    [{ postTrucks_dateTime: 'tomorrow 10:00' }, 'postTrucks_dateTime', 'marketplace:validation.dateInvalid'],
    [{ comments: 'too short' }, 'comments', 'marketplace:validation.commentsWords'],
    [{ postTrucks_capacity_id: '999' }, 'postTrucks_capacity_id', 'marketplace:validation.referenceUnknown'],
  ])('refuses %j with its message', async (change, path, code) => {
    const truckId = await buildTruck(database.db, { ownerId: userId(driver) });
    const response = await postTruck(driver, postTruckBody(truckId, change));
    expect(response.statusCode, response.body).toBe(400);
    expect(issuesOf(response.json())).toEqual({ [path]: code });
  });

  it("refuses offering more than the truck's capacity", async () => {
    const truckId = await buildTruck(database.db, { ownerId: userId(driver), capacityId: 8 });
    const response = await postTruck(driver, postTruckBody(truckId, { postTrucks_capacity_id: '10' }));
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response.json())).toEqual({
      postTrucks_capacity_id: 'marketplace:validation.capacityAboveTruck',
    });
    expect(
      (await postTruck(driver, postTruckBody(truckId, { postTrucks_capacity_id: '8' }))).statusCode,
    ).toBe(201);
  });

  it('refuses a lapsed driver (402) and changes nothing; paying again lets them post', async () => {
    const lapsed = await signIn(t, 'driver');
    const truckId = await buildTruck(database.db, { ownerId: userId(lapsed) });
    // The free trial runs 15 days from registration (docs/decisions/008-membership.md).
    await database.db.execute(
      sql`UPDATE users SET created_at = now() - interval '40 days' WHERE id = ${userId(lapsed)}`,
    );
    const refused = await postTruck(lapsed, postTruckBody(truckId));
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'membership:errors.driverSubscriptionRequired' });
    expect((await ownTrucks(lapsed, '5')).map((row) => Number(row.truck_id))).not.toContain(truckId);
    const postings = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM truck_postings WHERE truck_id = ${truckId}`,
    );
    expect(postings[0]!.n).toBe(0);

    // A paid month (as the payment callback records it) opens posting again.
    await database.db.execute(sql`
      INSERT INTO subscriptions (user_id, plan_id, status, started_at, expires_at, updated_at)
      VALUES (${userId(lapsed)}, 5, 'active', now(), now() + interval '1 month', now())`);
    expect((await postTruck(lapsed, postTruckBody(truckId))).statusCode).toBe(201);
  });

  it("refuses a shipper (403) and another user's id (403)", async () => {
    const truckId = await buildTruck(database.db, { ownerId: userId(driver) });
    expect((await postTruck(shipper, postTruckBody(truckId))).statusCode).toBe(403);
    expect((await postTruck(driver, postTruckBody(truckId, { user_id: String(posterId) }))).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/Transpoter/getPaginatedTrucks', () => {
  it("pages other users' open postings newest first: 25 → 12, 12, 1 (totalPages 3)", async () => {
    await rows(database.db, sql`UPDATE truck_postings SET status = 3`);
    const base = Date.now() - 300_000;
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) {
      ids.push(
        (await buildPosting(database.db, { ownerId: posterId, createdAt: new Date(base + i * 1000) }))
          .postingId,
      );
    }
    const hidden = [
      (await buildPosting(database.db, { ownerId: userId(broker), createdAt: new Date(base + 90_000) }))
        .postingId,
      (
        await buildPosting(database.db, {
          ownerId: posterId,
          status: '2',
          createdAt: new Date(base + 90_000),
        })
      ).postingId,
      (await buildPosting(database.db, { ownerId: posterId, dateTime: indiaDateTime(-1, '23:59') }))
        .postingId,
    ];

    const pages: PostedTruckListingResponse[] = [];
    for (const page of [1, 2, 3]) {
      const response = await broker.inject(t.app, {
        method: 'GET',
        url: '/api/Transpoter/getPaginatedTrucks',
        query: { page: String(page), limit: '12' },
      });
      expect(response.statusCode, response.body).toBe(200);
      pages.push(response.json());
    }
    expect(pages.map((p) => p.data.length)).toEqual([12, 12, 1]);
    expect(pages.map((p) => p.totalPages)).toEqual([3, 3, 3]);
    const listed = pages.flatMap((p) => p.data.map((row) => Number(row.postTrucks_id)));
    expect(listed).toEqual([...ids].reverse());
    for (const id of hidden) expect(listed).not.toContain(id);
    expect(JSON.stringify(pages)).not.toContain('7000000002');
  });

  it('needs a session; any role may browse', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Transpoter/getPaginatedTrucks' })).statusCode,
    ).toBe(403);
    expect(
      (await shipper.inject(t.app, { method: 'GET', url: '/api/Transpoter/getPaginatedTrucks' })).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/Transpoter/getMatchingPostTrucks', () => {
  it('matches from and to as case-insensitive substrings, % and _ literally', async () => {
    const tag = uniqueTag();
    const a = (
      await buildPosting(database.db, { ownerId: posterId, fromLoc: `${tag} Raipur`, toLoc: 'Bhilai 100%' })
    ).postingId;
    const b = (
      await buildPosting(database.db, {
        ownerId: posterId,
        fromLoc: `${tag.toUpperCase()} Durg`,
        toLoc: 'Bhilai 1000',
      })
    ).postingId;
    const c = (
      await buildPosting(database.db, { ownerId: posterId, fromLoc: `${tag} Korba`, toLoc: 'Bilaspur' })
    ).postingId;

    expect(await searchIds(shipper, { postTrucks_from: tag.toLowerCase() })).toEqual([c, b, a]);
    expect(await searchIds(shipper, { postTrucks_from: tag, postTrucks_to: '100%' })).toEqual([a]);
    expect(await searchIds(shipper, { postTrucks_from: `${tag}_Raipur` })).toEqual([]);
    expect(
      await searchIds(shipper, {
        postTrucks_from: tag,
        postTrucks_to: 'BILAS',
        postTrucks_dateTime: '',
        postTrucks_capacity_id: null,
        truck_type_id: '',
        no_of_trucks: 2,
      }),
    ).toEqual([c]);
  });

  it('filters by date on or after, truck type, and capacity by tonnes (postings offering at least)', async () => {
    const tag = uniqueTag();
    const near = (
      await buildPosting(database.db, {
        ownerId: posterId,
        fromLoc: tag,
        dateTime: indiaDateTime(1),
        truckTypeId: 9,
        capacityId: 10,
      })
    ).postingId;
    const far = (
      await buildPosting(database.db, {
        ownerId: posterId,
        fromLoc: tag,
        dateTime: indiaDateTime(9),
        truckTypeId: 10,
        capacityId: 7,
      })
    ).postingId;

    expect(await searchIds(shipper, { postTrucks_from: tag, postTrucks_dateTime: indiaDateTime(5) })).toEqual(
      [far],
    );
    expect(await searchIds(shipper, { postTrucks_from: tag, postTrucks_dateTime: daysFromToday(1) })).toEqual(
      [far, near],
    );
    expect(await searchIds(shipper, { postTrucks_from: tag, truck_type_id: '9' })).toEqual([near]);
    // A 10 t load (capacity 8) fits the 16 t posting, not the 9 t one.
    expect(await searchIds(shipper, { postTrucks_from: tag, postTrucks_capacity_id: '8' })).toEqual([near]);
    expect(await searchIds(shipper, { postTrucks_from: tag, postTrucks_capacity_id: 7 })).toEqual([
      far,
      near,
    ]);
    expect(await searchIds(shipper, { postTrucks_from: tag, postTrucks_capacity_id: 11 })).toEqual([]);
  });

  it('pages the matches: 25 → 12, 12, 1 and answers no match with the message', async () => {
    const tag = uniqueTag();
    for (let i = 0; i < 25; i++) await buildPosting(database.db, { ownerId: posterId, toLoc: `${tag} Yard` });
    const sizes = [];
    for (const page of [1, 2, 3]) {
      const response = await shipper.inject(t.app, {
        method: 'POST',
        url: '/api/Transpoter/getMatchingPostTrucks',
        payload: { postTrucks_to: tag, page },
      });
      const body = response.json<PostedTruckListingResponse>();
      expect(body.totalPages).toBe(3);
      sizes.push(body.data.length);
    }
    expect(sizes).toEqual([12, 12, 1]);

    const none = await shipper.inject(t.app, {
      method: 'POST',
      url: '/api/Transpoter/getMatchingPostTrucks',
      payload: { postTrucks_to: uniqueTag() },
    });
    expect(none.json()).toMatchObject({ data: [], totalPages: 0, message: 'No trucks found.' });
  });

  it('refuses bad filters (400) and no session (403)', async () => {
    const bad = await shipper.inject(t.app, {
      method: 'POST',
      url: '/api/Transpoter/getMatchingPostTrucks',
      payload: { postTrucks_dateTime: '2030-02-31 10:00', postTrucks_capacity_id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(issuesOf(bad.json())).toEqual({
      postTrucks_dateTime: 'marketplace:validation.dateInvalid',
      postTrucks_capacity_id: 'marketplace:validation.invalid',
    });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/Transpoter/getMatchingPostTrucks',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(403);
  });
});
