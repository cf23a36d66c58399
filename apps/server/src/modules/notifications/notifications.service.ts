/**
 * The notifications service other modules and the routes call: the use cases of commands/ and
 * queries/ with the module's context bound (docs/decisions/044), and this process's open event
 * streams (streams.ts).
 */
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { bindUseCases } from '../../lib/use-cases.js';
import type { Bus } from '../../plugins/app/bus.js';
import { markRead } from './commands/mark-read.js';
import { notify, stored, storeIn } from './commands/notify.js';
import type { AlertsStep, NotificationsContext } from './context.js';
import { createHub } from './hub.js';
import type { NotificationRow } from './notifications.schema.js';
import { list } from './queries/list.js';
import { createStreams } from './streams.js';

export function createNotificationsService(deps: { bus: Bus; db: Db; clock: Clock; alerts: AlertsStep }) {
  const hub = createHub(deps.bus);
  const ctx: NotificationsContext = { db: deps.db, clock: deps.clock, hub, alerts: deps.alerts };
  return {
    ...createStreams({ db: deps.db, bus: deps.bus, hub }),
    ...bindUseCases(ctx, { notify, storeIn, stored, list, markRead }),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** A stored notification, as the alerts step receives it. */
export type { NotificationRow };
