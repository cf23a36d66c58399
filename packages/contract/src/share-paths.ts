/**
 * The addresses of sharing a listing (share.ts, docs/decisions/050-sharing-a-listing.md), apart
 * from its schemas: the web app's route table imports `sharePath`, and a module with zod schemas
 * in the entry would put zod in every page's first script (docs/decisions/060).
 */
import type { Language } from './constants.js';

export const SHARE_KINDS = ['load', 'truck'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** The page a shared link opens, carrying the sharer's language. */
export const sharePath = (kind: ShareKind, id: string, language: Language) =>
  `/share/${kind}/${id}?lng=${language}`;

/** The marketplace's search for a listing's route (and a load's day): the filters in the address. */
export function marketSearchPath(kind: ShareKind, from: string, to: string, date: string): string {
  const query =
    kind === 'load'
      ? new URLSearchParams({ pickupLoc: from, deliveryLoc: to, pickupDate: date })
      : new URLSearchParams({ tab: 'trucks', postTrucks_from: from, postTrucks_to: to });
  return `/c/Marketplace?${query.toString()}`;
}
