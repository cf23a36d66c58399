/**
 * The marketplace's totalPages counts at most COUNTED_ITEMS matching items (docs/decisions/047):
 * below that it is exact, at or past it "at least", one page past the page asked for while more
 * follow; the rows of every page are those of the whole listing, whatever the count says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/app.js';
import { placeSearchPage, userId } from '../../test/api-calls.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOpenLoads } from '../../test/factories.js';
import { namedStatementsOf } from '../../test/named-statements.js';
import { COUNTED_ITEMS, countCap } from './queries/listing-page.js';

let database: TestDatabase;
let t: TestApp;
const MANY = 1_030;
const FEW = 30;
let shipper: SignedIn;
let transporter: SignedIn;

const addLoads = (place: string, n: number) => buildOpenLoads(database.db, userId(shipper), place, n);

async function search(jar: SignedIn, pickupLoc: string, page: number) {
  const body = await placeSearchPage(t.app, jar, pickupLoc, page);
  return { totalPages: body.totalPages, rows: body.data.length, ids: body.data.map((row) => row.loads_id) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  [shipper, transporter] = await Promise.all([signIn(t, 'shipper'), signIn(t, 'transporter')]);
  await addLoads('Boundmany Yard', MANY);
  await addLoads('Boundfew Yard', FEW);
});

afterAll(async () => {
  await t?.close();
  await database?.dispose();
});

describe('the bounded count behind totalPages', () => {
  it('is exact below the bound', async () => {
    expect(await search(transporter, 'Boundfew', 1)).toMatchObject({ totalPages: 3, rows: 12 });
    expect(await search(transporter, 'Boundfew', 3)).toMatchObject({ totalPages: 3, rows: 6 });
  });

  it('says "at least" past the bound: the bound, then one page past the page asked for', async () => {
    expect(COUNTED_ITEMS).toBe(1_000);
    expect(await search(transporter, 'Boundmany', 1)).toMatchObject({ totalPages: 84, rows: 12 });
    expect(await search(transporter, 'Boundmany', 84)).toMatchObject({ totalPages: 85, rows: 12 });
    // The last page: counted to one item past it, which is all of them, so exact again.
    expect(await search(transporter, 'Boundmany', 86)).toMatchObject({
      totalPages: 86,
      rows: MANY - 85 * 12,
    });
    expect(await search(transporter, 'Boundmany', 87)).toMatchObject({ totalPages: 86, rows: 0 });
  });

  it('serves every page of the listing past the bound, in order, none twice', async () => {
    const ids: number[] = [];
    for (const page of [83, 84, 85, 86])
      ids.push(...(await search(transporter, 'Boundmany', page)).ids.map(Number));
    // Inserted newest first: the listing's order (newest first) is the ids' ascending order.
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    expect(ids).toHaveLength(MANY - 82 * 12);
  });

  it("counts a place's district and its other texts together, to the same bound", async () => {
    // Half at the district's label (found by its id), half as other text naming it.
    await addLoads('Nagpur, Maharashtra', MANY / 2);
    await addLoads('Nagpur Yard', MANY / 2);
    expect(await search(transporter, 'Nagpur', 1)).toMatchObject({ totalPages: 84, rows: 12 });
    expect(await search(transporter, 'Nagpur', 84)).toMatchObject({ totalPages: 85, rows: 12 });
    expect(await search(transporter, 'Nagpur', 86)).toMatchObject({ totalPages: 86, rows: MANY - 85 * 12 });
    expect(await search(transporter, 'नागपुर', 87)).toMatchObject({ totalPages: 86, rows: 0 });
  });

  it("leaves out the viewer's own items from the count, however many", async () => {
    expect(await search(shipper, 'Boundmany', 1)).toMatchObject({ totalPages: 0, rows: 0 });
  });

  it("counts the viewer's own items by a named statement, one for every viewer (sql/listings.ts)", async () => {
    const broker = await signIn(t, 'broker');
    const named = (
      await namedStatementsOf(async () => {
        expect(await search(shipper, 'Boundfew', 1)).toMatchObject({ totalPages: 0, rows: 0 });
        expect(await search(broker, 'Boundfew', 2)).toMatchObject({ totalPages: 3, rows: 12 });
      })
    )
      .filter((statement) => statement.sql.startsWith('SELECT count(*)'))
      .map((statement) => statement.name);
    // The shipper has loads: counted in the listing without filters (is there one?), then in the
    // search. The broker has none anywhere, so their search's own count is not run (decision
    // 063). The two viewers' first counts have the same text, so the same plan kept.
    expect(named).toHaveLength(3);
    expect(named[2]).toBe(named[0]);
    expect(named[1]).not.toBe(named[0]);
  });

  it('never counts more than the bound for the first pages, nor past MAX_PAGE', () => {
    expect(countCap(1, 12)).toBe(1_000);
    expect(countCap(83, 12)).toBe(1_000);
    expect(countCap(84, 12)).toBe(1_009);
    expect(countCap(1000, 12)).toBe(12_000);
    expect(countCap(1, 50)).toBe(1_000);
    expect(countCap(20, 50)).toBe(1_001);
  });
});
