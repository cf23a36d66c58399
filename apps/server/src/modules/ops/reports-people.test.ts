/**
 * Reports count people, not accounts (decision 042): one mobile's accounts are one reporter, a
 * new person's report weighs half, a suspended one's nothing, and one person files at most
 * REPORTS_PER_PERSON_PER_HOUR reports an hour, whichever of their accounts they use.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REPORTS_PER_PERSON_PER_HOUR, type Role } from '@lorrybazaar/contract';
import { rows } from '../../db/rows.js';
import { signIn, signInPerson, useTestApp, type SignedIn } from '../../test/app.js';
import { buildLoad, buildUser } from '../../test/factories.js';

const ctx = useTestApp();
const idOf = (jar: SignedIn) => Number(jar.register.User.users_id);
const report = (jar: SignedIn, targetId: number, reason = 'fake_load') =>
  jar.inject(ctx.t.app, {
    method: 'POST',
    url: '/api/Transpoter/reports',
    payload: { target_kind: 'user', target_id: targetId, reason },
  });

/** Whether the user's loads are left out of the marketplace (the view the lists read). */
async function withheld(userId: number) {
  const found = await rows<{ n: number }>(
    ctx.t.app.db,
    sql`SELECT count(*)::int AS n FROM withheld_users WHERE user_id = ${userId}`,
  );
  return found[0]!.n === 1;
}
const listed = async (viewer: SignedIn, loadId: number) =>
  (
    (await viewer.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/getAllLoads' })).json().data as {
      loads_id: string;
    }[]
  ).some((load) => load.loads_id === String(loadId));

/** Accounts of several roles on one mobile, a month old unless `aged` is false. */
const onePerson = (roles: Role[], aged = true) => signInPerson(ctx.t, roles, aged ? 30 : 0);

describe('reports count people', () => {
  it('one mobile signed in as transporter, broker and shipper is one reporter: the rival stays listed', async () => {
    const rival = await signIn(ctx.t, 'shipper');
    const loadId = await buildLoad(ctx.t.app.db, { ownerId: idOf(rival) });
    const viewer = await signIn(ctx.t, 'driver');
    const accounts = await onePerson(['transporter', 'broker', 'shipper']);
    for (const jar of accounts) expect((await report(jar, idOf(rival))).statusCode).toBe(201);
    expect(await withheld(idOf(rival))).toBe(false);
    expect(await listed(viewer, loadId)).toBe(true);

    // Two other people of standing make three: withheld.
    for (const [person] of [await onePerson(['transporter']), await onePerson(['broker'])]) {
      expect((await report(person!, idOf(rival))).statusCode).toBe(201);
    }
    expect(await withheld(idOf(rival))).toBe(true);
    expect(await listed(viewer, loadId)).toBe(false);
  });

  it('tells a withheld user so, and takes their appeal through Help', async () => {
    const user = await signIn(ctx.t, 'shipper');
    const standing = async () =>
      (await user.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/standing' })).json().data;
    expect(await standing()).toEqual({ withheld: false });
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/Transpoter/standing' })).statusCode).toBe(403);
    for (let i = 0; i < 3; i += 1) {
      const [reporter] = await onePerson(['transporter']);
      expect((await report(reporter!, idOf(user))).statusCode).toBe(201);
    }
    expect(await standing()).toEqual({ withheld: true });
    const appeal = await user.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/helpRequest',
      payload: { topic: 'appeal', message: 'These reports are from a rival; my loads are real.' },
    });
    expect(appeal.statusCode, appeal.body).toBe(201);
    expect(appeal.json().data).toMatchObject({ topic: 'appeal', status: 'open' });
  });

  it('weighs a new person half and a suspended one not at all', async () => {
    const target = await buildUser(ctx.t.app.db, { role: 'shipper' });
    const fresh = await Promise.all(
      Array.from({ length: 6 }, () => onePerson(['transporter'], false).then(([jar]) => jar!)),
    );
    for (const jar of fresh.slice(0, 5)) expect((await report(jar, target)).statusCode).toBe(201);
    expect(await withheld(target)).toBe(false); // 5 × ½
    expect((await report(fresh[5]!, target)).statusCode).toBe(201);
    expect(await withheld(target)).toBe(true); // 6 × ½

    await ctx.t.app.db.execute(sql`UPDATE users SET suspended_at = now() WHERE id = ${idOf(fresh[0]!)}`);
    expect(await withheld(target)).toBe(false); // 5 × ½
  });

  it('refuses a report of another account of one’s own mobile', async () => {
    const [transporter, shipper] = await onePerson(['transporter', 'shipper']);
    const answer = await report(transporter!, idOf(shipper!));
    expect([answer.statusCode, answer.json().code]).toEqual([400, 'ops:errors.reportSelf']);
  });

  it(`lets one person file ${REPORTS_PER_PERSON_PER_HOUR} reports an hour over all their accounts`, async () => {
    const accounts = await onePerson(['transporter', 'broker', 'shipper']);
    const targets = await Promise.all(
      Array.from({ length: 30 }, () => buildUser(ctx.t.app.db, { role: 'shipper' })),
    );
    const answers = await Promise.all(targets.map((target, i) => report(accounts[i % 3]!, target)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(REPORTS_PER_PERSON_PER_HOUR);
    expect(codes.filter((code) => code === 429)).toHaveLength(30 - REPORTS_PER_PERSON_PER_HOUR);
    // Another person is not held back by them.
    const [other] = await onePerson(['transporter']);
    expect((await report(other!, targets[0]!)).statusCode).toBe(201);
  });
});
