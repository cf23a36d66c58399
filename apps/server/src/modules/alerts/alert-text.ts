import { BRAND_NAME, ROLE_AREA, roleFromUserTypeId, type Language } from '@lorrybazaar/contract';
import { translate } from '../../lib/i18n.js';
import type { NotificationRow } from '../notifications/notifications.service.js';

/**
 * What a push notification and an SMS say, in the user's language. A single event reads as it
 * does on the Notifications screen (the same `notifications` texts); a batch of them reads as one
 * sentence ("3 new bids on your load Kozhikode → Kochi", texts in `alerts`).
 */

type Data = Record<string, unknown>;
const text = (data: Data, key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');

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

/** Events that may go by SMS, and which setting turns each on. */
export const SMS_KIND_OF = {
  'bid.created': 'newBid',
  'bid.accepted': 'bidAccepted',
  'lane.matched': 'laneMatched',
} as const;
export type SmsEventType = keyof typeof SMS_KIND_OF;
export const isSmsEvent = (type: string): type is SmsEventType => type in SMS_KIND_OF;

/** Events of one batch are told in one sentence: the bids on one load or truck, the accepted bids, the lane matches. */
export function batchKeyOf(row: Pick<NotificationRow, 'type' | 'data'>): string {
  const { data } = row;
  if (row.type === 'bid.created')
    return data.bid_kind === 'on_truck'
      ? `bid.created:truck:${text(data, 'truck_id')}`
      : `bid.created:load:${text(data, 'loads_id')}`;
  if (row.type === 'lane.matched') return `lane.matched:${data.kind === 'trucks' ? 'trucks' : 'loads'}`;
  return row.type;
}

const route = (language: Language, data: Data, place: PlaceNamer) =>
  translate(language, 'notifications:route', {
    from: place(text(data, 'pickupLoc')),
    to: place(text(data, 'deliveryLoc')),
  });

/** One notification's sentence, as the Notifications screen writes it (features/notifications). */
export function sentence(
  row: Pick<NotificationRow, 'type' | 'data'>,
  language: Language,
  place: PlaceNamer,
): string {
  const { data } = row;
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(language, `notifications:${key}`, params);
  const values = {
    name: text(data, 'other_name') || t('someone'),
    amount: typeof data.amount === 'number' ? RUPEES.format(data.amount) : '',
    route: route(language, data, place),
    regNumber: text(data, 'regNumber'),
  };
  switch (row.type) {
    case 'bid.created':
      return t(`types.bid_created.${data.bid_kind === 'on_truck' ? 'on_truck' : 'on_load'}`, values);
    case 'schedule.document_attached':
      return t('types.schedule_document_attached', {
        ...values,
        document: t(`documents.${data.document === 'pod' ? 'pod' : 'lr'}`),
      });
    case 'document.reviewed':
      return t(`types.document_reviewed.${data.outcome === 'rejected' ? 'rejected' : 'verified'}`, {
        document: t('documents.document'),
      });
    case 'lane.matched':
      return t(`types.lane_matched.${data.kind === 'trucks' ? 'trucks' : 'loads'}`, {
        lane: Array.isArray(data.lanes) ? data.lanes.join(', ') : '',
        route: values.route,
      });
    default:
      return t(`types.${row.type.replace('.', '_')}`, values);
  }
}

/** Several events of one batch in one sentence. */
function batchSentence(
  rows: Pick<NotificationRow, 'type' | 'data'>[],
  language: Language,
  place: PlaceNamer,
) {
  const [first] = rows;
  if (!first) return '';
  if (rows.length === 1) return sentence(first, language, place);
  const { data } = first;
  const n = count(language, rows.length);
  switch (first.type) {
    case 'bid.created':
      return data.bid_kind === 'on_truck'
        ? translate(language, 'alerts:sms.bidsOnTruck', { n, regNumber: text(data, 'regNumber') })
        : translate(language, 'alerts:sms.bidsOnLoad', { n, route: route(language, data, place) });
    case 'bid.accepted':
      return translate(language, 'alerts:sms.bidsAccepted', { n });
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
 * batch in the order they happened.
 */
export function smsText(
  rows: Pick<NotificationRow, 'type' | 'data'>[],
  o: { language: Language; place: PlaceNamer; summary: boolean },
): string {
  const groups = new Map<string, Pick<NotificationRow, 'type' | 'data'>[]>();
  for (const row of rows) {
    const key = batchKeyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const sentences = [...groups.values()].map((group) => batchSentence(group, o.language, o.place));
  const shown = sentences.slice(0, SMS_SENTENCES_MAX);
  if (sentences.length > shown.length)
    shown.push(
      translate(o.language, 'alerts:sms.more', { n: count(o.language, sentences.length - shown.length) }),
    );
  return translate(o.language, o.summary ? 'alerts:sms.summary' : 'alerts:sms.message', {
    brand: BRAND_NAME,
    text: shown.join(' '),
  });
}

/** The screen a notification opens (as features/notifications `notificationLink` leads there). */
export function screenOf(row: Pick<NotificationRow, 'type' | 'data'>, userTypeId: number): string {
  const { data } = row;
  const onLoad = data.bid_kind !== 'on_truck';
  switch (row.type) {
    case 'bid.created':
      return onLoad
        ? `/c/ViewBidsLoad/${text(data, 'loads_id')}`
        : `/c/ViewBidsTruck/${text(data, 'truck_id')}`;
    case 'bid.declined':
      return onLoad
        ? `/c/ViewAllMyTruckBids/${text(data, 'truck_id')}`
        : `/c/ViewAllMyLoadBids/${text(data, 'loads_id')}`;
    case 'bid.accepted':
    case 'schedule.document_attached':
      return `/c/Schedule/${text(data, 'schedule_id')}`;
    case 'document.reviewed': {
      const role = roleFromUserTypeId(userTypeId);
      return role ? `/${ROLE_AREA[role]}/Profile` : '/c/TripRequests';
    }
    case 'lane.matched':
      return data.kind === 'trucks' ? '/c/Trucks' : '/c/Loads';
    default:
      return '/c/TripRequests';
  }
}

/** A push notification: its title, its sentence, the screen to open, and a tag (one per batch, so a phone shows the latest). */
export function pushOf(
  row: Pick<NotificationRow, 'id' | 'type' | 'data'>,
  o: { language: Language; place: PlaceNamer; userTypeId: number },
) {
  return {
    title: translate(o.language, `alerts:push.${row.type.replace('.', '_')}`),
    body: sentence(row, o.language, o.place),
    url: screenOf(row, o.userTypeId),
    tag: batchKeyOf(row),
    id: String(row.id),
    lang: o.language,
  };
}
