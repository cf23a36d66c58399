/**
 * Search filters and the page live in the address (?pickupLoc=…&page=2): a search can be
 * shared, reloaded and left with Back; Your Trucks' "Find Load" opens a prefilled search.
 */
export const LOAD_FILTERS = [
  'pickupLoc',
  'deliveryLoc',
  'pickupDate',
  'material_id',
  'capacity_id',
  'truck_type_id',
  'no_of_trucks',
  'book_now',
] as const;
export type LoadFilterKey = (typeof LOAD_FILTERS)[number];

export const TRUCK_FILTERS = [
  'postTrucks_from',
  'postTrucks_to',
  'postTrucks_dateTime',
  'postTrucks_capacity_id',
  'truck_type_id',
  'no_of_trucks',
  'book_now',
] as const;
export type TruckFilterKey = (typeof TRUCK_FILTERS)[number];

/** The filters in the address, or null when the user has not searched (then: every item). */
export function readFilters<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
): Record<K, string> | null {
  if (!keys.some((key) => params.has(key))) return null;
  return Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address after a search: the given filters (empty ones left out), from page 1. */
export function withFilters(
  params: URLSearchParams,
  keys: readonly string[],
  values: Record<string, unknown> | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...keys, 'page']) next.delete(key);
  for (const key of keys) {
    const value = values?.[key];
    // An unticked box (false) is no filter, like an empty field.
    if (value !== null && value !== undefined && value !== '' && value !== false)
      next.set(key, String(value));
  }
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
