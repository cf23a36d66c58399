import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  todayInIndia,
  type ConsignmentNoteResponse,
  type DriverTripResponse,
  type LrVerificationResponse,
  type ScheduleDetailsResponse,
  type TripDriverResponse,
} from '@lorrybazaar/contract';
import { rows } from '../../db/rows.js';
import { api, outcome, userId } from '../../test/api-calls.js';
import { CookieJar, signIn, uniqueMobile, useTestApp, type SignedIn } from '../../test/app.js';
import { buildTrip } from '../../test/factories.js';
import { PDF, PNG, multipart, uploadId } from '../../test/uploads.js';
import { GSTIN, completeNote } from '../../test/notes.js';

const ctx = useTestApp();
const db = () => ctx.database.db;
const anonymous = () => new CookieJar();

const send = (
  jar: CookieJar,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  input: Record<string, unknown> = {},
) =>
  jar.inject(ctx.t.app, {
    method,
    url: `/api/${url}`,
    ...(method === 'GET'
      ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
      : { payload: input }),
  });
const getNote = (jar: CookieJar, scheduleId: number) =>
  send(jar, 'GET', 'Transpoter/consignmentNote', { schedule_id: scheduleId });
const putNote = (jar: CookieJar, body: Record<string, unknown>) =>
  send(jar, 'PUT', 'Transpoter/consignmentNote', body);
const issue = (jar: CookieJar, scheduleId: number) =>
  send(jar, 'POST', 'Transpoter/consignmentNote/issue', { schedule_id: scheduleId });
const cancel = (jar: CookieJar, scheduleId: number) =>
  send(jar, 'POST', 'Transpoter/consignmentNote/cancel', { schedule_id: scheduleId });
const assign = (jar: CookieJar, scheduleId: number, driver_name: string, driver_mobile: string) =>
  send(jar, 'PUT', 'Transpoter/tripDriver', { schedule_id: scheduleId, driver_name, driver_mobile });
const noteOf = (response: { json: <T>() => T }) => response.json<ConsignmentNoteResponse>().data;

/** The load side uploads and attaches a POD, as the trip page does: the trip is delivered. */
async function deliver(shipper: SignedIn, scheduleId: number) {
  const fileId = await uploadId(ctx.t.app, shipper, 'proof_of_delivery');
  expect(
    (await api(ctx.t.app).uploadProofOfDelivery(shipper, { schedule_id: scheduleId, file_id: fileId }))
      .statusCode,
  ).toBe(201);
}

async function bookedTrip() {
  const [shipper, transporter, stranger] = await Promise.all([
    signIn(ctx.t, 'shipper'),
    signIn(ctx.t, 'transporter'),
    signIn(ctx.t, 'broker'),
  ]);
  const { scheduleId } = await buildTrip(db(), {
    loadOwnerId: userId(shipper),
    truckOwnerId: userId(transporter),
    delivered: false,
  });
  return { shipper, transporter, stranger, scheduleId };
}

/** The driver's link from the last SMS sent to this mobile. */
function linkSentTo(mobile: string) {
  const message = ctx.t.outbox.findLast((m) => m.mobile === mobile && !m.otp);
  const token = /\/d\/([A-Za-z0-9_.-]+)/.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error(`no driver link was sent to ${mobile}`);
  return { token, text: message!.text };
}

