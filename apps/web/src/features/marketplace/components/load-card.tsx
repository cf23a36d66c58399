import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadListing } from '@lorrybazaar/contract';
import type { CardAction } from '#features/marketplace/card-actions';
import { formatDate, openTrucks } from '#features/marketplace/format';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { Icon } from '#components/ui/icons';
import { RatingBadge } from '#components/ui/rating-badge';
import { DaysToPayBadge } from '#components/ui/days-to-pay-badge';
import { Fact, RouteLine } from '#components/ui/route-line';
import { ReportButton } from '#components/ui/report-button';
import { TermsLine } from '#components/ui/terms-line';
import { TokenWarning } from '#components/ui/token-warning';
import { VerifiedBadge } from '#components/ui/verified-badge';
import { sendReport } from '#api/report';
import { ShareButton } from './share-button';

/**
 * A load in the marketplace: material, weight, posted date, pickup → delivery,
 * the poster's name and type, and Bid Now (for the roles that may bid on a load). Memoised: typing
 * in the search form above re-renders the listing, not its twelve cards.
 */
export const LoadCard = memo(function LoadCard({
  load,
  action,
}: {
  load: LoadListing;
  action: CardAction<LoadListing>;
}) {
  const { t } = useTranslation(MARKETPLACE_NS);
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      aria-labelledby={`load-${load.loads_id}`}
      data-testid="load-card"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent-400/20 text-accent-500">
          <Icon name="box" size={22} />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`load-${load.loads_id}`} className="truncate text-base font-semibold text-slate-900">
            {load.materials_name}
          </h3>
          <p className="text-sm text-slate-600">
            {t('screens.cards.posted')} <time dateTime={load.createdAt}>{formatDate(load.createdAt)}</time>
          </p>
        </div>
      </div>
      <RouteLine from={load.pickupLoc} to={load.deliveryLoc} />
      <TermsLine terms={load} />
      <TokenWarning comments={load.comments} />
      <dl className="grid grid-cols-2 gap-3">
        <Fact label={t('screens.cards.weight')} value={load.truck_capacities_name} />
        <Fact label={t('screens.cards.pickupDate')} value={formatDate(load.pickupDate)} />
        <Fact label={t('screens.cards.truckType')} value={load.truck_types_name} />
        {/* Booked truck by truck (docs/decisions/017): what is still open to bid for. */}
        <Fact
          label={t('screens.cards.trucks')}
          value={openTrucks(t, load.trucks_open, load.no_of_trucks)}
          testId="trucks-open"
        />
      </dl>
      <p
        className="mt-auto flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3 text-sm text-slate-700"
        data-testid="poster"
      >
        <Icon name="user" size={16} className="shrink-0 text-slate-400" />
        <span className="truncate font-medium" title={load.users_name}>
          {load.users_name}
        </span>
        <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
          {load.user_types_name}
        </span>
        <RatingBadge rating={load.users_rating} />
        <DaysToPayBadge payment={load.users_payment} />
        {load.verified && <VerifiedBadge />}
        <span className="ml-auto" />
        <ShareButton
          kind="load"
          id={load.loads_id}
          from={load.pickupLoc}
          to={load.deliveryLoc}
          subject={load.materials_name}
        />
        <ReportButton
          testId="report-listing"
          send={(reason, note) => sendReport({ target_kind: 'load', target_id: load.loads_id, reason, note })}
        />
      </p>
      {action(load, `load-${load.loads_id}`)}
    </article>
  );
});
