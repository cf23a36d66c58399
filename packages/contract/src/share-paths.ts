/**
 * The addresses of a shared listing (docs/decisions/050-sharing-and-newcomer-fixes.md), apart from its
 * schemas in share.ts: the web's entry script builds these paths, and a module without zod keeps
 * the schema library out of the first download (docs/decisions/038-the-first-tap-on-a-weak-network.md).
 */
import type { Language } from './constants.js';

export const SHARE_KINDS = ['load', 'truck'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** The id in a shared link: a listing's id as the marketplace sends it (a load's, a posting's). */
export const SHARE_ID_PATTERN = /^[1-9][0-9]{0,15}$/;

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
