/**
 * The open event streams of this process (docs/decisions/024-live-marketplace.md): each user's
 * streams hear what the hub says was stored or read, in every process; a stream replays what it
 * missed, beats, and ends with the session that opened it.
 */
import { EVENTS_HEARTBEAT_SECONDS, EVENTS_RETRY_MS } from '@lorrybazaar/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { BUS_CHANNELS, type Bus } from '../../plugins/app/bus.js';
import { endedSessionOf } from '../auth/auth.service.js';
import { listingsChangedOf } from '../trade/index.js';
import type { HubMessage, createHub } from './hub.js';
import * as repo from './notifications.repository.js';
import type { NotificationRow } from './notifications.schema.js';
import { present } from './present.js';

/** At most this many missed notifications are replayed to a reconnecting stream (the list has the rest). */
export const REPLAY_MAX = 100;
/** Open streams per user in one process (tabs and phones); a new one past this closes the oldest. */
export const STREAMS_PER_USER = 5;

/** Where a stream's text goes (the HTTP response, or a test's buffer). */
export interface StreamSink {
  write(chunk: string): void;
  end(): void;
}

interface OpenStream {
  userId: number;
  /** The session that opened it: its logout ends the stream at once. */
  sessionId: string;
  sink: StreamSink;
  /** Whether the session that opened it is still signed in. */
  alive: () => Promise<boolean>;
  /** Every notification up to this id has been sent (or was older than the stream). */
  through: number;
  /** Ids above `through` already sent live (they may arrive out of order across transactions). */
  sent: Set<number>;
  /** Live notifications that arrived while the stream was still replaying. */
  waiting: NotificationRow[] | null;
}

const frame = (row: NotificationRow) =>
  `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(present(row))}\n\n`;
const unreadFrame = (unread: number) => `event: unread\ndata: ${JSON.stringify({ unread })}\n\n`;
/** No id: listings news is not replayed (a page opened later fetches the listing anyway). */
const LISTINGS_FRAME = 'event: listings\ndata: {}\n\n';

function send(stream: OpenStream, row: NotificationRow) {
  if (row.id <= stream.through || stream.sent.has(row.id)) return;
  stream.sent.add(row.id);
  stream.sink.write(frame(row));
  // A long-lived stream forgets old ids: everything up to the newest sent counts as sent.
  if (stream.sent.size > 1000) {
    stream.through = Math.max(...stream.sent);
    stream.sent.clear();
  }
}

async function replay(db: DbOrTx, stream: OpenStream) {
  const rows = await repo.after(db, stream.userId, stream.through, REPLAY_MAX);
  for (const row of rows) send(stream, row);
  // More were missed than a replay carries: the unread count and the lists tell the rest.
  if (rows.length === REPLAY_MAX) stream.through = await repo.latestId(db, stream.userId);
}

/** The user's streams: opened, told, beaten and ended here. */
class StreamRegistry {
  private readonly byUser = new Map<number, OpenStream[]>();

  of = (userId: number) => this.byUser.get(userId) ?? [];
  all = () => [...this.byUser.values()].flat();

  add(stream: OpenStream) {
    const open = [...this.of(stream.userId), stream];
    // The oldest stream of a user with too many gives way (an abandoned tab, a dead phone).
    while (open.length > STREAMS_PER_USER) open.shift()!.sink.end();
    this.byUser.set(stream.userId, open);
  }

  remove(stream: OpenStream) {
    const left = this.of(stream.userId).filter((other) => other !== stream);
    if (left.length) this.byUser.set(stream.userId, left);
    else this.byUser.delete(stream.userId);
  }

  /** Ends one stream (its browser reconnects, or its session is over). */
  end(stream: OpenStream) {
    this.remove(stream);
    stream.sink.end();
  }

  clear() {
    for (const stream of this.all()) stream.sink.end();
    this.byUser.clear();
  }
}

