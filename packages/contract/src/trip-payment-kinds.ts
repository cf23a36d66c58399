/**
 * The kinds of a line of a trip's money (docs/decisions/048), without zod: the notifications'
 * sentences (notification-text.ts) name a line's kind in the signed-in shell's first bundle.
 */

/** Payments from the load side to the truck side. */
export const PAYMENT_KINDS = ['advance', 'balance'] as const;
/** What the load side owes on top of the agreed amount. */
export const CHARGE_KINDS = ['detention', 'loading_charges'] as const;
/** What the load side keeps back from the agreed amount: recorded negative. */
export const DEDUCTION_KINDS = ['tds', 'shortage', 'late_pod'] as const;
export const TRIP_PAYMENT_KINDS = [...PAYMENT_KINDS, ...CHARGE_KINDS, ...DEDUCTION_KINDS, 'other'] as const;
export type TripPaymentKind = (typeof TRIP_PAYMENT_KINDS)[number];
