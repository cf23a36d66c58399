/**
 * Why a held load is closed unlisted (docs/decisions/057), without zod: the notifications'
 * sentences (notification-text.ts) name the reason in the signed-in shell's first bundle.
 */

/** Why an operator does not list a held load; its owner is told this, in their language. */
export const LOAD_REJECT_REASONS = [
  'price_not_genuine',
  'suspected_fraud',
  'wrong_details',
  'duplicate',
] as const;
export type LoadRejectReason = (typeof LOAD_REJECT_REASONS)[number];
/** The reason of a hold closed because nobody decided it in time. */
export const HOLD_UNCHECKED = 'unchecked';
export const LOAD_CLOSE_REASONS = [...LOAD_REJECT_REASONS, HOLD_UNCHECKED] as const;
/** Why a held load was closed: an operator's reason, or nobody decided in time. */
export type LoadCloseReason = (typeof LOAD_CLOSE_REASONS)[number];
