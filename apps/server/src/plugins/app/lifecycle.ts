import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Whether this process takes new traffic, and what must happen when it stops taking it
 * (docs/deployment.md, Graceful shutdown). `GET /api/ready` reads `ready`.
 */
export interface Lifecycle {
  /** True once the app is ready (the database is open and migrated before that); false from the moment shutdown begins. */
  readonly ready: boolean;
  /**
   * Shutdown has begun: `ready` turns false and every `onShutdown` hook runs, once. server.ts
   * calls it on SIGTERM before it waits and closes; `app.close()` calls it too (preClose).
   */
  beginShutdown(): Promise<void>;
  /**
   * Work that must end before in-flight requests can finish. Long-lived responses register
   * here: an event stream ends itself so its client reconnects to another process, instead of
   * holding the shutdown until its time-out.
   */
  onShutdown(hook: () => void | Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    let ready = false;
    let shutdown: Promise<void> | undefined;
    const hooks: (() => void | Promise<void>)[] = [];

    const lifecycle: Lifecycle = {
      get ready() {
        return ready;
      },
      beginShutdown() {
        ready = false;
        shutdown ??= Promise.allSettled(hooks.map(async (hook) => hook())).then((results) => {
          for (const result of results)
            if (result.status === 'rejected') app.log.error({ err: result.reason }, 'shutdown hook failed');
        });
        return shutdown;
      },
      onShutdown(hook) {
        hooks.push(hook);
      },
    };
    app.decorate('lifecycle', lifecycle);
    app.addHook('onReady', async () => {
      if (!shutdown) ready = true;
    });
    app.addHook('preClose', () => lifecycle.beginShutdown());
  },
  { name: 'lifecycle' },
);
