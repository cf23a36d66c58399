import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Feedback } from '@lorrybazaar/contract';
import { feedback } from './feedback.schema.js';
import { signIn, uniqueMobile, type CookieJar, useTestApp } from '../../test/app.js';

const ctx = useTestApp();

const send = (jar: CookieJar, payload: unknown, headers: Record<string, string> = {}) =>
  jar.inject(ctx.t.app, {
    method: 'POST',
    url: '/api/Transpoter/feedback',
    payload: payload as object,
    headers,
  });
const mine = async (jar: CookieJar) =>
  (await jar.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/feedback' })).json<{
    data: Feedback[];
  }>().data;

describe('POST /api/Transpoter/feedback', () => {
  it('stores the text and rating with the user and the time (201), and the author can read it back', async () => {
    const jar = await signIn(ctx.t, 'driver');
    const userId = Number(jar.register.User.users_id);
    const now = ctx.t.clock.now();
    const response = await send(jar, { text: '  Bidding works well, please add more routes.  ', rating: 4 });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ message: string; data: Feedback }>();
    expect(body.message).toBe('Thank you for your feedback!');
    expect(body.data).toEqual({
      feedback_id: expect.stringMatching(/^\d+$/),
      text: 'Bidding works well, please add more routes.',
      rating: 4,
      created_at: now.toISOString(),
    });
    const [row] = await ctx.t.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, Number(body.data.feedback_id)));
    expect(row).toMatchObject({ userId, rating: 4, createdAt: now });
    expect(await mine(jar)).toEqual([body.data]);

    // Another user sees only their own.
    const other = await signIn(ctx.t, 'shipper');
    expect(await mine(other)).toEqual([]);
  });

  it('accepts exactly 2,000 characters and a rating sent as a numeric string', async () => {
    const jar = await signIn(ctx.t, 'broker');
    const response = await send(jar, { text: 'अ'.repeat(2000), rating: '5' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ rating: 5 });
    expect(response.json().data.text).toHaveLength(2000);
  });

  it.each([
    ['no text', { rating: 3 }, 'text', 'feedback:validation.textRequired'],
    ['empty text', { text: '', rating: 3 }, 'text', 'feedback:validation.textRequired'],
    ['only spaces', { text: '   \n ', rating: 3 }, 'text', 'feedback:validation.textRequired'],
    ['2,001 characters', { text: 'a'.repeat(2001), rating: 3 }, 'text', 'feedback:validation.textTooLong'],
    ['text not a string', { text: 42, rating: 3 }, 'text', 'feedback:validation.textRequired'],
    ['no rating', { text: 'Good' }, 'rating', 'feedback:validation.rating'],
    ['rating 0', { text: 'Good', rating: 0 }, 'rating', 'feedback:validation.rating'],
    ['rating 6', { text: 'Good', rating: 6 }, 'rating', 'feedback:validation.rating'],
    ['rating 3.5', { text: 'Good', rating: 3.5 }, 'rating', 'feedback:validation.rating'],
    ['rating "2.5"', { text: 'Good', rating: '2.5' }, 'rating', 'feedback:validation.rating'],
    ['rating "abc"', { text: 'Good', rating: 'abc' }, 'rating', 'feedback:validation.rating'],
    ['rating ""', { text: 'Good', rating: '' }, 'rating', 'feedback:validation.rating'],
    ['rating true', { text: 'Good', rating: true }, 'rating', 'feedback:validation.rating'],
    ['rating -1', { text: 'Good', rating: -1 }, 'rating', 'feedback:validation.rating'],
  ])('refuses %s with 400 and the rule broken', async (_, payload, path, code) => {
    const jar = await signIn(ctx.t, 'transporter');
    const response = await send(jar, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ error: 'Bad Request', code: 'errors.validation' });
    expect(body.issues).toContainEqual(expect.objectContaining({ path, code }));
    expect(await mine(jar)).toEqual([]);
  });

  it('answers in the language of the user', async () => {
    const jar = await signIn(ctx.t, 'driver');
    const response = await send(
      jar,
      { text: 'Achha hai', rating: 5 },
      { 'accept-language': 'hi-IN,hi;q=0.9' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).not.toBe('Thank you for your feedback!');
    const invalid = await send(jar, { text: '', rating: 5 }, { 'accept-language': 'hi' });
    expect(invalid.json().issues[0].message).not.toBe('Please write your feedback');
  });

  it('allows 5 an hour per user; the 6th answers 429 in the usual shape, and an hour later it works again', async () => {
    const mobile = uniqueMobile();
    const jar = await signIn(ctx.t, 'shipper', mobile);
    const other = await signIn(ctx.t, 'shipper');
    for (let i = 1; i <= 5; i++) {
      expect((await send(jar, { text: `Note ${i}`, rating: 3 })).statusCode).toBe(201);
      ctx.t.clock.advance(60);
    }
    const refused = await send(jar, { text: 'One more', rating: 3 });
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body).toMatchObject({ error: 'Too Many Requests', code: 'feedback:errors.tooMany', issues: [] });
    // Free again when the first of the five is an hour old: 3600 - 5 minutes.
    expect(body.retry_after).toBe(3600 - 5 * 60);
    expect(body.message).toBe(
      'You have sent a lot of feedback in the last hour. Please try again in 55 minutes.',
    );
    // The limit is per user.
    expect((await send(other, { text: 'Mine', rating: 2 })).statusCode).toBe(201);
    expect(await mine(jar)).toHaveLength(5);

    ctx.t.clock.advance(3600 - 5 * 60);
    const later = await signIn(ctx.t, 'shipper', mobile);
    expect((await send(later, { text: 'Back again', rating: 5 })).statusCode).toBe(201);
  });

  it('holds the limit when many are sent at once', async () => {
    const jar = await signIn(ctx.t, 'broker');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(jar.clone(), { text: `Burst ${i}`, rating: 1 })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(3);
  });

  it('refuses a request without a session (403)', async () => {
    const post = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/Transpoter/feedback',
      payload: { text: 'Anonymous', rating: 5 },
    });
    expect(post.statusCode).toBe(403);
    expect(post.json().code).toBe('errors.auth.required');
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/Transpoter/feedback' })).statusCode).toBe(403);
  });
});
