/**
 * A trip's money through the API (decision 048): lines recorded by either party and answered by
 * the other only, strangers and the party's other-role account 404, validation 400, cancelled
 * trips 409; the due and overdue notifications with the injected clock; days to pay and its
 * thresholds on the load poster's listing rows.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Terms, TripMoneyResponse } from '@lorrybazaar/contract';
import { rows } from '../../db/rows.js';
import { signIn, signInPerson, useTestApp, type SignedIn } from '../../test/app.js';
import { EventStreamClient, openUserStream } from '../../test/event-stream.js';
import { issueCode, userId } from '../../test/api-calls.js';
import { addLoadBody, buildFile, buildLoad, buildPosting, buildTrip } from '../../test/factories.js';

// 10:00 in India on 10 March 2026.
const START = new Date('2026-03-10T04:30:00Z');
const ctx = useTestApp({ now: START });
const db = () => ctx.t.database.db;
const app = () => ctx.t.app;
const HOUR = 3600;

const TERMS: Terms = {
  price_basis: 'per_truck',
  asking_rupees: 30000,
  book_now: true,
  advance_percent: 90,
  balance_days: 7,
  free_hours_loading: 4,
  free_hours_unloading: 4,
  detention_per_day: 2400,
  loading_charges_by: 'shipper',
};

async function trip(o: { delivered?: boolean; terms?: Terms | null } = {}) {
  const [shipper, transporter, stranger] = await Promise.all([
    signIn(ctx.t, 'shipper'),
    signIn(ctx.t, 'transporter'),
    signIn(ctx.t, 'broker'),
  ]);
  const { scheduleId } = await buildTrip(db(), {
    loadOwnerId: userId(shipper),
    truckOwnerId: userId(transporter),
    amount: 30000,
    delivered: o.delivered ?? false,
    createdAt: ctx.t.clock.now(),
  });
  await db().execute(
    sql`UPDATE schedules SET terms = ${JSON.stringify(o.terms === undefined ? TERMS : o.terms)}::jsonb
        WHERE id = ${scheduleId}`,
  );
  return { shipper, transporter, stranger, scheduleId };
}

/** The lorry receipt arrives now: the trip is in transit and its advance falls due. */
/** A stored file of the trip's truck owner. */
async function tripFile(scheduleId: number, purpose: 'lorry_receipt' | 'proof_of_delivery') {
  const [trip] = await rows<{ owner: string }>(
    db(),
    sql`SELECT truck_owner_id AS owner FROM schedules WHERE id = ${scheduleId}`,
  );
  return buildFile(db(), { ownerId: Number(trip!.owner), purpose });
}
async function attachLr(scheduleId: number) {
  const file = await tripFile(scheduleId, 'lorry_receipt');
  await db().execute(
    sql`UPDATE schedules SET status = 2, lr_file_id = ${file}::uuid,
               lr_uploaded_at = ${ctx.t.clock.now().toISOString()}::timestamptz
        WHERE id = ${scheduleId}`,
  );
}
/** The proof of delivery arrives now. */
async function deliver(scheduleId: number) {
  const file = await tripFile(scheduleId, 'proof_of_delivery');
  await db().execute(
    sql`UPDATE schedules SET status = 3, pod_file_id = ${file}::uuid,
               pod_uploaded_at = ${ctx.t.clock.now().toISOString()}::timestamptz
        WHERE id = ${scheduleId}`,
  );
}

const money = (jar: SignedIn, scheduleId: number | string) =>
  jar.inject(app(), { method: 'GET', url: `/api/Transpoter/tripPayments?schedule_id=${scheduleId}` });
const record = (jar: SignedIn, body: Record<string, unknown>) =>
  jar.inject(app(), { method: 'POST', url: '/api/Transpoter/tripPayments', payload: body });
const answer = (jar: SignedIn, id: string, action: 'confirm' | 'dispute') =>
  jar.inject(app(), { method: 'POST', url: `/api/Transpoter/tripPayments/${id}/${action}` });

const advance = (scheduleId: number, change: Record<string, unknown> = {}) => ({
  schedule_id: scheduleId,
  kind: 'advance',
  amount_rupees: 27000,
  method: 'upi',
  reference: 'UTR123456789012',
  ...change,
});

