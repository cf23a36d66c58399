/**
 * Waiting at the gate, and what it costs (decision 040): the hours between arriving and being
 * loaded (or unloaded), from the milestones' times. A trip's terms (free hours, detention per
 * day) are not part of a load yet; the money follows from them once they are, by this function.
 */

export interface DetentionTerms {
  /** Hours of waiting included in the price. */
  freeHours: number;
  /** Rupees for each full day of waiting beyond them; a part of a day counts pro rata by hour. */
  ratePerDay: number;
}

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

/**
 * Detention for one wait: the hours beyond the free ones, charged at the day rate by the hour,
 * in whole rupees. Nothing for a wait within the free hours.
 */
export function detentionOf(waiting: Pick<Waiting, 'hours'>, terms: DetentionTerms) {
  const chargeableHours = Math.max(0, waiting.hours - terms.freeHours);
  return {
    chargeableHours: Math.round(chargeableHours * 10) / 10,
    amount: Math.round((chargeableHours * terms.ratePerDay) / 24),
  };
}
