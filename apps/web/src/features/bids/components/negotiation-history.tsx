import { useTranslation } from 'react-i18next';
import { Spinner } from '#components/ui/spinner';
import { useNegotiation } from '#features/bids/api/negotiation';
import type { BidView } from '#features/bids/bid-view';
import { errorText } from '#lib/error-text';
import { formatDateTime, formatRupees } from '#lib/format';
import { BIDS_NS } from '#config/i18n-namespaces';
import { historyLines } from '#features/bids/negotiation-text';

/**
 * The bid and its negotiation in plain words, oldest first, each line with its time (India).
 * Loaded when the row is opened. With no counter yet it says so (the first client's 'Negotiation not
 * found', put kindly).
 */
export function NegotiationHistory({ bid }: { bid: BidView }) {
  const { t } = useTranslation(BIDS_NS);
  const query = useNegotiation(bid.kind, bid.id, bid.updatedAt, true);
  if (query.isPending)
    return (
      <div className="py-2">
        <Spinner />
      </div>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorText(t, query.error, 'screens.history.failed')}
      </p>
    );
  const entries = query.data.negotiation;
  const lines = historyLines(bid, entries);
  return (
    <div>
      <h4 className="mb-2 text-sm font-semibold text-slate-900">{t('screens.history.title')}</h4>
      <ol className="space-y-2 border-l-2 border-slate-200 pl-4" data-testid="negotiation-history">
        {lines.map((line, index) => (
          <li key={index} className="text-sm text-slate-800">
            <span>
              {t(`screens.history.${line.key}`, {
                name: line.values.name,
                amount: line.values.amount === undefined ? undefined : formatRupees(line.values.amount),
                previous: line.values.previous === undefined ? undefined : formatRupees(line.values.previous),
              })}
            </span>
            {line.at && <span className="ml-2 text-xs text-slate-500">{formatDateTime(line.at)}</span>}
          </li>
        ))}
      </ol>
      {entries.length === 0 && (
        <p className="mt-2 text-sm text-slate-600" data-testid="no-negotiation">
          {t('screens.history.none')}
        </p>
      )}
    </div>
  );
}
