export type Tab = 'loads' | 'trucks';

/**
 * The tab a two-tab screen (Schedule, Trip Requests) opens on: the one named in the address if
 * any, else the first where the user has something, else the first offered. `counts` are
 * undefined while unknown; the answer is undefined until the choice can no longer change, so the
 * screen waits instead of showing an empty tab and then jumping.
 */
export function landingTab(
  explicit: string | null,
  offered: readonly Tab[],
  counts: Partial<Record<Tab, number | undefined>>,
): Tab | undefined {
  const named = offered.find((tab) => tab === explicit);
  if (named) return named;
  for (const tab of offered) {
    const count = counts[tab];
    if (count === undefined) return undefined;
    if (count > 0) return tab;
  }
  return offered[0];
}
