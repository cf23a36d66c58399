import { useTranslation } from 'react-i18next';
import type { BidState } from '#features/bids/bid-view';
import { BIDS_NS } from '#config/i18n-namespaces';

const STYLE: Record<BidState, string> = {
  yourTurn: 'bg-amber-100 text-amber-900',
  waiting: 'bg-slate-100 text-slate-700',
  accepted: 'bg-brand-50 text-brand-700',
  declined: 'bg-red-50 text-red-700',
  closed: 'bg-slate-100 text-slate-500',
};

/** Where a bid stands: waiting for you, waiting for them, accepted, declined, closed. */
export function BidStatus({ state }: { state: BidState }) {
  const { t } = useTranslation(BIDS_NS);
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STYLE[state]}`}
      data-testid="bid-status"
    >
      {t(`screens.status.${state}`)}
    </span>
  );
}
