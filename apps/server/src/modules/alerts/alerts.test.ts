/**
 * SMS alerts (docs/decisions/026-push-and-sms-alerts.md, 036) through the SMS outbox with the test
 * clock: batching, quiet hours and the 07:00 summary, the daily cap and the cap per sender, the
 * user's language and kinds, no name a user typed, the link to the app, two workers racing, and a
 * restart that sends what fell due meanwhile.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  LANGUAGES,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationType,
} from '@lorrybazaar/contract';
import { placeNamer, pushOf, smsText } from './alert-text.js';
import { translate } from '../../lib/i18n.js';
import { createTestApp, signIn, uniqueMobile, useTestApp, type TestApp } from '../../test/app.js';
import { api, userId } from '../../test/api-calls.js';
import { eq, sql } from 'drizzle-orm';
import { rows } from '../../db/rows.js';
import { users } from '../../db/schema.js';
import { buildLoad, buildTruck, buildUser, daysFromToday } from '../../test/factories.js';

const ENV = { ALERTS_POLL_MS: '0' };
const ctx = useTestApp({ env: ENV });
const db = () => ctx.t.database.db;

/** Moves the test clock to a time of day in India ("2026-12-01T10:00"). */
const setIndiaTime = (t: TestApp, at: string) =>
  t.clock.advance((new Date(`${at}:00+05:30`).getTime() - t.clock.now().getTime()) / 1000);
const minutes = (t: TestApp, n: number) => t.clock.advance(n * 60);

/** Alerts sent (sign-in codes left out). */
const alerts = (t: TestApp) => t.outbox.filter((message) => message.otp === '');

let nextBid = 1000;
/** A stored notification as the bids module's events make it (modules/notifications/from-events.ts). */
async function notify(
  t: TestApp,
  userId: number,
  type: NotificationType,
  data: Record<string, unknown> = {},
  senderId: number | null = null,
) {
  await t.app.notifications.notify([
    {
      userId,
      type,
      senderId,
      data: {
        bid_kind: 'on_load',
        bidsTruck_id: String(nextBid++),
        loads_id: '71',
        truck_id: '5',
        amount: 30000,
        pickupLoc: 'Kozhikode, Kerala',
        deliveryLoc: 'Ernakulam, Kerala',
        regNumber: 'KL11AB1234',
        other_name: 'Ravi Kumar',
        other_role: 'transporter',
        ...(type === 'bid.accepted' ? { schedule_id: '9' } : {}),
        ...data,
      },
    },
  ]);
}