describe('the driver on the trip', () => {
  it('the truck side names the driver, who gets an SMS with a link that opens only that trip, signed out', async () => {
    const { shipper, transporter, stranger, scheduleId } = await bookedTrip();
    const mobile = uniqueMobile();

    expect(outcome(await assign(shipper, scheduleId, 'Ramesh', mobile))).toEqual({
      status: 403,
      code: 'paperwork:errors.truckSideOnly',
    });
    expect((await assign(stranger, scheduleId, 'Ramesh', mobile)).statusCode).toBe(404);
    expect(ctx.t.outbox.filter((m) => m.mobile === mobile)).toEqual([]);

    const saved = await assign(transporter, scheduleId, 'रमेश यादव', `+91 ${mobile}`);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TripDriverResponse>().data).toMatchObject({
      driver_name: 'रमेश यादव',
      driver_mobile: mobile,
      self: false,
    });
    const { token, text } = linkSentTo(mobile);
    // The SMS names no one: the truck, the day and the link.
    expect(text).not.toContain('रमेश');
    expect(text).toContain('/d/');

    // The other party sees the driver; a stranger does not.
    expect(
      (
        await send(shipper, 'GET', 'Transpoter/tripDriver', { schedule_id: scheduleId })
      ).json<TripDriverResponse>(),
    ).toMatchObject({
      data: { driver_name: 'रमेश यादव' },
      can_assign: false,
    });
    expect(
      (await send(stranger, 'GET', 'Transpoter/tripDriver', { schedule_id: scheduleId })).statusCode,
    ).toBe(404);

    const page = await send(anonymous(), 'GET', `public/driver/${token}`);
    expect(page.statusCode).toBe(200);
    const trip = page.json<DriverTripResponse>().data;
    expect(trip).toMatchObject({
      driver_name: 'रमेश यादव',
      status: 'scheduled',
      lr: null,
      can_deliver: false,
    });
    expect(trip.contacts.map((c) => c.mobile)).toEqual([
      shipper.register.User.users_mobile,
      transporter.register.User.users_mobile,
    ]);

    // An altered token, or one signed for another expiry, opens nothing.
    const [id, expiry, signature] = token.split('.');
    for (const forged of [
      `${id}.${expiry}.${signature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `${id}.zzzzzzz.${signature}`,
    ]) {
      expect(outcome(await send(anonymous(), 'GET', `public/driver/${forged}`))).toEqual({
        status: 404,
        code: 'paperwork:errors.linkNotFound',
      });
    }

    // Another driver: the old link dies, the new one works.
    const other = uniqueMobile();
    expect((await assign(transporter, scheduleId, 'Suresh', other)).statusCode).toBe(200);
    expect((await send(anonymous(), 'GET', `public/driver/${token}`)).statusCode).toBe(404);
    const next = linkSentTo(other).token;
    expect(
      (await send(anonymous(), 'GET', `public/driver/${next}`)).json<DriverTripResponse>().data.driver_name,
    ).toBe('Suresh');
    // The same driver again: the same link, sent again.
    expect((await assign(transporter, scheduleId, 'Suresh Kumar', other)).statusCode).toBe(200);
    expect(linkSentTo(other).token).toBe(next);
  });

  it("writes the SMS in the language the driver's number last signed in with, else the sender's", async () => {
    const { transporter, scheduleId } = await bookedTrip();
    const driver = await signIn(ctx.t, 'driver');
    await db().execute(sql`UPDATE users SET language = 'ta' WHERE id = ${userId(driver)}`);
    await assign(transporter, scheduleId, 'Murugan', driver.register.User.users_mobile);
    expect(linkSentTo(driver.register.User.users_mobile).text).toMatch(/[\u0b80-\u0bff]/);
    expect(
      (
        await send(transporter, 'GET', 'Transpoter/tripDriver', { schedule_id: scheduleId })
      ).json<TripDriverResponse>().data?.has_account,
    ).toBe(true);

    const unknown = uniqueMobile();
    await assign(transporter.clone().set('i18next', 'hi'), scheduleId, 'Ramesh', unknown);
    expect(linkSentTo(unknown).text).toMatch(/[\u0900-\u097f]/);
  });

  it("a driver account's own truck: the owner is the driver, nothing to assign", async () => {
    const [shipper, driver] = await Promise.all([signIn(ctx.t, 'shipper'), signIn(ctx.t, 'driver')]);
    const { scheduleId } = await buildTrip(db(), {
      loadOwnerId: userId(shipper),
      truckOwnerId: userId(driver),
      delivered: false,
    });
    expect(
      (
        await send(shipper, 'GET', 'Transpoter/tripDriver', { schedule_id: scheduleId })
      ).json<TripDriverResponse>().data,
    ).toMatchObject({
      driver_mobile: driver.register.User.users_mobile,
      self: true,
    });
  });
});

describe("an LR uploaded on the trip page, on the driver's page", () => {
  /** A booked trip with its driver's link; `lr`: the LR the truck side uploads and attaches. */
  async function tripWithUploadedLr(lr?: { name: string; type: string; bytes: Buffer }) {
    const booked = await bookedTrip();
    const mobile = uniqueMobile();
    await assign(booked.transporter, booked.scheduleId, 'Ramesh', mobile);
    if (lr) {
      const fileId = await uploadId(ctx.t.app, booked.transporter, 'lorry_receipt', lr);
      const attached = await api(ctx.t.app).uploadLorryReceipt(booked.transporter, {
        schedule_id: booked.scheduleId,
        file_id: fileId,
      });
      expect(attached.statusCode).toBe(201);
    }
    return { ...booked, token: linkSentTo(mobile).token };
  }
  const page = async (token: string) =>
    (await send(anonymous(), 'GET', `public/driver/${token}`)).json<DriverTripResponse>().data;
  const open = (url: string) => anonymous().inject(ctx.t.app, { method: 'GET', url });

  it("no issued note: the page offers the upload through its own link; another trip's link opens only its own", async () => {
    const photo = { name: 'bilty.png', type: 'image/png', bytes: PNG };
    const { shipper, scheduleId, token } = await tripWithUploadedLr(photo);
    const other = await tripWithUploadedLr();

    const trip = await page(token);
    expect(trip).toMatchObject({ status: 'in_transit', lr: null, can_deliver: true });
    // The file and when it came, a link through this token; no id, owner or party's signed link.
    expect(trip.uploaded_lr).toEqual({
      name: 'bilty.png',
      content_type: 'image/png',
      uploaded_at: expect.any(String),
      url: `/api/public/driver/${token}/uploadedLr`,
    });
    const file = await open(trip.uploaded_lr!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''bilty\.png$/);
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    // The other trip's link (no LR on its trip) opens nothing, neither this file nor any.
    expect((await page(other.token)).uploaded_lr).toBeNull();
    expect(outcome(await open(`/api/public/driver/${other.token}/uploadedLr`))).toEqual({
      status: 404,
      code: 'paperwork:errors.noLr',
    });
    // Nor does a forged token, nor the issued-note download (none was issued).
    const [id, expiry, signature] = token.split('.');
    const forged = `${id}.${expiry}.${signature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`;
    expect((await open(`/api/public/driver/${forged}/uploadedLr`)).statusCode).toBe(404);
    expect((await open(`/api/public/driver/${token}/lr`)).statusCode).toBe(404);

    // Delivered: the driver still has it.
    await deliver(shipper, scheduleId);
    expect(await page(token)).toMatchObject({
      status: 'delivered',
      uploaded_lr: { url: `/api/public/driver/${token}/uploadedLr` },
    });
    expect((await open(`/api/public/driver/${token}/uploadedLr`)).statusCode).toBe(200);
  });

  it('an issued note replaces an upload; no upload while it stands; after its cancel, an upload is the LR', async () => {
    const { shipper, transporter, scheduleId, token } = await tripWithUploadedLr({
      name: 'bilty.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    await putNote(shipper, completeNote(scheduleId));
    expect((await issue(transporter, scheduleId)).statusCode).toBe(201);
    // The note's PDF is the trip's LR now: the page shows the note only.
    expect(await page(token)).toMatchObject({
      lr: { consignee_name: expect.any(String) },
      uploaded_lr: null,
    });
    expect((await open(`/api/public/driver/${token}/uploadedLr`)).statusCode).toBe(404);

    // While the note stands it is the trip's LR: an uploaded one is refused (either party, in
    // their language), so the driver never has two.
    const photo = { name: 'doc2.png', type: 'image/png', bytes: PNG };
    const upload = async (by: CookieJar) =>
      send(by, 'POST', 'Transpoter/uploadLorryReceipt', {
        schedule_id: scheduleId,
        file_id: await uploadId(ctx.t.app, by, 'lorry_receipt', photo),
      });
    for (const by of [shipper, transporter]) {
      expect(outcome(await upload(by))).toEqual({ status: 409, code: 'schedules:errors.lrIssuedInApp' });
    }
    expect((await upload(shipper.clone().set('i18next', 'hi'))).json<{ message: string }>().message).toBe(
      'इस ट्रिप की बिल्टी ऐप में जारी हो चुकी है। दूसरी अपलोड करने के लिए पहले कंसाइनमेंट नोट में वह बिल्टी रद्द करें।',
    );
    const trip = (
      await api(ctx.t.app).scheduleDetails(transporter, { schedule_id: scheduleId })
    ).json<ScheduleDetailsResponse>().data;
    expect(trip.lorry_receipt).toMatchObject({
      name: `${noteOf(await getNote(shipper, scheduleId)).lr_number}.pdf`,
    });
    expect(await page(token)).toMatchObject({
      lr: { consignee_name: expect.any(String) },
      uploaded_lr: null,
    });

    // Cancelled, the note is no LR any more: an upload is the trip's LR, and the driver's.
    await cancel(transporter, scheduleId);
    expect((await upload(shipper)).statusCode).toBe(201);
    const after = await page(token);
    expect(after.lr).toBeNull();
    expect(after.uploaded_lr).toMatchObject({ name: 'doc2.png', content_type: 'image/png' });
    expect((await open(after.uploaded_lr!.url)).rawPayload.equals(PNG)).toBe(true);
    // Issued again, the new note replaces it.
    expect((await issue(transporter, scheduleId)).statusCode).toBe(201);
    expect(await page(token)).toMatchObject({
      lr: { consignee_name: expect.any(String) },
      uploaded_lr: null,
    });
  });
});

describe('the consignment note', () => {
  it('both parties fill the draft; only they read it; bad fields answer 400 by field', async () => {
    const { shipper, transporter, stranger, scheduleId } = await bookedTrip();
    const empty = noteOf(await getNote(transporter, scheduleId));
    expect(empty).toMatchObject({ status: 'draft', editable: true, can_issue: true, lr_number: null });
    expect(empty.missing).toContain('consignor.name');

    const saved = await putNote(shipper, completeNote(scheduleId));
    expect(saved.statusCode).toBe(200);
    const seen = noteOf(await getNote(transporter, scheduleId));
    expect(seen.consignor).toMatchObject({ name: 'क्षत्रिय ट्रेडर्स', pin: '452001', gstin: GSTIN });
    expect(seen.consignee.name).toBe('ஸ்ரீ கிருஷ்ணா ஸ்டோர்ஸ்');
    expect(seen).toMatchObject({ missing: [], your_side: 'truck', ewb_likely_needed: false });
    expect(noteOf(await getNote(shipper, scheduleId)).can_issue).toBe(false);

    for (const response of [
      await getNote(stranger, scheduleId),
      await putNote(stranger, completeNote(scheduleId)),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const bad = await putNote(
      shipper,
      completeNote(scheduleId, { consignor: { name: 'X', gstin: '23AAPFU0939F1ZA', pin: '052001' } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ issues: { path: string }[] }>()
        .issues.map((issue) => issue.path)
        .sort(),
    ).toEqual(['consignor.gstin', 'consignor.pin']);
  });

  it('a declared value over ₹50,000 without an e-way bill prompts for one; e-way bills keep their dates', async () => {
    const { shipper, scheduleId } = await bookedTrip();
    const goods = { description: 'Steel', packages: 10, actual_weight_kg: 9000, declared_value: 50001 };
    expect(noteOf(await putNote(shipper, completeNote(scheduleId, { goods }))).ewb_likely_needed).toBe(true);
    const withBill = noteOf(
      await putNote(
        shipper,
        completeNote(scheduleId, {
          goods,
          eway_bills: [{ number: '3310 0234 5678', generated_on: '2026-03-05', valid_until: '2026-03-06' }],
        }),
      ),
    );
    expect(withBill.ewb_likely_needed).toBe(false);
    expect(withBill.eway_bills).toEqual([
      {
        number: '331002345678',
        generated_on: '2026-03-05',
        valid_until: '2026-03-06',
        // The midnight that ends the 6th in India.
        expires_at: '2026-03-06T18:30:00.000Z',
        // Pune → Chennai is about 1,200 km by road (the reference data's centroids, decision
        // 040): six days from the 5th, so a bill printed valid to the 6th does not fit.
        expected_valid_until: '2026-03-11',
        fits: false,
      },
    ]);
    const fitting = noteOf(
      await putNote(
        shipper,
        completeNote(scheduleId, {
          goods,
          eway_bills: [{ number: '331002345678', generated_on: '2026-03-05', valid_until: '2026-03-11' }],
        }),
      ),
    );
    expect(fitting.eway_bills[0]).toMatchObject({ expected_valid_until: '2026-03-11', fits: true });
    expect(fitting.trip.distance_km).toBeGreaterThan(1000);
    expect(
      outcome(
        await putNote(
          shipper,
          completeNote(scheduleId, { eway_bills: [{ number: '12345', valid_until: '2026-03-06' }] }),
        ),
      ),
    ).toMatchObject({ status: 400 });
  });

  it('weights, packages and the declared value are taken as typed (16,000; ₹ 2,50,000; ൧൨) and stored as numbers', async () => {
    const { shipper, transporter, scheduleId } = await bookedTrip();
    const typed = {
      description: 'Steel',
      packages: '൧൨',
      actual_weight_kg: '16,000',
      charged_weight_kg: '16 500',
      declared_value: '₹ 2,50,000',
    };
    expect((await putNote(shipper, completeNote(scheduleId, { goods: typed }))).statusCode).toBe(200);
    expect(noteOf(await getNote(transporter, scheduleId)).goods).toMatchObject({
      packages: 12,
      actual_weight_kg: 16000,
      charged_weight_kg: 16500,
      declared_value: 250000,
    });
    // Paise, or a decimal point where kilograms are whole: refused by field, nothing changed.
    const bad = await putNote(
      shipper,
      completeNote(scheduleId, {
        goods: { ...typed, actual_weight_kg: '16.5', declared_value: '₹2,50,000.75' },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ issues: { path: string }[] }>()
        .issues.map((issue) => issue.path)
        .sort(),
    ).toEqual(['goods.actual_weight_kg', 'goods.declared_value']);
    expect(noteOf(await getNote(transporter, scheduleId)).goods.actual_weight_kg).toBe(16000);
  });

  it('the truck side issues: an LR number per issuer and year, the PDF attached as the LR, the trip in transit, the note locked', async () => {
    const { shipper, transporter, scheduleId } = await bookedTrip();
    expect(outcome(await issue(transporter, scheduleId))).toEqual({ status: 400, code: 'errors.validation' });
    await putNote(shipper, completeNote(scheduleId, { consignee: { name: 'ஸ்ரீ கிருஷ்ணா ஸ்டோர்ஸ்' } }));
    const incomplete = await issue(transporter, scheduleId);
    expect(incomplete.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toEqual([
      'consignee.address',
      'consignee.pin',
    ]);
    await putNote(shipper, completeNote(scheduleId));
    expect(outcome(await issue(shipper, scheduleId))).toEqual({
      status: 403,
      code: 'paperwork:errors.truckSideOnly',
    });

    const issued = await issue(transporter, scheduleId);
    expect(issued.statusCode).toBe(201);
    const note = noteOf(issued);
    const year = todayInIndia().slice(0, 4);
    expect(note).toMatchObject({
      status: 'issued',
      editable: false,
      lr_number: `LB-${userId(transporter)}-${year}-000001`,
    });
    expect(note.verify_path).toMatch(/^\/lr\/[A-Za-z0-9_-]{22}$/);
    const trip = (
      await api(ctx.t.app).scheduleDetails(shipper, { schedule_id: scheduleId })
    ).json<ScheduleDetailsResponse>().data;
    expect(trip.schedules_status).toBe('2');
    expect(trip.lorry_receipt).toMatchObject({
      content_type: 'application/pdf',
      name: `${note.lr_number}.pdf`,
    });
    const pdf = await transporter.inject(ctx.t.app, { method: 'GET', url: note.document!.download_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect(outcome(await putNote(shipper, completeNote(scheduleId)))).toEqual({
      status: 409,
      code: 'paperwork:errors.issued',
    });
    // Issuing it again answers the issued note, as the first call did: no new number.
    const repeat = await issue(transporter, scheduleId);
    expect(repeat.statusCode).toBe(201);
    expect(noteOf(repeat)).toMatchObject({ status: 'issued', lr_number: note.lr_number });

    // Anyone checks it, signed out; nothing of the trip beyond what the LR prints.
    const token = note.verify_path!.slice('/lr/'.length);
    const checked = (await send(anonymous(), 'GET', `public/lr/${token}`)).json<LrVerificationResponse>()
      .data;
    expect(checked).toMatchObject({
      lr_number: note.lr_number,
      status: 'issued',
      consignor_name: 'क्षत्रिय ट्रेडर्स',
      consignee_name: 'ஸ்ரீ கிருஷ்ணா ஸ்டோர்ஸ்',
      vehicle_reg: trip.vehicle_reg,
      pickup_loc: trip.pickup_loc,
      replaced_by: null,
    });
    expect(JSON.stringify(checked)).not.toContain(shipper.register.User.users_mobile);
    expect(outcome(await send(anonymous(), 'GET', 'public/lr/AAAAAAAAAAAAAAAAAAAAAA'))).toEqual({
      status: 404,
      code: 'paperwork:errors.lrNotFound',
    });

    // Cancel and issue anew: a new number; the old one reads "cancelled", replaced by the new.
    expect(outcome(await cancel(shipper, scheduleId))).toMatchObject({ status: 403 });
    const draft = noteOf(await cancel(transporter, scheduleId));
    expect(draft).toMatchObject({ status: 'draft', editable: true, lr_number: null });
    expect(draft.consignor.name).toBe('क्षत्रिय ट्रेडर्स');
    expect(draft.cancelled.map((c) => c.lr_number)).toEqual([note.lr_number]);
    const again = noteOf(await issue(transporter, scheduleId));
    expect(again.lr_number).toBe(`LB-${userId(transporter)}-${year}-000002`);
    expect(
      (await send(anonymous(), 'GET', `public/lr/${token}`)).json<LrVerificationResponse>().data,
    ).toMatchObject({
      status: 'cancelled',
      replaced_by: again.lr_number,
    });
    expect(outcome(await cancel(transporter, scheduleId + 1000))).toMatchObject({ status: 404 });
  });

  it('a repeated issue, at once or later, answers the issued note: one LR number taken, both answers with it', async () => {
    const { shipper, transporter, scheduleId } = await bookedTrip();
    await putNote(shipper, completeNote(scheduleId));
    const year = todayInIndia().slice(0, 4);
    const first = `LB-${userId(transporter)}-${year}-000001`;

    // A double tap: two calls at once.
    const both = await Promise.all([issue(transporter, scheduleId), issue(transporter, scheduleId)]);
    for (const answer of both) {
      expect(answer.statusCode).toBe(201);
      // Each answer carries the PDF (the second waited for the first call's).
      expect(noteOf(answer)).toMatchObject({
        status: 'issued',
        lr_number: first,
        document: { download_url: expect.any(String) },
      });
    }
    // A retry later, whose first answer was lost on the way.
    expect(noteOf(await issue(transporter, scheduleId))).toMatchObject({
      status: 'issued',
      lr_number: first,
    });

    // One number taken: the trip's one note, and the issuer's next is 000002.
    const [counted] = await rows<{ notes: number }>(
      db(),
      sql`SELECT count(*)::int AS notes FROM consignment_notes WHERE schedule_id = ${scheduleId}`,
    );
    expect(counted?.notes).toBe(1);
    const [serial] = await rows<{ last_serial: number }>(
      db(),
      sql`SELECT last_serial FROM lr_serials WHERE issuer_id = ${userId(transporter)}`,
    );
    expect(serial?.last_serial).toBe(1);
    // The PDF was made and attached once: the trip's LR is that note's.
    const trip = (
      await api(ctx.t.app).scheduleDetails(shipper, { schedule_id: scheduleId })
    ).json<ScheduleDetailsResponse>().data;
    expect(trip.lorry_receipt).toMatchObject({ name: `${first}.pdf` });

    // The load side may not issue, repeat or not; a cancelled LR is issued anew under the next number.
    expect(outcome(await issue(shipper, scheduleId))).toEqual({
      status: 403,
      code: 'paperwork:errors.truckSideOnly',
    });
    await cancel(transporter, scheduleId);
    expect(noteOf(await issue(transporter, scheduleId)).lr_number).toBe(
      `LB-${userId(transporter)}-${year}-000002`,
    );
  });

  it('a delivered trip takes no new paper; its LR then reads "delivered"', async () => {
    const { shipper, transporter, scheduleId } = await bookedTrip();
    await putNote(shipper, completeNote(scheduleId));
    const note = noteOf(await issue(transporter, scheduleId));
    await deliver(shipper, scheduleId);
    expect(outcome(await putNote(shipper, completeNote(scheduleId)))).toEqual({
      status: 409,
      code: 'paperwork:errors.tripClosed',
    });
    expect(outcome(await cancel(transporter, scheduleId))).toEqual({
      status: 409,
      code: 'paperwork:errors.tripClosed',
    });
    expect(outcome(await assign(transporter, scheduleId, 'Ramesh', uniqueMobile()))).toEqual({
      status: 409,
      code: 'paperwork:errors.tripClosed',
    });
    const token = note.verify_path!.slice('/lr/'.length);
    expect(
      (await send(anonymous(), 'GET', `public/lr/${token}`)).json<LrVerificationResponse>().data.status,
    ).toBe('delivered');
  });
});

describe('proof of delivery from the driver page', () => {
  const pod = (token: string, fields: Record<string, string>, photo?: Buffer) =>
    anonymous().inject(ctx.t.app, {
      method: 'POST',
      url: `/api/public/driver/${token}/pod`,
      ...multipart(fields, photo && { name: 'p.png', type: 'image/png', bytes: photo }, 'photo'),
    });
  const signature = `data:image/png;base64,${PNG.toString('base64')}`;

  it('the consignee signs on the phone: a one-page PDF attached as the POD, the trip delivered', async () => {
    const { shipper, transporter, scheduleId } = await bookedTrip();
    const mobile = uniqueMobile();
    await assign(transporter, scheduleId, 'Ramesh', mobile);
    const { token } = linkSentTo(mobile);
    const fields = { received_by: 'ஸ்ரீனிவாசன்', signature };

    // No LR yet: nothing is delivered before it is on its way.
    expect(outcome(await pod(token, fields, PNG))).toEqual({ status: 409, code: 'schedules:errors.lrFirst' });
    await putNote(shipper, completeNote(scheduleId));
    await issue(transporter, scheduleId);
    const page = (await send(anonymous(), 'GET', `public/driver/${token}`)).json<DriverTripResponse>().data;
    expect(page).toMatchObject({
      status: 'in_transit',
      can_deliver: true,
      lr: { consignee_name: 'ஸ்ரீ கிருஷ்ணா ஸ்டோர்ஸ்' },
    });
    const lr = await anonymous().inject(ctx.t.app, { method: 'GET', url: `/api/public/driver/${token}/lr` });
    expect(lr.headers['content-type']).toBe('application/pdf');

    // Nothing drawn, no name, no photo: refused by field.
    const white = await sharp({ create: { width: 300, height: 150, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const blank = await pod(
      token,
      { received_by: 'Srinivasan', signature: `data:image/png;base64,${white.toString('base64')}` },
      PNG,
    );
    expect(blank.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toEqual(['signature']);
    expect(outcome(await pod(token, { received_by: '', signature }, PNG))).toMatchObject({ status: 400 });
    expect(outcome(await pod(token, fields))).toMatchObject({ status: 400 });

    const done = await pod(token, fields, PNG);
    expect(done.statusCode).toBe(201);
    expect(done.json<DriverTripResponse>().data).toMatchObject({ status: 'delivered', can_deliver: false });
    const trip = (
      await api(ctx.t.app).scheduleDetails(shipper, { schedule_id: scheduleId })
    ).json<ScheduleDetailsResponse>().data;
    expect(trip.schedules_status).toBe('3');
    expect(trip.proof_of_delivery).toMatchObject({
      content_type: 'application/pdf',
      uploaded_by: String(userId(transporter)),
    });
    expect(outcome(await pod(token, fields, PNG))).toMatchObject({ status: 409 });
  });
});

describe('e-way bill alerts', () => {
  it('both parties and the driver hear 6 hours before expiry and at expiry, once each; a delivered trip not at all', async () => {
    const { shipper, transporter, scheduleId } = await bookedTrip();
    const mobile = uniqueMobile();
    await assign(transporter, scheduleId, 'Ramesh', mobile);
    const today = todayInIndia(ctx.t.clock.now());
    await putNote(
      shipper,
      completeNote(scheduleId, { eway_bills: [{ number: '331002345678', valid_until: today }] }),
    );
    const midnight = Date.parse(`${today}T00:00:00+05:30`) + 24 * 3600_000;
    const kinds = async (jar: SignedIn) =>
      (
        await rows<{ stage: string }>(
          db(),
          sql`SELECT data->>'stage' AS stage FROM notifications WHERE user_id = ${userId(jar)} AND type = 'ewaybill.expiring' ORDER BY id`,
        )
      ).map((row) => row.stage);
    const smsToDriver = () =>
      ctx.t.outbox.filter((m) => m.mobile === mobile && m.text.includes('331002345678')).length;

    ctx.t.clock.advance((midnight - 7 * 3600_000 - ctx.t.clock.now().getTime()) / 1000);
    expect(await ctx.t.app.paperwork.alertExpiringBills()).toBe(0);
    ctx.t.clock.advance(2 * 3600);
    expect(await ctx.t.app.paperwork.alertExpiringBills()).toBe(1);
    expect(await ctx.t.app.paperwork.alertExpiringBills()).toBe(0);
    expect(await kinds(shipper)).toEqual(['soon']);
    expect(await kinds(transporter)).toEqual(['soon']);
    expect(smsToDriver()).toBe(1);

    ctx.t.clock.advance(6 * 3600);
    expect(await ctx.t.app.paperwork.alertExpiringBills()).toBe(1);
    expect(await kinds(shipper)).toEqual(['soon', 'expired']);
    expect(smsToDriver()).toBe(2);

    // A delivered trip: claimed, not told.
    const other = await bookedTrip();
    await putNote(
      other.shipper,
      completeNote(other.scheduleId, {
        eway_bills: [{ number: '331002345679', valid_until: todayInIndia(ctx.t.clock.now()) }],
      }),
    );
    await issue(other.transporter, other.scheduleId);
    await deliver(other.shipper, other.scheduleId);
    ctx.t.clock.advance(24 * 3600);
    expect(await ctx.t.app.paperwork.alertExpiringBills()).toBe(0);
    expect(await kinds(other.shipper)).toEqual([]);
  });
});
