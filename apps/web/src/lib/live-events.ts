import { useEffect, useSyncExternalStore } from 'react';
import { NOTIFICATION_TYPES, type Notification } from '@lorrybazaar/contract';
import { API_BASE_URL } from '#config/app';
import { refreshSession } from './api-client';

/**
 * The signed-in browser's one live event stream (docs/decisions/024-live-marketplace.md): the
 * server pushes each new notification and the unread count; screens refresh what a notification
 * concerns, and fall back to polling only while the stream is down.
 *
 * The browser's EventSource reconnects by itself after a network drop (sending Last-Event-ID, so
 * the server replays what was missed). When the server refuses the stream (403: the 15-minute
 * access token ran out), the session is refreshed and the stream opened again, waiting longer
 * after each failure.
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'down';

type NotificationListener = (notification: Notification) => void;

// The stream's messages are checked by hand, not with the contract's zod schemas: this module is
// in every signed-in page's first bundle, and zod would add a third to it (`npm run size`).
const parse = (event: Event): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse((event as MessageEvent<string>).data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};
const isNotification = (value: Record<string, unknown> | null): value is Notification =>
  value !== null &&
  typeof value.id === 'string' &&
  (NOTIFICATION_TYPES as readonly unknown[]).includes(value.type) &&
  typeof value.data === 'object' &&
  typeof value.createdAt === 'string' &&
  typeof value.read === 'boolean';

let source: EventSource | null = null;
let users = 0;
let status: LiveStatus = 'off';
let unread: number | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
/** The stream broke since it was last open: events may have been missed. */
let broken = false;
const statusListeners = new Set<() => void>();
const notificationListeners = new Set<NotificationListener>();
const listingListeners = new Set<() => void>();
const resumeListeners = new Set<() => void>();

function setStatus(next: LiveStatus) {
  if (status === next) return;
  status = next;
  statusListeners.forEach((listener) => listener());
}

function setUnread(next: number) {
  unread = next;
  statusListeners.forEach((listener) => listener());
}

function open() {
  clearTimeout(retryTimer);
  source?.close();
  setStatus('connecting');
  const stream = new EventSource(`${API_BASE_URL}/Transpoter/events`, { withCredentials: true });
  source = stream;
  stream.onopen = () => {
    failures = 0;
    // Open again after a break: a stream opened anew (after the server refused or dropped it)
    // carries no Last-Event-ID, so what happened meanwhile is not replayed; screens fetch again.
    const resumed = broken;
    broken = false;
    setStatus('live');
    if (resumed) resumeListeners.forEach((listener) => listener());
  };
  stream.addEventListener('unread', (event) => {
    const count = parse(event)?.unread;
    if (typeof count === 'number') setUnread(count);
  });
  // A load or a truck was posted by anyone (decision 046): listings on screen refresh.
  stream.addEventListener('listings', () => listingListeners.forEach((listener) => listener()));
  for (const type of NOTIFICATION_TYPES) {
    stream.addEventListener(type, (event) => {
      const notification = parse(event);
      if (!isNotification(notification)) return;
      setUnread((unread ?? 0) + 1);
      notificationListeners.forEach((listener) => listener(notification));
    });
  }
  stream.onerror = () => {
    if (stream !== source) return;
    broken = true;
    setStatus('down');
    // CONNECTING: the browser is reconnecting by itself. CLOSED: the server refused the stream.
    if (stream.readyState !== EventSource.CLOSED) return;
    failures += 1;
    const delay = Math.min(3000 * 2 ** (failures - 1), 60_000);
    retryTimer = setTimeout(() => {
      void refreshSession().then((ok) => {
        if (users > 0 && ok) open();
        else if (users > 0) retryTimer = setTimeout(open, delay);
      });
    }, delay);
  };
}

function close() {
  clearTimeout(retryTimer);
  source?.close();
  source = null;
  failures = 0;
  broken = false;
  unread = null;
  setStatus('off');
}

/** Holds the stream open while a signed-in screen is mounted (one stream however many use it). */
export function useLiveEvents() {
  useEffect(() => {
    users += 1;
    if (users === 1 && typeof EventSource !== 'undefined') open();
    return () => {
      users -= 1;
      if (users === 0) close();
    };
  }, []);
}

const subscribe = (listener: () => void) => {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
};

/** Calls the listener when the stream is open again after a break (something may have been missed). */
export function useOnResume(listener: () => void) {
  useEffect(() => {
    resumeListeners.add(listener);
    return () => {
      resumeListeners.delete(listener);
    };
  }, [listener]);
}

/** Whether updates arrive live ('live') or must be polled for ('down', 'off', 'connecting'). */
export const useLiveStatus = (): LiveStatus => useSyncExternalStore(subscribe, () => status);

/** The unread count the stream last told (null before it has said). */
export const useLiveUnread = (): number | null => useSyncExternalStore(subscribe, () => unread);

/** Calls the listener for each notification pushed while the component is mounted. */
export function useOnNotification(listener: NotificationListener) {
  useEffect(() => {
    notificationListeners.add(listener);
    return () => {
      notificationListeners.delete(listener);
    };
  }, [listener]);
}

/** Calls the listener whenever a new listing (load or posted truck) is announced on the stream. */
export function useOnListingAdded(listener: () => void) {
  useEffect(() => {
    listingListeners.add(listener);
    return () => {
      listingListeners.delete(listener);
    };
  }, [listener]);
}

/** How often a screen polls while the stream is down (never while it is live). */
export const pollWhenDown = (status: LiveStatus, intervalMs: number): number | false =>
  status === 'live' ? false : intervalMs;
