/**
 * The listings waiting to be matched in this process, and the batches they go in
 * (docs/decisions/028): a full batch at once, else after its window; one batch after another,
 * each taking what is queued when its turn comes. Not a use case: the plugin's subscribers queue,
 * closing the app settles.
 */
import type { Queued } from './commands/match-listings.js';

export function createBatches(match: (batch: Queued[]) => Promise<void>, size: { ms: number; max: number }) {
  const queue: Queued[] = [];
  let timer: NodeJS.Timeout | undefined;
  /** The batches started, one after another: each takes what is queued when its turn comes. */
  let running: Promise<void> = Promise.resolve();

  function drain(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    running = running.then(async () => {
      while (queue.length) await match(queue.splice(0, size.max));
    });
    return running;
  }

  return {
    /** Queues a listing; resolves with how many users were told once its batch is stored. */
    enqueue(kind: Queued['kind'], id: number): Promise<number> {
      return new Promise((done, failed) => {
        queue.push({ kind, id, done, failed });
        // A full batch goes at once (one drain takes whatever has queued by its turn).
        if (queue.length === size.max) void drain();
        else if (!timer) {
          timer = setTimeout(() => void drain(), size.ms);
          // Nothing waits on the timer alone: closing the app drains the queue (settled).
          timer.unref();
        }
      });
    },

    /** Matches what is queued now, without waiting for its time, and waits for every batch under way. */
    async settled(): Promise<void> {
      do await drain();
      while (queue.length);
    },
  };
}
