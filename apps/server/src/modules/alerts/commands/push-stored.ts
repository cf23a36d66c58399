import { pushOf } from '../alert-text.js';
import * as repo from '../alerts.repository.js';
import { languageOf, namesOf, type AlertsContext, type StoredNotification } from '../context.js';

/** After the commit: each stored notification goes to its user's subscribed browsers. */
export async function pushAll(ctx: AlertsContext, rows: StoredNotification[]) {
  const { db, log, push } = ctx;
  if (!push || rows.length === 0) return;
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const subscriptions = await repo.subscriptionsOf(db, userIds);
  if (subscriptions.length === 0) return;
  const people = await repo.recipients(db, userIds);
  await Promise.all(
    rows.map(async (row) => {
      const person = people.find((p) => p.id === row.userId);
      const language = languageOf(person);
      const payload = pushOf(row, {
        language,
        ...(await namesOf(ctx, language)),
        userTypeId: person?.userTypeId ?? 0,
      });
      for (const target of subscriptions.filter((s) => s.userId === row.userId)) {
        const outcome = await push.send(target, payload).catch((error: unknown) => {
          log.warn({ err: String(error) }, 'push service failed');
          return 'failed' as const;
        });
        if (outcome === 'gone') await repo.dropEndpoint(db, target.endpoint);
      }
    }),
  );
}
