import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  DOCUMENT_BODY_FIELDS,
  DOCUMENT_TYPE_NAME,
  LANGUAGES,
  PROFILE_PATHS,
  REG_NUMBER_PATTERN,
  ROLES,
  ROLE_AREA,
  ROLE_DOCUMENT_TYPES,
  ROLE_PREFIX,
  TRUCK_PAPER_TYPE,
  isTruckPaper,
  toRegisterBody,
  type Role,
} from '@lorrybazaar/contract';
import { rows } from '../../db/rows.js';
import { smsSegments } from '../auth/sms.js';
import { reviewSmsText } from './sms-on-review.js';
import {
  CookieJar,
  DEFAULT_PROFILE,
  signIn,
  uniqueMobile,
  useTestApp,
  type SignedIn,
} from '../../test/app.js';
import { buildBid, buildLoad, buildPosting, buildTrip } from '../../test/factories.js';
import { uploadId } from '../../test/uploads.js';

const OPERATOR = '9000000001';
const ctx = useTestApp({
  env: { OPERATOR_MOBILES: `+91${OPERATOR}, 9000000002`, DRIVER_VERIFICATION: 'manual' },
});
const idOf = (jar: SignedIn) => Number(jar.register.User.users_id);
const post = (url: string, payload: object = {}) => ({ method: 'POST' as const, url, payload });
const get = (url: string) => ({ method: 'GET' as const, url });

/** One operator for the file: its session lives in the shared database. */
let operatorJar: Promise<SignedIn> | undefined;
const operator = () => (operatorJar ??= signIn(ctx.t, 'broker', OPERATOR));

/** Signs in as the screens do, in a language (the SMS after a decision is written in it). */
async function signInIn(role: Role, language: string): Promise<SignedIn> {
  const { app } = ctx.t;
  const mobile = uniqueMobile();
  const jar = new CookieJar();
  const headers = { 'accept-language': language };
  await jar.inject(app, { ...post('/api/Transpoter/send-otp', { transporters_mob: mobile }), headers });
  await jar.inject(app, {
    ...post(`/api/${ROLE_AREA[role]}/Verify-otp`, {
      [`${ROLE_PREFIX[role]}_mob`]: mobile,
      otp: ctx.t.lastCode(mobile),
    }),
    headers,
  });
  const registered = await jar.inject(app, {
    ...post(`/api/${ROLE_AREA[role]}/Register`, toRegisterBody(role, mobile, DEFAULT_PROFILE[role])),
    headers,
  });
  expect(registered.statusCode).toBe(200);
  return Object.assign(jar, { register: registered.json() });
}

/** Uploads the role's two documents (pending under DRIVER_VERIFICATION=manual). */
async function uploadDocuments(jar: SignedIn, role: Role) {
  const { app } = ctx.t;
  const docs = [];
  for (const typeId of ROLE_DOCUMENT_TYPES[role])
    docs.push({ name: 'x', type_id: typeId, image: await uploadId(app, jar, 'document') });
  const fields = DOCUMENT_BODY_FIELDS[role];
  const saved = await jar.inject(
    app,
    post(`/api${PROFILE_PATHS[role].documents}`, { [fields.id]: idOf(jar), [fields.docs]: docs }),
  );
  expect(saved.statusCode).toBe(201);
}

async function queueOf(op: SignedIn, userId: number) {
  const queue = await op.inject(ctx.t.app, get('/api/ops/documents'));
  expect(queue.statusCode).toBe(200);
  return (
    queue.json().data as { user_id: string; document_id: string; type_id: string; view_url: string }[]
  ).filter((doc) => doc.user_id === String(userId));
}

const loadsSeenBy = async (jar: SignedIn) =>
  (await jar.inject(ctx.t.app, get('/api/Transpoter/getAllLoads'))).json().data as {
    loads_id: string;
    verified: boolean;
  }[];

const auditRows = (db = ctx.t.app.db) =>
  rows<{ id: string; action: string; target_id: string; before: unknown; after: unknown }>(
    db,
    sql`SELECT id::text, action, target_id::text, before, after FROM ops_audit ORDER BY ops_audit.id`,
  );

