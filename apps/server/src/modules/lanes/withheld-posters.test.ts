/**
 * A poster the marketplace withholds (suspended, or reported by enough people: the ops
 * `withheld_users` view, decision 029) reaches nobody through saved lanes either: their listings
 * are left out of the lists, and matching them would still put their route in other users'
 * notifications and SMS.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationsResponse } from '@lorrybazaar/contract';
import { signIn, useTestApp, type SignedIn } from '../../test/app.js';
import { buildLoad, buildPosting, buildUser } from '../../test/factories.js';

const ctx = useTestApp();
const db = () => ctx.t.database.db;

async function laneNotifications(jar: SignedIn) {
  await ctx.t.app.lanes.settled();
  const list = (
    await jar.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/notifications' })
  ).json<NotificationsResponse>();
  return list.data.filter((n) => n.type === 'lane.matched');
}

async function saveLane(jar: SignedIn, kind: 'loads' | 'trucks') {
  const response = await jar.inject(ctx.t.app, {
    method: 'POST',
    url: '/api/Transpoter/savedLanes',
    payload: { kind, pickupLoc: 'Kozhikode, Kerala' },
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('saved lanes and withheld posters', () => {
  it('a load or a posted truck of a withheld poster tells no lane; a shown poster’s does', async () => {
    const watcher = await signIn(ctx.t, 'transporter');
    await saveLane(watcher, 'loads');
    await saveLane(watcher, 'trucks');
    const [withheld, shown] = [await buildUser(db()), await buildUser(db())];
    await db().execute(sql`UPDATE users SET suspended_at = now() WHERE id = ${withheld}`);
    const listing = { pickupLoc: 'Kozhikode, Kerala', deliveryLoc: 'Ernakulam, Kerala' };

    const hidden = await Promise.all([
      ctx.t.app.lanes.loadAdded(await buildLoad(db(), { ownerId: withheld, ...listing })),
      ctx.t.app.lanes.truckPosted(
        (
          await buildPosting(db(), {
            ownerId: withheld,
            fromLoc: listing.pickupLoc,
            toLoc: listing.deliveryLoc,
          })
        ).postingId,
      ),
    ]);
    expect(hidden).toEqual([0, 0]);
    expect(await laneNotifications(watcher)).toEqual([]);

    const told = await ctx.t.app.lanes.loadAdded(await buildLoad(db(), { ownerId: shown, ...listing }));
    expect(told).toBe(1);
    expect(await laneNotifications(watcher)).toHaveLength(1);
  });
});
