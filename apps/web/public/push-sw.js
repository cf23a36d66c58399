/* global self */
/*
 * Web Push handlers of LorryBazaar's service worker (docs/decisions/026-push-and-sms-alerts.md).
 * Plain JavaScript, not bundled: the PWA's service worker loads it with
 * `importScripts('/push-sw.js')`. It registers nothing itself.
 *
 * The server sends JSON: { title, body, url, tag, id } in the user's language (the
 * `alerts` and `notifications` texts), `url` being the screen to open, `tag` one per batch (the
 * bids on one load …) so a phone shows the latest of a batch instead of a pile.
 */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // Not ours (or not JSON): show nothing rather than a broken notification.
    return;
  }
  if (!message.title) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body || '',
      tag: message.tag || undefined,
      renotify: Boolean(message.tag),
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      lang: message.lang || undefined,
      data: { url: message.url || '/c/Notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a path of this app is opened, never another site.
  const target = new URL(event.notification.data?.url || '/c/Notifications', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A tab of the app is open: bring it forward on the screen to act on.
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) {
        await open.focus();
        if (open.url === target.href) return undefined;
        // navigate() works on a tab this worker controls; otherwise a new tab opens the screen.
        return open.navigate(target.href).catch(() => self.clients.openWindow(target.href));
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