describe('who may use /api/ops', () => {
  it('answers 401 without a session and 403 to every non-operator, on every route', async () => {
    const { app } = ctx.t;
    const routes = app.apiRoutes.filter((route) => route.url.startsWith('/api/ops/'));
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const users = await Promise.all(ROLES.map((role) => signIn(ctx.t, role)));
    const problems: string[] = [];
    for (const route of routes) {
      const request = {
        method: route.method as 'GET',
        url: route.url.replace(':id', '1'),
        ...(route.method === 'GET' ? {} : { payload: { outcome: 'approve' } }),
      };
      const anonymous = await app.inject(request);
      if (anonymous.statusCode !== 401) problems.push(`${route.url} anonymous → ${anonymous.statusCode}`);
      for (const user of users) {
        const response = await user.inject(app, request);
        if (response.statusCode !== 403 || response.json().code !== 'ops:errors.notOperator')
          problems.push(`${route.url} ${user.register.User.user_types_id} → ${response.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
    // The second listed mobile, of any role, is an operator too.
    const second = await signIn(ctx.t, 'driver', '9000000002');
    expect((await second.inject(app, get('/api/ops/me'))).json()).toEqual({ operator: true });
  });

  it('has no route that changes a bid or a trip', () => {
    const writes = ctx.t.app.apiRoutes.filter((r) => r.url.startsWith('/api/ops/') && r.method !== 'GET');
    expect(writes.map((r) => r.url).filter((url) => /bid|schedule|trip|amount/i.test(url))).toEqual([]);
  });
});

describe('verification queue', () => {
  it('approving both documents verifies the owner: badge on listings and bids, event, SMS in their language', async () => {
    const { app, outbox } = ctx.t;
    const op = await operator();
    const shipper = await signInIn('shipper', 'hi');
    await uploadDocuments(shipper, 'shipper');
    const loadId = await buildLoad(app.db, { ownerId: idOf(shipper) });
    const viewer = await signIn(ctx.t, 'transporter');
    expect((await loadsSeenBy(viewer)).find((l) => l.loads_id === String(loadId))?.verified).toBe(false);

    const pending = await queueOf(op, idOf(shipper));
    expect(pending).toHaveLength(2);
    // The preview link is signed for the operator and opens the file for them only.
    expect((await op.inject(app, get(pending[0]!.view_url))).statusCode).toBe(200);
    expect((await viewer.inject(app, get(pending[0]!.view_url))).statusCode).not.toBe(200);

    for (const doc of pending) {
      const approved = await op.inject(
        app,
        post(`/api/ops/documents/${doc.document_id}/review`, { outcome: 'approve' }),
      );
      expect(approved.statusCode).toBe(200);
      expect(approved.json().data.status).toBe('2');
    }
    expect(await queueOf(op, idOf(shipper))).toEqual([]);
    expect((await loadsSeenBy(viewer)).find((l) => l.loads_id === String(loadId))?.verified).toBe(true);

    // The bid rows carry the bidder's badge too.
    const { postingId, truckId } = await buildPosting(app.db, { ownerId: idOf(viewer) });
    await buildBid(app.db, {
      kind: 'on_truck',
      bidderId: idOf(shipper),
      ownerId: idOf(viewer),
      loadId,
      truckId,
      postingId,
    });
    const bids = await viewer.inject(app, get(`/api/Transpoter/viewAllBidsTruck?trucks_id=${truckId}`));
    expect(bids.statusCode).toBe(200);
    expect(JSON.stringify(bids.json())).toContain('"verified":true');

    // The owner is told in the app and by SMS in Hindi.
    const notifications = await shipper.inject(app, get('/api/Transpoter/notifications'));
    expect(JSON.stringify(notifications.json())).toContain('document.reviewed');
    const mobile = shipper.register.User.users_mobile;
    await vi.waitFor(() => expect(outbox.filter((m) => m.mobile === mobile && m.otp === '')).toHaveLength(2));
    expect(outbox.findLast((m) => m.mobile === mobile)!.text).toMatch(/[\u0900-\u097F]/);

    // Audited: who, what, before and after.
    const audit = (await auditRows()).filter((row) => pending.some((d) => d.document_id === row.target_id));
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual(
      pending.map(() => [
        'document.approve',
        { status: '1', reason: null, note: null },
        { status: '2', reason: null, note: null },
      ]),
    );
  });

  it('rejects with a reason from the list, never twice, and the owner stays unverified', async () => {
    const { app, outbox } = ctx.t;
    const op = await operator();
    const driver = await signIn(ctx.t, 'driver');
    await uploadDocuments(driver, 'driver');
    const [doc] = await queueOf(op, idOf(driver));
    const url = `/api/ops/documents/${doc!.document_id}/review`;

    expect((await op.inject(app, post(url, { outcome: 'reject' }))).statusCode).toBe(400);
    expect((await op.inject(app, post(url, { outcome: 'reject', reason: 'other' }))).statusCode).toBe(400);
    const rejected = await op.inject(
      app,
      post(url, { outcome: 'reject', reason: 'expired', note: 'Expired in 2023' }),
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: '3', reason: 'expired', note: 'Expired in 2023' });
    expect((await op.inject(app, post(url, { outcome: 'approve' }))).statusCode).toBe(409);

    const profile = await driver.inject(app, get('/api/Driver/getDriverById'));
    expect(profile.json().data.verified).toBe(false);
    // The owner's profile says why (the operator's note stays with operators); the other
    // document, not decided, has no reason.
    const documents = profile.json().data.documents as { type_id: string; reason: string | null }[];
    expect(documents.find((d) => d.type_id === doc!.type_id)?.reason).toBe('expired');
    expect(documents.filter((d) => d.type_id !== doc!.type_id).map((d) => d.reason)).toEqual([null]);
    expect(JSON.stringify(profile.json())).not.toContain('Expired in 2023');
    // The SMS says it was not accepted and leaves the reason to the profile (decision 067).
    await vi.waitFor(() =>
      expect(outbox.findLast((m) => m.mobile === driver.register.User.users_mobile)?.text).toBe(
        'LorryBazaar: your Driving Licence was not accepted. See why in the app.',
      ),
    );
  });
});

describe('the review SMS (decision 067)', () => {
  // The longest number REG_NUMBER_PATTERN takes: state, two-digit district, three-letter series.
  const LONGEST_REG = 'DL10CAB1234';

  it(`every language's review SMS, with every document and a ${LONGEST_REG.length}-character truck number, is one segment`, () => {
    expect(REG_NUMBER_PATTERN.test(LONGEST_REG)).toBe(true);
    expect(REG_NUMBER_PATTERN.test(`${LONGEST_REG}5`)).toBe(false);
    const typeIds = [...Object.keys(DOCUMENT_TYPE_NAME).map(Number), ...Object.values(TRUCK_PAPER_TYPE)];
    const sent: string[] = [];
    for (const language of LANGUAGES)
      for (const type_id of typeIds)
        for (const outcome of ['verified', 'rejected'] as const)
          for (const truck_reg_number of isTruckPaper(type_id) ? [LONGEST_REG, undefined] : [undefined]) {
            const text = reviewSmsText(language, { type_id, outcome, truck_reg_number });
            sent.push(text);
            expect(text, language).not.toMatch(/\{\{|ops:/);
            if (truck_reg_number) expect(text, language).toContain(truck_reg_number);
            expect(smsSegments(text), `${language}: ${text}`).toBe(1);
            // English stays in GSM-7 (160 characters), the others fit UCS-2's 70.
            expect(text.length, `${language}: ${text}`).toBeLessThanOrEqual(language === 'en' ? 160 : 70);
          }
    expect(sent).toHaveLength(LANGUAGES.length * 2 * (typeIds.length + 2));
  });

  it('names a truck paper by its truck, and claims no Verified badge', () => {
    expect(reviewSmsText('en', { type_id: 25, outcome: 'verified', truck_reg_number: 'MH12AB1234' })).toBe(
      "LorryBazaar: your truck MH12AB1234's RC is verified.",
    );
    expect(reviewSmsText('en', { type_id: 26, outcome: 'rejected' })).toBe(
      'LorryBazaar: your Truck insurance was not accepted. See why in the app.',
    );
    for (const language of LANGUAGES)
      expect(
        reviewSmsText(language, { type_id: 26, outcome: 'verified', truck_reg_number: 'MH12AB1234' }),
      ).toMatch(/^LorryBazaar: .*MH12AB1234/);
  });
});

describe('revoking and truck papers (decision 046)', () => {
  it('revokes an approved document with a reason the owner sees on the profile; never twice', async () => {
    const { app } = ctx.t;
    const op = await operator();
    const driver = await signIn(ctx.t, 'driver');
    await uploadDocuments(driver, 'driver');
    for (const doc of await queueOf(op, idOf(driver))) {
      const url = `/api/ops/documents/${doc.document_id}/review`;
      expect((await op.inject(app, post(url, { outcome: 'approve' }))).statusCode).toBe(200);
    }
    const profileOf = async () => (await driver.inject(app, get('/api/Driver/getDriverById'))).json().data;
    expect((await profileOf()).verified).toBe(true);

    const [licence] = (await profileOf()).documents as { type_id: string }[];
    const detail = await op.inject(app, get(`/api/ops/users/${idOf(driver)}`));
    const target = (detail.json().data.documents as { document_id: string; type_id: string }[]).find(
      (doc) => doc.type_id === licence!.type_id,
    )!;
    const url = `/api/ops/documents/${target.document_id}/review`;
    const revoked = await op.inject(app, post(url, { outcome: 'reject', reason: 'wrong_document' }));
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toMatchObject({ status: '3', reason: 'wrong_document' });
    expect((await op.inject(app, post(url, { outcome: 'reject', reason: 'expired' }))).statusCode).toBe(409);
    expect((await op.inject(app, post(url, { outcome: 'approve' }))).statusCode).toBe(409);

    const profile = await profileOf();
    expect(profile.verified).toBe(false);
    expect(
      (profile.documents as { type_id: string; status: string; reason: string | null }[]).find(
        (doc) => doc.type_id === licence!.type_id,
      ),
    ).toMatchObject({ status: '3', reason: 'wrong_document' });
  });

  it("puts a new truck's RC and insurance in the queue with its number, without touching Verified", async () => {
    const { app } = ctx.t;
    const op = await operator();
    const owner = await signIn(ctx.t, 'transporter');
    const regNumber = `MH12AB${String(Date.now() % 10000).padStart(4, '0')}`;
    const added = await owner.inject(
      app,
      post('/api/Transpoter/insertTruck', {
        regNumber,
        trucks_type_id: '3',
        capacity_id: '7',
        insurance: await uploadId(app, owner, 'insurance'),
        rc: await uploadId(app, owner, 'rc'),
        location: 'Nagpur',
      }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const papers = (await queueOf(op, idOf(owner))) as unknown as {
      type_id: string;
      status: string;
      truck_reg_number: string | null;
    }[];
    expect(papers.map((doc) => [doc.type_id, doc.status, doc.truck_reg_number]).sort()).toEqual([
      ['25', '1', regNumber],
      ['26', '1', regNumber],
    ]);
    const profile = await owner.inject(app, get('/api/Transpoter/getTransporterById'));
    expect(profile.json().data.documents).toEqual([]);

    // Decided, each is named by its truck, in the app and by SMS; a rejected one says why in
    // the app, where no screen shows a truck paper's reason (decision 067).
    const paper = (typeId: string) =>
      (papers as unknown as { type_id: string; document_id: string }[]).find(
        (doc) => doc.type_id === typeId,
      )!;
    const review = (typeId: string, body: object) =>
      op.inject(app, post(`/api/ops/documents/${paper(typeId).document_id}/review`, body));
    expect((await review('25', { outcome: 'reject', reason: 'expired' })).statusCode).toBe(200);
    const mobile = owner.register.User.users_mobile;
    const texts = () => ctx.t.outbox.filter((m) => m.mobile === mobile && m.otp === '').map((m) => m.text);
    await vi.waitFor(() =>
      expect(texts()).toEqual([
        `LorryBazaar: your truck ${regNumber}'s RC was not accepted. See why in the app.`,
      ]),
    );
    expect((await review('26', { outcome: 'approve' })).statusCode).toBe(200);
    await vi.waitFor(() =>
      expect(texts().at(-1)).toBe(`LorryBazaar: your truck ${regNumber}'s insurance is verified.`),
    );
    const notifications = (await owner.inject(app, get('/api/Transpoter/notifications'))).json<{
      data: { type: string; data: Record<string, unknown> }[];
    }>();
    expect(notifications.data.filter((n) => n.type === 'document.reviewed').map((n) => n.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type_id: '25', outcome: 'rejected', regNumber, reason: 'expired' }),
        expect.objectContaining({ type_id: '26', outcome: 'verified', regNumber }),
      ]),
    );
  });
});

describe('the audit log', () => {
  it('is listed in the console and refuses UPDATE, DELETE and TRUNCATE', async () => {
    const { app } = ctx.t;
    const op = await operator();
    const user = await signIn(ctx.t, 'transporter');
    await op.inject(app, post(`/api/ops/users/${idOf(user)}/suspend`, { note: 'fake loads' }));
    const [row] = (await auditRows()).slice(-1);
    expect(row).toMatchObject({
      action: 'user.suspend',
      target_id: String(idOf(user)),
      before: { suspended: false },
    });

    const listed = await op.inject(app, get('/api/ops/audit'));
    expect(listed.json().data[0]).toMatchObject({
      audit_id: row!.id,
      action: 'user.suspend',
      operator_id: String(idOf(op)),
    });

    for (const statement of [
      sql`UPDATE ops_audit SET action = 'nothing' WHERE id = ${row!.id}`,
      sql`DELETE FROM ops_audit WHERE id = ${row!.id}`,
      sql`TRUNCATE ops_audit`,
    ]) {
      const error = await app.db.execute(statement).then(
        () => null,
        (failure: unknown) => failure as { cause?: unknown },
      );
      expect(String(error?.cause ?? error)).toMatch(/append-only/);
    }
    expect((await auditRows()).find((r) => r.id === row!.id)?.action).toBe('user.suspend');
  });
});

describe('suspension', () => {
  it('ends the sessions at once; posting, bidding, refresh and sign-in are refused with a clear message; restore lets them back', async () => {
    const { app } = ctx.t;
    const op = await operator();
    const shipper = await signIn(ctx.t, 'shipper');
    const loadId = await buildLoad(app.db, { ownerId: idOf(shipper) });
    const viewer = await signIn(ctx.t, 'transporter');
    expect((await loadsSeenBy(viewer)).some((l) => l.loads_id === String(loadId))).toBe(true);

    const suspended = await op.inject(app, post(`/api/ops/users/${idOf(shipper)}/suspend`, {}));
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data.suspended).toBe(true);
    expect((await auditRows()).at(-1)?.after).toMatchObject({ suspended: true, sessions_ended: 1 });

    const addLoad = await shipper.clone().inject(app, post('/api/Transpoter/AddLoad', {}));
    expect([addLoad.statusCode, addLoad.json().code]).toEqual([403, 'errors.auth.suspended']);
    const bid = await shipper.clone().inject(app, post('/api/Transpoter/insertBidsTruck', {}));
    expect([bid.statusCode, bid.json().code]).toEqual([403, 'errors.auth.suspended']);
    const refreshed = await shipper.clone().inject(app, get('/api/Transpoter/Refresh'));
    expect([refreshed.statusCode, refreshed.json().code]).toEqual([401, 'errors.auth.suspended']);

    const mobile = shipper.register.User.users_mobile;
    const jar = new CookieJar();
    ctx.t.clock.advance(31);
    await jar.inject(app, post('/api/Transpoter/send-otp', { transporters_mob: mobile }));
    const verify = await jar.inject(app, {
      ...post('/api/Shipper/Verify-otp', { shippers_mob: mobile, otp: ctx.t.lastCode(mobile) }),
      headers: { 'accept-language': 'hi' },
    });
    expect([verify.statusCode, verify.json().code]).toEqual([403, 'errors.auth.suspended']);
    expect(verify.json().message).toMatch(/[\u0900-\u097F]/);
    // Their listings leave the marketplace while suspended.
    expect((await loadsSeenBy(viewer)).some((l) => l.loads_id === String(loadId))).toBe(false);

    expect(
      (await op.inject(app, post(`/api/ops/users/${idOf(shipper)}/restore`, {}))).json().data.suspended,
    ).toBe(false);
    ctx.t.clock.advance(31);
    await signIn(ctx.t, 'shipper', mobile);
    expect((await loadsSeenBy(viewer)).some((l) => l.loads_id === String(loadId))).toBe(true);
  });
});

describe('notes kept in the audit log (jsonb)', () => {
  it('refuse a lone surrogate with 400 on every route that takes one (it answered 500)', async () => {
    const { app } = ctx.t;
    const op = await operator();
    const user = await signIn(ctx.t, 'shipper');
    const reporter = await signIn(ctx.t, 'transporter');
    await uploadDocuments(user, 'shipper');
    const [doc] = await queueOf(op, idOf(user));
    const filed = await reporter.inject(
      app,
      post('/api/Transpoter/reports', { target_kind: 'user', target_id: idOf(user), reason: 'abusive' }),
    );
    expect(filed.statusCode).toBe(201);
    const reportId = filed.json().data.report_id as string;
    // The raw JSON a client can send: JSON.stringify would escape the surrogate the same way.
    const raw = (extra: string) => `{"note":"\\ud800"${extra}}`;
    const routes: [SignedIn, string, string][] = [
      [op, `/api/ops/users/${idOf(user)}/suspend`, raw('')],
      [op, `/api/ops/users/${idOf(user)}/restore`, raw('')],
      [op, `/api/ops/reports/${reportId}/decide`, raw(',"outcome":"dismissed"')],
      [op, `/api/ops/documents/${doc!.document_id}/review`, raw(',"outcome":"reject","reason":"other"')],
      [
        reporter,
        '/api/Transpoter/reports',
        raw(`,"target_kind":"user","target_id":${idOf(op)},"reason":"other"`),
      ],
    ];
    for (const [jar, url, payload] of routes) {
      const answer = await jar.inject(app, {
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect([url, answer.statusCode, answer.json().issues?.[0]?.path]).toEqual([url, 400, 'note']);
    }
    // Nothing was decided, and a whole emoji is still a note.
    expect((await auditRows()).filter((row) => row.target_id === String(idOf(user)))).toEqual([]);
    const kept = await op.inject(app, post(`/api/ops/users/${idOf(user)}/suspend`, { note: 'fake 🚚' }));
    expect(kept.statusCode).toBe(200);
    expect((await auditRows()).at(-1)?.after).toMatchObject({ note: 'fake 🚚' });
  });
});

describe('users and counts', () => {
  it('finds users by mobile or name in any script and shows their listings, bids, trips and documents', async () => {
    const { app } = ctx.t;
    const op = await operator();
    const user = await signIn(ctx.t, 'transporter', uniqueMobile(), { name: 'रमेश यादव' });
    const loadId = await buildLoad(app.db, { ownerId: idOf(user) });
    const byName = await op.inject(app, get(`/api/ops/users?q=${encodeURIComponent('रमेश')}`));
    expect(byName.json().data.map((u: { user_id: string }) => u.user_id)).toContain(String(idOf(user)));
    const mobile = user.register.User.users_mobile;
    const byMobile = await op.inject(app, get(`/api/ops/users?q=${mobile.slice(-6)}`));
    expect(byMobile.json().data.map((u: { user_id: string }) => u.user_id)).toContain(String(idOf(user)));
    expect((await op.inject(app, get('/api/ops/users?q='))).statusCode).toBe(400);

    const detail = await op.inject(app, get(`/api/ops/users/${idOf(user)}`));
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      users_mobile: mobile,
      listings: [{ kind: 'load', id: String(loadId) }],
      bids: [],
      schedules: [],
      documents: [],
    });
    expect((await op.inject(app, get('/api/ops/users/999999999'))).statusCode).toBe(404);
  });

  it('counts sign-ups by role, loads, postings, bids, trips and completed trips of today (India) and the last 30 days', async () => {
    const { app, clock } = ctx.t;
    const op = await operator();
    const before = (await op.inject(app, get('/api/ops/counts'))).json().data;
    const shipper = await signIn(ctx.t, 'shipper');
    await buildLoad(app.db, { ownerId: idOf(shipper), createdAt: clock.now() });
    await buildLoad(app.db, {
      ownerId: idOf(shipper),
      createdAt: new Date(clock.now().getTime() - 10 * 86_400_000),
    });
    await buildLoad(app.db, {
      ownerId: idOf(shipper),
      createdAt: new Date(clock.now().getTime() - 40 * 86_400_000),
    });
    const transporter = await signIn(ctx.t, 'transporter');
    const tenDaysAgo = new Date(clock.now().getTime() - 10 * 86_400_000);
    // Today: a trip booked and not yet delivered; ten days ago: a trip delivered (each a load and a bid).
    await buildTrip(app.db, {
      loadOwnerId: idOf(shipper),
      truckOwnerId: idOf(transporter),
      delivered: false,
      createdAt: clock.now(),
    });
    await buildTrip(app.db, {
      loadOwnerId: idOf(shipper),
      truckOwnerId: idOf(transporter),
      createdAt: tenDaysAgo,
    });
    await buildPosting(app.db, { ownerId: idOf(transporter), createdAt: clock.now() });
    const after = (await op.inject(app, get('/api/ops/counts'))).json().data;
    const added = (period: 'today' | 'last_30_days', key: string) => after[period][key] - before[period][key];
    expect(after.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(after.today.signups.shipper - before.today.signups.shipper).toBe(1);
    expect(after.today.signups.transporter - before.today.signups.transporter).toBe(1);
    expect([added('today', 'loads'), added('last_30_days', 'loads')]).toEqual([2, 4]);
    expect([added('today', 'bids'), added('last_30_days', 'bids')]).toEqual([1, 2]);
    expect([added('today', 'schedules'), added('last_30_days', 'schedules')]).toEqual([1, 2]);
    expect([added('today', 'completed_trips'), added('last_30_days', 'completed_trips')]).toEqual([0, 1]);
    expect(added('today', 'postings')).toBe(1);
  });
});

describe('reports', () => {
  const report = (jar: SignedIn, body: object) =>
    jar.inject(ctx.t.app, post('/api/Transpoter/reports', body));

  it('one report per reporter per target; not oneself; a bid only by its parties', async () => {
    const { app } = ctx.t;
    const shipper = await signIn(ctx.t, 'shipper');
    const transporter = await signIn(ctx.t, 'transporter');
    const loadId = await buildLoad(app.db, { ownerId: idOf(shipper) });
    const body = { target_kind: 'load', target_id: loadId, reason: 'fake_load' };
    expect((await report(transporter, body)).statusCode).toBe(201);
    const again = await report(transporter, { ...body, reason: 'abusive' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'ops:errors.alreadyReported']);
    expect((await report(shipper, body)).statusCode).toBe(400);
    expect((await report(transporter, { ...body, reason: 'other' })).statusCode).toBe(400);
    expect(
      (await report(transporter, { target_kind: 'user', target_id: 999999999, reason: 'abusive' }))
        .statusCode,
    ).toBe(404);

    const { postingId, truckId } = await buildPosting(app.db, { ownerId: idOf(transporter) });
    const bidId = await buildBid(app.db, {
      kind: 'on_truck',
      bidderId: idOf(shipper),
      ownerId: idOf(transporter),
      loadId,
      truckId,
      postingId,
      amount: 30000,
    });
    const outsider = await signIn(ctx.t, 'broker');
    expect(
      (await report(outsider, { target_kind: 'bid', target_id: bidId, reason: 'abusive' })).statusCode,
    ).toBe(404);
    expect(
      (await report(transporter, { target_kind: 'bid', target_id: bidId, reason: 'advance_payment' }))
        .statusCode,
    ).toBe(201);
    // The operator reads the bid's amount grouped as every screen writes rupees.
    const listed = (await (await operator()).inject(app, get('/api/ops/reports'))).json().data as {
      target_id: string;
      target_summary: string;
    }[];
    expect(listed.find((r) => r.target_id === String(bidId))?.target_summary).toBe('₹30,000');
  });

  it('three open reports from three people hide a user from the marketplace until an operator looks', async () => {
    const { app } = ctx.t;
    const op = await operator();
    const shipper = await signIn(ctx.t, 'shipper');
    const loadId = await buildLoad(app.db, { ownerId: idOf(shipper) });
    const viewer = await signIn(ctx.t, 'driver');
    const listed = async () => (await loadsSeenBy(viewer)).some((l) => l.loads_id === String(loadId));
    const reporters = await Promise.all(
      ['transporter', 'broker', 'transporter'].map((r) => signIn(ctx.t, r as Role)),
    );
    // People of some standing: accounts at least a week old weigh a whole report each (decision 042).
    await ctx.t.app.db.execute(
      sql`UPDATE users SET created_at = created_at - interval '30 days'
          WHERE id IN (${idOf(reporters[0]!)}, ${idOf(reporters[1]!)}, ${idOf(reporters[2]!)})`,
    );

    // The kept marketplace pages are forgotten when the user's standing changes, not on every report.
    const standing: number[] = [];
    app.events.subscribe('user.standing_changed', (event) => {
      if (event.user_id === idOf(shipper)) standing.push(event.by);
    });

    // Two people, one of them twice (on two targets): still listed.
    await report(reporters[0]!, { target_kind: 'load', target_id: loadId, reason: 'fake_load' });
    await report(reporters[0]!, { target_kind: 'user', target_id: idOf(shipper), reason: 'abusive' });
    await report(reporters[1]!, { target_kind: 'user', target_id: idOf(shipper), reason: 'no_show' });
    expect(await listed()).toBe(true);
    expect(standing).toEqual([]);
    await report(reporters[2]!, {
      target_kind: 'load',
      target_id: loadId,
      reason: 'other',
      note: 'Number off',
    });
    expect(await listed()).toBe(false);
    expect(standing).toEqual([idOf(reporters[2]!)]);

    const open = (await op.inject(app, get('/api/ops/reports')))
      .json()
      .data.filter((r: { target_user_id: string }) => r.target_user_id === String(idOf(shipper)));
    expect(open).toHaveLength(4);
    expect(open[0]).toMatchObject({ target_hidden: true, status: '1' });
    expect(open.find((r: { target_kind: string }) => r.target_kind === 'load').target_summary).toContain(
      'Pune',
    );

    // The operator dismisses the latest: two people remain, the user is listed again.
    const decided = await op.inject(
      app,
      post(`/api/ops/reports/${open[0].report_id}/decide`, { outcome: 'dismissed' }),
    );
    expect(decided.json().data).toMatchObject({ status: '3', target_hidden: false });
    expect(await listed()).toBe(true);
    expect(
      (await op.inject(app, post(`/api/ops/reports/${open[0].report_id}/decide`, { outcome: 'resolved' })))
        .statusCode,
    ).toBe(409);
    expect((await auditRows()).at(-1)).toMatchObject({ action: 'report.dismiss', before: { status: '1' } });
    const closed = (await op.inject(app, get('/api/ops/reports?status=closed'))).json().data;
    expect(closed.map((r: { report_id: string }) => r.report_id)).toContain(open[0].report_id);
  });
});