describe('SMS alerts', () => {
  it('bids within two minutes go as one SMS naming their count and the route; one alone reads as on the screen', async () => {
    const t = ctx.t;
    setIndiaTime(t, '2026-12-01T10:00');
    const owner = await buildUser(db(), { role: 'shipper' });
    await notify(t, owner, 'bid.created');
    minutes(t, 0.5);
    await notify(t, owner, 'bid.created', { amount: 29000 });
    await notify(t, owner, 'bid.created', {
      loads_id: '72',
      pickupLoc: 'Pune, Maharashtra',
      deliveryLoc: 'Mumbai, Maharashtra',
    });
    minutes(t, 1);
    await notify(t, owner, 'bid.created', { amount: 28500 });

    minutes(t, 0.4);
    expect(await t.app.alerts.runDue()).toBe(0);
    // Two minutes after the first bid on Kozhikode → Ernakulam, then after the one on Pune → Mumbai.
    minutes(t, 0.2);
    expect(await t.app.alerts.runDue()).toBe(1);
    minutes(t, 0.5);
    expect(await t.app.alerts.runDue()).toBe(1);
    const texts = alerts(t).map((message) => message.text);
    expect(texts).toEqual([
      'LorryBazaar: 3 new bids on your load Kozhikode → Ernakulam.',
      'LorryBazaar: A transporter bid ₹30,000 on your load Pune → Mumbai.',
    ]);
    expect(alerts(t).every((message) => message.mobile === alerts(t)[0]!.mobile)).toBe(true);
    // Sent once: nothing is left to send.
    minutes(t, 10);
    expect(await t.app.alerts.runDue()).toBe(0);
  });

  it('many bids landing together on one owner: a notification each, one SMS batch holding them all', async () => {
    const t = ctx.t;
    setIndiaTime(t, '2026-12-01T11:00');
    const owner = await signIn(t, 'shipper');
    const loadId = await buildLoad(db(), {
      ownerId: userId(owner),
      pickupLoc: 'Kozhikode, Kerala',
      deliveryLoc: 'Ernakulam, Kerala',
      pickupDate: daysFromToday(1, t.clock.now()),
    });
    const bidders = await Promise.all(Array.from({ length: 8 }, () => signIn(t, 'transporter')));
    const trucks = await Promise.all(bidders.map((jar) => buildTruck(db(), { ownerId: userId(jar) })));
    // Every bid at once: on PostgreSQL each in its own connection, all waiting on the same job.
    const answers = await Promise.all(
      bidders.map((jar, i) =>
        api(t.app).bidOnLoad(jar, { bidsTruck_amount: 30000 + i, loads_id: loadId, trucks_id: trucks[i]! }),
      ),
    );
    expect(
      answers.map((answer) => answer.statusCode),
      answers[0]!.body,
    ).toEqual(bidders.map(() => 201));
    const bidIds = answers.map(
      (answer) => answer.json<{ data: { bidsTruck_id: string } }>().data.bidsTruck_id,
    );
    // Each bid's notification committed with it.
    const listed = (await t.app.notifications.list({ userId: userId(owner) }, 1)).data;
    expect(listed.map((row) => (row.data as { bidsTruck_id: string }).bidsTruck_id).sort()).toEqual(
      [...bidIds].sort(),
    );
    // One waiting job for the owner's batch, one entry per bid.
    const jobs = await rows<{ id: string; items: string }>(
      db(),
      sql`SELECT j.id, (SELECT count(*) FROM sms_job_items i WHERE i.job_id = j.id) AS items
          FROM sms_jobs j WHERE j.user_id = ${userId(owner)} AND j.status = 0`,
    );
    expect(jobs.map((job) => Number(job.items))).toEqual([bidders.length]);
    minutes(t, 3);
    expect(await t.app.alerts.runDue()).toBe(1);
    expect(alerts(t).map((message) => message.text)).toEqual([
      'LorryBazaar: 8 new bids on your load Kozhikode → Ernakulam.',
    ]);
  });

  it('trip milestones go by SMS (two close together in one) until the user turns them off', async () => {
    const t = ctx.t;
    setIndiaTime(t, '2026-12-02T10:00');
    const owner = await buildUser(db(), { role: 'shipper' });
    const milestone = (kind: string) => notify(t, owner, 'trip.milestone', { schedule_id: '9', kind });
    await milestone('reached_pickup');
    minutes(t, 1);
    await milestone('loaded');
    minutes(t, 1.1);
    expect(await t.app.alerts.runDue()).toBe(1);
    minutes(t, 30);
    await milestone('departed');
    minutes(t, 2.1);
    expect(await t.app.alerts.runDue()).toBe(1);
    expect(alerts(t).map((message) => message.text)).toEqual([
      'LorryBazaar: 2 updates on your trip Kozhikode → Ernakulam.',
      'LorryBazaar: Truck KL11AB1234 left the pickup for Kozhikode → Ernakulam.',
    ]);

    // Turned off (a client that knows the setting); a save without it keeps it off.
    const actor = { userId: owner, role: 'shipper', language: 'en' } as const;
    await t.app.alerts.saveSettings(actor, {
      sms: { newBid: true, bidAccepted: true, laneMatched: false, tripMilestone: false },
      smsWhen: 'no_push',
    });
    await t.app.alerts.saveSettings(actor, {
      sms: { newBid: true, bidAccepted: true, laneMatched: false },
      smsWhen: 'no_push',
    });
    expect((await t.app.alerts.settings({ userId: owner })).sms.tripMilestone).toBe(false);
    await milestone('reached_delivery');
    minutes(t, 3);
    expect(await t.app.alerts.runDue()).toBe(0);
  });

  it("a trip the other party called off goes by SMS at once, in the user's language, naming them by role, until turned off", async () => {
    const t = ctx.t;
    setIndiaTime(t, '2026-12-06T11:00');
    const transporter = await buildUser(db(), { role: 'transporter' });
    const called = (to: number, reason: string, scheduleId: string) =>
      notify(t, to, 'trip.cancelled', {
        schedule_id: scheduleId,
        reason,
        side: 'load',
        other_role: 'shipper',
      });
    await called(transporter, 'no_show', '31');
    minutes(t, 2.1);
    expect(await t.app.alerts.runDue()).toBe(1);
    expect(alerts(t).at(-1)!.text).toBe(
      'LorryBazaar: A shipper reported that truck KL11AB1234 did not come for Kozhikode → Ernakulam. The trip is cancelled.',
    );

    // In Hindi for a user who signed up in Hindi; the name the shipper typed is never in it.
    const hindi = await buildUser(db(), { role: 'transporter' });
    await db().update(users).set({ language: 'hi' }).where(eq(users.id, hindi));
    await called(hindi, 'cancelled', '32');
    minutes(t, 2.1);
    expect(await t.app.alerts.runDue()).toBe(1);
    const text = alerts(t).at(-1)!.text;
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(text).toContain('एक शिपर');
    expect(text).not.toContain('Ravi Kumar');

    // Turned off: in the app only.
    await t.app.alerts.saveSettings(
      { userId: transporter, role: 'transporter', language: 'en' },
      {
        sms: {
          newBid: true,
          bidAccepted: true,
          laneMatched: false,
          tripMilestone: true,
          tripCancelled: false,
        },
        smsWhen: 'no_push',
      },
    );
    expect((await t.app.alerts.settings({ userId: transporter })).sms).toMatchObject({
      tripMilestone: true,
      tripCancelled: false,
    });
    await called(transporter, 'load_not_ready', '33');
    minutes(t, 3);
    expect(await t.app.alerts.runDue()).toBe(0);
  });

  it('in the quiet hours (22:00–07:00 India time) SMS wait, and one summary goes at 07:00', async () => {
    const t = ctx.t;
    setIndiaTime(t, '2026-12-01T21:59');
    const owner = await buildUser(db(), { role: 'transporter' });
    await notify(t, owner, 'bid.created'); // due 22:01: held
    minutes(t, 60);
    await notify(t, owner, 'bid.created', { amount: 31000 });
    await notify(t, owner, 'bid.accepted', { amount: 25000 });
    minutes(t, 5);
    expect(await t.app.alerts.runDue()).toBe(0);

    setIndiaTime(t, '2026-12-02T06:59');
    expect(await t.app.alerts.runDue()).toBe(0);
    setIndiaTime(t, '2026-12-02T07:00');
    expect(await t.app.alerts.runDue()).toBe(1);
    expect(alerts(t).map((message) => message.text)).toEqual([
      'LorryBazaar, while you were away: 2 new bids on your load Kozhikode → Ernakulam. ' +
        'Your bid of ₹25,000 on Kozhikode → Ernakulam was accepted. The trip is scheduled.',
    ]);
  });

  it('sends at most 10 event SMS to a user in one India day; the next day they go again', async () => {
    const t = ctx.t;
    setIndiaTime(t, '2026-12-03T09:00');
    const owner = await buildUser(db(), { role: 'broker' });
    const other = await buildUser(db(), { role: 'broker' });
    for (let load = 1; load <= 12; load++) await notify(t, owner, 'bid.created', { loads_id: String(load) });
    await notify(t, other, 'bid.created');
    minutes(t, 3);
    expect(await t.app.alerts.runDue()).toBe(11);
    const perMobile = new Map<string, number>();
    for (const { mobile } of alerts(t)) perMobile.set(mobile, (perMobile.get(mobile) ?? 0) + 1);
    expect([...perMobile.values()].sort((a, b) => a - b)).toEqual([1, 10]);
    const mobile = [...perMobile].find(([, n]) => n === 10)![0];

    setIndiaTime(t, '2026-12-03T23:00');
    await notify(t, owner, 'bid.created', { loads_id: '13' });
    setIndiaTime(t, '2026-12-04T07:00');
    expect(await t.app.alerts.runDue()).toBe(1);
    expect(alerts(t).at(-1)).toMatchObject({ mobile, text: expect.stringContaining('while you were away') });
  });

  it("writes in the user's language with places in it, only for the kinds they turned on (a real bid through the API)", async () => {
    const t = ctx.t;
    setIndiaTime(t, '2026-12-05T11:00');
    const mobile = uniqueMobile();
    const [shipper, transporter] = await Promise.all([
      signIn(t, 'shipper', mobile),
      signIn(t, 'transporter', undefined, { name: 'Ravi Kumar' }),
    ]);
    const saved = await shipper.inject(t.app, {
      method: 'PUT',
      url: '/api/Transpoter/alertSettings',
      headers: { 'accept-language': 'hi' },
      payload: { sms: { newBid: true, bidAccepted: false, laneMatched: true }, smsWhen: 'always' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      data: {
        sms: { newBid: true, bidAccepted: false, laneMatched: true },
        smsWhen: 'always',
        pushAvailable: false,
      },
    });

    const loadId = await buildLoad(db(), {
      ownerId: userId(shipper),
      pickupDate: daysFromToday(7, t.clock.now()),
      pickupLoc: 'Kozhikode, Kerala',
      deliveryLoc: 'Ernakulam, Kerala',
    });
    const truckId = await buildTruck(db(), { ownerId: userId(transporter) });
    const placed = await api(t.app).bidOnLoad(transporter, {
      bidsTruck_amount: 30000,
      loads_id: loadId,
      trucks_id: truckId,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await notify(t, userId(shipper), 'bid.accepted'); // turned off: no SMS
    // The bid's notification is stored just after the bid commits.
    for (
      let tries = 0;
      tries < 100 && (await t.app.notifications.list({ userId: userId(shipper) }, 1)).data.length < 2;
      tries++
    )
      await new Promise((resolve) => setTimeout(resolve, 20));

    minutes(t, 2);
    expect(await t.app.alerts.runDue()).toBe(1);
    const [sms] = alerts(t);
    expect(sms!.mobile).toBe(mobile);
    // Who bid, by role: never the name the bidder typed (decision 036).
    expect(sms!.text).toBe('LorryBazaar: एक ट्रांसपोर्टर ने आपके लोड कोझिकोड → एर्नाकुलम पर ₹30,000 की बोली लगाई।');
  });

  it("a saved lane's new load reads by SMS as what matched: the route once, the material, the pickup day", async () => {
    const t = ctx.t;
    setIndiaTime(t, '2026-12-05T12:00');
    const mobile = uniqueMobile();
    const transporter = await signIn(t, 'transporter', mobile);
    const saved = await transporter.inject(t.app, {
      method: 'PUT',
      url: '/api/Transpoter/alertSettings',
      headers: { 'accept-language': 'hi' },
      payload: { sms: { newBid: false, bidAccepted: false, laneMatched: true }, smsWhen: 'always' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await notify(t, userId(transporter), 'lane.matched', {
      kind: 'loads',
      lanes: ['Kozhikode → Ernakulam'],
      material_id: '1',
      day: '2026-12-09',
    });
    minutes(t, 3);
    expect(await t.app.alerts.runDue()).toBe(1);
    const material = (await t.app.reference.labels('hi')).material.get('1')!;
    expect(material).toMatch(/[\u0900-\u097F]/);
    const [sms] = alerts(t).filter((sent) => sent.mobile === mobile);
    expect(sms!.text).toBe(
      `LorryBazaar: आपके सेव किए रूट पर नया लोड: कोझिकोड → एर्नाकुलम, ${material}, पिकअप की तारीख 09/12/2026।`,
    );
  });

  it('writes in the language the user signed up in (users.language) when they never chose alerts', async () => {
    const t = ctx.t;
    setIndiaTime(t, '2026-12-05T15:00');
    const owner = await buildUser(db(), { role: 'shipper' });
    await db().update(users).set({ language: 'ta' }).where(eq(users.id, owner));
    await notify(t, owner, 'bid.created');
    minutes(t, 3);
    expect(await t.app.alerts.runDue()).toBe(1);
    // Tamil script, with the district in Tamil.
    expect(alerts(t).at(-1)!.text).toMatch(/[\u0B80-\u0BFF]/);
    expect(alerts(t).at(-1)!.text).not.toContain('Kozhikode');
  });

  it('writes in the language the user picked in the app (PUT language), which may not be the one they signed up in', async () => {
    const t = ctx.t;
    setIndiaTime(t, '2026-12-05T16:00');
    const owner = await signIn(t, 'shipper');
    const id = userId(owner);
    await db().update(users).set({ language: 'hi' }).where(eq(users.id, id));
    const picked = await owner.inject(t.app, {
      method: 'PUT',
      url: '/api/Transpoter/language',
      payload: { language: 'ta' },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json()).toEqual({ data: { language: 'ta' } });
    const [stored] = await db().select({ language: users.language }).from(users).where(eq(users.id, id));
    expect(stored!.language).toBe('ta');
    await notify(t, id, 'bid.created');
    minutes(t, 3);
    expect(await t.app.alerts.runDue()).toBe(1);
    expect(alerts(t).at(-1)!.text).toMatch(/[\u0B80-\u0BFF]/);

    // Not a language of the app: refused in the request's language, nothing changed.
    for (const payload of [{ language: 'fr' }, { language: 'ta', extra: 1 }, {}]) {
      const refused = await owner.inject(t.app, { method: 'PUT', url: '/api/Transpoter/language', payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [after] = await db().select({ language: users.language }).from(users).where(eq(users.id, id));
    expect(after!.language).toBe('ta');
  });

  it('two workers racing over the same jobs send each exactly once', async () => {
    const t = ctx.t;
    const second = await createTestApp({ database: t.database, env: ENV });
    try {
      setIndiaTime(t, '2026-12-06T12:00');
      setIndiaTime(second, '2026-12-06T12:00');
      const owners = await Promise.all(Array.from({ length: 8 }, () => buildUser(db(), { role: 'shipper' })));
      for (const [i, owner] of owners.entries()) {
        await notify(t, owner, 'bid.created', { loads_id: '1', amount: 1000 + i });
        await notify(second, owner, 'bid.created', { loads_id: '2', amount: 2000 + i });
      }
      minutes(t, 3);
      minutes(second, 3);
      const sent = await Promise.all([
        t.app.alerts.runDue(),
        second.app.alerts.runDue(),
        t.app.alerts.runDue(),
      ]);
      expect(sent.reduce((a, b) => a + b)).toBe(16);
      const all = [...alerts(t), ...alerts(second)].map((message) => `${message.mobile} ${message.text}`);
      expect(all).toHaveLength(16);
      expect(new Set(all).size).toBe(16);
    } finally {
      await second.close();
    }
  });

  it('a restart loses nothing: jobs that fell due while no process ran are sent when one starts', async () => {
    const t = ctx.t;
    setIndiaTime(t, '2026-12-07T10:00');
    const owner = await buildUser(db(), { role: 'shipper' });
    await notify(t, owner, 'bid.created');
    // The process stops before the job falls due; the next one starts half an hour later.
    await t.close();
    ctx.t = await createTestApp({
      database: ctx.database,
      env: { ALERTS_POLL_MS: '60000' },
      now: new Date('2026-12-07T10:30:00+05:30'),
    });
    await ctx.t.app.alerts.settled();
    expect(alerts(ctx.t).map((message) => message.text)).toEqual([
      'LorryBazaar: A transporter bid ₹30,000 on your load Kozhikode → Ernakulam.',
    ]);
  });
});

describe('SMS without user-written text, and fair to every sender', () => {
  it('names the bidder by role and links to the screen, never quoting a name they typed (a real bid)', async () => {
    const t = await createTestApp({
      database: ctx.database,
      env: { ...ENV, PUBLIC_ORIGIN: 'https://lorrybazaar.example' },
    });
    try {
      setIndiaTime(t, '2026-12-08T11:00');
      const [shipper, transporter] = await Promise.all([signIn(t, 'shipper'), signIn(t, 'transporter')]);
      // A name kept from before names refused such text: still never sent.
      const phishing = 'LorryBazaar: pay Rs.500 advance to UPI 98765@ybl';
      await db()
        .update(users)
        .set({ name: phishing })
        .where(eq(users.id, userId(transporter)));
      const loadId = await buildLoad(db(), {
        ownerId: userId(shipper),
        pickupDate: daysFromToday(7, t.clock.now()),
        pickupLoc: 'Pune, Maharashtra',
        deliveryLoc: 'Goa',
      });
      const placed = await api(t.app).bidOnLoad(transporter, {
        bidsTruck_amount: 30000,
        loads_id: loadId,
        trucks_id: await buildTruck(db(), { ownerId: userId(transporter) }),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      await vi.waitFor(async () =>
        expect((await t.app.notifications.list({ userId: userId(shipper) }, 1)).data).toHaveLength(1),
      );
      // The Notifications screen still shows who it was; the SMS does not.
      expect((await t.app.notifications.list({ userId: userId(shipper) }, 1)).data[0]!.data).toMatchObject({
        other_name: phishing,
        other_role: 'transporter',
      });
      minutes(t, 2);
      expect(await t.app.alerts.runDue()).toBe(1);
      expect(alerts(t).map((message) => message.text)).toEqual([
        `LorryBazaar: A transporter bid ₹30,000 on your load Pune → Goa. https://lorrybazaar.example/c/ViewBidsLoad/${loadId}`,
      ]);
    } finally {
      await t.close();
    }
  });

  it("one person (all accounts of a mobile) takes at most 3 of a user's SMS a day; others still get through", async () => {
    const t = ctx.t;
    setIndiaTime(t, '2026-12-09T09:00');
    const owner = await buildUser(db(), { role: 'shipper' });
    const mobile = uniqueMobile();
    const bidder = await buildUser(db(), { role: 'transporter', mobile });
    // The same person signed in as a broker too.
    const sameBidder = await buildUser(db(), { role: 'broker', mobile });
    const other = await buildUser(db(), { role: 'transporter' });
    for (let load = 1; load <= 20; load++)
      await notify(t, owner, 'bid.created', { loads_id: String(100 + load) }, load % 2 ? bidder : sameBidder);
    await notify(t, owner, 'bid.created', { loads_id: '200' }, other);
    minutes(t, 3);
    expect(await t.app.alerts.runDue()).toBe(4);
    const texts = alerts(t).map((message) => message.text);
    expect(texts).toHaveLength(4);
    // Everything is in the app all the same.
    expect((await t.app.notifications.list({ userId: owner }, 1)).data).toHaveLength(NOTIFICATIONS_PAGE_SIZE);

    // Still 3 for that person later today, whatever became of the SMS; the next day they count again.
    minutes(t, 60);
    await notify(t, owner, 'bid.created', { loads_id: '300' }, bidder);
    minutes(t, 3);
    expect(await t.app.alerts.runDue()).toBe(0);
    // What comes of a deal the user made (their bid accepted, a trip's milestones) is not capped.
    await notify(t, owner, 'bid.accepted', {}, bidder);
    minutes(t, 3);
    expect(await t.app.alerts.runDue()).toBe(1);
    setIndiaTime(t, '2026-12-10T09:00');
    await notify(t, owner, 'bid.created', { loads_id: '301' }, bidder);
    minutes(t, 3);
    expect(await t.app.alerts.runDue()).toBe(1);
  });
});

describe('push titles', () => {
  it('every kind of notification has its title in every language (a cancelled trip, a suspended party, an e-way bill)', () => {
    for (const type of NOTIFICATION_TYPES) {
      for (const language of LANGUAGES) {
        const { title } = pushOf(
          { id: 1, type, data: {} },
          { language, place: placeNamer({}), userTypeId: 2 },
        );
        expect(title, `${type} in ${language}`).not.toMatch(/^alerts:/);
      }
    }
  });
});

describe('an accepted counter offer', () => {
  const data = {
    bid_kind: 'on_load',
    schedule_id: '9',
    amount: 40000,
    pickupLoc: 'Chakan, Maharashtra',
    deliveryLoc: 'Nashik, Maharashtra',
    other_name: 'Ravi Kumar',
    other_role: 'transporter',
  };
  const sms = (language: (typeof LANGUAGES)[number], counter: boolean) =>
    smsText([{ type: 'bid.accepted', data: counter ? { ...data, counter: true } : data }], {
      language,
      place: placeNamer({}),
      summary: false,
      origin: 'https://www.lorrybazaar.app.in',
      userTypeId: 3,
    });

  it('says by SMS and push who accepted (by role) the offer the reader made, not that their bid was accepted', () => {
    expect(sms('en', true)).toBe(
      'LorryBazaar: A transporter accepted your counter offer of ₹40,000 for Chakan → Nashik. https://www.lorrybazaar.app.in/c/Schedule/9',
    );
    expect(sms('hi', true)).toMatch(
      /^LorryBazaar: एक ट्रांसपोर्टर ने Chakan → Nashik पर आपका ₹40,000 का जवाबी प्रस्ताव स्वीकारा।/,
    );
    const push = (counter: boolean) =>
      pushOf(
        { id: 1, type: 'bid.accepted', data: counter ? { ...data, counter: true } : data },
        { language: 'en', place: placeNamer({}), userTypeId: 3 },
      );
    expect(push(true)).toMatchObject({ title: 'Counter offer accepted', url: '/c/Schedule/9' });
    expect(push(false).title).toBe('Bid accepted');
  });

  // An accepted bid's SMS already takes two or three UCS-2 segments (₹ and → make even English
  // UCS-2, and the link alone is 47 characters), so one segment is out of reach for this kind:
  // the counter's text costs at most the name of who accepted, which the bid's does not say.
  it('costs no more than an accepted bid’s SMS but for the name of who accepted, in every language', () => {
    for (const language of LANGUAGES) {
      const role = translate(language, 'alerts:who.transporter');
      expect(sms(language, true), language).toContain(role);
      expect(sms(language, true).length - role.length - 1, language).toBeLessThanOrEqual(
        sms(language, false).length,
      );
    }
  });
});
