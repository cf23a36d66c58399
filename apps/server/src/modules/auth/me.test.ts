import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});
beforeEach(async () => {
  t = await createTestApp({ database });
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/Transpoter/Me', () => {
  it('answers the signed-in account like Register does', async () => {
    const jar = await signIn(t, 'shipper', undefined, { name: '', companyName: 'Das Cements' });
    const response = await jar.inject(t.app, { method: 'GET', url: '/api/Transpoter/Me' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.User).toEqual(jar.register.User);
    // A shipper without a name is shown by the company.
    expect(body.User.users_name).toBe('Das Cements');
    expect(body.data.shippers_id).toBe(jar.register.User.users_id);
    expect(body.data.company).toBe('Das Cements');
  });

  it('refuses a request without an access token with 403 (the client then refreshes)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Transpoter/Me' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'errors.auth.required', issues: [] });
  });

  it('refuses a forged or expired access token with 403', async () => {
    const jar = await signIn(t, 'driver');
    const forged = new CookieJar().set('lb_at', `${jar.get('lb_at')!.slice(0, -2)}xx`);
    expect((await forged.inject(t.app, { method: 'GET', url: '/api/Transpoter/Me' })).statusCode).toBe(403);

    t.clock.advance(15 * 60 + 1);
    const expired = await jar.clone().inject(t.app, { method: 'GET', url: '/api/Transpoter/Me' });
    expect(expired.statusCode).toBe(403);

    // The refresh call renews it, and Me answers again.
    const refreshed = await jar.inject(t.app, { method: 'GET', url: '/api/Transpoter/Refresh' });
    expect(refreshed.statusCode).toBe(200);
    expect((await jar.inject(t.app, { method: 'GET', url: '/api/Transpoter/Me' })).statusCode).toBe(200);
  });

  it('refuses the access token of a logged-out session at once', async () => {
    const jar = await signIn(t, 'broker');
    const accessOnly = new CookieJar().set('lb_at', jar.get('lb_at')!);
    expect((await accessOnly.inject(t.app, { method: 'GET', url: '/api/Transpoter/Me' })).statusCode).toBe(
      200,
    );
    await jar.inject(t.app, { method: 'POST', url: '/api/Transpoter/Logout' });
    expect((await accessOnly.inject(t.app, { method: 'GET', url: '/api/Transpoter/Me' })).statusCode).toBe(
      403,
    );
  });
});
