import { expect, it } from 'vitest';
import { signIn, useTestApp } from '../test/app.js';
import { upload } from '../test/uploads.js';

const ctx = useTestApp();

/**
 * Found by the load run (bench/load-run.ts): the upload limit (60 an hour) was meant per user
 * but counted before sign-in was checked, so per address; every user behind one NAT shared it.
 */
it('limits uploads per user: 60 an hour each, other users on the same address unaffected', async () => {
  const [first, second] = [await signIn(ctx.t, 'driver'), await signIn(ctx.t, 'transporter')];
  const statuses: number[] = [];
  for (let n = 0; n < 61; n++) statuses.push((await upload(ctx.t.app, first, 'document')).statusCode);
  expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true);
  const limited = await upload(ctx.t.app, first, 'document');
  expect(statuses[60]).toBe(429);
  expect(limited.json()).toMatchObject({ code: 'errors.rateLimited' });

  // Same address (inject's 127.0.0.1), another user: still uploads.
  expect((await upload(ctx.t.app, second, 'rc')).statusCode).toBe(201);
  // Anonymous callers are refused by sign-in before any counting.
  expect((await ctx.t.app.inject({ method: 'POST', url: '/api/Transpoter/uploadFile' })).statusCode).toBe(
    403,
  );
});
