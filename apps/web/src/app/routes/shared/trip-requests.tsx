import { useTranslation } from 'react-i18next';
import { BIDS_NS } from '#config/i18n-namespaces';
import { TripRequests } from '#features/bids/components/trip-requests/trip-requests';
import { usePageTitle } from '#lib/use-page-title';

/** /c/TripRequests: the bids feature's Trip Requests screen. */
export function TripRequestsRoute() {
  const { t } = useTranslation(BIDS_NS);
  usePageTitle(t('screens.trips.title'));
  return <TripRequests />;
}