describe('the trip money ledger', () => {
  it('takes a line from one party and its answer from the other only', async () => {
    const { shipper, transporter, stranger, scheduleId } = await trip();
    const recorded = await record(shipper, advance(scheduleId));
    expect(recorded.statusCode).toBe(201);
    const [line] = recorded.json<TripMoneyResponse>().data.lines;
    expect(line).toMatchObject({
      kind: 'advance',
      amount_rupees: 27000,
      recorded_by: 'load',
      state: 'recorded',
    });
    expect(line!.can_answer).toBe(false);

    // The truck side sees it waiting for them; the recorder cannot answer their own line.
    const seen = (await money(transporter, scheduleId)).json<TripMoneyResponse>().data;
    expect(seen.lines[0]!.can_answer).toBe(true);
    expect(seen.paid).toBe(0);
    expect(seen.unconfirmed).toBe(27000);
    expect((await answer(shipper, line!.id, 'confirm')).statusCode).toBe(403);
    // A stranger learns nothing: the same 404 as for a line that does not exist.
    const strangers = await answer(stranger, line!.id, 'confirm');
    expect(strangers.statusCode).toBe(404);
    expect(issueCode(strangers)).toBe(issueCode(await answer(stranger, '999999', 'confirm')));

    const confirmed = await answer(transporter, line!.id, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    const after = confirmed.json<TripMoneyResponse>().data;
    expect(after.lines[0]).toMatchObject({ state: 'confirmed', can_answer: false });
    expect(after).toMatchObject({ agreed: 30000, owed: 30000, paid: 27000, outstanding: 3000 });
    expect(after.advance).toMatchObject({ amount: 27000, settled: true });
    expect((await answer(transporter, line!.id, 'dispute')).statusCode).toBe(409);
  });

  it('answers 404 to a third user and to the other-role account of a party', async () => {
    const [shipperAccount, transporterAccount] = await signInPerson(ctx.t, ['shipper', 'transporter']);
    const carrier = await signIn(ctx.t, 'transporter');
    const stranger = await signIn(ctx.t, 'broker');
    const { scheduleId } = await buildTrip(db(), {
      loadOwnerId: userId(shipperAccount!),
      truckOwnerId: userId(carrier),
      delivered: false,
    });
    expect((await money(shipperAccount!, scheduleId)).statusCode).toBe(200);
    for (const outsider of [stranger, transporterAccount!]) {
      expect((await money(outsider, scheduleId)).statusCode).toBe(404);
      expect((await record(outsider, advance(scheduleId))).statusCode).toBe(404);
    }
    const line = (await record(carrier, advance(scheduleId))).json<TripMoneyResponse>().data.lines[0]!;
    // The same person's transporter account is not the trip's load side.
    expect((await answer(transporterAccount!, line.id, 'confirm')).statusCode).toBe(404);
    expect((await answer(shipperAccount!, line.id, 'dispute')).statusCode).toBe(200);
    const data = (await money(carrier, scheduleId)).json<TripMoneyResponse>().data;
    expect(data.lines[0]!.state).toBe('disputed');
    expect(data.disputed).toBe(27000);
    expect(data.paid).toBe(0);
  });

  it('refuses bad lines with 400 and the field, and new lines on a cancelled trip with 409', async () => {
    const { shipper, transporter, scheduleId } = await trip();
    const bad = [
      advance(scheduleId, { kind: 'bribe' }),
      advance(scheduleId, { method: 'paypal' }),
      advance(scheduleId, { amount_rupees: 0 }),
      advance(scheduleId, { amount_rupees: 12.5 }),
      advance(scheduleId, { amount_rupees: '27000' }),
      advance(scheduleId, { kind: 'tds', amount_rupees: 300 }),
      advance(scheduleId, { amount_rupees: -500 }),
      advance(scheduleId, { reference: 'x'.repeat(31) }),
      advance(scheduleId, { schedule_id: 'abc' }),
    ];
    for (const body of bad) {
      const response = await record(shipper, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ issues: unknown[] }>().issues.length).toBeGreaterThan(0);
    }
    expect((await answer(shipper, 'abc', 'confirm')).statusCode).toBe(400);
    // A deduction negative, a charge positive: both fine.
    expect(
      (await record(shipper, advance(scheduleId, { kind: 'tds', amount_rupees: -300 }))).statusCode,
    ).toBe(201);
    expect(
      (await record(transporter, advance(scheduleId, { kind: 'detention', amount_rupees: 800 }))).statusCode,
    ).toBe(201);

    const by = userId(shipper);
    await db().execute(
      sql`UPDATE schedules SET status = 4, cancelled_at = now(), cancelled_by = ${by},
                 cancel_reason = 'party_suspended', at_fault_id = ${by}
          WHERE id = ${scheduleId}`,
    );
    const refused = await record(shipper, advance(scheduleId));
    expect(refused.statusCode).toBe(409);
    // The agreed amount is no longer owed: no advance, nothing due, the lines still shown.
    const cancelled = (await money(shipper, scheduleId)).json<TripMoneyResponse>().data;
    expect(cancelled).toMatchObject({
      can_record: false,
      agreed: 30000,
      owed: 0,
      outstanding: 0,
      advance: null,
      balance: { amount: 0, due_at: null, settled: true, overdue: false },
    });
    expect(cancelled.lines).toHaveLength(2);
  });

  it('limits the writes of one user', async () => {
    const { shipper, scheduleId } = await trip();
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await record(shipper, advance(scheduleId))).statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(20);
    expect(codes.at(-1)).toBe(429);
  });

  it('takes the terms a trip is paid by as typed in Add Load (₹35,000, 80%, ₹1,500; decision 041)', async () => {
    const shipper = await signIn(ctx.t, 'shipper');
    const add = (terms: Record<string, unknown>) =>
      shipper.inject(app(), {
        method: 'POST',
        url: '/api/Transpoter/AddLoad',
        payload: { ...addLoadBody(), price_basis: 'per_truck', ...terms },
      });
    const typed = await add({
      asking_rupees: '₹35,000',
      advance_percent: '80%',
      balance_days: '൭',
      detention_per_day: 'Rs. 1,500/-',
    });
    expect(typed.statusCode).toBe(201);
    const [stored] = await rows<{ terms: Terms }>(
      db(),
      sql`SELECT terms FROM loads WHERE user_id = ${userId(shipper)} ORDER BY id DESC LIMIT 1`,
    );
    expect(stored!.terms).toMatchObject({
      asking_rupees: 35000,
      advance_percent: 80,
      balance_days: 7,
      detention_per_day: 1500,
    });
    // Paise and a percentage over 100 stay refused, each with its field's message.
    const refused = await add({ asking_rupees: '₹35,000.50', advance_percent: '120%' });
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json<{ issues: { path: string; message: string }[] }>()
        .issues.map(({ path, message }) => [path, message])
        .sort(),
    ).toEqual([
      ['advance_percent', 'The advance must be from 0 to 100 per cent.'],
      ['asking_rupees', 'A price for one truck must be from ₹500 to ₹10,00,000; a price per tonne from ₹1.'],
    ]);
  });

  it('sums charges and deductions into what is owed', async () => {
    const { shipper, transporter, scheduleId } = await trip();
    for (const [jar, body] of [
      [shipper, advance(scheduleId)],
      [shipper, advance(scheduleId, { kind: 'tds', amount_rupees: -300 })],
      [transporter, advance(scheduleId, { kind: 'detention', amount_rupees: 1200 })],
      [transporter, advance(scheduleId, { kind: 'balance', amount_rupees: 5000 })],
    ] as const) {
      const line = (await record(jar, body)).json<TripMoneyResponse>().data.lines.at(-1)!;
      const other = jar === shipper ? transporter : shipper;
      expect((await answer(other, line.id, 'confirm')).statusCode).toBe(200);
    }
    const data = (await money(shipper, scheduleId)).json<TripMoneyResponse>().data;
    expect(data).toMatchObject({ owed: 30900, paid: 32000, outstanding: 0 });
    expect(data.balance.settled).toBe(true);
  });
});

