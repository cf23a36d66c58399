import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadListingResponse, OwnLoadsResponse } from '@lorrybazaar/contract';
import { rows } from '../../db/rows.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { addLoadBody, buildLoad, buildUser, daysFromToday } from '../../test/factories.js';

let database: TestDatabase;
let t: TestApp;
let shipper: SignedIn;
let transporter: SignedIn;
let driver: SignedIn;
let posterId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  [shipper, transporter, driver] = await Promise.all([
    signIn(t, 'shipper'),
    signIn(t, 'transporter'),
    signIn(t, 'driver'),
  ]);
  posterId = await buildUser(database.db, { role: 'broker', name: 'Anil Broker', mobile: '7000000001' });
});
afterAll(async () => {
  await t?.close();
  await database?.dispose();
});

const userId = (jar: SignedIn) => Number(jar.register.User.users_id);
let tagSequence = 0;
/** A text no other test uses, so a location filter isolates one test's loads. */
const uniqueTag = () => `Zq${++tagSequence}x${Date.now() % 100000}`;

const addLoad = (jar: SignedIn, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  jar.inject(t.app, { method: 'POST', url: '/api/Transpoter/AddLoad', payload, headers });
const search = (jar: SignedIn, payload: Record<string, unknown>) =>
  jar.inject(t.app, { method: 'POST', url: '/api/Transpoter/getMatchingLoads', payload });
const searchIds = async (jar: SignedIn, payload: Record<string, unknown>) => {
  const response = await search(jar, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LoadListingResponse>().data.map((row) => Number(row.loads_id));
};
const issuesOf = (body: { issues: { path: string; code: string; message: string }[] }) =>
  Object.fromEntries(body.issues.map((issue) => [issue.path, issue.code]));

async function clearLoads() {
  await rows(database.db, sql`DELETE FROM loads`);
}

describe('POST /api/Transpoter/AddLoad', () => {
  it('adds a load owned by the caller and answers 201 with it', async () => {
    const response = await addLoad(shipper, { ...addLoadBody(), user_id: shipper.register.User.users_id });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Load added successfully');
    expect(body.data).toMatchObject({
      materials_name: 'Cement',
      truck_capacities_name: '10 Tonnes',
      pickupLoc: 'Pune, Maharashtra',
      deliveryLoc: 'Chennai, Tamil Nadu',
      pickupDate: addLoadBody().pickupDate,
      no_of_trucks: 1,
      truck_types_name: 'Open Body',
      comments: 'Handle with care please',
      loads_status: '1',
    });
    expect(body.data.loads_id).toMatch(/^\d+$/);

    const [row] = await rows<{ owner: string }>(
      database.db,
      sql`SELECT user_id::text AS owner FROM loads WHERE id = ${Number(body.data.loads_id)}`,
    );
    expect(row!.owner).toBe(shipper.register.User.users_id);
  });

  it('takes ids as numbers or strings and trims the places', async () => {
    const response = await addLoad(transporter, {
      ...addLoadBody(),
      pickupLoc: '  Nashik ',
      material_id: 2,
      capacity_id: 10,
      truck_type_id: 3,
      no_of_trucks: '3',
      comments: '',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ pickupLoc: 'Nashik', no_of_trucks: 3, comments: null });
  });

  it('names every missing field with its own message', async () => {
    const response = await addLoad(shipper, {});
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('errors.validation');
    expect(issuesOf(body)).toEqual({
      pickupLoc: 'marketplace:validation.pickupLocationRequired',
      deliveryLoc: 'marketplace:validation.deliveryLocationRequired',
      pickupDate: 'marketplace:validation.pickupDateRequired',
      material_id: 'marketplace:validation.materialRequired',
      capacity_id: 'marketplace:validation.weightRequired',
      truck_type_id: 'marketplace:validation.truckTypeRequired',
      no_of_trucks: 'marketplace:validation.trucksRequired',
    });
    const messages = Object.fromEntries(
      body.issues.map((i: { path: string; message: string }) => [i.path, i.message]),
    );
    expect(messages).toMatchObject({
      pickupLoc: 'Pickup Location is required.',
      deliveryLoc: 'Delivery Location is required.',
      pickupDate: 'Pickup Date is required.',
      material_id: 'Material selection is required.',
      capacity_id: 'Weight selection is required.',
      truck_type_id: 'Truck Type selection is required.',
      no_of_trucks: 'At least one truck is required.',
    });
  });

  it('treats blank fields as missing and shows the messages in the asked language', async () => {
    const response = await addLoad(
      shipper,
      {
        pickupLoc: '   ',
        deliveryLoc: '',
        pickupDate: '',
        material_id: '',
        capacity_id: null,
        truck_type_id: '',
        no_of_trucks: 0,
      },
      { 'accept-language': 'hi' },
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(issuesOf(body)).sort()).toEqual([
      'capacity_id',
      'deliveryLoc',
      'material_id',
      'no_of_trucks',
      'pickupDate',
      'pickupLoc',
      'truck_type_id',
    ]);
    expect(body.issues.find((i: { path: string }) => i.path === 'pickupLoc').message).toBe(
      'पिकअप स्थान ज़रूरी है।',
    );
  });

  it.each([
    [{ comments: 'two words' }, 'comments', 'marketplace:validation.commentsWords'],
    [{ comments: 'x '.repeat(300) }, 'comments', 'marketplace:validation.commentsTooLong'],
    [{ no_of_trucks: 0 }, 'no_of_trucks', 'marketplace:validation.trucksRequired'],
    [{ no_of_trucks: 1.5 }, 'no_of_trucks', 'marketplace:validation.trucksRequired'],
    [{ no_of_trucks: 101 }, 'no_of_trucks', 'marketplace:validation.trucksMax'],
    [{ pickupDate: daysFromToday(-1) }, 'pickupDate', 'marketplace:validation.datePast'],
    [{ pickupDate: '2030-02-30' }, 'pickupDate', 'marketplace:validation.dateInvalid'],
    [{ pickupLoc: 'P'.repeat(101) }, 'pickupLoc', 'marketplace:validation.locationTooLong'],
    [{ material_id: 'cement' }, 'material_id', 'marketplace:validation.materialRequired'],
    [{ material_id: '999' }, 'material_id', 'marketplace:validation.referenceUnknown'],
    [{ capacity_id: '999' }, 'capacity_id', 'marketplace:validation.referenceUnknown'],
    [{ truck_type_id: '999' }, 'truck_type_id', 'marketplace:validation.referenceUnknown'],
  ])('refuses %j with its message', async (change, path, code) => {
    const response = await addLoad(shipper, { ...addLoadBody(), ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(issuesOf(response.json())).toEqual({ [path]: code });
  });

  it('accepts today as the pickup date (in India)', async () => {
    const response = await addLoad(shipper, { ...addLoadBody(), pickupDate: daysFromToday(0) });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a driver (wrong role) and a caller without a session with 403', async () => {
    const asDriver = await addLoad(driver, addLoadBody());
    expect(asDriver.statusCode).toBe(403);
    expect(asDriver.json().code).toBe('errors.auth.wrongRole');
    // The session is checked before the body: no validation details leak to a stranger.
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/Transpoter/AddLoad', payload: {} });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().code).toBe('errors.auth.required');
  });

  it("refuses a body naming another user's id with 403 and writes nothing", async () => {
    const before = await rows(database.db, sql`SELECT count(*)::int AS n FROM loads`);
    const response = await addLoad(shipper, { ...addLoadBody(), user_id: String(posterId) });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('errors.forbidden');
    const after = await rows(database.db, sql`SELECT count(*)::int AS n FROM loads`);
    expect(after).toEqual(before);
  });
});

describe('GET /api/Transpoter/getLoadsByUserId', () => {
  it("lists only the caller's loads, newest first, in pages of 12", async () => {
    const owner = await signIn(t, 'broker');
    const ownerId = userId(owner);
    const base = Date.now() - 100_000;
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) {
      ids.push(await buildLoad(database.db, { ownerId, createdAt: new Date(base + i * 1000) }));
    }
    await buildLoad(database.db, { ownerId: posterId });
    const newestFirst = [...ids].reverse();

    const pages: OwnLoadsResponse[] = [];
    for (const page of [1, 2, 3]) {
      const response = await owner.inject(t.app, {
        method: 'GET',
        url: '/api/Transpoter/getLoadsByUserId',
        query: { user_id: String(ownerId), page: String(page) },
      });
      expect(response.statusCode, response.body).toBe(200);
      pages.push(response.json());
    }
    expect(pages.map((p) => p.data.length)).toEqual([12, 12, 1]);
    expect(pages.every((p) => p.totalPages === 3)).toBe(true);
    expect(pages.flatMap((p) => p.data.map((row) => Number(row.loads_id)))).toEqual(newestFirst);
  });

  it('shows a booked load as booked and an open load past its day as expired', async () => {
    const owner = await signIn(t, 'transporter');
    const booked = await buildLoad(database.db, { ownerId: userId(owner), status: '2' });
    const past = await buildLoad(database.db, { ownerId: userId(owner), pickupDate: daysFromToday(-2) });
    const response = await owner.inject(t.app, { method: 'GET', url: '/api/Transpoter/getLoadsByUserId' });
    const byId = new Map(response.json<OwnLoadsResponse>().data.map((row) => [Number(row.loads_id), row]));
    expect(byId.get(booked)?.loads_status).toBe('2');
    expect(byId.get(past)?.loads_status).toBe('3');
  });

  it('answers an empty list with the "No loads found." message', async () => {
    const owner = await signIn(t, 'shipper');
    const response = await owner.inject(t.app, {
      method: 'GET',
      url: '/api/Transpoter/getLoadsByUserId',
      query: { page: '1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], page: 1, totalPages: 0, message: 'No loads found.' });
  });

  it("refuses another user's id (403), a driver (403) and no session (403)", async () => {
    const other = await shipper.inject(t.app, {
      method: 'GET',
      url: '/api/Transpoter/getLoadsByUserId',
      query: { user_id: String(posterId), page: '1' },
    });
    expect(other.statusCode).toBe(403);
    const asDriver = await driver.inject(t.app, { method: 'GET', url: '/api/Transpoter/getLoadsByUserId' });
    expect(asDriver.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/Transpoter/getLoadsByUserId' });
    expect(anonymous.statusCode).toBe(403);
  });
});

describe('GET /api/Transpoter/getAllLoads', () => {
  it("pages other users' open loads newest first: 25 → 12, 12, 1 (totalPages 3)", async () => {
    await clearLoads();
    const base = Date.now() - 200_000;
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) {
      ids.push(await buildLoad(database.db, { ownerId: posterId, createdAt: new Date(base + i * 1000) }));
    }
    // Never listed: the caller's own, a booked one, one past its pickup day, an expired one.
    const own = await buildLoad(database.db, {
      ownerId: userId(transporter),
      createdAt: new Date(base + 90_000),
    });
    const booked = await buildLoad(database.db, {
      ownerId: posterId,
      status: '2',
      createdAt: new Date(base + 90_000),
    });
    const past = await buildLoad(database.db, { ownerId: posterId, pickupDate: daysFromToday(-1) });
    const expired = await buildLoad(database.db, { ownerId: posterId, status: '3' });

    const pages: LoadListingResponse[] = [];
    for (const page of [1, 2, 3, 4]) {
      const response = await transporter.inject(t.app, {
        method: 'GET',
        url: '/api/Transpoter/getAllLoads',
        query: { page: String(page), limit: '12' },
      });
      expect(response.statusCode, response.body).toBe(200);
      pages.push(response.json());
    }
    expect(pages.map((p) => p.data.length)).toEqual([12, 12, 1, 0]);
    expect(pages.map((p) => p.totalPages)).toEqual([3, 3, 3, 3]);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    expect(pages[3]!.message).toBe('No loads found.');
    const listed = pages.flatMap((p) => p.data.map((row) => Number(row.loads_id)));
    expect(listed).toEqual([...ids].reverse());
    for (const hidden of [own, booked, past, expired]) expect(listed).not.toContain(hidden);

    // The poster sees the other way round: only the transporter's load.
    const forPoster = await shipper.inject(t.app, { method: 'GET', url: '/api/Transpoter/getAllLoads' });
    expect(forPoster.json<LoadListingResponse>().totalPages).toBe(3);
  });

  it("carries the seed's listing fields and the poster's name and type, never a mobile", async () => {
    await clearLoads();
    const id = await buildLoad(database.db, {
      ownerId: posterId,
      materialId: 3,
      capacityId: 10,
      comments: 'Fragile goods inside',
    });
    const response = await driver.inject(t.app, {
      method: 'GET',
      url: '/api/Transpoter/getAllLoads',
      query: { page: '1', limit: '12' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = response.json<LoadListingResponse>().data;
    expect(row).toMatchObject({
      loads_id: String(id),
      materials_name: 'Iron Ore',
      truck_capacities_name: '16 Tonnes',
      pickupLoc: 'Pune, Maharashtra',
      deliveryLoc: 'Chennai, Tamil Nadu',
      users_name: 'Anil Broker',
      user_types_name: 'Broker',
      user_types_id: '3',
      users_id: String(posterId),
      tonnes: 16,
      no_of_trucks: 1,
      comments: 'Fragile goods inside',
      pickupDate: daysFromToday(7),
    });
    expect(row!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(response.body).not.toContain('7000000001');
    expect(Object.keys(row!).some((key) => /mob|phone/i.test(key))).toBe(false);
  });

  it('names the material, capacity, type and poster type in the caller’s language', async () => {
    await clearLoads();
    await buildLoad(database.db, { ownerId: posterId });
    const response = await driver.inject(t.app, {
      method: 'GET',
      url: '/api/Transpoter/getAllLoads',
      headers: { 'accept-language': 'hi' },
    });
    const [row] = response.json<LoadListingResponse>().data;
    expect(row).toMatchObject({ materials_name: 'सीमेंट', truck_capacities_name: '10 टन' });
    expect(row!.user_types_name).not.toBe('Broker');
  });

  it('names a material added after the server read its reference data (a newer server migrated)', async () => {
    await clearLoads();
    await buildLoad(database.db, { ownerId: posterId });
    expect(
      (await driver.inject(t.app, { method: 'GET', url: '/api/Transpoter/getAllLoads' })).statusCode,
    ).toBe(200);
    await rows(
      database.db,
      sql`INSERT INTO materials (id, name, names) VALUES (9901, 'Solar panels', '{"hi": "सौर पैनल"}')`,
    );
    await buildLoad(database.db, { ownerId: posterId, materialId: 9901 });
    const response = await driver.inject(t.app, {
      method: 'GET',
      url: '/api/Transpoter/getAllLoads',
      headers: { 'accept-language': 'hi' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LoadListingResponse>().data[0]).toMatchObject({
      materials_id: '9901',
      materials_name: 'सौर पैनल',
    });
    await clearLoads();
    await rows(database.db, sql`DELETE FROM materials WHERE id = 9901`);
  });

  it.each([
    [{ page: '0' }, 'marketplace:validation.page'],
    [{ page: '1001' }, 'marketplace:validation.page'],
    [{ page: 'two' }, 'marketplace:validation.page'],
    [{ limit: '51' }, 'marketplace:validation.limit'],
  ])('refuses %j with 400', async (query, code) => {
    const response = await driver.inject(t.app, { method: 'GET', url: '/api/Transpoter/getAllLoads', query });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].code).toBe(code);
  });

  it('serves the deepest page (1000) and needs a session', async () => {
    const deepest = await driver.inject(t.app, {
      method: 'GET',
      url: '/api/Transpoter/getAllLoads',
      query: { page: '1000' },
    });
    expect(deepest.statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/Transpoter/getAllLoads' });
    expect(anonymous.statusCode).toBe(403);
  });
});

describe('POST /api/Transpoter/getMatchingLoads', () => {
  it('matches the places as case-insensitive substrings and empty filters as none', async () => {
    const tag = uniqueTag();
    const a = await buildLoad(database.db, {
      ownerId: posterId,
      pickupLoc: `Vashi ${tag} Navi Mumbai`,
      deliveryLoc: 'Surat',
    });
    const b = await buildLoad(database.db, {
      ownerId: posterId,
      pickupLoc: `${tag.toUpperCase()} Depot`,
      deliveryLoc: 'Indore',
    });
    await buildLoad(database.db, { ownerId: posterId, pickupLoc: 'Elsewhere', deliveryLoc: `${tag} Surat` });

    expect((await searchIds(transporter, { pickupLoc: tag.toLowerCase() })).sort()).toEqual([a, b].sort());
    expect(
      await searchIds(transporter, {
        pickupLoc: tag,
        deliveryLoc: 'sur',
        pickupDate: null,
        material_id: null,
        capacity_id: '',
        truck_type_id: null,
        no_of_trucks: null,
      }),
    ).toEqual([a]);
  });

  it('takes % and _ literally', async () => {
    const tag = uniqueTag();
    const percent = await buildLoad(database.db, { ownerId: posterId, pickupLoc: `${tag} 100% Yard` });
    await buildLoad(database.db, { ownerId: posterId, pickupLoc: `${tag} 1000 Yard` });
    const underscore = await buildLoad(database.db, { ownerId: posterId, pickupLoc: `${tag} Gate_7` });
    await buildLoad(database.db, { ownerId: posterId, pickupLoc: `${tag} Gate-7` });
    const backslash = await buildLoad(database.db, { ownerId: posterId, pickupLoc: `${tag} A\\B` });

    expect(await searchIds(transporter, { pickupLoc: `${tag} 100%` })).toEqual([percent]);
    expect(
      await searchIds(transporter, { pickupLoc: 'gate_7' }).then((ids) => ids.filter((id) => id >= percent)),
    ).toEqual([underscore]);
    expect(await searchIds(transporter, { pickupLoc: `${tag} A\\B` })).toEqual([backslash]);
    expect(await searchIds(transporter, { pickupLoc: '%' }).then((ids) => ids.includes(percent))).toBe(true);
    expect(await searchIds(transporter, { pickupLoc: `${tag}%Yard` })).toEqual([]);
  });

  it('filters by pickup date on or after, material and truck type', async () => {
    const tag = uniqueTag();
    const soon = await buildLoad(database.db, {
      ownerId: posterId,
      pickupLoc: tag,
      pickupDate: daysFromToday(2),
      materialId: 4,
      truckTypeId: 9,
    });
    const later = await buildLoad(database.db, {
      ownerId: posterId,
      pickupLoc: tag,
      pickupDate: daysFromToday(10),
      materialId: 5,
      truckTypeId: 9,
    });
    const latest = await buildLoad(database.db, {
      ownerId: posterId,
      pickupLoc: tag,
      pickupDate: daysFromToday(20),
      materialId: 4,
      truckTypeId: 10,
    });

    expect(await searchIds(transporter, { pickupLoc: tag, pickupDate: daysFromToday(10) })).toEqual([
      latest,
      later,
    ]);
    expect(await searchIds(transporter, { pickupLoc: tag, pickupDate: daysFromToday(2) })).toEqual([
      latest,
      later,
      soon,
    ]);
    expect(await searchIds(transporter, { pickupLoc: tag, material_id: '4' })).toEqual([latest, soon]);
    expect(await searchIds(transporter, { pickupLoc: tag, truck_type_id: 9 })).toEqual([later, soon]);
    expect(await searchIds(transporter, { pickupLoc: tag, material_id: 4, truck_type_id: 9 })).toEqual([
      soon,
    ]);
  });

  it("matches capacity by tonnes: loads needing at most the searcher's truck", async () => {
    const tag = uniqueTag();
    const tenTonnes = await buildLoad(database.db, { ownerId: posterId, pickupLoc: tag, capacityId: 8 });
    const sixteen = await buildLoad(database.db, { ownerId: posterId, pickupLoc: tag, capacityId: 10 });
    const nineteen = await buildLoad(database.db, { ownerId: posterId, pickupLoc: tag, capacityId: 11 });
    // Capacity 10 is "16 Tonnes": a 10 t and a 16 t load fit; a 19 t load does not.
    expect(await searchIds(transporter, { pickupLoc: tag, capacity_id: '10' })).toEqual([sixteen, tenTonnes]);
    // Capacity 9 is "12 Tonnes" (a larger id than 8, smaller than 10): only the 10 t load.
    expect(await searchIds(transporter, { pickupLoc: tag, capacity_id: 9 })).toEqual([tenTonnes]);
    expect(await searchIds(transporter, { pickupLoc: tag, capacity_id: 18 })).toEqual([
      nineteen,
      sixteen,
      tenTonnes,
    ]);
  });

  it('no_of_trucks hides no load with a truck open: one truck sees a 5-truck load, with the trucks still open', async () => {
    const tag = uniqueTag();
    const one = await buildLoad(database.db, { ownerId: posterId, pickupLoc: tag, noOfTrucks: 1 });
    const five = await buildLoad(database.db, { ownerId: posterId, pickupLoc: tag, noOfTrucks: 5 });
    const partly = await buildLoad(database.db, { ownerId: posterId, pickupLoc: tag, noOfTrucks: 5 });
    const full = await buildLoad(database.db, { ownerId: posterId, pickupLoc: tag, noOfTrucks: 2 });
    await database.db.execute(sql`UPDATE loads SET trucks_booked = 3 WHERE id = ${partly}`);
    await database.db.execute(sql`UPDATE loads SET trucks_booked = 2, status = 2 WHERE id = ${full}`);
    for (const k of [1, '2', 5, 100, null, '']) {
      expect(await searchIds(transporter, { pickupLoc: tag, no_of_trucks: k }), String(k)).toEqual([
        partly,
        five,
        one,
      ]);
    }
    const response = await search(transporter, { pickupLoc: tag, no_of_trucks: 1 });
    const open = response
      .json<LoadListingResponse>()
      .data.map((row) => [Number(row.loads_id), row.no_of_trucks, row.trucks_open]);
    expect(open).toEqual([
      [partly, 5, 2],
      [five, 5, 5],
      [one, 1, 1],
    ]);
  });

  it('never lists own, booked or expired loads and pages the matches: 25 → 12, 12, 1', async () => {
    const tag = uniqueTag();
    for (let i = 0; i < 25; i++) await buildLoad(database.db, { ownerId: posterId, pickupLoc: tag });
    await buildLoad(database.db, { ownerId: userId(transporter), pickupLoc: tag });
    await buildLoad(database.db, { ownerId: posterId, pickupLoc: tag, status: '2' });
    await buildLoad(database.db, { ownerId: posterId, pickupLoc: tag, status: '3' });

    const pages = [];
    for (const page of [1, 2, 3]) {
      const response = await search(transporter, { pickupLoc: tag, page });
      pages.push(response.json<LoadListingResponse>());
    }
    expect(pages.map((p) => p.data.length)).toEqual([12, 12, 1]);
    expect(pages.map((p) => p.totalPages)).toEqual([3, 3, 3]);
    const ids = pages.flatMap((p) => p.data.map((row) => row.loads_id));
    expect(new Set(ids).size).toBe(25);
  });

  it('answers no match with the empty message, bad filters with 400, no session with 403', async () => {
    const none = await search(transporter, { pickupLoc: uniqueTag() });
    expect(none.json()).toMatchObject({ data: [], totalPages: 0, message: 'No loads found.' });

    for (const [payload, path, code] of [
      [{ capacity_id: '999' }, 'capacity_id', 'marketplace:validation.referenceUnknown'],
      [{ material_id: 'x' }, 'material_id', 'marketplace:validation.invalid'],
      [{ pickupDate: '2030-13-01' }, 'pickupDate', 'marketplace:validation.dateInvalid'],
      [{ no_of_trucks: 0 }, 'no_of_trucks', 'marketplace:validation.trucksRequired'],
    ] as const) {
      const response = await search(transporter, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(issuesOf(response.json())).toEqual({ [path]: code });
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/Transpoter/getMatchingLoads',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(403);
  });
});
