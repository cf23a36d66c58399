import { describe, expect, it } from 'vitest';
import { CookieJar, signIn, useTestApp } from '../../test/app.js';

const ctx = useTestApp();

describe('GET /api/Transpoter/Me', () => {
  it('answers the signed-in account like Register does', async () => {
    const jar = await signIn(ctx.t, 'shipper', undefined, { name: '', companyName: 'Das Cements' });
    const response = await jar.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/Me' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.User).toEqual(jar.register.User);
    // A shipper without a name is shown by the company.
    expect(body.User.users_name).toBe('Das Cements');
    expect(body.data.shippers_id).toBe(jar.register.User.users_id);
    expect(body.data.company).toBe('Das Cements');
  });

  it('refuses a request without an access token with 403 (the client then refreshes)', async () => {
    const response = await ctx.t.app.inject({ method: 'GET', url: '/api/Transpoter/Me' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'errors.auth.required', issues: [] });
  });

  it('refuses a forged or expired access token with 403', async () => {
    const jar = await signIn(ctx.t, 'driver');
    const forged = new CookieJar().set('lb_at', `${jar.get('lb_at')!.slice(0, -2)}xx`);
    expect((await forged.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/Me' })).statusCode).toBe(
      403,
    );

    ctx.t.clock.advance(15 * 60 + 1);
    const expired = await jar.clone().inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/Me' });
    expect(expired.statusCode).toBe(403);

    // The refresh call renews it, and Me answers again.
    const refreshed = await jar.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/Refresh' });
    expect(refreshed.statusCode).toBe(200);
    expect((await jar.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/Me' })).statusCode).toBe(200);
  });

  it('refuses the access token of a logged-out session at once', async () => {
    const jar = await signIn(ctx.t, 'broker');
    const accessOnly = new CookieJar().set('lb_at', jar.get('lb_at')!);
    expect(
      (await accessOnly.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/Me' })).statusCode,
    ).toBe(200);
    await jar.inject(ctx.t.app, { method: 'POST', url: '/api/Transpoter/Logout' });
    expect(
      (await accessOnly.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/Me' })).statusCode,
    ).toBe(403);
  });
});
