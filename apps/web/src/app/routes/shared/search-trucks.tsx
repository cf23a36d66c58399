import { useTranslation } from 'react-i18next';
import { PageHeader } from '#features/marketplace/components/page-header';
import { TruckSearch } from '#features/marketplace/components/truck-search';
import { MARKETPLACE_NS } from '#features/marketplace/i18n';
import { useScreenTitle } from '#features/marketplace/use-screen-title';

/** Search Truck (/c/Trucks, /c/Truck, /Transpoter/Trucks, /Broker/Trucks): the Trucks tab on its own. */
export function SearchTrucksRoute() {
  const { t } = useTranslation(MARKETPLACE_NS);
  useScreenTitle(t('screens.searchTrucks.title'));
  return (
    <div>
      <PageHeader title={t('screens.searchTrucks.title')} subtitle={t('screens.searchTrucks.subtitle')} />
      <TruckSearch />
    </div>
  );
}
