import webpush from 'web-push';
import type { Config } from '../../config.js';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push service's answer: sent, gone (404/410: the browser unsubscribed, drop it), or failed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * Web Push through the `web-push` library: the payload encrypted for the browser's keys
 * (aes128gcm) and signed with the server's VAPID key, POSTed to the browser's push service.
 */
export function createPushSender(vapid: NonNullable<Config['push']>) {
  const options = {
    vapidDetails: vapid,
    // An alert still worth showing half a day later (a phone switched off overnight).
    TTL: 12 * 3600,
    urgency: 'high' as const,
    contentEncoding: 'aes128gcm' as const,
    timeout: 10_000,
  };
  return {
    async send(target: PushTarget, payload: object): Promise<PushOutcome> {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          options,
        );
        return 'sent';
      } catch (error) {
        if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410))
          return 'gone';
        throw error;
      }
    },
  };
}
export type PushSender = ReturnType<typeof createPushSender>;

/**
 * Push services of the browsers we serve. In production a subscription must name one of these:
 * the server POSTs to the endpoint, and it must not be made to POST into the operator's network.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
];
export function isPushService(endpoint: string): boolean {
  const url = new URL(endpoint);
  return (
    url.protocol === 'https:' &&
    PUSH_SERVICE_HOSTS.some((host) =>
      host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host,
    )
  );
}
