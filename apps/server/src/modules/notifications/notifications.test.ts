import type { NotificationsResponse } from '@lorrybazaar/contract';
import { describe, expect, it } from 'vitest';
import {
  createTestApp,
  signIn,
  uniqueMobile,
  useTestApp,
  type SignedIn,
  type TestApp,
} from '../../test/app.js';
import { EventStreamClient } from '../../test/event-stream.js';

const ctx = useTestApp();
const userId = (jar: SignedIn) => Number(jar.register.User.users_id);

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

const streams: EventStreamClient[] = [];
async function openStream(base: string, jar: SignedIn, lastEventId?: string) {
  const client = await EventStreamClient.open(`${base}/api/Transpoter/events`, {
    ...(jar.header() as Record<string, string>),
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  });
  streams.push(client);
  return client;
}

const bidOnLoad = (to: SignedIn, loadsId: string) => ({
  userId: userId(to),
  type: 'bid.created' as const,
  data: { loads_id: loadsId, bidsTruck_id: '7' },
});

describe('the event stream', () => {
  it('refuses a caller without a session', async () => {
    const base = await listen(ctx.t);
    const response = await fetch(`${base}/api/Transpoter/events`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(response.status).toBe(403);
  });

  it('sends the unread count at once, then each new notification of the user only, as it is stored', async () => {
    const shipper = await signIn(ctx.t, 'shipper');
    const other = await signIn(ctx.t, 'shipper');
    await ctx.t.app.notifications.notify([bidOnLoad(shipper, '1')]);
    const base = await listen(ctx.t);
    const stream = await openStream(base, shipper);
    expect(stream.status).toBe(200);
    // The old one is counted, not replayed; the count carries its id, where a reconnect resumes.
    const first = await stream.next((m) => m.event === 'unread');
    expect(first.data).toEqual({ unread: 1 });
    expect(Number(first.id)).toBeGreaterThan(0);

    await ctx.t.app.notifications.notify([bidOnLoad(other, '2'), bidOnLoad(shipper, '3')]);
    const message = await stream.next((m) => m.event === 'bid.created');
    expect(message.data).toMatchObject({
      type: 'bid.created',
      read: false,
      data: { loads_id: '3', bidsTruck_id: '7' },
    });
    expect(message.id).toBe((message.data as { id: string }).id);
    expect(stream.messages.filter((m) => m.event === 'bid.created')).toHaveLength(1);
    stream.close();
  });

  it('a reconnect that had seen no notification resumes from the id its first message carried', async () => {
    const shipper = await signIn(ctx.t, 'shipper');
    const base = await listen(ctx.t);
    const first = await openStream(base, shipper);
    const hello = await first.next((m) => m.event === 'unread');
    first.close();
    await ctx.t.app.notifications.notify([bidOnLoad(shipper, '21')]);
    const again = await openStream(base, shipper, hello.id);
    const missed = await again.next((m) => m.event === 'bid.created');
    expect(missed.data).toMatchObject({ data: { loads_id: '21' } });
    again.close();
  });

  it('after a dropped connection, replays what was missed since Last-Event-ID', async () => {
    const shipper = await signIn(ctx.t, 'shipper');
    const base = await listen(ctx.t);
    const first = await openStream(base, shipper);
    await first.next((m) => m.event === 'unread');
    const [seen] = await ctx.t.app.notifications.notify([bidOnLoad(shipper, '10')]);
    await first.next((m) => m.id === seen!.id);
    first.close();

    // Stored while the phone was away.
    await ctx.t.app.notifications.notify([bidOnLoad(shipper, '11'), bidOnLoad(shipper, '12')]);
    const again = await openStream(base, shipper, seen!.id);
    await again.next((m) => m.event === 'unread');
    const replayed = again.messages.filter((m) => m.event === 'bid.created');
    expect(replayed.map((m) => (m.data as { data: { loads_id: string } }).data.loads_id)).toEqual([
      '11',
      '12',
    ]);
    again.close();
  });

  it("tells the user's other streams the new unread count when notifications are read", async () => {
    const shipper = await signIn(ctx.t, 'shipper');
    await ctx.t.app.notifications.notify([bidOnLoad(shipper, '1'), bidOnLoad(shipper, '2')]);
    const base = await listen(ctx.t);
    const phone = await openStream(base, shipper);
    await phone.next((m) => m.event === 'unread');

    const read = await shipper.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/notifications/read',
      payload: { all: true },
    });
    expect(read.json()).toEqual({ unread: 0 });
    await phone.next((m) => m.event === 'unread' && (m.data as { unread: number }).unread === 0);
    phone.close();
  });

  it('ends the stream at the heartbeat after its session signed out', async () => {
    const shipper = await signIn(ctx.t, 'shipper');
    const base = await listen(ctx.t);
    const stream = await openStream(base, shipper);
    await stream.next((m) => m.event === 'unread');
    await ctx.t.app.notifications.beat();
    expect(stream.ended).toBe(false);

    await shipper.clone().inject(ctx.t.app, { method: 'POST', url: '/api/Transpoter/Logout' });
    await ctx.t.app.notifications.beat();
    await stream.closedByServer();
    expect(ctx.t.app.notifications.openStreams()).toBe(0);
  });

  it("a logout ends that session's streams at once (before anything more is sent), the user's other sessions keep theirs", async () => {
    const mobile = uniqueMobile();
    const phone = await signIn(ctx.t, 'shipper', mobile);
    ctx.t.clock.advance(31); // the next code for the number
    const laptop = await signIn(ctx.t, 'shipper', mobile);
    expect(userId(laptop)).toBe(userId(phone));
    const base = await listen(ctx.t);
    const [onPhone, onLaptop] = [await openStream(base, phone), await openStream(base, laptop)];
    await onPhone.next((m) => m.event === 'unread');
    await onLaptop.next((m) => m.event === 'unread');

    const out = await phone.inject(ctx.t.app, { method: 'POST', url: '/api/Transpoter/Logout' });
    expect(out.statusCode).toBe(200);
    // No heartbeat: the logout itself ended it.
    await onPhone.closedByServer();
    const [stored] = await ctx.t.app.notifications.notify([bidOnLoad(phone, '51')]);
    await onLaptop.next((m) => m.id === stored!.id);
    expect(onPhone.messages.some((m) => m.event === 'bid.created')).toBe(false);
    expect(ctx.t.app.notifications.openStreams()).toBe(1);
    onLaptop.close();
  });

  it('ends the streams when shutdown begins and takes no new one, so browsers go to another process', async () => {
    const shipper = await signIn(ctx.t, 'shipper');
    const base = await listen(ctx.t);
    const stream = await openStream(base, shipper);
    await stream.next((m) => m.event === 'unread');
    await ctx.t.app.lifecycle.beginShutdown();
    await stream.closedByServer();
    const refused = await fetch(`${base}/api/Transpoter/events`, {
      headers: { accept: 'text/event-stream', ...(shipper.header() as Record<string, string>) },
    });
    expect(refused.status).toBe(503);
  });

  it('closes the streams when the server closes, so browsers reconnect to another process', async () => {
    const shipper = await signIn(ctx.t, 'shipper');
    const base = await listen(ctx.t);
    const stream = await openStream(base, shipper);
    await stream.next((m) => m.event === 'unread');
    expect(ctx.t.app.notifications.openStreams()).toBe(1);
    await ctx.t.app.close();
    await stream.closedByServer();
  });
});

