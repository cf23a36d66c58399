import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import type { Database, DbOrTx } from '../../db/client.js';

/**
 * The channels of the bus: what one process tells the others (docs/decisions/025).
 * - `notifications`: a notification was stored or read (docs/decisions/024).
 * - `caches`: something this process's caches hold changed elsewhere: a session ended, a
 *   listing was added or booked (docs/decisions/015).
 */
export const BUS_CHANNELS = { notifications: 'lb_notifications', caches: 'lb_caches' } as const;
export type BusChannel = (typeof BUS_CHANNELS)[keyof typeof BUS_CHANNELS];

export interface BusHandlers {
  message: (payload: string) => void;
  /** The bus may have missed messages (its connection dropped): drop what they would have invalidated. */
  resync?: () => void;
}

/**
 * One message bus per process, on the database's own LISTEN/NOTIFY (docs/decisions/025):
 * on PostgreSQL one extra connection LISTENs on every channel, so every process hears what any
 * of them says; on PGlite (one process by construction) messages are handed over in memory
 * to every app on the same database.
 */
export interface Bus {
  /**
   * Inside a transaction: every process, this one included, hears these once it commits, and
   * none if it rolls back. Call `committed` after the commit (PGlite hands them over then).
   */
  announce(tx: DbOrTx, channel: BusChannel, payloads: readonly string[]): Promise<void>;
  committed(channel: BusChannel, payloads: readonly string[]): void;
  /**
   * After a commit: tells every other process (this one has already acted on it itself). Never
   * fails: a message lost with the database is bounded by CACHE_TTL_MS like any cache.
   */
  tellOthers(channel: BusChannel, payload: string): Promise<void>;
  /**
   * After a commit: this process hears it at once, then every other one (as `tellOthers`), for
   * news each process acts on the same way wherever it happened (a session ended).
   */
  tellAll(channel: BusChannel, payload: string): Promise<void>;
  subscribe(channel: BusChannel, handlers: BusHandlers): void;
  stop(): Promise<void>;
}

/** Wire format: `<sender>|<payload>`; `*` as sender means "this process too". */
const EVERYONE = '*';

/**
 * PGlite: the buses of one database, all in this process (its data directory is locked to
 * one). A server has one; tests build a second app on the same database to stand in for a
 * second process, and it hears what the first says, as over PostgreSQL.
 */
const inMemory = new WeakMap<Database, Set<(channel: string, payload: string) => void>>();

export async function createBus(
  database: Database,
  onError: (error: unknown) => void = () => undefined,
): Promise<Bus> {
  const subscribers = new Map<string, BusHandlers[]>();
  const deliver = (channel: string, payload: string) => {
    for (const handlers of subscribers.get(channel) ?? []) handlers.message(payload);
  };
  const subscribe = (channel: BusChannel, handlers: BusHandlers) => {
    subscribers.set(channel, [...(subscribers.get(channel) ?? []), handlers]);
  };

  if (!database.listen) {
    const members = inMemory.get(database) ?? new Set();
    inMemory.set(database, members);
    members.add(deliver);
    const others = () => [...members].filter((member) => member !== deliver);
    return {
      announce: async () => undefined,
      committed: (channel, payloads) => {
        for (const member of [...members]) for (const payload of payloads) member(channel, payload);
      },
      tellOthers: async (channel, payload) => {
        for (const member of others()) member(channel, payload);
      },
      tellAll: async (channel, payload) => {
        for (const member of [...members]) member(channel, payload);
      },
      subscribe,
      stop: async () => {
        members.delete(deliver);
      },
    };
  }

  const self = randomBytes(6).toString('base64url');
  /** Messages on a channel as "<sender>|<payload>", all in one statement (a batch of notifications has hundreds). */
  const notify = async (db: DbOrTx, channel: BusChannel, sender: string, payloads: readonly string[]) => {
    if (payloads.length === 0) return;
    const wires = JSON.stringify(payloads.map((payload) => `${sender}|${payload}`));
    await db.execute(
      sql`SELECT pg_notify(${channel}, p) FROM jsonb_array_elements_text(${wires}::jsonb) AS p`,
    );
  };
  const stopListening = await database.listen(Object.values(BUS_CHANNELS), {
    onMessage: (channel, wire) => {
      const bar = wire.indexOf('|');
      const sender = wire.slice(0, bar);
      if (bar < 0 || sender === self) return;
      deliver(channel, wire.slice(bar + 1));
    },
    onReconnect: () => {
      for (const list of subscribers.values()) for (const handlers of list) handlers.resync?.();
    },
  });
  const tellOthers = async (channel: BusChannel, payload: string) => {
    await notify(database.db, channel, self, [payload]).catch(onError);
  };
  return {
    announce: (tx, channel, payloads) => notify(tx, channel, EVERYONE, payloads),
    committed: () => undefined,
    tellOthers,
    tellAll: async (channel, payload) => {
      deliver(channel, payload);
      await tellOthers(channel, payload);
    },
    subscribe,
    stop: stopListening,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What this process tells the others, and hears from them (caches, notifications). */
    bus: Bus;
  }
}

export const busPlugin = fp(
  async (app: FastifyInstance) => {
    const bus = await createBus(app.database, (error) =>
      app.log.warn({ err: error }, 'bus: a message to the other processes was lost'),
    );
    app.decorate('bus', bus);
    app.addHook('onClose', () => bus.stop());
  },
  { name: 'bus', dependencies: ['db'] },
);
