import { useTranslation } from 'react-i18next';
import { LoadSearch } from '#features/marketplace/components/load-search';
import { bidOnLoad } from './bid-actions';
import { PageHeader } from '#features/marketplace/components/page-header';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { usePageTitle } from '#lib/use-page-title';
import { saveSearchAsLane } from './lane-actions';

/** Search Load (/c/Loads, /Transpoter/Loads, /Broker/Loads): the marketplace's Loads tab on its own. */
export function SearchLoadsRoute() {
  const { t } = useTranslation(MARKETPLACE_NS);
  usePageTitle(t('screens.searchLoads.title'));
  return (
    <div>
      <PageHeader title={t('screens.searchLoads.title')} subtitle={t('screens.searchLoads.subtitle')} />
      <LoadSearch loadAction={bidOnLoad} searchAction={saveSearchAsLane} />
    </div>
  );
}
