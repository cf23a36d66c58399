/**
 * What a notification says and which screen it opens: one definition for the Notifications
 * screen (features/notifications) and for the server's push and SMS texts (modules/alerts).
 * Without zod, like notification-types.ts: the signed-in shell's first bundle reads it.
 */
import { DOCUMENT_TYPE_KEY, TRUCK_PAPER_KEY, isTruckPaper, type DocumentTypeId } from './profile-view.js';
import { HOLD_UNCHECKED, LOAD_CLOSE_REASONS } from './load-hold-reasons.js';
import { REVIEW_REASONS } from './report-reasons.js';
import { ROLE_AREA, type Role } from './roles.js';
import { TRIP_MILESTONES, type TripMilestone } from './tracking-constants.js';
import { TRIP_PAYMENT_KINDS } from './trip-payment-kinds.js';

type Data = Record<string, unknown>;
/** A notification as both sides hold it: its type and its stored data. */
export interface NotificationLike {
  type: string;
  data: Data;
}
/** A translation of a key of the `notifications` texts. */
export type NotificationTranslate = (key: string, params?: Record<string, string | number>) => string;

/** A string field of a notification's data, or ''. */
export const dataText = (data: Data, key: string): string =>
  typeof data[key] === 'string' ? (data[key] as string) : '';

/** "Kozhikode → Kochi": the route a notification is about, its places named by `place`. */
export const notificationRoute = (data: Data, t: NotificationTranslate, place: (place: string) => string) =>
  t('route', { from: place(dataText(data, 'pickupLoc')), to: place(dataText(data, 'deliveryLoc')) });

/**
 * A saved lane's name in the reader's script. A lane is named by default after its route as its
 * owner's language wrote it when saving ("Nagpur → Raipur"): each side that names a known place is
 * named by `place` again, so a name saved in English reads "நாக்பூர் → ராய்பூர்" in Tamil. A name the
 * user typed names no place and is kept as typed.
 */
export const laneName = (name: string, place: (place: string) => string) =>
  name
    .split(' → ')
    .map((part) => place(part))
    .join(' → ');

/**
 * A new listing on a saved lane: what matched, once ("New load on your saved lane: Nagpur → Raipur,
 * Coal, pickup 30/11/2026"; a truck names its type and the day it is free). The lane's own name
 * is not repeated: it is mostly the same route. Data stored before the material and day were kept,
 * or a name not known yet, reads as the route alone.
 */
function laneMatchedSentence(
  data: Data,
  t: NotificationTranslate,
  o: {
    route: string;
    date?: (day: string) => string;
    label?: (kind: 'material' | 'truckType', id: string) => string;
  },
) {
  const trucks = data.kind === 'trucks';
  const day = dataText(data, 'day');
  const id = dataText(data, trucks ? 'truck_type_id' : 'material_id');
  const what = id && o.label ? o.label(trucks ? 'truckType' : 'material', id) : '';
  const kind = trucks ? 'trucks' : 'loads';
  if (!day || !what) return t(`types.lane_matched.${kind}Route`, { route: o.route });
  return t(`types.lane_matched.${kind}`, {
    route: o.route,
    [trucks ? 'truckType' : 'material']: what,
    date: o.date ? o.date(day) : day,
  });
}

/** A milestone's text key (an unknown kind reads as the first: the data is ours, this is a guard). */
const milestoneKey = (kind: unknown) =>
  (TRIP_MILESTONES as readonly unknown[]).includes(kind) ? (kind as TripMilestone) : 'reached_pickup';

/** A called-off trip's text: a no-show report, a load not ready, else cancelled. */
const cancelledKey = (reason: unknown) =>
  reason === 'no_show' || reason === 'load_not_ready' ? reason : 'cancelled';

/** A money line's kind as its text key (an unknown kind reads as `other`: the data is ours, this is a guard). */
const paymentKindKey = (kind: unknown) =>
  (TRIP_PAYMENT_KINDS as readonly unknown[]).includes(kind) ? (kind as string) : 'other';

/** Why a held load was closed, as its text key (unknown: `unchecked`; the data is ours, this is a guard). */
/** Why a held load was closed, as its texts are keyed (`unchecked` for anything unknown). */
export const closeReasonKey = (reason: unknown) =>
  (LOAD_CLOSE_REASONS as readonly unknown[]).includes(reason) ? (reason as string) : HOLD_UNCHECKED;

/**
 * An operator's decision on a document. A KYC document is named by its type; a truck paper by
 * its type and its truck's number, "Truck RC (MH12AB1234)", and, rejected, says why: no screen
 * shows a truck paper's reason, and the SMS leaves it to the app (docs/decisions/067). One
 * stored before the number and the reason were kept reads as the paper and "ask Help".
 */
function documentReviewedSentence(data: Data, t: NotificationTranslate) {
  const typeId = Number(data.type_id);
  const outcome = data.outcome === 'rejected' ? 'rejected' : 'verified';
  if (!isTruckPaper(typeId))
    return t(`types.document_reviewed.${outcome}`, {
      document: t(`documents.${DOCUMENT_TYPE_KEY[typeId as DocumentTypeId] ?? 'document'}`),
    });
  const regNumber = dataText(data, 'regNumber');
  const paper = t(`documents.${TRUCK_PAPER_KEY[typeId]}`);
  const document = regNumber ? `${paper} (${regNumber})` : paper;
  if (outcome === 'verified') return t('types.document_reviewed.verified', { document });
  const reason = (REVIEW_REASONS as readonly unknown[]).includes(data.reason)
    ? (data.reason as string)
    : 'other';
  return t(`types.document_reviewed.truckRejected.${reason}`, { document });
}

