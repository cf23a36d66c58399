import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainEvent, DomainEventOf, DomainEventType } from '@lorrybazaar/contract';
import type { Tx } from '../../db/client.js';

type Handler<E> = (event: E) => void | Promise<void>;
type StoreHandler = (tx: Tx, event: DomainEvent) => Promise<void>;
type HandlerFor<T extends DomainEventType | '*'> = Handler<
  T extends DomainEventType ? DomainEventOf<T> : DomainEvent
>;

/**
 * The one seam through which services announce what happened (docs/decisions/021). A service
 * publishes after its transaction has committed, never inside it, so a rolled-back change is
 * never announced. Subscribers run at once, in the order they subscribed: a cache that
 * subscribes is fresh before the response leaves. A subscriber's failure (thrown or rejected)
 * is logged and does not reach the request: the change itself has already happened.
 *
 * A change that must be told with its own commit (a bid and its owner's notification, decision
 * 053) also hands the event to `storeWith` inside its transaction, before it commits: the
 * `storingWith` subscribers write their rows there (awaited; a failure takes the change back),
 * and the same event object published after the commit lets them finish (push, other processes).
 */
export function createEvents(log: FastifyBaseLogger) {
  const handlers = new Map<DomainEventType | '*', Set<Handler<DomainEvent>>>();
  const storing: StoreHandler[] = [];

  function run(handler: Handler<DomainEvent>, event: DomainEvent) {
    const failed = (error: unknown) =>
      log.error({ err: error, event: event.type }, 'event subscriber failed');
    try {
      const result = handler(event);
      if (result instanceof Promise) result.catch(failed);
    } catch (error) {
      failed(error);
    }
  }

  return {
    publish(event: DomainEvent): void {
      for (const key of [event.type, '*'] as const) {
        for (const handler of handlers.get(key) ?? []) run(handler, event);
      }
    },
    /** Inside the change's transaction, before `publish` of the same event object after the commit. */
    async storeWith(tx: Tx, event: DomainEvent): Promise<void> {
      for (const handler of storing) await handler(tx, event);
    },
    /** Writes with the change (`storeWith`); returns the unsubscribe. */
    storingWith(handler: StoreHandler): () => void {
      storing.push(handler);
      return () => void storing.splice(storing.indexOf(handler), 1);
    },
    /** Hears every event of this type ('*': every event); returns the unsubscribe. */
    subscribe<T extends DomainEventType | '*'>(type: T, handler: HandlerFor<T>): () => void {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      const stored = handler as Handler<DomainEvent>;
      set.add(stored);
      return () => set.delete(stored);
    },
  };
}

export type Events = ReturnType<typeof createEvents>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events: `publish` after a commit, `subscribe` to react (caches, later notifications). */
    events: Events;
  }
}

export const eventsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('events', createEvents(app.log));
  },
  { name: 'events' },
);
