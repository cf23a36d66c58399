import {
  EVENTS_HEARTBEAT_SECONDS,
  EVENTS_RETRY_MS,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationType,
} from '@lorrybazaar/contract';
import type { Db, Tx } from '../../db/client.js';
import { BUS_CHANNELS, type Bus } from '../../plugins/app/bus.js';
import { endedSessionOf } from '../auth/auth.service.js';
import type { Clock } from '../../lib/clock.js';
import { listingsChangedOf } from '../trade/index.js';
import { createHub, type HubMessage } from './hub.js';
import * as repo from './notifications.repository.js';
import type { NotificationRow } from './notifications.schema.js';

/** At most this many missed notifications are replayed to a reconnecting stream (the list has the rest). */
export const REPLAY_MAX = 100;
/** Open streams per user in one process (tabs and phones); a new one past this closes the oldest. */
export const STREAMS_PER_USER = 5;

export interface NewNotification {
  userId: number;
  type: NotificationType;
  data: Record<string, unknown>;
  /** The user whose act it tells of (a bidder, a poster), if any: never shown. */
  senderId?: number | null;
}

/**
 * What storing a notification does for the phone (modules/alerts, docs/decisions/026): the SMS
 * the user wants joins its job inside the storing transaction, and push goes after the commit.
 */
export interface AlertsStep {
  enqueue(tx: Tx, rows: NotificationRow[]): Promise<void>;
  pushStored(rows: NotificationRow[]): void;
}

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

