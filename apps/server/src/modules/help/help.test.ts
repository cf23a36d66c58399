import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HelpRequest } from '@lorrybazaar/contract';
import { helpRequests } from './help.schema.js';
import { signIn, type CookieJar, useTestApp } from '../../test/app.js';

const ctx = useTestApp();

const send = (jar: CookieJar, payload: unknown) =>
  jar.inject(ctx.t.app, { method: 'POST', url: '/api/Transpoter/helpRequest', payload: payload as object });
const mine = async (jar: CookieJar) =>
  (await jar.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/helpRequest' })).json<{
    data: HelpRequest[];
  }>().data;

describe('POST /api/Transpoter/helpRequest', () => {
  it('stores the topic and message with the user and the time (201)', async () => {
    const jar = await signIn(ctx.t, 'transporter');
    const userId = Number(jar.register.User.users_id);
    const now = ctx.t.clock.now();
    const response = await send(jar, { topic: 'payments', message: 'My payment did not go through.' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ message: string; data: HelpRequest }>();
    expect(body.message).toBe('We have received your message. Our support team will contact you soon.');
    expect(body.data).toEqual({
      help_request_id: expect.stringMatching(/^\d+$/),
      topic: 'payments',
      message: 'My payment did not go through.',
      status: 'open',
      created_at: now.toISOString(),
    });
    const [row] = await ctx.t.database.db
      .select()
      .from(helpRequests)
      .where(eq(helpRequests.id, Number(body.data.help_request_id)));
    expect(row).toMatchObject({ userId, topic: 'payments', createdAt: now });
    expect(await mine(jar)).toEqual([body.data]);
    expect(await mine(await signIn(ctx.t, 'driver'))).toEqual([]);
  });

  it.each([
    ['no topic', { message: 'Help' }, 'topic', 'help:validation.topicRequired'],
    ['an unknown topic', { topic: 'refund', message: 'Help' }, 'topic', 'help:validation.topicRequired'],
    ['no message', { topic: 'other' }, 'message', 'help:validation.messageRequired'],
    ['an empty message', { topic: 'other', message: '  ' }, 'message', 'help:validation.messageRequired'],
    [
      '2,001 characters',
      { topic: 'other', message: 'a'.repeat(2001) },
      'message',
      'help:validation.messageTooLong',
    ],
  ])('refuses %s with 400', async (_, payload, path, code) => {
    const jar = await signIn(ctx.t, 'shipper');
    const response = await send(jar, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual(expect.objectContaining({ path, code }));
    expect(await mine(jar)).toEqual([]);
  });

  it('allows 10 an hour per user, then 429', async () => {
    const jar = await signIn(ctx.t, 'broker');
    for (let i = 0; i < 10; i++)
      expect((await send(jar, { topic: 'other', message: `Q ${i}` })).statusCode).toBe(201);
    const refused = await send(jar, { topic: 'other', message: 'Q 11' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'help:errors.tooMany', retry_after: 3600 });
  });

  it('refuses a request without a session (403)', async () => {
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/Transpoter/helpRequest',
      payload: { topic: 'other', message: 'Hello' },
    });
    expect(response.statusCode).toBe(403);
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/Transpoter/helpRequest' })).statusCode).toBe(
      403,
    );
  });
});