/** The notifications of a type a user has, newest first, with their data. */
async function notified(user: SignedIn, type: string) {
  return rows<{ data: Record<string, unknown> }>(
    db(),
    sql`SELECT data FROM notifications WHERE user_id = ${userId(user)} AND type = ${type} ORDER BY id DESC`,
  );
}

const streams: EventStreamClient[] = [];
afterAll(() => streams.forEach((stream) => stream.close()));
const openStream = (jar: SignedIn) => openUserStream(app(), jar.header() as Record<string, string>, streams);
/**
 * The SMS alerts (not sign-in codes) sent to these users, after the two-minute batch. The
 * database is the file's: another test's alerts still waiting go out in the same run.
 */
async function alertTexts(...users: SignedIn[]) {
  ctx.t.clock.advance(180);
  await app().alerts.runDue();
  const mobiles = new Set(users.map((user) => user.register.User.users_mobile));
  return ctx.t.outbox
    .filter((message) => message.otp === '' && mobiles.has(message.mobile))
    .map((message) => message.text);
}

describe('the other party hears of a line', () => {
  it('tells the other party of a new line, and its recorder of the answer, once each and nobody else', async () => {
    const { shipper, transporter, stranger, scheduleId } = await trip();
    const [truckStream, loadStream] = [await openStream(transporter), await openStream(shipper)];

    const recorded = await record(shipper, advance(scheduleId));
    expect(recorded.statusCode).toBe(201);
    const [line] = recorded.json<TripMoneyResponse>().data.lines;
    const heard = await truckStream.next((m) => m.event === 'payment.recorded');
    expect(heard.data).toMatchObject({
      type: 'payment.recorded',
      data: {
        schedule_id: String(scheduleId),
        payment_id: line!.id,
        kind: 'advance',
        amount: 27000,
        other_role: 'shipper',
      },
    });
    // The recorder is not told of their own line, nor is anyone outside the trip.
    expect(await notified(shipper, 'payment.recorded')).toHaveLength(0);
    expect(await notified(stranger, 'payment.recorded')).toHaveLength(0);
    // By SMS through the Alerts setting tripPayment (on by default), naming the role, not the name.
    const texts = await alertTexts(shipper, transporter, stranger);
    expect(texts).toEqual([
      expect.stringMatching(
        /^LorryBazaar: A shipper recorded a line on your trip .+: Advance ₹27,000\. Open the trip to confirm or dispute it\./,
      ),
    ]);

    expect((await answer(transporter, line!.id, 'dispute')).statusCode).toBe(200);
    const answered = await loadStream.next((m) => m.event === 'payment.disputed');
    expect(answered.data).toMatchObject({
      type: 'payment.disputed',
      data: { payment_id: line!.id, kind: 'advance', amount: 27000, other_role: 'transporter' },
    });
    // A second answer is refused and tells nobody again.
    expect((await answer(transporter, line!.id, 'confirm')).statusCode).toBe(409);
    const second = await record(transporter, advance(scheduleId, { kind: 'tds', amount_rupees: -300 }));
    const [, tds] = second.json<TripMoneyResponse>().data.lines;
    expect((await answer(shipper, tds!.id, 'confirm')).statusCode).toBe(200);
    await truckStream.next((m) => m.event === 'payment.confirmed');
    expect(await notified(shipper, 'payment.disputed')).toHaveLength(1);
    expect(await notified(shipper, 'payment.confirmed')).toHaveLength(0);
    expect(await notified(transporter, 'payment.disputed')).toHaveLength(0);
    expect(await notified(transporter, 'payment.recorded')).toHaveLength(1);
    expect(await notified(shipper, 'payment.recorded')).toHaveLength(1);
    expect((await notified(transporter, 'payment.confirmed'))[0]?.data).toMatchObject({
      kind: 'tds',
      amount: -300,
    });
    for (const type of ['payment.recorded', 'payment.confirmed', 'payment.disputed'])
      expect(await notified(stranger, type)).toHaveLength(0);
  });

  it('tells nobody of a line refused (a stranger’s, a bad one, an answer by its own recorder)', async () => {
    const { shipper, transporter, stranger, scheduleId } = await trip();
    const truckStream = await openStream(transporter);
    expect((await record(stranger, advance(scheduleId))).statusCode).toBe(404);
    expect((await record(shipper, advance(scheduleId, { kind: 'tds', amount_rupees: 500 }))).statusCode).toBe(
      400,
    );
    const recorded = await record(shipper, advance(scheduleId));
    const [line] = recorded.json<TripMoneyResponse>().data.lines;
    expect((await answer(shipper, line!.id, 'confirm')).statusCode).toBe(403);
    expect((await answer(stranger, line!.id, 'confirm')).statusCode).toBe(404);
    // The one line recorded is the one told (the refused calls published nothing before it).
    await truckStream.next((m) => m.event === 'payment.recorded');
    expect(await notified(transporter, 'payment.recorded')).toHaveLength(1);
    for (const user of [shipper, stranger])
      for (const type of ['payment.recorded', 'payment.confirmed', 'payment.disputed'])
        expect(await notified(user, type)).toHaveLength(0);
  });
});

