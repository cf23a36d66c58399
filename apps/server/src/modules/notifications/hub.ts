import type { Database, DbOrTx } from '../../db/client.js';
import { notify } from './notifications.repository.js';

/**
 * How a stored notification reaches the event streams of every server process
 * (docs/decisions/024-live-marketplace.md):
 * - PostgreSQL: `pg_notify` inside the transaction that stored it; every process LISTENs, so
 *   the message arrives at commit in each of them (and never for a rollback). The payload is
 *   small: the notification id and its user, so a process without that user's stream ignores it.
 * - PGlite: one process by construction; the message is handed over in memory after the commit.
 */
export type HubMessage =
  /** A notification was stored for this user. */
  | { kind: 'new'; id: number; userId: number }
  /** The user read notifications (their unread count changed). */
  | { kind: 'read'; userId: number };

export interface Hub {
  /** Inside the storing transaction: announce what it stored. */
  announce(tx: DbOrTx, messages: HubMessage[]): Promise<void>;
  /** After that transaction committed. */
  committed(messages: HubMessage[]): void;
  /** Every message, from any process; `resync` when messages may have been missed. */
  subscribe(handlers: { message: (message: HubMessage) => void; resync: () => void }): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const HUB_CHANNEL = 'lb_notifications';

export function encode(message: HubMessage): string {
  return message.kind === 'new' ? `n:${message.id}:${message.userId}` : `r:${message.userId}`;
}

export function decode(payload: string): HubMessage | null {
  const [kind, a, b] = payload.split(':');
  if (kind === 'n' && a && b) return { kind: 'new', id: Number(a), userId: Number(b) };
  if (kind === 'r' && a) return { kind: 'read', userId: Number(a) };
  return null;
}

export function createHub(database: Database): Hub {
  const listeners: { message: (message: HubMessage) => void; resync: () => void }[] = [];
  const deliver = (message: HubMessage) => {
    for (const listener of listeners) listener.message(message);
  };
  const listen = database.listen;
  let stopListening: (() => Promise<void>) | undefined;

  if (!listen) {
    return {
      announce: async () => undefined,
      committed: (messages) => messages.forEach(deliver),
      subscribe: (handlers) => void listeners.push(handlers),
      start: async () => undefined,
      stop: async () => undefined,
    };
  }
  return {
    announce: async (tx, messages) => {
      for (const message of messages) await notify(tx, HUB_CHANNEL, encode(message));
    },
    committed: () => undefined,
    subscribe: (handlers) => void listeners.push(handlers),
    start: async () => {
      stopListening = await listen(HUB_CHANNEL, {
        onMessage: (payload) => {
          const message = decode(payload);
          if (message) deliver(message);
        },
        onReconnect: () => listeners.forEach((listener) => listener.resync()),
      });
    },
    stop: async () => {
      await stopListening?.();
    },
  };
}
