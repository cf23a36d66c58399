import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BRAND_NAME, hasUserSession, type SharedListing } from '@lorrybazaar/contract';
import { Button, buttonClass } from '#components/ui/button';
import { Fact } from '#components/ui/route-line';
import { PublicQueryState } from '#components/ui/public-query-state';
import { TermsDetails } from '#components/ui/terms-line';
import { VerifiedBadge } from '#components/ui/verified-badge';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { paths } from '#config/paths';
import { useSharedListing } from '#features/marketplace/api/shared-listing';
import { openTrucks } from '#features/marketplace/format';
import { ApiError } from '#lib/api-client';
import { formatDate } from '#lib/format';
import { signInPath } from '#lib/next-path';
import { useSession } from '#lib/store';
import { usePageTitle } from '#lib/use-page-title';

/** Signed out: sign in, then land on the marketplace searched for this listing's route. */
function BidButton({ listing }: { listing: SharedListing }) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const signedIn = hasUserSession(useSession());
  if (signedIn)
    return (
      <Link to={listing.market_path} className={buttonClass('primary', 'w-full')} data-testid="share-bid">
        {t('share.openMarketplace')}
      </Link>
    );
  return (
    <>
      <p className="text-sm text-slate-700">{t('share.signInHint')}</p>
      <Link
        to={signInPath({ pathname: listing.market_path, search: '' })}
        className={buttonClass('primary', 'w-full')}
        data-testid="share-bid"
      >
        {t('share.signInToBid')}
      </Link>
    </>
  );
}

function Listing({ listing }: { listing: SharedListing }) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const load = listing.kind === 'load';
  const route = { from: listing.pickup, to: listing.delivery };
  const title = load
    ? t('share.loadTitle', { ...route, material: listing.material })
    : t('share.truckTitle', { ...route, truckType: listing.truck_type });
  usePageTitle(title);
  return (
    <article className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <header>
        <p className="text-sm font-semibold text-brand-700">
          {t(load ? 'share.loadHeading' : 'share.truckHeading', { brand: BRAND_NAME })}
        </p>
        <h1 className="text-xl font-bold break-words text-slate-900" data-testid="share-title">
          {title}
        </h1>
        {listing.verified && (
          <p className="mt-1">
            <VerifiedBadge />
          </p>
        )}
      </header>
      <dl className="grid grid-cols-2 gap-3">
        <Fact
          label={t(load ? 'screens.cards.pickupDate' : 'screens.cards.available')}
          value={formatDate(listing.date)}
          testId="share-date"
        />
        <Fact label={t('screens.cards.truckType')} value={listing.truck_type} />
        <Fact label={t(load ? 'screens.cards.weight' : 'screens.cards.capacity')} value={listing.capacity} />
        {load && listing.trucks_open !== null && listing.no_of_trucks !== null && (
          <Fact
            label={t('screens.cards.trucks')}
            value={openTrucks(t, listing.trucks_open, listing.no_of_trucks)}
          />
        )}
      </dl>
      <TermsDetails terms={listing} />
      <BidButton listing={listing} />
    </article>
  );
}

/**
 * /share/<load|truck>/<id>?lng=…: a load or a truck shared on WhatsApp, for anyone (decision
 * 050). A small lazy route under the public layout, whose header's picker changes the language;
 * the server wrote the preview's tags into this page's HTML.
 */
export function SharedListingRoute() {
  const { t, i18n } = useTranslation(MARKETPLACE_NS);
  const { kind = '', id = '' } = useParams();
  const query = useSharedListing(kind, id, i18n.language);
  const signedIn = hasUserSession(useSession());
  const gone = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  return (
    <div className="mx-auto max-w-xl px-4 py-6">
      {query.isPending || query.isError ? (
        <PublicQueryState pending={query.isPending} tone="neutral">
          <p data-testid="share-missing">{gone ? t('share.notFound') : t('share.failed')}</p>
          {gone ? (
            <Link
              to={
                signedIn
                  ? paths.shared.marketplace
                  : signInPath({ pathname: paths.shared.marketplace, search: '' })
              }
              className={buttonClass('secondary', 'mt-4')}
            >
              {t('share.findMore')}
            </Link>
          ) : (
            <Button className="mt-4" variant="secondary" onClick={() => void query.refetch()}>
              {t('share.retry')}
            </Button>
          )}
        </PublicQueryState>
      ) : (
        <Listing listing={query.data.data} />
      )}
    </div>
  );
}
