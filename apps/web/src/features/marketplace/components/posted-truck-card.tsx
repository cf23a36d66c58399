import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostedTruckListing } from '@lorrybazaar/contract';
import type { CardAction } from '#features/marketplace/card-actions';
import { formatDate } from '#features/marketplace/format';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { Icon } from '#components/ui/icons';
import { RatingBadge } from '#components/ui/rating-badge';
import { Fact, RouteLine } from '#components/ui/route-line';
import { ReportButton } from '#components/ui/report-button';
import { ShareButton } from './share-button';
import { TermsLine } from '#components/ui/terms-line';
import { TokenWarning } from '#components/ui/token-warning';
import { VerifiedBadge } from '#components/ui/verified-badge';
import { sendReport } from '#api/report';

/**
 * A posted truck in the marketplace: truck type, registration number, from → to
 * and a small truck icon, and Bid now (for the roles that may bid with a load). Memoised, as the
 * load card is.
 */
export const PostedTruckCard = memo(function PostedTruckCard({
  truck,
  action,
}: {
  truck: PostedTruckListing;
  action: CardAction<PostedTruckListing>;
}) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const [date = '', time = ''] = truck.postTrucks_dateTime.split(' ');
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      aria-labelledby={`posting-${truck.postTrucks_id}`}
      data-testid="truck-card"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon name="truck" size={22} />
        </span>
        <div className="min-w-0 flex-1">
          <h3
            id={`posting-${truck.postTrucks_id}`}
            className="truncate text-base font-semibold text-slate-900"
          >
            {truck.truck_types_name}
          </h3>
          <p className="font-mono text-sm tracking-wide text-slate-700" data-testid="reg-number">
            {truck.regNumber}
          </p>
        </div>
      </div>
      <RouteLine from={truck.postTrucks_from} to={truck.postTrucks_to} />
      <TermsLine terms={truck} />
      <TokenWarning comments={truck.comments} />
      <dl className="grid grid-cols-2 gap-3">
        <Fact label={t('screens.cards.capacity')} value={truck.truck_capacities_name} />
        <Fact label={t('screens.cards.available')} value={`${formatDate(date)} ${time}`.trim()} />
      </dl>
      <p
        className="mt-auto flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3 text-sm text-slate-700"
        data-testid="poster"
      >
        <Icon name="user" size={16} className="shrink-0 text-slate-400" />
        <span className="truncate font-medium" title={truck.users_name}>
          {truck.users_name}
        </span>
        <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
          {truck.user_types_name}
        </span>
        <RatingBadge rating={truck.users_rating} />
        {truck.verified && <VerifiedBadge />}
        <span className="ml-auto" />
        <ShareButton
          kind="truck"
          id={truck.postTrucks_id}
          from={truck.postTrucks_from}
          to={truck.postTrucks_to}
          subject={truck.truck_types_name}
        />
        <ReportButton
          testId="report-listing"
          send={(reason, note) =>
            sendReport({ target_kind: 'posting', target_id: truck.postTrucks_id, reason, note })
          }
        />
      </p>
      {action(truck, `posting-${truck.postTrucks_id}`)}
    </article>
  );
});
