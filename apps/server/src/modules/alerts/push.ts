import { BlockList, isIP } from 'node:net';
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

/**
 * Addresses no push service has: loopback, private, link-local, shared (CGNAT), multicast and
 * unspecified, in IPv4 and IPv6 (IPv4-mapped IPv6 included: BlockList reads those as IPv4).
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** A host name the WHATWG parser gave (IPv6 in brackets) that names this machine or a private network. */
function isPrivateHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  const address = hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(address);
  return family !== 0 && PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether the server may POST to this endpoint (already in the form `pushEndpoint` of the
 * contract gives). Production: one of the browsers' push services, on its standard port.
 * Elsewhere any public host, never this machine or a private network; `testHosts` lets a test's
 * own push service on 127.0.0.1 through (an option of `buildApp`, not a setting).
 */
export function isAllowedEndpoint(
  endpoint: string,
  o: { production: boolean; testHosts: readonly string[] },
): boolean {
  const url = new URL(endpoint);
  if (o.testHosts.includes(url.hostname)) return true;
  if (o.production)
    return (
      url.port === '' &&
      PUSH_SERVICE_HOSTS.some((host) =>
        host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host,
      )
    );
  return !isPrivateHost(url.hostname);
}
