import { useCallback, useEffect, useRef, useState } from 'react';
import {
  deletePushSubscription,
  getPushKey,
  savePushSubscription,
} from '#features/alerts/api/push-subscription';

/**
 * Push on this phone: `unavailable` without a service worker (the PWA registers it) or without
 * VAPID keys on the server, `blocked` when the browser's permission was refused, else on or off.
 */
export type PhonePush = 'checking' | 'unavailable' | 'blocked' | 'off' | 'on';

/** PushManager wants the VAPID key as bytes; the server gives it base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export function usePhonePush() {
  const [state, setState] = useState<PhonePush>('checking');
  const [busy, setBusy] = useState(false);
  const registration = useRef<ServiceWorkerRegistration | null>(null);
  const publicKey = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
      const found = supported
        ? await navigator.serviceWorker.getRegistration().catch(() => undefined)
        : undefined;
      const key = found ? await getPushKey().catch(() => null) : null;
      if (!live) return;
      if (!found || !key) return setState('unavailable');
      registration.current = found;
      publicKey.current = key;
      if (Notification.permission === 'denied') return setState('blocked');
      const subscription = await found.pushManager.getSubscription().catch(() => null);
      if (live) setState(subscription ? 'on' : 'off');
    })();
    return () => {
      live = false;
    };
  }, []);

  /** Asks the browser's permission, subscribes, and tells the server. Throws when that fails. */
  const turnOn = useCallback(async () => {
    const found = registration.current;
    if (!found || !publicKey.current) return;
    setBusy(true);
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('blocked');
      const subscription = await found.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey.current),
      });
      await savePushSubscription(subscription.toJSON() as Parameters<typeof savePushSubscription>[0]);
      setState('on');
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOff = useCallback(async () => {
    const subscription = await registration.current?.pushManager.getSubscription();
    setBusy(true);
    try {
      if (subscription) {
        await deletePushSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState('off');
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, busy, turnOn, turnOff };
}
