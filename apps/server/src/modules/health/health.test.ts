import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';

describe('GET /api/health and GET /api/ready', () => {
  const ctx = useTestApp();

  it('answers ready and healthy once the app is built on its open database', async () => {
    const ready = await ctx.t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    const health = await ctx.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: ctx.t.database.kind });
  });

  it('answers 503 to /api/ready from the moment shutdown begins, while other requests are still served', async () => {
    await ctx.t.app.lifecycle.beginShutdown();
    const ready = await ctx.t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'stopping' });
    // The proxy stops sending new requests; the ones it still sends meanwhile are answered.
    const health = await ctx.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('runs each shutdown hook once, even when shutdown begins twice or a hook fails', async () => {
    const ended: string[] = [];
    ctx.t.app.lifecycle.onShutdown(() => {
      ended.push('stream');
    });
    ctx.t.app.lifecycle.onShutdown(async () => {
      throw new Error('a failing hook does not stop the others or the shutdown');
    });
    expect(ended).toEqual([]);
    await ctx.t.app.lifecycle.beginShutdown();
    await ctx.t.app.lifecycle.beginShutdown();
    expect(ended).toEqual(['stream']);
    expect(ctx.t.app.lifecycle.ready).toBe(false);
  });

  it('begins shutdown when the app closes (tests and scripts that never send a signal)', async () => {
    const ended: string[] = [];
    ctx.t.app.lifecycle.onShutdown(() => {
      ended.push('stream');
    });
    expect(ctx.t.app.lifecycle.ready).toBe(true);
    await ctx.t.app.close();
    expect(ended).toEqual(['stream']);
    expect(ctx.t.app.lifecycle.ready).toBe(false);
  });
});
