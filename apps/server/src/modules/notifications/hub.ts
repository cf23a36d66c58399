import type { DbOrTx } from '../../db/client.js';
import { BUS_CHANNELS, type Bus } from '../../plugins/app/bus.js';

/**
 * How a stored notification reaches the event streams of every server process
 * (docs/decisions/024-live-marketplace.md), over the process's bus (`plugins/app/bus.ts`):
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
}

const CHANNEL = BUS_CHANNELS.notifications;

export function encode(message: HubMessage): string {
  return message.kind === 'new' ? `n:${message.id}:${message.userId}` : `r:${message.userId}`;
}

export function decode(payload: string): HubMessage | null {
  const [kind, a, b] = payload.split(':');
  if (kind === 'n' && a && b) return { kind: 'new', id: Number(a), userId: Number(b) };
  if (kind === 'r' && a) return { kind: 'read', userId: Number(a) };
  return null;
}

export function createHub(bus: Bus): Hub {
  return {
    announce: (tx, messages) => bus.announce(tx, CHANNEL, messages.map(encode)),
    committed: (messages) => bus.committed(CHANNEL, messages.map(encode)),
    subscribe: (handlers) =>
      bus.subscribe(CHANNEL, {
        message: (payload) => {
          const message = decode(payload);
          if (message) handlers.message(message);
        },
        resync: handlers.resync,
      }),
  };
}
