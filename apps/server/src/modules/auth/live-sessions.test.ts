import { describe, expect, it } from 'vitest';
import { createLiveSessions } from './live-sessions.js';

describe('live sessions', () => {
  const at = new Date('2026-11-25T10:00:00Z');
  const later = (ms: number) => new Date(at.getTime() + ms);

  it('trusts a session found live for the time-out, then asks again', () => {
    let real = 0;
    const sessions = createLiveSessions(5000, () => real);
    expect(sessions.has('s1', at)).toBe(false);
    sessions.remember('s1', later(3_600_000), sessions.mark());
    expect(sessions.has('s1', at)).toBe(true);
    expect(sessions.has('s2', at)).toBe(false);
    real = 4999;
    expect(sessions.has('s1', at)).toBe(true);
    real = 5000;
    expect(sessions.has('s1', at)).toBe(false);
  });

  it('never outlives the session itself', () => {
    const sessions = createLiveSessions(60_000, () => 0);
    sessions.remember('s1', later(1000), sessions.mark());
    expect(sessions.has('s1', later(999))).toBe(true);
    expect(sessions.has('s1', later(1000))).toBe(false);
  });

  it('forgets a session revoked here at once', () => {
    const sessions = createLiveSessions(60_000, () => 0);
    sessions.remember('s1', later(3_600_000), sessions.mark());
    sessions.forget('s1');
    expect(sessions.has('s1', at)).toBe(false);
  });

  it('remembers nothing with a time-out of 0', () => {
    const sessions = createLiveSessions(0, () => 0);
    sessions.remember('s1', later(3_600_000), sessions.mark());
    expect(sessions.has('s1', at)).toBe(false);
  });

  it('does not remember a read that a revocation overtook', () => {
    const sessions = createLiveSessions(60_000, () => 0);
    const mark = sessions.mark();
    // The row was read as live, then the session was revoked here before the read was kept.
    sessions.forget('s1');
    sessions.remember('s1', later(3_600_000), mark);
    expect(sessions.has('s1', at)).toBe(false);
  });
});
