/**
 * Held loads are decided (docs/decisions/057): an operator rejects one with a reason (400 without
 * one, 403 for anyone else, 404 once decided), the load is closed unlisted and its owner told why
 * once; a hold nobody decides within HELD_LOAD_DECIDE_HOURS is closed by the hourly pass, its
 * owner told once, and a decided hold is left alone.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOAD_STATUS, type OpsHeldLoadsResponse } from '@lorrybazaar/contract';
import { rows } from '../../db/rows.js';
import { issueCode, numberOf, outcome, userId } from '../../test/api-calls.js';
import { signIn, useTestApp, type SignedIn } from '../../test/app.js';
import { buildHeldLoad } from '../../test/trip-helpers.js';
import { pushOf } from '../alerts/alert-text.js';
import { waitingHolds } from '../trust/load-holds.js';

const OPERATOR = '9000000012';
const ctx = useTestApp({ env: { OPERATOR_MOBILES: `+91${OPERATOR}`, HELD_LOAD_DECIDE_HOURS: '48' } });
const db = () => ctx.t.app.db;
const HOUR = 3600;
// One sign-in for the file: the operator's mobile may ask for a code once in 30 seconds.
let operatorJar: Promise<SignedIn> | undefined;
const operator = () => (operatorJar ??= signIn(ctx.t, 'broker', OPERATOR));

/** A load of a new shipper, held now for its price. */
async function heldLoad(owner?: SignedIn) {
  const poster = owner ?? (await signIn(ctx.t, 'shipper'));
  const loadId = await buildHeldLoad(db(), { ownerId: userId(poster), at: ctx.t.clock.now() });
  return { poster, loadId };
}

const statusOf = (loadId: number) =>
  numberOf(db(), sql`SELECT status::int AS n FROM loads WHERE id = ${loadId}`);
const told = (user: SignedIn) =>
  rows<{ data: Record<string, unknown> }>(
    db(),
    sql`SELECT data FROM notifications WHERE user_id = ${userId(user)} AND type = 'load.rejected'`,
  );
const reject = (jar: SignedIn, loadId: number, payload: object | string) =>
  jar.inject(ctx.t.app, { method: 'POST', url: `/api/ops/heldLoads/${loadId}/reject`, payload });
const waitingIds = async (op: SignedIn) =>
  (await op.inject(ctx.t.app, { method: 'GET', url: '/api/ops/heldLoads' }))
    .json<OpsHeldLoadsResponse>()
    .data.map((row) => Number(row.loads_id));

describe('an operator rejects a held load', () => {
  it('closes it unlisted with a reason its owner is told, once, and audits it', async () => {
    const op = await operator();
    const { poster, loadId } = await heldLoad();

    // No reason, an unknown one, or a body that is not an object: 400, never 500.
    for (const payload of [{}, { reason: 'because' }, [1], 'x'])
      expect((await reject(op, loadId, payload)).statusCode).toBe(400);
    expect(issueCode(await reject(op, loadId, { reason: 'because' }))).toBe('ops:validation.rejectReason');
    expect((await reject(op, 0, { reason: 'duplicate' })).statusCode).toBe(400);
    // Only an operator: the owner and another user are refused.
    expect((await reject(poster, loadId, { reason: 'duplicate' })).statusCode).toBe(403);
    expect(await statusOf(loadId)).toBe(Number(LOAD_STATUS.held));

    const rejected = await reject(op, loadId, { reason: 'suspected_fraud' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ data: { loads_id: String(loadId) } });
    expect(await statusOf(loadId)).toBe(Number(LOAD_STATUS.expired));
    expect(await waitingIds(op)).not.toContain(loadId);
    // Decided: a second rejection or a release is 404, and tells nobody again.
    expect(outcome(await reject(op, loadId, { reason: 'duplicate' }))).toEqual({
      status: 404,
      code: 'ops:errors.loadNotHeld',
    });
    expect(
      (await op.inject(ctx.t.app, { method: 'POST', url: `/api/ops/heldLoads/${loadId}/release` }))
        .statusCode,
    ).toBe(404);
    expect(await statusOf(loadId)).toBe(Number(LOAD_STATUS.expired));

    await expect.poll(async () => (await told(poster)).length).toBe(1);
    const [notice] = await told(poster);
    expect(notice!.data).toMatchObject({ loads_id: String(loadId), reason: 'suspected_fraud' });
    expect(await told(op)).toHaveLength(0);
    const audit = await rows<{ action: string; after: { reason: string } }>(
      db(),
      sql`SELECT action, after FROM ops_audit WHERE target_kind = 'load' AND target_id = ${loadId}`,
    );
    expect(audit).toEqual([{ action: 'load.reject', after: { held: false, reason: 'suspected_fraud' } }]);

    // The owner reads why in their language (the push, as the Notifications screen).
    const push = pushOf(
      { id: 1, type: 'load.rejected', data: notice!.data },
      { language: 'hi', place: (place) => place, userTypeId: 3 },
    );
    expect(push.title).toBe('लोड लिस्ट नहीं हुआ');
    expect(push.body).toMatch(/^आपका लोड .+ लिस्ट नहीं किया गया: यह लोडिंग से पहले पैसे माँगने जैसा लगा/);
    expect(push.url).toBe('/c/YourLoads');
  });
});

describe('a hold nobody decides', () => {
  it('is closed after HELD_LOAD_DECIDE_HOURS, its owner told once; a decided hold is left alone', async () => {
    const op = await operator();
    const undecided = await heldLoad();
    const released = await heldLoad();
    const pass = () => ctx.t.app.trade.commands.closeUndecidedHolds(ctx.t.app.config.heldLoadDecideHours);
    expect(
      (await op.inject(ctx.t.app, { method: 'POST', url: `/api/ops/heldLoads/${released.loadId}/release` }))
        .statusCode,
    ).toBe(200);

    ctx.t.clock.advance(47 * HOUR);
    expect(await pass()).toBe(0);
    expect(await statusOf(undecided.loadId)).toBe(Number(LOAD_STATUS.held));

    ctx.t.clock.advance(2 * HOUR);
    // Two passes at once (two processes): the hold is closed and told once.
    expect((await Promise.all([pass(), pass()])).reduce((a, b) => a + b)).toBe(1);
    expect(await pass()).toBe(0);
    expect(await statusOf(undecided.loadId)).toBe(Number(LOAD_STATUS.expired));
    expect(await statusOf(released.loadId)).toBe(Number(LOAD_STATUS.open));
    // (The operator's session has lapsed in 49 hours: the list is read as the route reads it.)
    expect((await waitingHolds(db(), 100)).map((row) => Number(row.loads_id))).not.toContain(
      undecided.loadId,
    );
    await expect.poll(async () => (await told(undecided.poster)).length).toBe(1);
    expect((await told(undecided.poster))[0]!.data).toMatchObject({ reason: 'unchecked' });
    expect(await told(released.poster)).toHaveLength(0);
    const [hold] = await rows<{ closed_by: string | null; close_reason: string }>(
      db(),
      sql`SELECT closed_by, close_reason FROM load_holds WHERE load_id = ${undecided.loadId}`,
    );
    expect(hold).toEqual({ closed_by: null, close_reason: 'unchecked' });
  });
});
