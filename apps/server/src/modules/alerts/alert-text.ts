import {
  BRAND_NAME,
  ROLES,
  closeReasonKey,
  dataText,
  notificationRoute,
  notificationScreen,
  notificationSentence,
  roleFromUserTypeId,
  shownDate,
  type Language,
  type NotificationTranslate,
} from '@lorrybazaar/contract';
import { translate } from '../../lib/i18n.js';

/**
 * What a push notification and an SMS say, in the user's language. A single event reads as it
 * does on the Notifications screen (the same `notifications` texts) except for who acted, which
 * an alert names by role ("A transporter bid ₹30,000 …"), never by a name a user typed: an SMS
 * or a push comes from the platform, and a name is whatever its owner wrote (decision 036). A
 * batch of events reads as one sentence ("3 new bids on your load Kozhikode → Kochi", texts in
 * `alerts`).
 */

type Data = Record<string, unknown>;
/** An event as an alert tells it: its kind and its notification's data. */
export interface AlertEvent {
  type: string;
  data: Data;
}

const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
/** Counts in the language's own digits (Bengali writes ৩). */
const count = (language: Language, n: number) => new Intl.NumberFormat(`${language}-IN`).format(n);

/** English place names ("Kozhikode, Kerala") → the district alone in the user's language. */
export type PlaceNamer = (place: string) => string;
export function placeNamer(names: Record<string, string>): PlaceNamer {
  return (place) => {
    const short = place.split(',')[0]!.trim();
    return names[short] ?? names[place]?.split(',')[0]?.trim() ?? short;
  };
}

/** What the texts name in the reader's language: places, and materials and truck types by id. */
export interface TextNames {
  place: PlaceNamer;
  label?: (kind: 'material' | 'truckType', id: string) => string;
}

/**
 * Events that may go by SMS, and which setting turns each on; null for an operator's decision on
 * what the user posted, told by SMS without a setting as a document's review is (ops
 * `sms-on-review.ts`): a held load's owner is often a small shipper who does not open the app,
 * and a rejected or lapsed load is told once (decision 061).
 */
export const SMS_KIND_OF = {
  'bid.created': 'newBid',
  'bid.accepted': 'bidAccepted',
  'lane.matched': 'laneMatched',
  'trip.milestone': 'tripMilestone',
  'trip.cancelled': 'tripCancelled',
  'payment.due': 'tripPayment',
  'payment.overdue': 'tripPayment',
  'payment.recorded': 'tripPayment',
  'payment.confirmed': 'tripPayment',
  'payment.disputed': 'tripPayment',
  'load.rejected': null,
} as const;
export type SmsEventType = keyof typeof SMS_KIND_OF;
export const isSmsEvent = (type: string): type is SmsEventType => type in SMS_KIND_OF;

/**
 * Events of one batch are told in one sentence: the bids on one load or truck, the accepted bids,
 * the lane matches, the milestones of one trip. A trip is called off once: its batch is itself.
 */
export function batchKeyOf(row: AlertEvent): string {
  const { data } = row;
  if (row.type === 'bid.created')
    return data.bid_kind === 'on_truck'
      ? `bid.created:truck:${dataText(data, 'truck_id')}`
      : `bid.created:load:${dataText(data, 'loads_id')}`;
  if (row.type === 'lane.matched') return `lane.matched:${data.kind === 'trucks' ? 'trucks' : 'loads'}`;
  if (row.type === 'trip.milestone' || row.type === 'trip.cancelled')
    return `${row.type}:${dataText(data, 'schedule_id')}`;
  // One sentence each: a batch of these has no sentence of its own (batchSentence).
  if (row.type === 'payment.due' || row.type === 'payment.overdue')
    return `${row.type}:${dataText(data, 'schedule_id')}:${dataText(data, 'part')}`;
  if (row.type === 'payment.recorded' || row.type === 'payment.confirmed' || row.type === 'payment.disputed')
    return `${row.type}:${dataText(data, 'payment_id')}`;
  if (row.type === 'load.rejected') return `${row.type}:${dataText(data, 'loads_id')}`;
  return row.type;
}

/** The `notifications` texts in a language, as the shared sentence asks for them. */
const notificationsText =
  (language: Language): NotificationTranslate =>
  (key, params = {}) =>
    translate(language, `notifications:${key}`, params);

const route = (language: Language, data: Data, place: PlaceNamer) =>
  notificationRoute(data, notificationsText(language), place);