describe('the notifications list', () => {
  it("pages the caller's own notifications, newest first, with the unread count", async () => {
    const shipper = await signIn(ctx.t, 'shipper');
    const other = await signIn(ctx.t, 'broker');
    await ctx.t.app.notifications.notify(
      Array.from({ length: 23 }, (_, i) => bidOnLoad(shipper, String(i + 1))),
    );
    await ctx.t.app.notifications.notify([bidOnLoad(other, '999')]);

    const first = await shipper.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/notifications' });
    const page1 = first.json<NotificationsResponse>();
    expect(page1.totalPages).toBe(2);
    expect(page1.unread).toBe(23);
    expect(page1.data).toHaveLength(20);
    expect(page1.data[0]!.data).toMatchObject({ loads_id: '23' });
    const second = await shipper.inject(ctx.t.app, {
      method: 'GET',
      url: '/api/Transpoter/notifications?page=2',
    });
    expect(second.json<NotificationsResponse>().data.map((n) => n.data.loads_id)).toEqual(['3', '2', '1']);
    expect(first.body).not.toContain('999');
  });

  it('stores many at once, in the order given, and answers each as stored', async () => {
    const [shipper, broker] = await Promise.all([signIn(ctx.t, 'shipper'), signIn(ctx.t, 'broker')]);
    const items = Array.from({ length: 60 }, (_, i) => bidOnLoad(i % 3 ? shipper : broker, String(i + 1)));
    const stored = await ctx.t.app.notifications.notify(items);
    expect(stored.map((n) => n.data.loads_id)).toEqual(items.map((item) => item.data.loads_id));
    const ids = stored.map((n) => Number(n.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(60);
    const list = await broker.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/notifications' });
    const listed = list.json<NotificationsResponse>();
    expect(listed.unread).toBe(20);
    // The list reads them back from the database: the same ids, data, type and time as answered.
    const brokers = stored.filter((_, i) => i % 3 === 0).reverse();
    expect(listed.data).toEqual(brokers);
  });

  it("marks chosen notifications read, and never another user's", async () => {
    const shipper = await signIn(ctx.t, 'shipper');
    const other = await signIn(ctx.t, 'broker');
    const [mine] = await ctx.t.app.notifications.notify([bidOnLoad(shipper, '1'), bidOnLoad(shipper, '2')]);
    const [theirs] = await ctx.t.app.notifications.notify([bidOnLoad(other, '3')]);

    const read = await shipper.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/notifications/read',
      payload: { ids: [mine!.id, theirs!.id] },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unread: 1 });
    const list = await shipper.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/notifications' });
    expect(list.json<NotificationsResponse>().data.map((n) => n.read)).toEqual([false, true]);
    const theirList = await other.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/notifications' });
    expect(theirList.json<NotificationsResponse>().unread).toBe(1);
  });

  it("answers 400 in the user's language to a body that is neither ids nor all", async () => {
    const shipper = await signIn(ctx.t, 'shipper');
    for (const payload of [{}, { ids: [] }, { ids: ['x'] }, { all: false }, { ids: [1], all: true }]) {
      const response = await shipper.inject(ctx.t.app, {
        method: 'POST',
        url: '/api/Transpoter/notifications/read',
        payload,
        headers: { 'accept-language': 'hi' },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).not.toMatch(/^validation\./);
    }
  });
});

describe('two processes on one database', () => {
  it("a logout through one ends that session's stream held by the other at once", async () => {
    const other = await createTestApp({ database: ctx.t.database });
    try {
      const shipper = await signIn(ctx.t, 'shipper');
      const stream = await openStream(await listen(other), shipper);
      await stream.next((m) => m.event === 'unread');
      await shipper.inject(ctx.t.app, { method: 'POST', url: '/api/Transpoter/Logout' });
      // Over the bus (LISTEN/NOTIFY on PostgreSQL, in memory on PGlite), not at the next heartbeat.
      await stream.closedByServer();
      expect(other.app.notifications.openStreams()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('a new load posted through one reaches every open stream of both as a listings event (decision 046)', async () => {
    const other = await createTestApp({ database: ctx.t.database });
    try {
      const viewer = await signIn(ctx.t, 'transporter');
      const here = await openStream(await listen(ctx.t), viewer);
      const there = await openStream(await listen(other), viewer);
      await here.next((m) => m.event === 'unread');
      await there.next((m) => m.event === 'unread');
      const poster = await signIn(ctx.t, 'shipper');
      // As AddLoad announces it once committed; the listings' caches hear it first.
      ctx.t.app.events.publish({
        type: 'load.posted',
        loads_id: 1,
        no_of_trucks: 1,
        listed: {
          user_id: userId(poster),
          from_district_id: null,
          to_district_id: null,
          material_id: 1,
          truck_type_id: 1,
          book_now: false,
        },
        by: userId(poster),
        recipients: [],
      });
      // Nothing stored and nothing to replay: no id.
      expect(await here.next((m) => m.event === 'listings')).toMatchObject({ data: {}, id: undefined });
      expect(await there.next((m) => m.event === 'listings')).toMatchObject({ data: {} });
      here.close();
      there.close();
    } finally {
      await other.close();
    }
  });

  it('a notification stored through one reaches a stream held by the other', async () => {
    const other = await createTestApp({ database: ctx.t.database });
    try {
      const shipper = await signIn(ctx.t, 'shipper');
      const base = await listen(other);
      const stream = await openStream(base, shipper);
      await stream.next((m) => m.event === 'unread');
      const [stored] = await ctx.t.app.notifications.notify([bidOnLoad(shipper, '42')]);
      // The bus carries it across: LISTEN/NOTIFY on PostgreSQL, in memory on PGlite.
      await stream.next((m) => m.id === stored!.id);
      stream.close();
    } finally {
      await other.close();
    }
  });
});
