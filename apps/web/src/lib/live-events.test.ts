import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./api-client', () => ({ refreshSession: () => Promise.resolve(true) }));

/** A stand-in for the browser's EventSource: the test opens, breaks and refuses it by hand. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener() {}
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  opened() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  failed(readyState: number) {
    this.readyState = readyState;
    this.onerror?.();
  }
}

/** The n-th stream the page opened. */
const made = (n: number): FakeEventSource => {
  const stream = FakeEventSource.made[n];
  if (!stream) throw new Error(`no stream ${n}`);
  return stream;
};

describe('the live stream', () => {
  beforeEach(() => {
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('tells the screens to fetch again when it opens after a break, not when it first opens', async () => {
    const { useLiveEvents, useOnResume } = await import('./live-events');
    const resumed = vi.fn();
    const mounted = renderHook(() => {
      useLiveEvents();
      useOnResume(resumed);
    });
    made(0).opened();
    expect(resumed).not.toHaveBeenCalled();

    // A dropped connection the browser reopens by itself (it replays with Last-Event-ID).
    made(0).failed(FakeEventSource.CONNECTING);
    made(0).opened();
    expect(resumed).toHaveBeenCalledTimes(1);

    // A refused stream is opened anew, without Last-Event-ID: nothing is replayed.
    made(0).failed(FakeEventSource.CLOSED);
    await vi.advanceTimersByTimeAsync(3000);
    expect(FakeEventSource.made).toHaveLength(2);
    made(1).opened();
    expect(resumed).toHaveBeenCalledTimes(2);
    mounted.unmount();
  });
});
