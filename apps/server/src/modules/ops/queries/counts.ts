import { indiaDayStart, todayOf } from '../../../lib/india-day.js';
import type { OpsContext } from '../context.js';
import * as repo from '../ops.repository.js';
import { presentCounts } from '../present.js';

const DAY_MS = 86_400_000;

/** Counts for today (India) and the last 30 days. */
export async function counts({ db, clock }: OpsContext) {
  const today = todayOf(clock);
  const monthAgo = indiaDayStart(
    new Date(new Date(`${today.date}T00:00:00Z`).getTime() - 29 * DAY_MS).toISOString().slice(0, 10),
  );
  const [day, month] = await Promise.all([repo.countsSince(db, today.start), repo.countsSince(db, monthAgo)]);
  return { day: today.date, today: presentCounts(day), last_30_days: presentCounts(month) };
}