describe('due and overdue payments', () => {
  it('tells both parties on the due day and again the day after, once each', async () => {
    const { shipper, transporter, scheduleId } = await trip();
    const pass = () => app().ledger.alertDuePayments();
    // No lorry receipt yet: nothing is due.
    expect(await pass()).toBe(0);
    await attachLr(scheduleId);
    const view = (await money(shipper, scheduleId)).json<TripMoneyResponse>().data;
    expect(view.advance).toMatchObject({ amount: 27000, due_at: START.toISOString(), overdue: false });
    expect(view.balance).toMatchObject({ amount: 3000, due_at: null });

    expect(await pass()).toBe(1);
    expect(await pass()).toBe(0);
    for (const party of [shipper, transporter]) {
      const [due] = await notified(party, 'payment.due');
      expect(due?.data).toMatchObject({ schedule_id: String(scheduleId), part: 'advance', amount: 27000 });
    }
    // By SMS too (the Alerts setting tripPayment is on by default), after the two-minute batch.
    const texts = await alertTexts(shipper, transporter);
    expect(texts).toHaveLength(2);
    for (const text of texts)
      expect(text).toMatch(/^LorryBazaar: The advance of ₹27,000 for your trip .+ is due today\.$/);
    // 23:59 in India the same day: still the due day, not overdue.
    ctx.t.clock.advance(14 * HOUR - 60 - 180);
    expect(await pass()).toBe(0);
    expect(await notified(shipper, 'payment.overdue')).toHaveLength(0);
    // Just after midnight: the day after the due day.
    ctx.t.clock.advance(2 * 60);
    expect(await pass()).toBe(1);
    expect(await pass()).toBe(0);
    expect((await notified(transporter, 'payment.overdue'))[0]?.data).toMatchObject({
      part: 'advance',
      due_at: START.toISOString(),
    });
  });

  it('falls the balance due balance_days after the proof of delivery, and not once it is settled', async () => {
    const { shipper, transporter, scheduleId } = await trip();
    await attachLr(scheduleId);
    // The advance is paid and confirmed the same day: it is never overdue.
    const line = (await record(shipper, advance(scheduleId))).json<TripMoneyResponse>().data.lines[0]!;
    await answer(transporter, line.id, 'confirm');
    expect(await app().ledger.alertDuePayments()).toBe(0);
    ctx.t.clock.advance(2 * 24 * HOUR);
    await deliver(scheduleId);
    const deliveredAt = ctx.t.clock.now();
    expect(await app().ledger.alertDuePayments()).toBe(0);

    // Seven days later: the balance (₹3,000) is due today; the next day overdue.
    ctx.t.clock.advance(7 * 24 * HOUR);
    expect(await app().ledger.alertDuePayments()).toBe(1);
    expect((await notified(shipper, 'payment.due'))[0]?.data).toMatchObject({
      part: 'balance',
      amount: 3000,
      due_at: new Date(deliveredAt.getTime() + 7 * 24 * HOUR * 1000).toISOString(),
    });
    ctx.t.clock.advance(24 * HOUR);
    expect(await app().ledger.alertDuePayments()).toBe(1);
    expect((await notified(transporter, 'payment.overdue'))[0]?.data).toMatchObject({ part: 'balance' });
  });

  it('tells of nothing on a trip without terms, and of no advance when the terms name none', async () => {
    const bare = await trip({ terms: null });
    const noAdvance = await trip({ terms: { ...TERMS, advance_percent: null } });
    await attachLr(bare.scheduleId);
    await attachLr(noAdvance.scheduleId);
    expect(await app().ledger.alertDuePayments()).toBe(0);
    expect(
      (await money(noAdvance.shipper, noAdvance.scheduleId)).json<TripMoneyResponse>().data.advance,
    ).toBeNull();
  });
});

