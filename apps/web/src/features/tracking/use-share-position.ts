import { useEffect, useRef, useState } from 'react';
import { POSITION_INTERVAL_MINUTES } from '@lorrybazaar/contract';
import { ApiError } from '#lib/api-client';
import { fixError, fixOf, type Fix, type FixError } from './geolocation';
import { positionQueue, type QueuedPosition } from './position-queue';

const INTERVAL_MS = POSITION_INTERVAL_MINUTES * 60_000;
/** A fix a little early still counts: timers on a phone drift. */
const EARLY_MS = 10_000;

/** Kept on while the page shares: a locked screen stops the browser's location (decision 040). */
async function lockScreen(): Promise<WakeLockSentinel | null> {
  try {
    return (await navigator.wakeLock?.request('screen')) ?? null;
  } catch {
    return null;
  }
}

/**
 * Where the positions go: the signed-in trip page's `POST /Transpoter/tripPositions`, or the
 * driver's page's `POST /public/driver/:token/tripPositions` (decision 051). `queue` names the
 * phone's queue of positions waiting for network (one per trip and page).
 */
export interface PositionChannel {
  queue: string;
  send: (positions: QueuedPosition[]) => Promise<unknown>;
}

/**
 * While `on`: the phone's position every 5 minutes (watchPosition keeps the fix fresh, a timer
 * asks when the truck stands still), queued in localStorage and sent in batches whenever there is
 * network; the screen kept on with a wake lock, taken again when the page is shown again.
 */
export function useSharePosition(channel: PositionChannel, on: boolean) {
  const [queued, setQueued] = useState(0);
  const [lastSentAt, setLastSentAt] = useState<string | null>(null);
  const [error, setError] = useState<FixError | null>(null);
  // The latest `send` without restarting the watch when the caller makes it anew each render.
  const send = useRef(channel.send);
  useEffect(() => {
    send.current = channel.send;
  });

  useEffect(() => {
    if (!on || !('geolocation' in navigator)) return;
    const queue = positionQueue(channel.queue);
    let stopped = false;
    let sending = false;
    let lastTaken = 0;

    const flush = async () => {
      if (sending) return;
      sending = true;
      try {
        for (let batch = queue.next(); !stopped && navigator.onLine && batch.length; batch = queue.next()) {
          try {
            await send.current(batch);
            setLastSentAt(batch.at(-1)!.at);
          } catch (failure) {
            // No network, or too many at once: they wait. Refused for good (a closed trip): dropped.
            const status = failure instanceof ApiError ? failure.status : 0;
            if (status === 0 || status === 429 || status >= 500) break;
          }
          queue.drop(batch);
        }
      } finally {
        sending = false;
        setQueued(queue.size());
      }
    };
    const take = (fix: Fix) => {
      setError(null);
      if (Date.now() - lastTaken < INTERVAL_MS - EARLY_MS) return;
      lastTaken = Date.now();
      queue.push(fix);
      void flush();
    };
    const failed = (failure: GeolocationPositionError) => setError(fixError(failure));
    const options = { enableHighAccuracy: true, maximumAge: 60_000, timeout: 60_000 };

    const watch = navigator.geolocation.watchPosition((p) => take(fixOf(p)), failed, options);
    const timer = window.setInterval(
      () => navigator.geolocation.getCurrentPosition((p) => take(fixOf(p)), failed, options),
      INTERVAL_MS,
    );
    const online = () => void flush();
    window.addEventListener('online', online);
    let lock: Promise<WakeLockSentinel | null> = lockScreen();
    const visible = () => {
      if (document.visibilityState === 'visible') lock = lockScreen();
    };
    document.addEventListener('visibilitychange', visible);
    void flush();
    return () => {
      stopped = true;
      navigator.geolocation.clearWatch(watch);
      window.clearInterval(timer);
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
      void lock.then((sentinel) => sentinel?.release());
    };
  }, [channel.queue, on]);

  return { queued, lastSentAt, error };
}
