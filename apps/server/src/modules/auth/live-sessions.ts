/**
 * Sessions recently found live (docs/decisions/015-hot-path-caches.md). Every signed-in call
 * checks that its session is not revoked; a page makes several calls a second, so a session
 * found live is trusted for a few seconds instead of being read again each time. A logout or a
 * revocation forgets it at once, in this process and, through the bus, in every other one
 * (docs/decisions/025); `ttlMs` (CACHE_TTL_MS) bounds what a lost message could leave trusted.
 */
/** Sessions remembered at once; the oldest is forgotten first. */
const MAX_SESSIONS = 50_000;

export function createLiveSessions(ttlMs: number, realNow: () => number = () => performance.now()) {
  const sessions = new Map<string, { until: number; expiresAt: number }>();
  let forgotten = 0;
  return {
    /** Taken before reading a session row: `remember` ignores a read that a revocation overtook. */
    mark: () => forgotten,
    /** Live at `now` (the app's clock) and checked within the last few seconds. */
    has(id: string, now: Date) {
      const entry = sessions.get(id);
      return !!entry && entry.until > realNow() && entry.expiresAt > now.getTime();
    },
    remember(id: string, expiresAt: Date, mark: number) {
      if (mark !== forgotten) return;
      sessions.delete(id);
      sessions.set(id, { until: realNow() + ttlMs, expiresAt: expiresAt.getTime() });
      if (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
    },
    forget(id: string) {
      forgotten++;
      sessions.delete(id);
    },
    /** Forgets every session: revocations may have been missed (the bus was away). */
    clear() {
      forgotten++;
      sessions.clear();
    },
  };
}
