import { describe, expect, it } from 'vitest';
import { takeTurns } from './client.js';

describe('takeTurns (PGlite statements)', () => {
  it('runs work in order, one at a time, with a turn of the event loop between', async () => {
    const turn = takeTurns();
    const log: string[] = [];
    const a = turn(async () => {
      log.push('a starts');
      setImmediate(() => log.push('the loop turns'));
      await Promise.resolve();
      log.push('a ends');
      return 'A';
    });
    const b = turn(async () => {
      log.push('b starts');
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push('b ends');
      return 'B';
    });
    const c = turn(async () => {
      log.push('c starts');
      return 'C';
    });
    expect(await Promise.all([a, b, c])).toEqual(['A', 'B', 'C']);
    // Without the turn, b would start right after a ends, before anything else the loop had.
    expect(log).toEqual(['a starts', 'a ends', 'the loop turns', 'b starts', 'b ends', 'c starts']);
  });

  it('goes on after a failure, which reaches only its own caller', async () => {
    const turn = takeTurns();
    const failed = turn(() => Promise.reject(new Error('duplicate key')));
    const next = turn(async () => 'next');
    await expect(failed).rejects.toThrow('duplicate key');
    expect(await next).toBe('next');
  });
});
