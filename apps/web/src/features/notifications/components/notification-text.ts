import type { TFunction } from 'i18next';
import {
  notificationScreen,
  notificationSentence,
  type Notification,
  type Role,
} from '@lorrybazaar/contract';
import { formatDate, formatRupees } from '#lib/format';

/**
 * The sentence of a notification in the screen's language (places named by `placeName`, a
 * material or truck type by `label`).
 */
export const notificationText = (
  notification: Notification,
  t: TFunction,
  placeName: (place: string) => string,
  label?: (kind: 'material' | 'truckType', id: string) => string,
): string =>
  notificationSentence(notification, (key, params) => t(key, params), {
    money: (amount) => formatRupees(amount),
    place: placeName,
    date: formatDate,
    label,
  });

/** Where a notification leads: the screen to act on what it is about. */
export const notificationLink = (notification: Notification, role: Role | null): string =>
  notificationScreen(notification, role);