/**
 * The sentence of one notification in the language of `t`. `name` says who acted: by default
 * the name they go by (`other_name`, the Notifications screen); alerts that leave the app (SMS,
 * push) pass their own, which names a role instead (docs/decisions/036).
 */
export function notificationSentence(
  notification: NotificationLike,
  t: NotificationTranslate,
  o: {
    money: (amount: number) => string;
    place: (place: string) => string;
    name?: (data: Data) => string;
    /** A day (YYYY-MM-DD) as the reader writes dates; unset, as stored. */
    date?: (day: string) => string;
    /** A material's or a truck type's name by id in the reader's language; '' when not known. */
    label?: (kind: 'material' | 'truckType', id: string) => string;
  },
): string {
  const { data } = notification;
  const route = notificationRoute(data, t, o.place);
  const values = {
    name: o.name ? o.name(data) : dataText(data, 'other_name') || t('someone'),
    amount: typeof data.amount === 'number' ? o.money(data.amount) : '',
    route,
    regNumber: dataText(data, 'regNumber'),
  };
  switch (notification.type) {
    case 'bid.created':
      return t(`types.bid_created.${data.bid_kind === 'on_truck' ? 'on_truck' : 'on_load'}`, values);
    case 'bid.accepted':
      // Booked with Book Now: the reader is the listing's owner, who made no bid. A counter offer
      // accepted: the reader made that offer (and may never have bid), and hears who took it.
      if (data.book_now === true)
        return t(`types.bid_booked.${data.bid_kind === 'on_truck' ? 'on_truck' : 'on_load'}`, values);
      return t(data.counter === true ? 'types.bid_counter_accepted' : 'types.bid_accepted', values);
    case 'schedule.document_attached':
      return t('types.schedule_document_attached', {
        ...values,
        document: t(`documents.${data.document === 'pod' ? 'pod' : 'lr'}`),
      });
    case 'trip.milestone':
      return t(`types.trip_milestone.${milestoneKey(data.kind)}`, values);
    case 'trip.cancelled':
      return t(`types.trip_cancelled.${cancelledKey(data.reason)}`, values);
    case 'trip.party_suspended':
      return t('types.trip_party_suspended', values);
    case 'document.reviewed':
      return documentReviewedSentence(data, t);
    case 'lane.matched':
      return laneMatchedSentence(data, t, { ...o, route });
    case 'membership.paid':
    case 'membership.payment_failed':
    case 'membership.halted': {
      const until = dataText(data, 'until');
      return t(`types.${notification.type.replace('.', '_')}`, {
        amount: values.amount,
        date: o.date ? o.date(until) : until,
      });
    }
    case 'ewaybill.expiring':
      return t(`types.ewaybill_expiring.${data.stage === 'expired' ? 'expired' : 'soon'}`, {
        ...values,
        number: dataText(data, 'number'),
      });
    case 'payment.due':
    case 'payment.overdue':
      return t(
        `types.${notification.type.replace('.', '_')}.${data.part === 'advance' ? 'advance' : 'balance'}`,
        values,
      );
    case 'payment.recorded':
    case 'payment.confirmed':
    case 'payment.disputed':
      return t(`types.${notification.type.replace('.', '_')}`, {
        ...values,
        kind: t(`payment_kinds.${paymentKindKey(data.kind)}`),
      });
    case 'load.rejected':
      return t(`types.load_rejected.${closeReasonKey(data.reason)}`, values);
    default:
      return t(`types.${notification.type.replace('.', '_')}`, values);
  }
}

/** The screen to act on what a notification is about (routes of docs/api.md's web app). */
export function notificationScreen(notification: NotificationLike, role: Role | null): string {
  const { data } = notification;
  const onLoad = data.bid_kind !== 'on_truck';
  switch (notification.type) {
    case 'bid.created':
      return onLoad
        ? `/c/ViewBidsLoad/${dataText(data, 'loads_id')}`
        : `/c/ViewBidsTruck/${dataText(data, 'truck_id')}`;
    case 'bid.declined':
      return onLoad
        ? `/c/ViewAllMyTruckBids/${dataText(data, 'truck_id')}`
        : `/c/ViewAllMyLoadBids/${dataText(data, 'loads_id')}`;
    case 'bid.accepted':
    case 'schedule.document_attached':
    case 'trip.milestone':
    case 'trip.cancelled':
    case 'trip.party_suspended':
    case 'ewaybill.expiring':
    case 'payment.due':
    case 'payment.overdue':
    case 'payment.recorded':
    case 'payment.confirmed':
    case 'payment.disputed':
      return `/c/Schedule/${dataText(data, 'schedule_id')}`;
    case 'document.reviewed':
      // A truck paper belongs to its truck (Your Truck); a KYC document to the profile.
      if (isTruckPaper(Number(data.type_id))) return '/c/YourTruck';
      return role ? `/${ROLE_AREA[role]}/Profile` : '/c/TripRequests';
    case 'lane.matched': {
      // The search of the new listing's route (as Search now of a saved lane opens it), so the
      // list opens with the listing among few, not on every load or truck.
      const trucks = data.kind === 'trucks';
      const places: [string, string][] = [
        [trucks ? 'postTrucks_from' : 'pickupLoc', dataText(data, 'pickupLoc')],
        [trucks ? 'postTrucks_to' : 'deliveryLoc', dataText(data, 'deliveryLoc')],
      ];
      const query = new URLSearchParams(places.filter(([, place]) => place)).toString();
      return `${trucks ? '/c/Trucks' : '/c/Loads'}${query ? `?${query}` : ''}`;
    }
    case 'membership.paid':
    case 'membership.payment_failed':
    case 'membership.halted':
      return '/c/UpgradeMembership';
    case 'load.rejected':
      return '/c/YourLoads';
    default:
      return '/c/TripRequests';
  }
}
