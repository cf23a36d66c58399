/**
 * The alerts service the notifications module and the routes call: each use case of commands/
 * and queries/ with the module's context bound (docs/decisions/044), and the SMS worker that
 * runs the due jobs in every process.
 */
import { pendingWork } from '../../lib/pending-work.js';
import { bindUseCases } from '../../lib/use-cases.js';
import { enqueue } from './commands/enqueue.js';
import { subscribe, unsubscribe } from './commands/push-subscriptions.js';
import { pushAll } from './commands/push-stored.js';
import { saveLanguage } from './commands/save-language.js';
import { saveSettings } from './commands/save-settings.js';
import { runDue } from './commands/send-due.js';
import type { AlertsContext, StoredNotification } from './context.js';
import { createPushSender } from './push.js';
import { settings } from './queries/settings.js';

export type { StoredNotification } from './context.js';

/** The alerts service on what the plugin gives it; the push sender and the work under way are its own. */
export function createAlertsService(deps: Omit<AlertsContext, 'push' | 'work'>) {
  const { config, log } = deps;
  const ctx: AlertsContext = {
    ...deps,
    push: config.push ? createPushSender(config.push) : null,
    work: pendingWork(),
  };
  const { work } = ctx;
  const useCases = bindUseCases(ctx, {
    enqueue,
    runDue,
    settings,
    saveSettings,
    saveLanguage,
    subscribe,
    unsubscribe,
  });

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  function poll() {
    running = work.track(
      useCases.runDue().catch((error: unknown) => log.error({ err: error }, 'SMS alerts worker failed')),
    );
    void running.then(() => {
      if (!stopped && config.alertsPollMs > 0) {
        timer = setTimeout(poll, config.alertsPollMs);
        timer.unref();
      }
    });
  }

  return {
    enqueue: useCases.enqueue,
    runDue: useCases.runDue,

    /** After the commit (notifications calls it): push for what was stored (tracked: closing the app waits for it). */
    pushStored(rows: StoredNotification[]) {
      void work.track(pushAll(ctx, rows).catch((error: unknown) => log.error({ err: error }, 'push failed')));
    },

    /** Starts the worker: due jobs at once (what fell due while no process ran), then every poll. */
    start() {
      if (config.alertsPollMs > 0) poll();
    },
    /** Stops polling; a run under way finishes. */
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    /** Work under way (a poll, a push) has finished. */
    settled: () => work.settled(),

    publicKey: () => config.push?.publicKey ?? null,
    settings: useCases.settings,
    saveSettings: useCases.saveSettings,
    saveLanguage: useCases.saveLanguage,
    subscribe: useCases.subscribe,
    unsubscribe: useCases.unsubscribe,

    /** Stops the poll and waits for its run (the database closes after). */
    async close() {
      this.stop();
      await running;
      await work.settled();
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
