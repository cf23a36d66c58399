import { ALERTS_CODES, PUSH_SUBSCRIPTIONS_MAX, type PushSubscriptionBody } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { badRequest, conflict, HttpError } from '../../../lib/http-error.js';
import * as repo from '../alerts.repository.js';
import { rememberLanguage, type AlertsContext } from '../context.js';
import { isAllowedEndpoint } from '../push.js';

/** A browser of the user's takes push. */
export async function subscribe(
  ctx: AlertsContext,
  { userId, language }: Actor,
  input: PushSubscriptionBody,
) {
  const { db, clock, config, push } = ctx;
  if (!push) throw new HttpError(503, ALERTS_CODES.pushOff);
  // Never into the operator's network; in production only the browsers' push services (push.ts).
  const production = config.env === 'production';
  if (!isAllowedEndpoint(input.endpoint, { production, testHosts: ctx.pushTestHosts ?? [] }))
    throw badRequest(ALERTS_CODES.endpoint);
  // The newest PUSH_SUBSCRIPTIONS_MAX browsers of the account keep push; an older one gives way.
  await db.transaction(async (tx) => {
    await repo.lockPush(tx, userId);
    const saved = await repo.saveSubscription(tx, {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      createdAt: clock.now(),
    });
    // Another account's browser under other keys: not this caller's to take (docs/api.md).
    if (!saved) throw conflict(ALERTS_CODES.endpoint);
    await repo.keepNewestSubscriptions(tx, userId, PUSH_SUBSCRIPTIONS_MAX);
  });
  await rememberLanguage(ctx, userId, language);
}

/** A browser of the user's stops taking push. */
export async function unsubscribe(ctx: AlertsContext, { userId }: Actor, endpoint: string) {
  await repo.deleteSubscription(ctx.db, userId, endpoint);
}
