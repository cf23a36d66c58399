import { describe, expect, it } from 'vitest';
import { POSITIONS_BATCH_MAX } from '@lorrybazaar/contract';
import { DRAFT_PREFIX } from '#config/offline';
import { positionQueue } from './position-queue';

/** An in-memory Storage, as localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const position = (minute: number) => ({
  at: new Date(Date.UTC(2026, 2, 1, 10, minute)).toISOString(),
  lat: 18.5,
  lng: 73.8,
  accuracy_m: 20,
});

describe('the queue of positions waiting for network', () => {
  it('keeps them per trip across page loads, hands out the oldest batch, forgets what was sent', () => {
    const storage = memoryStorage();
    const queue = positionQueue('7', storage);
    for (let minute = 0; minute < POSITIONS_BATCH_MAX + 5; minute++) queue.push(position(minute));
    expect(positionQueue('8', storage).size()).toBe(0);
    // Another page load reads the same queue.
    const again = positionQueue('7', storage);
    const batch = again.next();
    expect(batch).toHaveLength(POSITIONS_BATCH_MAX);
    expect(batch[0]).toEqual(position(0));
    again.drop(batch);
    expect(again.next()).toEqual([20, 21, 22, 23, 24].map(position));
    again.drop(again.next());
    expect(again.size()).toBe(0);
    expect(storage.length).toBe(0);
  });

  it('is stored under the drafts prefix, so signing out forgets it; a broken entry reads as empty', () => {
    const storage = memoryStorage();
    positionQueue('9', storage).push(position(1));
    expect(storage.key(0)).toBe(`${DRAFT_PREFIX}trip-positions:9`);
    storage.setItem(`${DRAFT_PREFIX}trip-positions:9`, '{not json');
    expect(positionQueue('9', storage).size()).toBe(0);
  });
});
