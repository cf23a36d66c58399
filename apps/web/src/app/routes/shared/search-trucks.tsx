import { useTranslation } from 'react-i18next';
import { PageHeader } from '#features/marketplace/components/page-header';
import { TruckSearch } from '#features/marketplace/components/truck-search';
import { bidOnTruck } from './bid-actions';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { usePageTitle } from '#lib/use-page-title';
import { saveSearchAsLane } from './lane-actions';

/** Search Truck (/c/Trucks, /c/Truck, /Transpoter/Trucks, /Broker/Trucks): the Trucks tab on its own. */
export function SearchTrucksRoute() {
  const { t } = useTranslation(MARKETPLACE_NS);
  usePageTitle(t('screens.searchTrucks.title'));
  return (
    <div>
      <PageHeader title={t('screens.searchTrucks.title')} subtitle={t('screens.searchTrucks.subtitle')} />
      <TruckSearch truckAction={bidOnTruck} searchAction={saveSearchAsLane} />
    </div>
  );
}
