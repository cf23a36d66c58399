import type { TFunction } from 'i18next';
import { BID_CODES, TRUST_CODES, type LanePrice } from '@lorrybazaar/contract';
import { ApiError } from '#lib/api-client';
import { errorText } from '#lib/error-text';

/** What the bid modal shows beside the toast when the server refuses a bid. */
export type BidNotice =
  | { kind: 'driver' }
  | { kind: 'subscription'; text: string }
  /** Far outside the lane's range (docs/decisions/030): the modal asks, then sends with confirm_price. */
  | { kind: 'price'; direction: 'below' | 'above'; lane: LanePrice }
  | null;

/**
 * The toast text of a refused bid: the server's reason when it has one (duplicate
 * bid, load no longer open, …), 'Failed to submit bid. Please try again.' otherwise, and 'Error
 * occurred while submitting the bid.' when the request never reached the server. An unverified
 * driver or a lapsed subscription also gets a notice with the way out.
 */
export function bidFailure(t: TFunction, error: unknown): { text: string; notice: BidNotice } {
  if (error instanceof ApiError && error.status === 0)
    return { text: t('screens.modal.networkError'), notice: null };
  const text = errorText(t, error, 'screens.modal.failed');
  if (error instanceof ApiError && error.code === BID_CODES.driverNotVerified)
    return { text, notice: { kind: 'driver' } };
  if (error instanceof ApiError && error.code === TRUST_CODES.priceUnusual) {
    const body = error.body as { lane_price?: LanePrice; price_check?: 'below' | 'above' } | null;
    if (body?.lane_price && body.price_check)
      return { text, notice: { kind: 'price', direction: body.price_check, lane: body.lane_price } };
  }
  if (error instanceof ApiError && error.status === 402)
    return { text, notice: { kind: 'subscription', text } };
  return { text, notice: null };
}
