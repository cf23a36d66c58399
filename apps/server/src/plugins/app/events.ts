import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainEvent, DomainEventOf, DomainEventType } from '@lorrybazaar/contract';

type Handler<E> = (event: E) => void | Promise<void>;
type HandlerFor<T extends DomainEventType | '*'> = Handler<
  T extends DomainEventType ? DomainEventOf<T> : DomainEvent
>;

/**
 * The one seam through which services announce what happened (docs/decisions/021). A service
 * publishes after its transaction has committed, never inside it, so a rolled-back change is
 * never announced. Subscribers run at once, in the order they subscribed: a cache that
 * subscribes is fresh before the response leaves. A subscriber's failure (thrown or rejected)
 * is logged and does not reach the request: the change itself has already happened.
 */
export function createEvents(log: FastifyBaseLogger) {
  const handlers = new Map<DomainEventType | '*', Set<Handler<DomainEvent>>>();

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
