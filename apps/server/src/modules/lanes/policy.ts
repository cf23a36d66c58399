/**
 * Lanes' rules on values already read (no database): a lane's default name and how many lanes a
 * user keeps. Tested alone in policy.test.ts.
 */
import { LANES_CODES, SAVED_LANES_MAX } from '@lorrybazaar/contract';
import { conflict } from '../../lib/http-error.js';

/** "Kozhikode, Kerala" → "Kozhikode": a lane's default name is its route by district or state. */
const shortPlace = (label: string) => label.split(',')[0]!.trim();

/**
 * The name a lane is saved with: the one given, else its route in the user's language
 * ("കോഴിക്കോട് → എറണാകുളം", through `local`, English names → the language's), since a name is
 * shown as saved; at most 60 characters.
 */
export function laneName(
  given: string | null | undefined,
  pickupLabel: string,
  deliveryLabel: string | null,
  local: Record<string, string>,
): string {
  const place = (label: string) => local[shortPlace(label)] ?? shortPlace(label);
  const name =
    given ?? (deliveryLabel ? `${place(pickupLabel)} → ${place(deliveryLabel)}` : place(pickupLabel));
  return [...name].slice(0, 60).join('');
}

/** A user keeps at most SAVED_LANES_MAX lanes: 409 for one more. */
export function assertRoomForLane(kept: number) {
  if (kept >= SAVED_LANES_MAX) throw conflict(LANES_CODES.tooMany);
}