describe('days to pay', () => {
  /** A delivered trip of `payer` with `carrier`, its balance confirmed `days` after the POD. */
  async function paidTrip(payer: SignedIn, carrier: SignedIn, days: number) {
    const deliveredAt = new Date(ctx.t.clock.now().getTime() - days * 24 * HOUR * 1000);
    const { scheduleId } = await buildTrip(db(), {
      loadOwnerId: userId(payer),
      truckOwnerId: userId(carrier),
      createdAt: deliveredAt,
      deliveredAt,
    });
    const line = (
      await record(carrier, {
        schedule_id: scheduleId,
        kind: 'balance',
        amount_rupees: 30000,
        method: 'neft',
      })
    ).json<TripMoneyResponse>().data.lines[0]!;
    expect((await answer(payer, line.id, 'confirm')).statusCode).toBe(200);
  }

  async function daysToPay(payer: SignedIn) {
    const [row] = await rows<{ median_days: string | null; trips: number; carriers: number }>(
      db(),
      sql`SELECT median_days, trips, carriers FROM payer_days WHERE user_id = ${userId(payer)}`,
    );
    return row;
  }

  it('shows the median only with 3 trips from 2 different carriers, counted by mobile', async () => {
    const payer = await signIn(ctx.t, 'shipper');
    const [carrierA, carrierA2] = await signInPerson(ctx.t, ['transporter', 'broker']);
    const carrierB = await signIn(ctx.t, 'transporter');
    await paidTrip(payer, carrierA!, 2);
    await paidTrip(payer, carrierA2!, 10);
    // Two accounts of one mobile are one carrier: 2 trips, then 3, from one person.
    expect(await daysToPay(payer)).toMatchObject({ median_days: null, trips: 2, carriers: 1 });
    await paidTrip(payer, carrierA!, 4);
    expect(await daysToPay(payer)).toMatchObject({ median_days: null, trips: 3, carriers: 1 });
    await paidTrip(payer, carrierB, 30);
    expect(await daysToPay(payer)).toMatchObject({ median_days: '7.0', trips: 4, carriers: 2 });
  });

  it('carries days to pay on the load poster’s listing rows', async () => {
    const payer = await signIn(ctx.t, 'shipper');
    const carriers = await Promise.all([signIn(ctx.t, 'transporter'), signIn(ctx.t, 'transporter')]);
    await paidTrip(payer, carriers[0], 3);
    await paidTrip(payer, carriers[1], 5);
    await paidTrip(payer, carriers[0], 8);
    const load = await payer.inject(app(), {
      method: 'POST',
      url: '/api/Transpoter/AddLoad',
      payload: addLoadBody(),
    });
    expect(load.statusCode).toBe(201);
    const viewer = carriers[1];
    const listing = await viewer.inject(app(), { method: 'GET', url: '/api/Transpoter/getAllLoads?page=1' });
    const rowOf = listing
      .json<{ data: { users_id: string; users_payment?: unknown }[] }>()
      .data.find((row) => row.users_id === String(userId(payer)));
    expect(rowOf?.users_payment).toEqual({ median_days: 5, trips: 3 });

    // The same poster bidding with their load on a posted truck: the truck's owner sees it on the bid.
    const { truckId } = await buildPosting(db(), { ownerId: userId(viewer) });
    const loadId = await buildLoad(db(), { ownerId: userId(payer) });
    const bid = await payer.inject(app(), {
      method: 'POST',
      url: '/api/Transpoter/insertBidsTruck',
      payload: { bidsLoad_amount: 42000, load_id: loadId, trucks_id: truckId },
    });
    expect(bid.statusCode).toBe(201);
    const bids = await viewer.inject(app(), {
      method: 'GET',
      url: `/api/Transpoter/viewAllBidsTruck?trucks_id=${truckId}`,
    });
    expect(bids.json<{ data: { users_payment?: unknown }[] }>().data[0]?.users_payment).toEqual({
      median_days: 5,
      trips: 3,
    });
  });
});
