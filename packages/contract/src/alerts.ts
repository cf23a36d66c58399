/**
 * Alerts that reach a phone with the app closed (docs/api.md, Alerts;
 * docs/decisions/026-push-and-sms-alerts.md): Web Push to the browsers a user subscribed, and SMS
 * for the kinds the user chose.
 *
 * - `GET /Transpoter/alertSettings`, `PUT /Transpoter/alertSettings`: which kinds go by SMS and
 *   when (`always`, or `no_push`: only while the account has no push subscription).
 * - `GET /Transpoter/pushKey`: the server's VAPID public key (`null`: push is off, SMS is the channel).
 * - `POST /Transpoter/pushSubscriptions`, `DELETE /Transpoter/pushSubscriptions`: a browser's
 *   subscription (`PushSubscription.toJSON()`), saved or removed.
 * - `PUT /Transpoter/language`: the language the user's SMS and pushes are written in (the app
 *   sends it when a signed-in user picks one).
 */
import { z } from 'zod';
import { LANGUAGES } from './constants.js';

const NS = 'alerts:';
export const ALERTS_CODES = {
  saved: `${NS}messages.saved`,
  subscribed: `${NS}messages.subscribed`,
  unsubscribed: `${NS}messages.unsubscribed`,
  invalid: `${NS}validation.invalid`,
  endpoint: `${NS}validation.endpoint`,
  pushOff: `${NS}errors.pushOff`,
} as const;
const M = ALERTS_CODES;

/** The kinds of alert a user can have by SMS. */
export const SMS_ALERT_KINDS = [
  'newBid',
  'bidAccepted',
  'laneMatched',
  'tripMilestone',
  'tripCancelled',
  'tripPayment',
] as const;
export type SmsAlertKind = (typeof SMS_ALERT_KINDS)[number];
/** `always`: by SMS even with push; `no_push`: by SMS only while no browser of the account has push. */
export const SMS_WHEN = ['always', 'no_push'] as const;
export type SmsWhen = (typeof SMS_WHEN)[number];

/** Quiet hours in India: SMS wait, and one summary goes at the end. */
export const SMS_QUIET_FROM_HOUR = 22;
export const SMS_QUIET_UNTIL_HOUR = 7;
/** Event SMS a user gets in one India day, at most. */
export const SMS_PER_DAY_MAX = 10;
/**
 * Bids and saved-lane matches of one person (a mobile: the accounts of all its roles) that may go
 * by SMS to one user in an India day; later ones are in the app only, so one bidder cannot use up
 * another's SMS.
 */
export const SMS_PER_SENDER_PER_DAY_MAX = 3;
/** Events this close together go in one SMS. */
export const SMS_BATCH_SECONDS = 120;
/** Browsers with push per account, at most: a new one past this replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

const flag = z.boolean({ error: M.invalid });
export const AlertSettingsSchema = z.object({
  sms: z
    .object(
      {
        newBid: flag,
        bidAccepted: flag,
        laneMatched: flag,
        /** A trip milestone (docs/decisions/040). Optional in a save: older clients send three. */
        tripMilestone: flag.optional(),
        /** The other party called the trip off (docs/decisions/051). Optional in a save, as above. */
        tripCancelled: flag.optional(),
        /** A trip's advance or balance due or overdue (docs/decisions/048). Optional like the above. */
        tripPayment: flag.optional(),
      },
      { error: M.invalid },
    )
    .strict(),
  smsWhen: z.enum(SMS_WHEN, { error: M.invalid }),
});
export type AlertSettings = z.infer<typeof AlertSettingsSchema>;

export const SaveAlertSettingsBodySchema = AlertSettingsSchema.strict();
export type SaveAlertSettingsBody = z.input<typeof SaveAlertSettingsBodySchema>;

export const AlertSettingsResponseSchema = z.object({
  data: AlertSettingsSchema.extend({
    /** Browsers of this account that get push. */
    pushSubscriptions: z.number().int(),
    /** Whether the server sends push at all (VAPID keys configured). */
    pushAvailable: z.boolean(),
  }),
  message: z.string().optional(),
});
export type AlertSettingsResponse = z.infer<typeof AlertSettingsResponseSchema>;

export const SaveLanguageBodySchema = z
  .object({ language: z.enum(LANGUAGES, { error: M.invalid }) }, { error: M.invalid })
  .strict();
export type SaveLanguageBody = z.input<typeof SaveLanguageBodySchema>;
export const SaveLanguageResponseSchema = z.object({ data: z.object({ language: z.enum(LANGUAGES) }) });
export type SaveLanguageResponse = z.infer<typeof SaveLanguageResponseSchema>;

export const PushKeyResponseSchema = z.object({ publicKey: z.string().nullable() });

const base64url = (max: number) =>
  z
    .string({ error: M.invalid })
    .min(1, { error: M.invalid })
    .max(max, { error: M.invalid })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: M.invalid });
/**
 * A push service's address as the WHATWG URL parser writes it, `https://<host>/…` with no user
 * or password, or null. The server keeps and sends that form only: `https:/host/x` or
 * `https:host/x` read as host by one parser and as localhost by another (the `url.parse` of the
 * push library), so what was checked must be exactly what is sent.
 */
export function pushEndpoint(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const ok =
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    url.hostname !== '' &&
    url.href.startsWith(`https://${url.host}/`);
  return ok ? url.href : null;
}
const endpoint = z
  .string({ error: M.endpoint })
  .max(1000, { error: M.endpoint })
  .transform((value, context) => {
    const normal = pushEndpoint(value);
    if (normal === null || normal.length > 1000) {
      context.addIssue({ code: 'custom', message: M.endpoint });
      return z.NEVER;
    }
    return normal;
  });

/** What `PushSubscription.toJSON()` gives (its `expirationTime` is accepted and not kept). */
export const PushSubscriptionBodySchema = z.object({
  endpoint,
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }, { error: M.invalid }),
});
export type PushSubscriptionBody = z.input<typeof PushSubscriptionBodySchema>;

export const DeletePushSubscriptionBodySchema = z.object({ endpoint });

export const PushSubscriptionResponseSchema = z.object({ message: z.string() });
