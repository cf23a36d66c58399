import { API_CACHE, DRAFT_PREFIX } from '#config/offline';

/**
 * Forgets what one signed-in user left on the device: the service worker's cached API answers and
 * the form drafts. Called when the signed-in user changes (sign-out, a lost session, another user
 * signing in), so the next user is never shown the last one's private pages offline.
 */
export function forgetPrivateData() {
  if ('caches' in window) void window.caches.delete(API_CACHE);
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith(DRAFT_PREFIX)) window.localStorage.removeItem(key);
  }
}

/**
 * Watches the session's user id: once one user was signed in, any change (none, or another)
 * forgets their data. Rehydrating at start (no user → the stored user) forgets nothing: that is
 * the same user coming back, offline perhaps.
 */
export function forgetPrivateDataOnUserChange(store: {
  getState: () => { transporter: { users_id: string } };
  subscribe: (listener: () => void) => unknown;
}) {
  let user = store.getState().transporter.users_id;
  store.subscribe(() => {
    const next = store.getState().transporter.users_id;
    if (next === user) return;
    if (user) forgetPrivateData();
    user = next;
  });
}
