import type { PushSubscriptionBody } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/** The server's VAPID public key; null when push is off there (SMS is the channel). */
export const getPushKey = () =>
  api<{ publicKey: string | null }>('/Transpoter/pushKey').then((answer) => answer.publicKey);

export const savePushSubscription = (body: PushSubscriptionBody) =>
  api<{ message: string }>('/Transpoter/pushSubscriptions', { method: 'POST', body });

export const deletePushSubscription = (endpoint: string) =>
  api<{ message: string }>('/Transpoter/pushSubscriptions', { method: 'DELETE', body: { endpoint } });
