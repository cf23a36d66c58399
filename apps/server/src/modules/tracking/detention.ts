/**
 * Waiting at the gate, and what it costs (decision 040): the hours between arriving and being
 * loaded (or unloaded), from the milestones' times; the money follows from the trip's terms
 * (free hours, detention per day) by `detentionOf`.
 */

export interface Waiting {
  /** Hours waited, one decimal. */
  hours: number;
  /** Still waiting (arrived, not yet loaded or unloaded): counted up to now. */
  running: boolean;
}

const HOUR_MS = 3_600_000;

/** The wait between arriving and leaving the gate; null before arriving. */
export function waitingOf(arrived: Date | null, done: Date | null, now: Date): Waiting | null {
  if (!arrived) return null;
  const until = done ?? now;
  const hours = Math.max(0, (until.getTime() - arrived.getTime()) / HOUR_MS);
  return { hours: Math.round(hours * 10) / 10, running: !done };
}

/** Detention for one wait under a trip's terms: the contract's rule, shared with the Money card (decision 048). */
export { detentionOf } from '@lorrybazaar/contract';