/** Who acted, by role ("A transporter"); "Someone" when the notification does not say. */
function whoActed(language: Language, data: Data): string {
  const role = ROLES.find((known) => known === data.other_role);
  return translate(language, role ? `alerts:who.${role}` : 'notifications:someone');
}

/** One notification's sentence, as the Notifications screen writes it, with who acted by role. */
const sentence = (row: AlertEvent, language: Language, names: TextNames) =>
  notificationSentence(row, notificationsText(language), {
    money: (amount) => RUPEES.format(amount),
    place: names.place,
    label: names.label,
    date: (day) => shownDate(day, language),
    name: (data) => whoActed(language, data),
  });

/** Several events of one batch in one sentence. */
function batchSentence(rows: AlertEvent[], language: Language, names: TextNames) {
  const { place } = names;
  const [first] = rows;
  if (!first) return '';
  // The Notifications screen's sentence is longer than an SMS should be: a short one of its own.
  if (first.type === 'load.rejected')
    return translate(language, `alerts:sms.loadRejected.${closeReasonKey(first.data.reason)}`, {
      route: route(language, first.data, place),
    });
  if (rows.length === 1) return sentence(first, language, names);
  const { data } = first;
  const n = count(language, rows.length);
  switch (first.type) {
    case 'bid.created':
      return data.bid_kind === 'on_truck'
        ? translate(language, 'alerts:sms.bidsOnTruck', { n, regNumber: dataText(data, 'regNumber') })
        : translate(language, 'alerts:sms.bidsOnLoad', { n, route: route(language, data, place) });
    case 'bid.accepted':
      return translate(language, 'alerts:sms.bidsAccepted', { n });
    case 'trip.milestone':
      return translate(language, 'alerts:sms.tripMilestones', { n, route: route(language, data, place) });
    default:
      return translate(language, data.kind === 'trucks' ? 'alerts:sms.laneTrucks' : 'alerts:sms.laneLoads', {
        n,
      });
  }
}

/** Sentences an SMS carries at most; the rest are counted ("and 2 more in the app"). */
const SMS_SENTENCES_MAX = 3;

/**
 * The text of one SMS: the events of a batch, or of a night's summary (`summary`), grouped by
 * batch in the order they happened, then the link to the screen to act on them when the server
 * knows its public address (`origin`, PUBLIC_ORIGIN): the one screen of a single batch, else
 * the Notifications screen.
 */
export function smsText(
  rows: AlertEvent[],
  o: TextNames & { language: Language; summary: boolean; origin?: string; userTypeId: number },
): string {
  const groups = new Map<string, AlertEvent[]>();
  for (const row of rows) {
    const key = batchKeyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const sentences = [...groups.values()].map((group) => batchSentence(group, o.language, o));
  const shown = sentences.slice(0, SMS_SENTENCES_MAX);
  if (sentences.length > shown.length)
    shown.push(
      translate(o.language, 'alerts:sms.more', { n: count(o.language, sentences.length - shown.length) }),
    );
  const text = translate(o.language, o.summary ? 'alerts:sms.summary' : 'alerts:sms.message', {
    brand: BRAND_NAME,
    text: shown.join(' '),
  });
  if (!o.origin || !rows[0]) return text;
  const screen =
    groups.size === 1 ? notificationScreen(rows[0], roleFromUserTypeId(o.userTypeId)) : NOTIFICATIONS_SCREEN;
  return `${text} ${new URL(screen, o.origin).href}`;
}

/** The web app's Notifications screen (apps/web/src/config/paths.ts). */
const NOTIFICATIONS_SCREEN = '/c/Notifications';

/** A push's title key: its type's, or for an accepted counter offer its own ("Counter offer accepted"). */
const pushTitleKey = (row: AlertEvent) =>
  row.type === 'bid.accepted' && row.data.counter === true
    ? 'bid_counter_accepted'
    : row.type.replace('.', '_');

/** A push notification: its title, its sentence, the screen to open, and a tag (one per batch, so a phone shows the latest). */
export function pushOf(
  row: AlertEvent & { id: number },
  o: TextNames & { language: Language; userTypeId: number },
) {
  return {
    title: translate(o.language, `alerts:push.${pushTitleKey(row)}`),
    body: sentence(row, o.language, o),
    url: notificationScreen(row, roleFromUserTypeId(o.userTypeId)),
    tag: batchKeyOf(row),
    id: String(row.id),
    lang: o.language,
  };
}
