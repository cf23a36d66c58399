/**
 * A closed held load is told by SMS too (docs/decisions/061): an operator's rejection and the
 * hourly pass's closing reach the owner's phone in their language, after the usual two-minute
 * batch, with no setting (an operator's decision on what the user posted, as a document's
 * review), and every such SMS fits three segments.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LOAD_CLOSE_REASONS, type Language } from '@lorrybazaar/contract';
import { numberOf, userId } from '../../test/api-calls.js';
import { signIn, useTestApp, type SignedIn } from '../../test/app.js';
import { buildHeldLoad } from '../../test/trip-helpers.js';
import { placeNamer, smsText } from '../alerts/alert-text.js';
import { smsSegments } from '../auth/sms.js';

const OPERATOR = '9000000061';
// 10:00 in India today: outside the SMS quiet hours, so a batch goes two minutes later.
const START = new Date(`${new Date().toISOString().slice(0, 10)}T04:30:00Z`);
const ctx = useTestApp({
  now: START,
  env: { OPERATOR_MOBILES: `+91${OPERATOR}`, HELD_LOAD_DECIDE_HOURS: '48' },
});
const db = () => ctx.t.app.db;
const HOUR = 3600;

/** A load of a new shipper who reads `language`, held now for its price. */
async function heldLoad(language: Language) {
  const poster = await signIn(ctx.t, 'shipper');
  await db().execute(sql`UPDATE users SET language = ${language} WHERE id = ${userId(poster)}`);
  const loadId = await buildHeldLoad(db(), { ownerId: userId(poster), at: ctx.t.clock.now() });
  return { poster, loadId };
}

/** The SMS the user has had (no sign-in codes), once the batches due have gone. */
async function textsTo(user: SignedIn) {
  // The notification is stored after the close committed, its SMS job with it.
  await expect
    .poll(() =>
      numberOf(
        db(),
        sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId(user)} AND type = 'load.rejected'`,
      ),
    )
    .toBe(1);
  ctx.t.clock.advance(180);
  await ctx.t.app.alerts.runDue();
  return ctx.t.outbox
    .filter((message) => message.otp === '' && message.mobile === user.register.User.users_mobile)
    .map((message) => message.text);
}

describe('a closed held load by SMS', () => {
  it("an operator's rejection reaches the owner's phone once, in the owner's language", async () => {
    const operator = await signIn(ctx.t, 'broker', OPERATOR);
    const { poster, loadId } = await heldLoad('ta');
    const rejected = await operator.inject(ctx.t.app, {
      method: 'POST',
      url: `/api/ops/heldLoads/${loadId}/reject`,
      payload: { reason: 'suspected_fraud' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const texts = await textsTo(poster);
    expect(texts).toEqual([
      expect.stringMatching(
        /^LorryBazaar: லோடு .+ → .+ பட்டியலிடப்படவில்லை: ஏற்றும் முன் பணம் கேட்பதாகத் தெரிந்தது\. ஒருபோதும் டோக்கன் கேட்காதீர்கள்\./,
      ),
    ]);
    // Told once: nothing more goes later.
    ctx.t.clock.advance(HOUR);
    await ctx.t.app.alerts.runDue();
    expect(await textsTo(poster)).toEqual(texts);
  });

  it('a hold nobody decided is told by SMS when the hourly pass closes it', async () => {
    const { poster } = await heldLoad('en');
    ctx.t.clock.advance(49 * HOUR);
    expect(await ctx.t.app.trade.commands.closeUndecidedHolds(ctx.t.app.config.heldLoadDecideHours)).toBe(1);
    expect(await textsTo(poster)).toEqual([
      expect.stringMatching(
        /^LorryBazaar: Load .+ → .+ not listed: price far above usual, not checked in time\. Post again at a usual price\./,
      ),
    ]);
  });

  // The longest host the sign-in SMS has room for (auth.test.ts) and a long route: every reason
  // in every language still fits three segments (an Indian script, and the route's arrow, make
  // the text UCS-2: 67 units a part).
  it('fits three segments in every language, for every reason', () => {
    const data = {
      loads_id: '1',
      pickupLoc: 'Thiruvananthapuram, Kerala',
      deliveryLoc: 'Visakhapatnam, Andhra Pradesh',
    };
    for (const language of LANGUAGES)
      for (const reason of LOAD_CLOSE_REASONS) {
        const text = smsText([{ type: 'load.rejected', data: { ...data, reason } }], {
          language,
          place: placeNamer({}),
          summary: false,
          origin: 'https://www.lorrybazaar.app.in',
          userTypeId: 3,
        });
        expect(text).toMatch(/\/c\/YourLoads$/);
        expect(smsSegments(text), `${language} ${reason}: ${text}`).toBeLessThanOrEqual(3);
      }
  });
});