export const present = (row: NotificationRow): Notification => ({
  id: String(row.id),
  type: row.type as NotificationType,
  data: row.data,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

const frame = (row: NotificationRow) =>
  `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(present(row))}\n\n`;
const unreadFrame = (unread: number) => `event: unread\ndata: ${JSON.stringify({ unread })}\n\n`;
/** No id: listings news is not replayed (a page opened later fetches the listing anyway). */
const LISTINGS_FRAME = 'event: listings\ndata: {}\n\n';

export function createNotificationsService(deps: { bus: Bus; db: Db; clock: Clock; alerts: AlertsStep }) {
  const { db, clock, alerts } = deps;
  const hub = createHub(deps.bus);
  const streams = new Map<number, OpenStream[]>();

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

  async function replay(stream: OpenStream) {
    const rows = await repo.after(db, stream.userId, stream.through, REPLAY_MAX);
    for (const row of rows) send(stream, row);
    // More were missed than a replay carries: the unread count and the lists tell the rest.
    if (rows.length === REPLAY_MAX) stream.through = await repo.latestId(db, stream.userId);
  }

  async function sendUnread(userId: number) {
    const open = streams.get(userId);
    if (!open?.length) return;
    const frameText = unreadFrame(await repo.countUnread(db, userId));
    for (const stream of open) if (!stream.waiting) stream.sink.write(frameText);
  }

  async function onMessage(message: HubMessage) {
    if (!streams.get(message.userId)?.length) return;
    if (message.kind === 'read') return sendUnread(message.userId);
    const [row] = await repo.byIds(db, [message.id]);
    if (!row) return;
    for (const stream of streams.get(message.userId) ?? []) {
      if (stream.waiting) stream.waiting.push(row);
      else send(stream, row);
    }
  }

  function remove(stream: OpenStream) {
    const open = streams.get(stream.userId) ?? [];
    const left = open.filter((other) => other !== stream);
    if (left.length) streams.set(stream.userId, left);
    else streams.delete(stream.userId);
  }

  /** A session ended (logout, suspension, a stolen refresh token), here or in another process. */
  function endSession(sessionId: string) {
    for (const open of [...streams.values()])
      for (const stream of open)
        if (stream.sessionId === sessionId) {
          remove(stream);
          stream.sink.end();
        }
  }
  /**
   * Listings changed (a load or a truck posted, a truck booked): every open stream is told, so
   * marketplace pages fetch again at once (decision 046). Nothing is stored or replayed.
   */
  function listingsChanged() {
    for (const open of streams.values()) for (const stream of open) stream.sink.write(LISTINGS_FRAME);
  }
  // Trade registered first, so its pages are forgotten before the browsers ask again.
  deps.bus.subscribe(BUS_CHANNELS.caches, {
    message: (payload) => {
      const ended = endedSessionOf(payload);
      if (ended) endSession(ended);
      else if (listingsChangedOf(payload)) listingsChanged();
    },
  });

  hub.subscribe({
    message: (message) => void onMessage(message).catch(() => undefined),
    // The listening connection was away: each stream fetches what it may have missed.
    resync: () => {
      for (const open of streams.values())
        for (const stream of open) void replay(stream).catch(() => undefined);
    },
  });

  /**
   * Every stream's heartbeat: a comment keeps proxies and phones from dropping an idle stream, and
   * a stream whose session ended (sign-out, expiry) is closed; its browser refreshes and reconnects.
   */
  async function beat() {
    const all = [...streams.values()].flat();
    await Promise.all(
      all.map(async (stream) => {
        const alive = await stream.alive().catch(() => false);
        if (alive) return stream.sink.write(': ping\n\n');
        remove(stream);
        stream.sink.end();
      }),
    );
  }
  let heartbeat: NodeJS.Timeout | undefined;

  /** Ends every open stream: their browsers reconnect, to another process when this one stops. */
  function endStreams() {
    for (const open of streams.values()) for (const stream of open) stream.sink.end();
    streams.clear();
  }

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
     * Stores notifications and sends each to its user's open streams, in every process; the
     * alerts step puts the SMS the users want in the same transaction (a failure stores
     * neither), then pushes to their phones once it committed.
     */
    async notify(items: NewNotification[]): Promise<Notification[]> {
      if (items.length === 0) return [];
      let messages: HubMessage[] = [];
      const rows = await db.transaction(async (tx) => {
        const stored = await repo.insertNotifications(tx, items, clock.now());
        messages = stored.map((row) => ({ kind: 'new' as const, id: row.id, userId: row.userId }));
        await hub.announce(tx, messages);
        await alerts.enqueue(tx, stored);
        return stored;
      });
      hub.committed(messages);
      alerts.pushStored(rows);
      return rows.map(present);
    },

    async list(userId: number, page: number) {
      const [rows, total, unread] = await Promise.all([
        repo.page(db, userId, (page - 1) * NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE),
        repo.countAll(db, userId),
        repo.countUnread(db, userId),
      ]);
      return {
        data: rows.map(present),
        unread,
        totalPages: Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE)),
      };
    },

    /** Marks the user's notifications read (these ids, or all); their other streams hear the new count. */
    async markRead(userId: number, ids: number[] | null): Promise<{ unread: number }> {
      const message: HubMessage = { kind: 'read', userId };
      const changed = await db.transaction(async (tx) => {
        const n = await repo.markRead(tx, userId, ids, clock.now());
        if (n > 0) await hub.announce(tx, [message]);
        return n;
      });
      if (changed > 0) hub.committed([message]);
      return { unread: await repo.countUnread(db, userId) };
    },

    /**
     * Opens a user's stream: first what it missed since `lastEventId` (a reconnect), or nothing
     * old on a first connect; then the unread count; then every new notification as it is stored,
     * until the session that opened it ends. Returns the function that closes it.
     */
    async open(
      viewer: { userId: number; sessionId: string },
      lastEventId: number | null,
      sink: StreamSink,
      alive: () => Promise<boolean>,
    ): Promise<() => void> {
      const { userId, sessionId } = viewer;
      const stream: OpenStream = { userId, sessionId, sink, alive, through: 0, sent: new Set(), waiting: [] };
      const open = [...(streams.get(userId) ?? []), stream];
      // The oldest stream of a user with too many gives way (an abandoned tab, a dead phone).
      while (open.length > STREAMS_PER_USER) open.shift()!.sink.end();
      streams.set(userId, open);
      sink.write(`retry: ${EVENTS_RETRY_MS}\n\n`);
      try {
        if (lastEventId === null) stream.through = await repo.latestId(db, userId);
        else {
          stream.through = lastEventId;
          await replay(stream);
        }
        // With the id of the newest notification already accounted for, so that a browser that
        // reconnects before any new one arrived still says where it stood (Last-Event-ID).
        const newest = Math.max(stream.through, ...stream.sent);
        sink.write(`id: ${newest}\n${unreadFrame(await repo.countUnread(db, userId))}`);
      } catch (error) {
        remove(stream);
        throw error;
      }
      const waiting = stream.waiting ?? [];
      stream.waiting = null;
      for (const row of waiting) send(stream, row);
      return () => remove(stream);
    },

    /** Open streams in this process (tests, health). */
    openStreams: () => [...streams.values()].reduce((sum, open) => sum + open.length, 0),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** A stored notification, as the alerts step receives it. */
export type { NotificationRow };
