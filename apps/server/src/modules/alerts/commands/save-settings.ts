import type { AlertSettings } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import * as repo from '../alerts.repository.js';
import { DEFAULTS, rememberLanguage, type AlertsContext } from '../context.js';
import { settings } from '../queries/settings.js';

/** Saves what the user wants by SMS; the texts are then written in this request's language. */
export async function saveSettings(ctx: AlertsContext, actor: Actor, input: AlertSettings) {
  const { db, clock } = ctx;
  const { userId, language } = actor;
  // A client that does not know the trip or payment settings leaves them as they were.
  const kept = (await repo.settingsOf(db, [userId])).get(userId) ?? DEFAULTS;
  await repo.saveSettings(
    db,
    userId,
    {
      smsNewBid: input.sms.newBid,
      smsBidAccepted: input.sms.bidAccepted,
      smsLaneMatched: input.sms.laneMatched,
      smsTripMilestone: input.sms.tripMilestone ?? kept.smsTripMilestone,
      smsTripCancelled: input.sms.tripCancelled ?? kept.smsTripCancelled,
      smsTripPayment: input.sms.tripPayment ?? kept.smsTripPayment,
      smsWhen: input.smsWhen,
    },
    clock.now(),
  );
  await rememberLanguage(ctx, userId, language);
  return settings(ctx, actor);
}
