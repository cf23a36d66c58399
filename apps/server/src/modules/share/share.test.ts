/**
 * A shared load or truck (decision 050): the public call names the listing in the asker's
 * language with its terms and nothing personal; closed, past, withheld and guessed ids are the
 * one 404; the page carries the preview's tags in the link's language; both are rate-limited.
 */
import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows.js';
import { describe, expect, it } from 'vitest';
import { BOOK_NOW_TERMS, buildLoad, buildPosting, daysFromToday } from '../../test/factories.js';
import { signIn, uniqueMobile, useTestApp } from '../../test/app.js';
import { userId } from '../../test/api-calls.js';
import { LOAD_STATUS, type SharedListingResponse } from '@lorrybazaar/contract';

const ctx = useTestApp();
const db = () => ctx.t.database.db;
const app = () => ctx.t.app;

const ask = (path: string, language = 'en', address = '10.0.0.1') =>
  app().inject({
    method: 'GET',
    url: path,
    headers: { 'accept-language': language },
    remoteAddress: address,
  });

async function sharedLoad(o: { comments?: string } = {}) {
  const mobile = uniqueMobile();
  const shipper = await signIn(ctx.t, 'shipper', mobile);
  const loadId = await buildLoad(db(), {
    ownerId: userId(shipper),
    pickupLoc: 'Nagpur, Maharashtra',
    deliveryLoc: 'Raipur, Chhattisgarh',
    pickupDate: daysFromToday(3),
    noOfTrucks: 2,
    comments: o.comments ?? null,
  });
  await db().execute(
    sql`UPDATE loads SET terms = ${JSON.stringify(BOOK_NOW_TERMS)}::jsonb WHERE id = ${loadId}`,
  );
  return { shipper, loadId, mobile };
}

describe('GET /api/public/listings/:kind/:id', () => {
  it('names an open load in the asker’s language with its terms, and nothing that names a person', async () => {
    const { shipper, loadId, mobile } = await sharedLoad({ comments: 'Call 9876543210 for advance' });
    const response = await ask(`/api/public/listings/load/${loadId}`, 'hi');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<SharedListingResponse>();
    expect(data).toMatchObject({
      kind: 'load',
      id: String(loadId),
      pickup: 'नागपुर, महाराष्ट्र',
      delivery: 'रायपुर, छत्तीसगढ़',
      date: daysFromToday(3),
      trucks_open: 2,
      no_of_trucks: 2,
      asking_rupees: 32000,
      advance_percent: 90,
      book_now: true,
    });
    // The marketplace search a signed-in bidder lands on: the stored (English) route and day.
    expect(new URL(data.market_path, 'http://x').searchParams.get('pickupLoc')).toBe('Nagpur, Maharashtra');
    const body = response.body;
    for (const secret of [shipper.register.User.users_name, mobile, '9876543210', 'Call '])
      expect(body).not.toContain(secret);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a posted truck, without its registration number', async () => {
    const transporter = await signIn(ctx.t, 'transporter');
    const { postingId } = await buildPosting(db(), { ownerId: userId(transporter) });
    const [truck] = await rows<{ reg_number: string }>(
      db(),
      sql`SELECT t.reg_number FROM trucks t JOIN truck_postings p ON p.truck_id = t.id WHERE p.id = ${postingId}`,
    );
    const response = await ask(`/api/public/listings/truck/${postingId}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<SharedListingResponse>();
    expect(data).toMatchObject({ kind: 'truck', pickup: 'Nagpur, Maharashtra', material: null });
    expect(data.market_path).toContain('tab=trucks');
    expect(response.body).not.toContain(truck!.reg_number);
  });

  it('is the one 404 for a guessed id, a booked or past load, a suspended poster, and a load asked for as a truck', async () => {
    const { shipper, loadId } = await sharedLoad();
    const booked = await buildLoad(db(), { ownerId: userId(shipper), status: LOAD_STATUS.booked });
    const past = await buildLoad(db(), { ownerId: userId(shipper), pickupDate: daysFromToday(-1) });
    const other = await sharedLoad();
    await db().execute(sql`UPDATE users SET suspended_at = now() WHERE id = ${userId(other.shipper)}`);
    for (const path of [
      '/api/public/listings/load/999999999',
      '/api/public/listings/load/0',
      `/api/public/listings/load/${booked}`,
      `/api/public/listings/load/${past}`,
      `/api/public/listings/load/${other.loadId}`,
      `/api/public/listings/truck/${loadId}9`,
    ]) {
      const response = await ask(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('This load or truck is no longer on offer.');
    }
    expect((await ask('/api/public/listings/trip/1')).statusCode).toBe(400);
  });

  it('stops one address after 60 a minute', async () => {
    const { loadId } = await sharedLoad();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await ask(`/api/public/listings/load/${loadId}`, 'en', '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('GET /share/:kind/:id', () => {
  it('writes the preview’s Open Graph tags in the link’s language, escaped', async () => {
    const { loadId } = await sharedLoad();
    const response = await ask(`/share/load/${loadId}?lng=ta`, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<html lang="ta"');
    expect(html).toMatch(/<meta property="og:title" content="[^"]*நாக்பூர்[^"]*→[^"]*">/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]*₹32,000[^"]*">/);
    expect(html).toContain(`/share/load/${loadId}?lng=ta"><meta property="og:image"`);
    // A place typed as free text reaches the tags escaped.
    const shipper = await signIn(ctx.t, 'shipper');
    const odd = await buildLoad(db(), { ownerId: userId(shipper), pickupLoc: 'Depot "<script>x</script>' });
    const oddHtml = (await ask(`/share/load/${odd}`)).body;
    expect(oddHtml).toContain('Depot &#34;&#60;script&#62;x&#60;/script&#62;');
    expect(oddHtml).not.toContain('<script>x');
  });

  it('answers 404 with a page (and no listing in its tags) for a listing not on offer', async () => {
    const response = await ask('/share/truck/424242?lng=hi');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('og:title');
    expect(response.body).toContain('यह लोड या ट्रक अब उपलब्ध नहीं है।');
  });
});
