import { POSITIONS_BATCH_MAX } from '@lorrybazaar/contract';
import { DRAFT_PREFIX } from '#config/offline';

/** A position as the API takes it (TripPositionsBodySchema). */
export interface QueuedPosition {
  at: string;
  lat: number;
  lng: number;
  accuracy_m: number;
}

/** Positions wait longer than this nowhere: the server keeps none older than a day. */
const MAX_QUEUED = 24 * 12;

/**
 * Positions waiting to be sent, per trip and page (`name`: the trip's id, or the driver's link),
 * in localStorage (decision 027's offline rule): a phone
 * without network keeps them and sends them when it is back, in batches. Under the drafts'
 * prefix, so a sign-out forgets them with the user's other private data (lib/offline).
 */
export function positionQueue(name: string, storage: Storage = window.localStorage) {
  const key = `${DRAFT_PREFIX}trip-positions:${name}`;
  const read = (): QueuedPosition[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? (parsed as QueuedPosition[]) : [];
    } catch {
      return [];
    }
  };
  const write = (list: QueuedPosition[]) => {
    if (list.length) storage.setItem(key, JSON.stringify(list.slice(-MAX_QUEUED)));
    else storage.removeItem(key);
  };
  return {
    size: () => read().length,
    push: (position: QueuedPosition) => write([...read(), position]),
    /** The oldest batch to send. */
    next: () => read().slice(0, POSITIONS_BATCH_MAX),
    /** Those sent (or refused for good) leave the queue. */
    drop: (sent: QueuedPosition[]) => {
      const gone = new Set(sent.map((p) => p.at));
      write(read().filter((p) => !gone.has(p.at)));
    },
  };
}
