import type { TFunction } from 'i18next';
import type { Notification, Role } from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { formatRupees } from '#lib/format';

type Data = Record<string, unknown>;
const text = (data: Data, key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');

/** The sentence of a notification in the screen's language (places named by `placeName`). */
export function notificationText(
  notification: Notification,
  t: TFunction,
  placeName: (place: string) => string,
): string {
  const { data } = notification;
  const route = t('route', {
    from: placeName(text(data, 'pickupLoc')),
    to: placeName(text(data, 'deliveryLoc')),
  });
  const values = {
    name: text(data, 'other_name') || t('someone'),
    amount: typeof data.amount === 'number' ? formatRupees(data.amount) : '',
    route,
    regNumber: text(data, 'regNumber'),
  };
  switch (notification.type) {
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
        route,
      });
    default:
      return t(`types.${notification.type.replace('.', '_')}`, values);
  }
}

/** Where a notification leads: the screen to act on what it is about. */
export function notificationLink(notification: Notification, role: Role | null): string {
  const { data } = notification;
  const s = paths.shared;
  const onLoad = data.bid_kind !== 'on_truck';
  switch (notification.type) {
    case 'bid.created':
      return onLoad ? s.viewBidsLoad(text(data, 'loads_id')) : s.viewBidsTruck(text(data, 'truck_id'));
    case 'bid.declined':
      return onLoad
        ? s.viewAllMyTruckBids(text(data, 'truck_id'))
        : s.viewAllMyLoadBids(text(data, 'loads_id'));
    case 'bid.accepted':
    case 'schedule.document_attached':
      return s.scheduleDetail(text(data, 'schedule_id'));
    case 'document.reviewed':
      return role ? paths.roleProfile(role) : s.tripRequests;
    case 'lane.matched':
      return data.kind === 'trucks' ? s.trucks : s.loads;
    default:
      return s.tripRequests;
  }
}
