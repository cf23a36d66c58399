import type { PendingAction } from '@lorrybazaar/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BIDS_NS } from '#config/i18n-namespaces';
import { EmptyState, ErrorState } from '#components/ui/result-states';
import { errorText } from '#lib/error-text';
import { RequestCard, Waiting } from './request-card';
import type { RequestSide } from './sides';

/** A side's list: waiting, the failure with Retry, none yet with the way to add one, or the cards. */
export function RequestTab<Item, Match>({
  side,
  pending,
}: {
  side: RequestSide<Item, Match>;
  pending: readonly PendingAction[];
}) {
  const { t } = useTranslation(BIDS_NS);
  const { query, items = [] } = side.useItems();
  if (query.isPending) return <Waiting />;
  if (query.isError)
    return (
      <ErrorState text={errorText(t, query.error, side.failedKey)} onRetry={() => void query.refetch()} />
    );
  if (items.length === 0)
    return (
      <EmptyState
        text={t(side.emptyKey)}
        action={
          <Link to={side.addTo} className="text-sm font-semibold text-brand-700 underline">
            {t(side.addKey)}
          </Link>
        }
      />
    );
  return (
    <div className="space-y-4">
      {items.map((item) => (
        <RequestCard key={side.key(item)} side={side} item={item} waiting={side.waiting(pending, item)} />
      ))}
    </div>
  );
}