export function createStreams(deps: { db: Db; bus: Bus; hub: ReturnType<typeof createHub> }) {
  const { db, bus, hub } = deps;
  const streams = new StreamRegistry();

  async function sendUnread(userId: number) {
    const open = streams.of(userId);
    if (!open.length) return;
    const frameText = unreadFrame(await repo.countUnread(db, userId));
    for (const stream of open) if (!stream.waiting) stream.sink.write(frameText);
  }

  async function onMessage(message: HubMessage) {
    if (!streams.of(message.userId).length) return;
    if (message.kind === 'read') return sendUnread(message.userId);
    const [row] = await repo.byIds(db, [message.id]);
    if (!row) return;
    for (const stream of streams.of(message.userId)) {
      if (stream.waiting) stream.waiting.push(row);
      else send(stream, row);
    }
  }

  /**
   * Listings changed (a load or a truck posted, a truck booked): every open stream is told, so
   * marketplace pages fetch again at once (decision 046). Nothing is stored or replayed.
   */
  function listingsChanged() {
    for (const stream of streams.all()) stream.sink.write(LISTINGS_FRAME);
  }

  // A session ended (logout, suspension, a stolen refresh token), here or in another process; or
  // listings changed in another process. Trade registered first, so its pages are forgotten
  // before the browsers ask again.
  bus.subscribe(BUS_CHANNELS.caches, {
    message: (payload) => {
      const ended = endedSessionOf(payload);
      if (ended) {
        for (const stream of streams.all()) if (stream.sessionId === ended) streams.end(stream);
      } else if (listingsChangedOf(payload)) listingsChanged();
    },
  });

  hub.subscribe({
    message: (message) => void onMessage(message).catch(() => undefined),
    // The listening connection was away: each stream fetches what it may have missed.
    resync: () => {
      for (const stream of streams.all()) void replay(db, stream).catch(() => undefined);
    },
  });

  /**
   * Every stream's heartbeat: a comment keeps proxies and phones from dropping an idle stream, and
   * a stream whose session ended (sign-out, expiry) is closed; its browser refreshes and reconnects.
   */
  async function beat() {
    await Promise.all(
      streams.all().map(async (stream) => {
        const alive = await stream.alive().catch(() => false);
        if (alive) stream.sink.write(': ping\n\n');
        else streams.end(stream);
      }),
    );
  }
  let heartbeat: NodeJS.Timeout | undefined;

  /** Ends every open stream: their browsers reconnect, to another process when this one stops. */
  const endStreams = () => streams.clear();

  return {
    start() {
      heartbeat = setInterval(() => void beat(), EVENTS_HEARTBEAT_SECONDS * 1000);
      heartbeat.unref();
    },
    endStreams,
    /** Listings changed in this process (other processes say so on the bus). */
    listingsChanged,
    /** Ends the streams and their heartbeat (the bus stops listening when the app closes). */
    stop() {
      clearInterval(heartbeat);
      endStreams();
    },
    beat,

    /**
     * Opens a user's stream: first what it missed since `lastEventId` (a reconnect), or nothing
     * old on a first connect; then the unread count; then every new notification as it is stored,
     * until the session that opened it ends. Returns the function that closes it.
     */
    async open(
      { userId }: Actor,
      sessionId: string,
      lastEventId: number | null,
      sink: StreamSink,
      alive: () => Promise<boolean>,
    ): Promise<() => void> {
      const stream: OpenStream = { userId, sessionId, sink, alive, through: 0, sent: new Set(), waiting: [] };
      streams.add(stream);
      sink.write(`retry: ${EVENTS_RETRY_MS}\n\n`);
      try {
        if (lastEventId === null) stream.through = await repo.latestId(db, userId);
        else {
          stream.through = lastEventId;
          await replay(db, stream);
        }
        // With the id of the newest notification already accounted for, so that a browser that
        // reconnects before any new one arrived still says where it stood (Last-Event-ID).
        const newest = Math.max(stream.through, ...stream.sent);
        sink.write(`id: ${newest}\n${unreadFrame(await repo.countUnread(db, userId))}`);
      } catch (error) {
        streams.remove(stream);
        throw error;
      }
      const waiting = stream.waiting ?? [];
      stream.waiting = null;
      for (const row of waiting) send(stream, row);
      return () => streams.remove(stream);
    },

    /** Open streams in this process (tests, health). */
    openStreams: () => streams.all().length,
  };
}
