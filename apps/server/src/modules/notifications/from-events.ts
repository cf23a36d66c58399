import type {
  DomainEvent,
  DomainEventOf,
  NotificationType,
  PaymentLineEventType,
} from '@lorrybazaar/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { NotificationRow } from './notifications.schema.js';
import { pendingWork } from '../../lib/pending-work.js';
import type { Events } from '../../plugins/app/events.js';
import * as repo from './notifications.repository.js';
import type { NotificationsService } from './notifications.service.js';

/** The domain events a user is told about: the recipients of each get a notification. */
type FromEvent = Exclude<
  NotificationType,
  'lane.matched' | 'ewaybill.expiring' | 'payment.due' | 'payment.overdue'
>;
export const NOTIFIED: readonly FromEvent[] = [
  'bid.created',
  'bid.countered',
  'bid.declined',
  'bid.accepted',
  'schedule.document_attached',
  'trip.milestone',
  'trip.cancelled',
  'trip.party_suspended',
  'document.reviewed',
  'membership.paid',
  'membership.payment_failed',
  'membership.halted',
  'payment.recorded',
  'payment.confirmed',
  'payment.disputed',
  'load.rejected',
];

type Notified = DomainEventOf<FromEvent>;
const isNotified = (event: DomainEvent): event is Notified =>
  (NOTIFIED as readonly string[]).includes(event.type);

const bidIds = (event: DomainEventOf<'bid.created'>) =>
  event.bid_kind === 'on_load'
    ? { bid_kind: event.bid_kind, bidsTruck_id: String(event.bidsTruck_id) }
    : {
        bid_kind: event.bid_kind,
        bidsLoad_id: String(event.bidsLoad_id),
        postTrucks_id: String(event.postTrucks_id),
      };

/** What a trip's notification says besides the trip: which paper, milestone, reason or money line. */
function tripEventData(
  event: DomainEventOf<
    | 'schedule.document_attached'
    | 'trip.milestone'
    | 'trip.cancelled'
    | 'trip.party_suspended'
    | PaymentLineEventType
  >,
): Record<string, unknown> {
  switch (event.type) {
    case 'schedule.document_attached':
      return { document: event.document === 'lorry_receipt' ? 'lr' : 'pod' };
    case 'trip.milestone':
      return { kind: event.kind, outside_area: event.outside_area };
    case 'trip.cancelled':
      return { reason: event.reason, side: event.side };
    case 'trip.party_suspended':
      return {};
    case 'payment.recorded':
    case 'payment.confirmed':
    case 'payment.disputed':
      return { payment_id: String(event.payment_id), kind: event.kind, amount: event.amount };
  }
}

/**
 * What a notification carries: the ids of what it is about in the API's field names (strings, as
 * on the wire), and what its sentence shows (route, truck, who acted, amount), so a list of them
 * renders without a call per row.
 */
async function dataOf(db: DbOrTx, event: Notified): Promise<Record<string, unknown>> {
  switch (event.type) {
    case 'bid.created':
    case 'bid.countered':
    case 'bid.declined':
    case 'bid.accepted': {
      const trip = await repo.describeTrip(db, {
        loadId: event.loads_id,
        truckId: event.truck_id,
        byUserId: event.by,
      });
      return {
        ...bidIds(event as DomainEventOf<'bid.created'>),
        loads_id: String(event.loads_id),
        truck_id: String(event.truck_id),
        ...('amount' in event ? { amount: event.amount } : {}),
        ...(event.type === 'bid.accepted' ? { schedule_id: String(event.schedule_id) } : {}),
        ...(event.type === 'bid.accepted' && event.book_now ? { book_now: true } : {}),
        ...(event.type === 'bid.accepted' && event.counter ? { counter: true } : {}),
        ...trip,
      };
    }
    case 'schedule.document_attached':
    case 'trip.milestone':
    case 'trip.cancelled':
    case 'trip.party_suspended':
    case 'payment.recorded':
    case 'payment.confirmed':
    case 'payment.disputed': {
      const ids = await repo.tripOf(db, event.schedule_id);
      const trip = ids && (await repo.describeTrip(db, { ...ids, byUserId: event.by }));
      return {
        schedule_id: String(event.schedule_id),
        ...tripEventData(event),
        ...(ids ? { loads_id: String(ids.loadId), truck_id: String(ids.truckId) } : {}),
        ...trip,
      };
    }
    case 'document.reviewed':
      return {
        document_id: String(event.document_id),
        type_id: String(event.type_id),
        outcome: event.outcome,
        ...(event.truck_reg_number ? { regNumber: event.truck_reg_number } : {}),
        ...(event.reason ? { reason: event.reason } : {}),
      };
    case 'membership.paid':
    case 'membership.payment_failed':
      return {
        payment_id: String(event.payment_id),
        amount: event.amount,
        ...('until' in event ? { until: event.until } : {}),
      };
    case 'membership.halted':
      return { amount: event.amount, until: event.until };
    case 'load.rejected':
      return {
        loads_id: String(event.loads_id),
        reason: event.reason,
        ...(await repo.loadRoute(db, event.loads_id)),
      };
  }
}

/**
 * Turns the domain events users must hear about into notifications (stored, then pushed to their
 * streams). Runs after the change committed; `settled` lets shutdown wait for the ones under way.
 * A change that hands its event to `storeWith` (a bid, decision 053) has them stored in its own
 * transaction instead, and once it is published they only go out.
 */
export function notifyOnEvents(deps: { db: Db; events: Events; notifications: NotificationsService }) {
  const work = pendingWork();
  const itemsOf = (event: Notified, data: Record<string, unknown>) =>
    event.recipients.map((userId) => ({ userId, type: event.type, data, senderId: event.by }));
  const storedWith = new WeakMap<DomainEvent, NotificationRow[]>();
  deps.events.storingWith(async (tx, event) => {
    if (!isNotified(event) || event.recipients.length === 0) return;
    storedWith.set(event, await deps.notifications.storeIn(tx, itemsOf(event, await dataOf(tx, event))));
  });
  deps.events.subscribe('*', (event) => {
    const rows = storedWith.get(event);
    if (rows) return deps.notifications.stored(rows);
    if (!isNotified(event) || event.recipients.length === 0) return;
    // A failure is logged by the events seam; the change itself has happened.
    return work.track(
      (async () => {
        const data = await dataOf(deps.db, event);
        await deps.notifications.notify(itemsOf(event, data));
      })(),
    );
  });
  return { settled: work.settled };
}
