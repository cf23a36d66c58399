/**
 * The lane prices a process keeps (docs/decisions/053): every bid asks its lane's price range
 * (decision 030), and the range changes only when a trip on it is booked or delivered. A range
 * is reused until any process books or delivers a trip (this one hears the domain events, the
 * others the bus) and for at most `ttlMs` (CACHE_TTL_MS, real time), which bounds what a lost
 * message could leave and how far the window of LANE_PRICE_DAYS moves under a kept range.
 */
import type { LanePrice } from '@lorrybazaar/contract';
import { BUS_CHANNELS, type Bus } from '../../plugins/app/bus.js';

/** Lanes remembered at once; the oldest is forgotten first. */
const MAX_LANES = 20_000;
/** What the caches channel of the bus says when a trip was booked or delivered somewhere. */
const LANE_PRICES_CHANGED = 'lane-prices-changed';

interface Entry {
  price: Promise<LanePrice | null>;
  generation: number;
  until: number;
}

export function createLanePricesKept(ttlMs: number, now: () => number = () => performance.now()) {
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    /** The range of the lane named `key`, read by `read` unless kept. */
    price(key: string, read: () => Promise<LanePrice | null>): Promise<LanePrice | null> {
      const kept = entries.get(key);
      if (kept && kept.generation === generation && kept.until > now()) return kept.price;
      // The promise is kept, so bids arriving together share one read; a read started before a
      // change is not reused after it (its generation is older).
      const entry: Entry = { price: read(), generation, until: now() + ttlMs };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > MAX_LANES) entries.delete(entries.keys().next().value!);
      entry.price.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.price;
    },
    /** A trip was booked or delivered: every kept range may be stale. */
    forget() {
      generation++;
      entries.clear();
    },
  };
}

export type LanePricesKept = ReturnType<typeof createLanePricesKept>;

/** This process forgets, then tells the others (after the change committed). */
export function forgetEverywhere(kept: LanePricesKept, bus: Pick<Bus, 'tellOthers'>): Promise<void> {
  kept.forget();
  return bus.tellOthers(BUS_CHANNELS.caches, LANE_PRICES_CHANGED);
}

/** Hears the other processes' changes; a bus that may have missed some forgets everything. */
export function forgetOnBus(kept: LanePricesKept, bus: Pick<Bus, 'subscribe'>): void {
  bus.subscribe(BUS_CHANNELS.caches, {
    message: (payload) => {
      if (payload === LANE_PRICES_CHANGED) kept.forget();
    },
    resync: () => kept.forget(),
  });
}
